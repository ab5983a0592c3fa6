import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DataCell, DataTable, dataRow } from './DataTable';

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
          'is wider than the screen. Rows are `<tr className={dataRow}>` of `DataCell`s.',
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
        <tr className={dataRow}>
          <DataCell>Plan de obras 2027</DataCell>
          <DataCell>Olivia Optimizadora</DataCell>
          <DataCell end>812,4</DataCell>
        </tr>
        <tr className={dataRow}>
          <DataCell>Sin el acueducto</DataCell>
          <DataCell>Ana Admin</DataCell>
          <DataCell end>790,1</DataCell>
        </tr>
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
