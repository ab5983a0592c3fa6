import type { Meta, StoryObj } from '@storybook/react-vite';
import { FUNDING_SOURCES, SECTOR_NAMES } from '@siipro/domain';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormField } from '../FormField';
import { input } from '../../styles/formField.css';
import { SuggestInput, type SuggestInputProps } from './SuggestInput';

/** The usual wiring: a FormField's label over it, the text in state (as a form holds it). */
function StatefulSuggestInput({ value: initial, onChange, label, ...props }: SuggestInputProps & { label: string }) {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ maxWidth: '20rem' }}>
      <FormField label={label}>
        {(control) => (
          <SuggestInput
            {...control}
            {...props}
            className={input}
            value={value}
            onChange={(text) => {
              onChange(text);
              setValue(text);
            }}
          />
        )}
      </FormField>
    </div>
  );
}

const meta = {
  title: 'Patrones/SuggestInput',
  component: StatefulSuggestInput,
  subcomponents: { SuggestInput },
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A text field that suggests the values already in use (a sector, an executing area) as one types, so the ' +
          'same value is not typed two ways; any text is still accepted. The suggestions that contain the text drop ' +
          'under the field on Ariakit Combobox: arrow keys move, Enter or a click picks, Escape closes the list. ' +
          'A screen may pass its own `matches` (the project form ignores accents too).',
      },
      story: { inline: false, height: '320px' },
    },
  },
  args: {
    label: 'Sector',
    value: '',
    suggestions: SECTOR_NAMES,
    listLabel: 'Sector: valores en uso',
    onChange: fn(),
  },
  argTypes: { suggestions: { control: false }, matches: { control: false } },
} satisfies Meta<typeof StatefulSuggestInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('combobox', { name });
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Typing part of a value in use offers it; picking it with the keyboard fills the field. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const sector = field(canvasElement, 'Sector');
    await userEvent.click(sector);
    await userEvent.type(sector, 'trans');
    const list = await page(canvasElement).findByRole('listbox', { name: 'Sector: valores en uso' });
    await waitFor(() => expect(list).toBeVisible());
    await expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Transporte']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(sector).toHaveValue('Transporte');
    await expect(args.onChange).toHaveBeenLastCalledWith('Transporte');
    // The value typed is the one suggestion: nothing left to offer.
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    // Any other text is accepted as typed, with no list when nothing answers it.
    await userEvent.clear(sector);
    await userEvent.type(sector, 'Ciberseguridad');
    await expect(sector).toHaveValue('Ciberseguridad');
    await expect(page(canvasElement).queryByRole('listbox')).toBeNull();
    // Escape closes the list and keeps the text.
    await userEvent.clear(sector);
    await userEvent.type(sector, 'e');
    await waitFor(() => expect(page(canvasElement).getByRole('listbox')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(sector).toHaveValue('e');
    await expect(sector).toHaveFocus();
  },
};

/** Open, as a person sees it while typing "a": every value in use that contains it. */
export const Open: Story = {
  args: { label: 'Fuente de financiamiento', suggestions: FUNDING_SOURCES, listLabel: 'Fuente: valores en uso' },
  play: async ({ canvasElement }) => {
    const funding = field(canvasElement, 'Fuente de financiamiento');
    await userEvent.type(funding, 'a');
    const list = await page(canvasElement).findByRole('listbox');
    await waitFor(() => expect(list).toBeVisible());
    const expected = FUNDING_SOURCES.filter((source) => source.toLowerCase().includes('a'));
    await expect(within(list).getAllByRole('option')).toHaveLength(expected.length);
  },
};

export const Playground: Story = {
  args: { value: 'Energía' },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, 'Sector')).toHaveValue('Energía');
  },
};
