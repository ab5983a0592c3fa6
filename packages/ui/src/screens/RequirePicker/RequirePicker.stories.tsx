import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@siipro/domain';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fitsViewport } from '../../testing/viewports';
import {
  acueducto,
  cisterna,
  longName,
  sampleRelations,
  searchSamples,
} from '../ProjectRelations/ProjectRelations.samples';
import { RequirePicker, type RequirePickerProps } from './RequirePicker';

/**
 * The app's part played by the story: the search answers from the samples, unless the story shows a search still
 * running or failed (then the results stay the args').
 */
function Harness(args: RequirePickerProps) {
  const [results, setResults] = useState(args.results);
  return (
    <div style={{ maxWidth: '24rem', minHeight: '22rem' }}>
      <RequirePicker
        {...args}
        results={results}
        onSearch={(term) => {
          args.onSearch(term);
          if (!args.searching && !args.searchError) setResults({ term, items: searchSamples(term) });
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Pantallas/RequirePicker',
  component: RequirePicker,
  tags: ['autodocs', 'responsive'],
  parameters: {
    docs: {
      description: {
        component:
          '«Agregar un proyecto requerido», in ProjectRelations: a combobox that searches the workspace’s projects ' +
          'as one types (from two letters, after a 250 ms pause; Enter at once). It lists the projects found with ' +
          'their code, leaving out those in `exclude` (the page’s project and those it already requires), or says ' +
          'how many letters it needs, that nothing matches, that it is searching or what failed. Arrow keys move, ' +
          'Enter or a click picks (`onPick`), Escape closes. The app searches and saves.',
      },
    },
  },
  args: {
    exclude: [sampleRelations.projectId, acueducto.projectId],
    onPick: fn(),
    disabled: false,
    onSearch: fn(),
    results: null,
    searching: false,
    searchError: null,
  },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof RequirePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: 'Agregar un proyecto requerido' });
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Typing finds a project; Enter picks it, and the box empties and closes. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(box(canvasElement)).toHaveAttribute('placeholder', 'Busca por nombre o código');
    await userEvent.type(box(canvasElement), 'villa');
    const list = await page(canvasElement).findByRole('listbox', { name: 'Proyectos encontrados' });
    await expect(within(list).getByRole('option', { name: /Cisterna elevada de Villa Ángela/ })).toBeVisible();
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('villa');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onPick).toHaveBeenCalledWith(cisterna);
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(box(canvasElement)).toHaveValue('');
  },
};

export const Playground: Story = { tags: ['no-screenshot'] };

/** Focused and empty, it says how many letters a search needs; one letter searches nothing. */
export const Hint: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(box(canvasElement));
    await expect(
      await page(canvasElement).findByText('Escribe al menos 2 letras del nombre o del código.'),
    ).toBeVisible();
    await userEvent.keyboard('v');
    await expect(page(canvasElement).getByRole('status')).toHaveTextContent(
      'Escribe al menos 2 letras del nombre o del código.',
    );
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** The projects found, with their codes; the page's own project and those already required are left out. */
export const Results: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(box(canvasElement), '2027{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('2027');
    const list = await page(canvasElement).findByRole('listbox', { name: 'Proyectos encontrados' });
    const options = within(list)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(options).toEqual([
      'Cisterna elevada de Villa ÁngelaOBR-2027-0102',
      'Red cloacal del barrio San MartínOBR-2027-0103',
      'Puente SurOBR-2027-0104',
      `${longName.name}${longName.code}`,
    ]);
    await expect(fitsViewport(canvasElement)).toBe(true);
  },
};

/** A term nothing matches (or only what is left out) says so; Escape closes. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement), 'acueducto{Enter}');
    await expect(await page(canvasElement).findByText('Ningún otro proyecto coincide con «acueducto».')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** The first answer for the term is still on its way. */
export const Searching: Story = {
  args: { results: { term: 'puente', items: [] }, searching: true },
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement), 'puente');
    await expect(await page(canvasElement).findByRole('status')).toHaveTextContent('Cargando...');
  },
};

/** The search failed: the app's message, in the list. */
export const SearchError: Story = {
  args: { results: { term: 'puente', items: [] }, searchError: messages.errors.unexpected },
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement), 'puente');
    await expect(await page(canvasElement).findByRole('alert')).toHaveTextContent(messages.errors.unexpected);
  },
};

/** A save in flight: the box keeps the keyboard but takes no text. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const input = box(canvasElement);
    await expect(input).toHaveAttribute('aria-disabled', 'true');
    input.focus();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('villa');
    await expect(input).toHaveValue('');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};
