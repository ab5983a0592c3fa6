import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atNarrowWidth, fitsViewport } from '../../testing/viewports';
import { Button } from '../../primitives/Button';
import { SearchInput, type SearchInputProps } from './SearchInput';

/** The usual wiring: the applied term lives in the URL (here, state) and flows back in as `value`. */
function UrlBoundSearch({ value: initial, onSearch, ...props }: SearchInputProps) {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ display: 'grid', gap: '0.75rem', maxWidth: '28rem' }}>
      <SearchInput
        {...props}
        value={value}
        onSearch={(term) => {
          onSearch(term);
          setValue(term);
        }}
      />
      <p style={{ margin: 0 }} data-testid="applied">
        Término aplicado: «{value}»
      </p>
      {/* Stands for the browser's back button: the URL changes from outside. */}
      <Button variant="secondary" size="sm" onClick={() => setValue('hospital')}>
        Volver a «hospital»
      </Button>
    </div>
  );
}

const meta = {
  title: 'Patrones/SearchInput',
  component: UrlBoundSearch,
  subcomponents: { SearchInput },
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The list search box (portfolio.md §2.2). Typing edits a draft; Enter or the magnifier applies the trimmed ' +
          'term through `onSearch(term)`; the X (shown while there is text) and Escape clear the box and call ' +
          "`onSearch('')`. `value` is the applied term from the URL: when it changes from outside, the box follows.",
      },
    },
  },
  args: { value: '', onSearch: fn() },
} satisfies Meta<typeof UrlBoundSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'Buscar' });

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search')).toBeVisible();
    await expect(box(canvasElement)).toHaveAttribute('placeholder', 'Buscar...');
    // Nothing to clear yet: only the magnifier.
    await expect(canvas.queryByRole('button', { name: 'Limpiar búsqueda' })).toBeNull();
    await userEvent.type(box(canvasElement), 'acueducto');
    // Typing alone does not search.
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Limpiar búsqueda' })).toBeVisible();
  },
};

export const Playground: Story = {
  args: { value: 'ruta provincial', label: 'Buscar proyectos', placeholder: 'Nombre o código…' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: String(args.label) });
    await expect(input).toHaveValue(args.value);
  },
};

/** Enter applies the trimmed term. */
export const EnterAppliesTrimmedTerm: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(box(canvasElement), '   planta potabilizadora  {Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('planta potabilizadora');
    await expect(box(canvasElement)).toHaveValue('planta potabilizadora');
    await expect(within(canvasElement).getByTestId('applied')).toHaveTextContent('«planta potabilizadora»');
  },
};

export const MagnifierApplies: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(box(canvasElement), 'CEN-2026 ');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Buscar' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('CEN-2026');
  },
};

export const ClearButton: Story = {
  args: { value: 'escuela' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(box(canvasElement)).toHaveValue('escuela');
    await userEvent.click(canvas.getByRole('button', { name: 'Limpiar búsqueda' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('');
    await expect(box(canvasElement)).toHaveValue('');
    // Focus goes back to the box, ready for a new term.
    await expect(box(canvasElement)).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Limpiar búsqueda' })).toBeNull();
  },
};

export const KeyboardOnly: Story = {
  args: { value: 'hospital' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(box(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
    await userEvent.keyboard('centro de salud');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Limpiar búsqueda' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Buscar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('centro de salud');
  },
};

/** A draft is replaced when the applied term changes from outside (back button, a link). */
export const FollowsTheUrl: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement), 'borrador sin aplicar');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Volver a «hospital»' }));
    await expect(box(canvasElement)).toHaveValue('hospital');
  },
};

export const NarrowScreen: Story = {
  ...atNarrowWidth,
  args: { value: 'Mejoramiento de caminos rurales de Córdoba' },
  play: async ({ canvasElement }) => {
    await expect(fitsViewport(canvasElement)).toBe(true);
    const form = within(canvasElement).getByRole('search');
    await expect(form.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};
