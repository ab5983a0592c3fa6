import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoTenants, sampleCompleteProject, sampleIncompleteProject } from '@siipro/domain';
import { expect, within } from 'storybook/test';
import { ToastProvider } from '../../patterns/Toast';
import { sampleHrefs } from '../ProjectsTable/ProjectsTable.samples';
import { ProjectCell, type ProjectCellProps } from './ProjectCell';
import { projectTableColumns } from './projectColumns';

/** Every column of one project, each labelled as its header is: what the table's row and the card show. */
function ProjectFields(props: Omit<ProjectCellProps, 'column'>) {
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: '0.5rem 1rem', margin: 0 }}>
      {projectTableColumns(props.project.type).map((column) => (
        <div key={column.id} style={{ display: 'contents' }}>
          <dt>{column.label}</dt>
          <dd style={{ margin: 0 }}>
            <ProjectCell {...props} column={column.id} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

const statusOptions = demoTenants[0]!.configJson.projectStatus;

const meta = {
  title: 'Pantallas/ProjectCell',
  component: ProjectCell,
  tags: ['autodocs'],
  // "Copiar enlace" confirms with a toast.
  decorators: [(Story) => <ToastProvider>{Story()}</ToastProvider>],
  parameters: {
    docs: {
      description: {
        component:
          "One field of a project as the lists show it, one definition for the projects table's cells, its cards on " +
          'a phone and the optimizer\'s results: code and name linking to the project (with "Copiar enlace"), the ' +
          'organisation and the parent program linking to theirs, the compact ScoreBadge, the budget in whole pesos ' +
          "(exact on hover and for screen readers), the StatusPill with the tenant's label and the priority flag " +
          'with its text; "-" when a value is missing. `nameHeading` makes the name a heading (a card\'s title).',
      },
    },
  },
  args: {
    project: sampleCompleteProject,
    column: 'name',
    hrefs: sampleHrefs,
    statusOptions,
  },
  argTypes: {
    column: { control: 'select', options: projectTableColumns('proyecto').map((column) => column.id) },
    project: { control: false },
    hrefs: { control: false },
    statusOptions: { control: false },
    nameHeading: { control: 'inline-radio', options: [undefined, 'h2', 'h3'] },
  },
} satisfies Meta<typeof ProjectCell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field of a complete project. */
export const Default: Story = {
  render: (args) => <ProjectFields {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('CEN-2026-0001')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Acueducto del Norte Cordobés - Tramo Villa de María - Sebastián Elcano' }),
    ).toHaveAttribute(
      'href',
      '/cenit-demo/organismos/ministerio-de-infraestructura/proyectos/acueducto-del-norte-cordobes',
    );
    await expect(canvas.getByRole('link', { name: 'Ministerio de Infraestructura' })).toHaveAttribute(
      'href',
      '/cenit-demo/organismos/ministerio-de-infraestructura',
    );
    // Whole pesos shown; the exact amount, cents included, on hover and for screen readers.
    const budget = canvas.getByText('ARS 18.750.000.001');
    await expect(budget.parentElement).toHaveAttribute('title', 'ARS 18.750.000.000,50');
    await expect(canvas.getByText('ARS 18.750.000.000,50')).toBeInTheDocument();
    await expect(canvas.getByText('Presupuesto Asignado')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Copiar enlace/ })).toBeVisible();
  },
};

/** One column at a time, as a table cell renders it. */
export const Playground: Story = {
  args: { column: 'organization' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Ministerio de Infraestructura' })).toBeVisible();
  },
};

/** A project with missing data: "-" for each empty field, and no link where there is nothing to link. */
export const MissingValues: Story = {
  args: { project: sampleIncompleteProject },
  render: (args) => <ProjectFields {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const values = [...canvasElement.querySelectorAll('dd')].map((cell) => cell.textContent);
    // Area, budget, program and priority are missing: each reads "-" (the code too, before the name).
    await expect(values.filter((value) => value === '-')).toHaveLength(4);
    await expect(values[0]).toBe('-Parque lineal costero de Rosario');
    await expect(canvas.queryByRole('link', { name: /Programa/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Parque lineal costero de Rosario' })).toBeVisible();
  },
};

/** The name as a card's title: the link alone is the heading, "Copiar enlace" beside it. */
export const NameAsHeading: Story = {
  args: { column: 'name', nameHeading: 'h3' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 3 });
    await expect(heading).toHaveAccessibleName(
      'Acueducto del Norte Cordobés - Tramo Villa de María - Sebastián Elcano',
    );
  },
};
