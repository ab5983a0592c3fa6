import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_PROJECT_STATUSES, demoProjectsByTenant, FUNDING_SOURCES } from '@siipro/domain';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NativeSelectFilter } from './NativeSelectFilter';
import { SelectFilter, type SelectFilterProps } from './SelectFilter';

const priorityOptions = ['Alta', 'Media', 'Baja'].map((value) => ({ value, label: value }));
const fundingOptions = FUNDING_SOURCES.map((value) => ({ value, label: value }));
const statusOptions = DEFAULT_PROJECT_STATUSES.map(({ value, label }) => ({ value, label }));
const areaOptions = [...new Set(demoProjectsByTenant['cenit-demo'].map((project) => project.executingArea))]
  .filter((area): area is string => Boolean(area))
  .sort((a, b) => a.localeCompare(b, 'es'))
  .map((value) => ({ value, label: value }));

/** The usual wiring: the selection lives in the URL (here, state) and comes back as `value`. */
function StatefulSelectFilter({ value: initial, onChange, ...props }: SelectFilterProps) {
  const [value, setValue] = useState<readonly string[]>(initial);
  return (
    <div style={{ width: '16rem' }}>
      <SelectFilter
        {...props}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Patrones/SelectFilter',
  component: StatefulSelectFilter,
  subcomponents: { SelectFilter, NativeSelectFilter },
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A quick filter of the list (Área ejecutora, Prioridad, Estados, Fuente de Financiamiento), single or ' +
          'multiple, on Ariakit Select: arrow keys, type-ahead, Enter/Space to choose, Escape or a click outside to ' +
          'close. The list is at most 15rem high and scrolls. With several values the control shows the first and a ' +
          '"+N" badge, and a tooltip lists every selection; without options the list shows "Sin datos". Single ' +
          'selects offer "Todos" to clear.',
      },
      story: { inline: false, height: '340px' },
    },
  },
  args: { label: 'Prioridad', options: priorityOptions, value: [], multiple: true, onChange: fn() },
  argTypes: { options: { control: false } },
} satisfies Meta<typeof StatefulSelectFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const trigger = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('combobox', { name });

async function openList(canvasElement: HTMLElement, name: string) {
  await userEvent.click(trigger(canvasElement, name));
  const listbox = await page(canvasElement).findByRole('listbox');
  await waitFor(() => expect(listbox).toBeVisible());
  return listbox;
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const control = trigger(canvasElement, 'Prioridad');
    await expect(control).toHaveTextContent('Todos');
    const listbox = await openList(canvasElement, 'Prioridad');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Alta' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Alta']);
    // Multiple: the list stays open for more choices.
    await userEvent.click(within(listbox).getByRole('option', { name: 'Baja' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Alta', 'Baja']);
    await expect(within(listbox).getByRole('option', { name: 'Baja' })).toHaveAttribute('aria-selected', 'true');
    // While the list is open it shows the choices itself: no tooltip, no description repeating them.
    await expect(control).not.toHaveAccessibleDescription();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(control).toHaveTextContent('Alta+1');
    await expect(control).toHaveAccessibleDescription('Seleccionados: Alta, Baja');
    await expect(control).toHaveFocus();
  },
};

export const Playground: Story = {
  args: { label: 'Estados', options: statusOptions, value: ['Ejecución'], multiple: true },
  play: async ({ canvasElement, args }) => {
    await expect(trigger(canvasElement, args.label)).toHaveTextContent('Ejecución');
  },
};

/** Several values: the first, a "+N" badge, and a tooltip (also the control's description) listing them all. */
export const SeveralSelected: Story = {
  args: {
    label: 'Fuente de Financiamiento',
    options: fundingOptions,
    value: [FUNDING_SOURCES[0]!, FUNDING_SOURCES[2]!, FUNDING_SOURCES[3]!],
  },
  play: async ({ canvasElement }) => {
    const control = trigger(canvasElement, 'Fuente de Financiamiento');
    await expect(control).toHaveTextContent(`${FUNDING_SOURCES[0]}+2`);
    const all = `Seleccionados: ${FUNDING_SOURCES[0]}, ${FUNDING_SOURCES[2]}, ${FUNDING_SOURCES[3]}`;
    await expect(control).toHaveAccessibleDescription(all);
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await waitFor(() => expect(page(canvasElement).getByRole('tooltip')).toBeVisible());
    await expect(page(canvasElement).getByRole('tooltip')).toHaveTextContent(all);
  },
};

/** One value: choosing closes the list; "Todos" clears. */
export const SingleSelect: Story = {
  args: { label: 'Estados', options: statusOptions, value: ['Priorizado'], multiple: false },
  play: async ({ canvasElement, args }) => {
    const control = trigger(canvasElement, 'Estados');
    await expect(control).toHaveTextContent('Priorizado');
    // One value is all on the button: nothing to list in a tooltip or a description.
    await expect(control).not.toHaveAccessibleDescription();
    let listbox = await openList(canvasElement, 'Estados');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Finalizado' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Finalizado']);
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(control).toHaveTextContent('Finalizado');
    listbox = await openList(canvasElement, 'Estados');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Todos' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(control).toHaveTextContent('Todos');
  },
};

export const KeyboardOperation: Story = {
  args: { label: 'Estados', options: statusOptions, value: [], multiple: true },
  play: async ({ canvasElement, args }) => {
    const control = trigger(canvasElement, 'Estados');
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await page(canvasElement).findByRole('listbox');
    await waitFor(() => expect(listbox).toBeVisible());
    // Type-ahead jumps to the first match; Enter chooses it.
    await userEvent.keyboard('e');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Ejecución']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Ejecución', 'Finalizado']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(control).toHaveFocus();
    await expect(control).toHaveTextContent('Ejecución+1');
  },
};

/** Many options: the list stops at 15rem and scrolls. */
export const ManyOptions: Story = {
  args: { label: 'Área ejecutora', options: areaOptions, value: [] },
  play: async ({ canvasElement }) => {
    await expect(areaOptions.length).toBeGreaterThan(8);
    const listbox = await openList(canvasElement, 'Área ejecutora');
    const rem = parseFloat(getComputedStyle(canvasElement.ownerDocument.documentElement).fontSize);
    await expect(listbox.getBoundingClientRect().height).toBeLessThanOrEqual(15 * rem + 1);
    await expect(listbox.scrollHeight).toBeGreaterThan(listbox.clientHeight);
  },
};

export const NoOptions: Story = {
  args: { label: 'Fuente de Financiamiento', options: [], value: [] },
  play: async ({ canvasElement, args }) => {
    const listbox = await openList(canvasElement, 'Fuente de Financiamiento');
    const empty = within(listbox).getByRole('option', { name: 'Sin datos' });
    await expect(empty).toHaveAttribute('aria-disabled', 'true');
    // Ariakit turns pointer events off on disabled items; click through anyway to prove nothing is chosen.
    await userEvent.setup({ pointerEventsCheck: 0 }).click(empty);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * NativeSelectFilter: the one-value form on the browser's own select, drawn as SelectFilter's control, for pages that
 * must stay light (the public portal loads no Ariakit for its filters). Same label, texts and `onChange`.
 */
export const Native: Story = {
  args: { label: 'Área ejecutora', options: areaOptions, value: [areaOptions[1]!.value], multiple: false },
  render: ({ value: initial, onChange, multiple: _multiple, ...props }) => {
    function StatefulNative() {
      const [value, setValue] = useState<readonly string[]>(initial);
      return (
        <div style={{ width: '16rem' }}>
          <NativeSelectFilter
            {...props}
            placeholder="Todas las áreas"
            value={value}
            onChange={(next) => {
              onChange(next);
              setValue(next);
            }}
          />
        </div>
      );
    }
    return <StatefulNative />;
  },
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('combobox', { name: 'Área ejecutora' });
    await expect(control.tagName).toBe('SELECT');
    await expect(control).toHaveValue(areaOptions[1]!.value);
    // The placeholder clears, as SelectFilter's "Todos" does; every option is there, in order.
    const options = within(control).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Todas las áreas',
      ...areaOptions.map((option) => option.label),
    ]);
    await userEvent.selectOptions(control, areaOptions[0]!.value);
    await expect(args.onChange).toHaveBeenLastCalledWith([areaOptions[0]!.value]);
    await userEvent.selectOptions(control, '');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(control).toHaveValue('');
  },
};
