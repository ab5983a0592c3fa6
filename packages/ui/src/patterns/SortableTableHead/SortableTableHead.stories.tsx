import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoProjectsByTenant, messages, toggleSort, type ProjectSortField, type SortState } from '@siipro/domain';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HelpTooltip } from '../HelpTooltip';
import { SortableTableHead, type SortableTableHeadProps, type TableColumn } from './SortableTableHead';

const columnLabels = messages.projects.columns;

const columns: TableColumn<ProjectSortField>[] = [
  { id: 'name', label: columnLabels.name, sortField: 'name' },
  { id: 'organization', label: columnLabels.organization, sortField: 'organization' },
  { id: 'sector', label: columnLabels.sector, sortField: 'sector' },
  { id: 'score', label: columnLabels.score, sortField: 'score', align: 'end' },
  { id: 'budget', label: columnLabels.budget, sortField: 'budgetAmount', align: 'end' },
  // Not every column sorts: this one is plain header text.
  { id: 'actions', label: 'Acciones' },
];

const projects = demoProjectsByTenant['cenit-demo'].filter((project) => project.type === 'proyecto').slice(0, 3);

/** The head inside a real table, so the stories show it in place. */
function TableWithHead(props: SortableTableHeadProps<ProjectSortField>) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <caption style={{ textAlign: 'start', paddingBlockEnd: '0.5rem' }}>Proyectos</caption>
      <SortableTableHead {...props} />
      <tbody>
        {projects.map((project) => (
          <tr key={project.projectId}>
            <td style={{ padding: '0.5rem 0.75rem' }}>{project.name}</td>
            <td style={{ padding: '0.5rem 0.75rem' }}>{project.organizations[0]?.name}</td>
            <td style={{ padding: '0.5rem 0.75rem' }}>{project.sector}</td>
            <td style={{ padding: '0.5rem 0.75rem', textAlign: 'end' }}>{project.score}</td>
            <td style={{ padding: '0.5rem 0.75rem', textAlign: 'end' }}>{project.budgetAmount}</td>
            <td style={{ padding: '0.5rem 0.75rem' }}>-</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What a list screen does: the head reports a field, the domain's toggleSort decides the direction. */
function SortingTable({ sort: initial, onSortChange, ...props }: SortableTableHeadProps<ProjectSortField>) {
  const [sort, setSort] = useState<SortState>(initial);
  return (
    <TableWithHead
      {...props}
      sort={sort}
      onSortChange={(field) => {
        onSortChange(field);
        setSort((current) => toggleSort(current, field));
      }}
    />
  );
}

const meta = {
  title: 'Patrones/SortableTableHead',
  component: SortingTable,
  subcomponents: { SortableTableHead },
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The `<thead>` of a sortable table. Each sortable header is a button with an arrow (both arrows, muted, ' +
          'while the column is not sorted); the sorted column has `aria-sort="ascending"` or `"descending"` on its ' +
          '`<th>`, the other sortable ones `aria-sort="none"`. The head only reports the chosen field through ' +
          '`onSortChange(field)`; the caller applies `toggleSort` of @siipro/domain (same column toggles, a new ' +
          'column starts ascending).',
      },
    },
  },
  args: { columns, sort: { field: 'name', direction: 'asc' }, onSortChange: fn() },
  argTypes: { columns: { control: false } },
} satisfies Meta<typeof SortingTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const header = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('columnheader', { name: new RegExp(`^${name}`) });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(header(canvasElement, 'Nombre')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header(canvasElement, 'Organismo')).toHaveAttribute('aria-sort', 'none');
    // A column without a sort field is plain text: no button, no aria-sort.
    await expect(header(canvasElement, 'Acciones')).not.toHaveAttribute('aria-sort');
    await expect(canvas.queryByRole('button', { name: 'Acciones' })).toBeNull();
    await expect(canvas.getAllByRole('button')).toHaveLength(5);
  },
};

/** Controls drive the head directly (no state): pick the sorted field and direction. */
export const Playground: Story = {
  render: (args) => <TableWithHead {...args} />,
  args: { sort: { field: 'budgetAmount', direction: 'desc' } },
  argTypes: {
    sort: { control: 'object' },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sector' }));
    // Without state nothing changes; the field is reported.
    await expect(args.onSortChange).toHaveBeenCalledWith('sector');
    await expect(header(canvasElement, 'Presupuesto')).toHaveAttribute('aria-sort', 'descending');
  },
};

export const Descending: Story = {
  args: { sort: { field: 'score', direction: 'desc' } },
  play: async ({ canvasElement }) => {
    const score = header(canvasElement, 'Puntuación');
    await expect(score).toHaveAttribute('aria-sort', 'descending');
    await expect(score.querySelector('svg')).toHaveAttribute('data-direction', 'desc');
    await expect(header(canvasElement, 'Nombre').querySelector('svg')).toHaveAttribute('data-direction', 'none');
  },
};

/** The current column toggles asc ↔ desc; a new column starts ascending (domain toggleSort). */
export const TogglesWithMouse: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Nombre' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith('name');
    await expect(header(canvasElement, 'Nombre')).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(canvas.getByRole('button', { name: 'Nombre' }));
    await expect(header(canvasElement, 'Nombre')).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(canvas.getByRole('button', { name: 'Presupuesto' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith('budgetAmount');
    await expect(header(canvasElement, 'Presupuesto')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header(canvasElement, 'Nombre')).toHaveAttribute('aria-sort', 'none');
  },
};

export const KeyboardSorting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Nombre' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sector' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenCalledWith('sector');
    await expect(header(canvasElement, 'Sector')).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.keyboard(' ');
    await expect(header(canvasElement, 'Sector')).toHaveAttribute('aria-sort', 'descending');
    // Focus stays on the header button after sorting.
    await expect(canvas.getByRole('button', { name: 'Sector' })).toHaveFocus();
  },
};

/**
 * A column may bring its own help (`help`): here the score column's "?" — outside the sort button, so choosing it
 * opens its explanation and does not sort.
 */
export const ColumnHelp: Story = {
  args: {
    columns: columns.map((column) =>
      column.id === 'score'
        ? {
            ...column,
            help: (
              <HelpTooltip label={messages.score.helpLabel} title={messages.score.modalTitle}>
                {messages.score.intro}
              </HelpTooltip>
            ),
          }
        : column,
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const help = canvas.getByRole('button', { name: '¿Cómo se obtiene la Puntuación SIIPRO?' });
    await expect(header(canvasElement, 'Puntuación')).toContainElement(help);
    await userEvent.click(help);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '¿Cómo se obtiene la Puntuación SIIPRO?',
    });
    await expect(dialog).toHaveTextContent('La Puntuación SIIPRO va de 0 a 100');
    await expect(args.onSortChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(help).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Puntuación' }));
    await expect(args.onSortChange).toHaveBeenCalledWith('score');
  },
};
