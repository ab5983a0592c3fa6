import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DataCell, DataMessageRow, DataRow, DataRowHeader, DataTable } from './DataTable';

const meta = {
  title: 'Patrones/DataTable',
  component: DataTable,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A plain table in the look of the projects list, without sorting: a caption read by assistive ' +
          'technology, a header row and a scrollable region (focusable, labelled by the caption) when the table ' +
          'is wider than the screen. Rows are `<DataRow>` of `DataCell`s; a `DataRowHeader` names its row, and a ' +
          '`footer` holds a total.',
      },
    },
  },
  args: {
    caption: 'Escenarios guardados',
    minWidth: '40rem',
    columns: [
      { id: 'name', label: 'Nombre' },
      { id: 'author', label: 'Autor' },
      { id: 'objective', label: 'Valor total', end: true },
    ],
    children: (
      <>
        <DataRow>
          <DataCell>Plan de obras 2027</DataCell>
          <DataCell>Olivia Optimizadora</DataCell>
          <DataCell end>812,4</DataCell>
        </DataRow>
        <DataRow>
          <DataCell>Sin el acueducto</DataCell>
          <DataCell>Ana Admin</DataCell>
          <DataCell end>790,1</DataCell>
        </DataRow>
      </>
    ),
  },
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Escenarios guardados' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Nombre', 'Autor', 'Valor total']);
    await expect(canvas.getByRole('region', { name: 'Escenarios guardados' })).toHaveAttribute('tabindex', '0');
  },
};

export const Playground: Story = { tags: ['no-screenshot'] };

/**
 * The panel variant (the settings tables) with its single "empty" row: no region of its own (the panel's section is
 * the landmark), a muted small header, and on compact screens rows as cards.
 */
export const PanelWithoutRows: Story = {
  tags: ['no-screenshot'],
  args: {
    variant: 'panel',
    minWidth: undefined,
    children: <DataMessageRow colSpan={3}>Todavía no hay escenarios guardados.</DataMessageRow>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Escenarios guardados' })).toBeVisible();
    await expect(canvas.queryByRole('region')).toBeNull();
    const message = canvas.getByRole('cell', { name: 'Todavía no hay escenarios guardados.' });
    await expect(message).toHaveAttribute('colspan', '3');
  },
};

/**
 * The previous rows stay while the next arrive (`busy` and `stale`): the table is marked busy, a thin bar moves over
 * it. Without a minimum width the table fits, so the region is not a tab stop.
 */
export const StaleRows: Story = {
  tags: ['no-screenshot'],
  args: { busy: true, stale: true, minWidth: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Escenarios guardados' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelector('[data-busy-bar]')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Escenarios guardados' })).not.toHaveAttribute('tabindex');
  },
};

/**
 * Figures in a panel: each row named by its first cell (`DataRowHeader`, a `th scope="row"` that screen readers
 * announce with every cell), a total in the footer, and a value past its limit in the danger colour and in words.
 * On a phone each row is a card whose cells lead with their column's name.
 */
export const PanelFigures: Story = {
  tags: ['responsive'],
  args: {
    variant: 'panel',
    caption: 'Gasto por año',
    minWidth: undefined,
    columns: [
      { id: 'year', label: 'Año' },
      { id: 'spend', label: 'Gasto', end: true },
      { id: 'use', label: 'Uso', end: true },
    ],
    footer: (
      <DataRow>
        <DataRowHeader label="Año">Total</DataRowHeader>
        <DataCell label="Gasto" numeric end>
          ARS 2.130.450.000,75
        </DataCell>
        <DataCell label="Uso" numeric end>
          106,5%
        </DataCell>
      </DataRow>
    ),
    children: [
      <DataRow key="2027">
        <DataRowHeader label="Año">2027</DataRowHeader>
        <DataCell label="Gasto" numeric end>
          ARS 1.250.000.000,50
        </DataCell>
        <DataCell label="Uso" numeric end danger>
          125% (Supera el límite)
        </DataCell>
      </DataRow>,
      <DataRow key="2028">
        <DataRowHeader label="Año">2028</DataRowHeader>
        <DataCell label="Gasto" numeric end>
          ARS 880.450.000,25
        </DataCell>
        <DataCell label="Uso" numeric end>
          88%
        </DataCell>
      </DataRow>,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Gasto por año' });
    await expect(within(table).getByRole('rowheader', { name: '2027' })).toHaveAttribute('scope', 'row');
    await expect(within(table).getByRole('rowheader', { name: 'Total' }).closest('tfoot')).not.toBeNull();
    await expect(within(table).getByRole('cell', { name: '125% (Supera el límite)' })).toBeVisible();
  },
};
