import type { Meta, StoryObj } from '@storybook/react-vite';
import type { OptimizerScenarioSummary } from '@siipro/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ScenarioList } from './ScenarioList';

const OLIVIA = '6f1b3c1e-4a8e-4b7a-9a55-1c2d3e4f5a60';

const sampleScenarios: OptimizerScenarioSummary[] = [
  {
    scenarioId: '0b8f6a2e-0f5c-4d7e-8a51-2c1b9e7d6a01',
    name: 'Plan de obras 2027',
    model: 'linear-int-opt-v1',
    author: { userId: OLIVIA, name: 'Olivia Optimizadora' },
    createdAt: '2026-11-27T14:05:00.000Z',
    budgetLimit: 40_000_000_000,
    objective: 510.7,
    status: 'optimal',
    selectedCount: 16,
    totalBudget: 39_971_692_721.45,
  },
  {
    scenarioId: '1c9e7b3f-1a6d-4e8f-9b62-3d2c0f8e7b02',
    name: 'Sin el centro cívico',
    model: 'linear-int-opt-v1',
    author: { userId: '7a2c4d2f-5b9f-4c8b-8b66-2d3e4f5a6b71', name: 'Ana Admin' },
    createdAt: '2026-11-26T11:30:00.000Z',
    budgetLimit: null,
    objective: 12_410.3,
    status: 'optimal',
    selectedCount: 319,
    totalBudget: 9_214_552_118_004,
  },
  {
    scenarioId: '2d0f8c4a-2b7e-4f90-8c73-4e3d1a9f8c03',
    name: 'Plan plurianual 2027-2029 con tope BID y mínimo para Santiago del Estero',
    model: 'linear-int-opt-v2',
    author: { userId: OLIVIA, name: 'Olivia Optimizadora' },
    createdAt: '2026-11-25T09:15:00.000Z',
    budgetLimit: null,
    objective: 487.2,
    status: 'optimal',
    selectedCount: 14,
    totalBudget: 58_310_004_912.7,
  },
];

const meta = {
  title: 'Pantallas/ScenarioList',
  component: ScenarioList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The saved optimizer scenarios, newest first: name, author, date, budget limit, projects chosen, their ' +
          'cost and total value. "Abrir" runs one again on today\'s data; two chosen with their checkboxes are ' +
          'compared ("Comparar", older first); "Eliminar" (author or admin) asks for confirmation.',
      },
    },
  },
  args: {
    scenarios: sampleScenarios,
    canDelete: (scenario) => scenario.author.userId === OLIVIA,
    onOpen: fn(),
    onDelete: fn(async () => {}),
    onCompare: fn(),
  },
} satisfies Meta<typeof ScenarioList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Escenarios guardados' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(table).toHaveTextContent('ARS 40.000.000.000');
    await expect(table).toHaveTextContent('Sin límite');
    // A scenario with restrictions (model v2) says so, and its limits are its restrictions'.
    const plurianual = within(table).getByRole('row', { name: /Plan plurianual/ });
    await expect(plurianual).toHaveTextContent('Con restricciones');
    await expect(plurianual).toHaveTextContent('Según restricciones');
    await expect(within(table).getByRole('row', { name: /Plan de obras 2027/ })).not.toHaveTextContent(
      'Con restricciones',
    );
    // Only the author (or an admin) may delete.
    await expect(canvas.getByRole('button', { name: 'Eliminar Plan de obras 2027' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Eliminar Sin el centro cívico' })).toBeNull();

    const compare = canvas.getByRole('button', { name: 'Comparar' });
    // Disabled until two are chosen, and it says why (issue 43).
    await expect(compare).toHaveAttribute('aria-disabled', 'true');
    await expect(compare).toHaveAccessibleDescription('Elige dos escenarios para compararlos.');
    await userEvent.click(compare);
    await expect(args.onCompare).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Elegir Plan de obras 2027 para comparar' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Elegir Sin el centro cívico para comparar' }));
    await userEvent.click(compare);
    // Older first.
    await expect(args.onCompare).toHaveBeenCalledWith(sampleScenarios[1]!.scenarioId, sampleScenarios[0]!.scenarioId);

    await userEvent.click(canvas.getByRole('button', { name: 'Abrir Plan de obras 2027 con los datos de hoy' }));
    await expect(args.onOpen).toHaveBeenCalledWith(sampleScenarios[0]!.scenarioId);
  },
};

export const Playground: Story = { tags: ['no-screenshot'], args: { loading: false, error: false } };

export const Empty: Story = {
  args: { scenarios: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Todavía no hay escenarios guardados.')).toBeVisible();
  },
};

export const LoadError: Story = {
  tags: ['no-screenshot'],
  args: { scenarios: [], error: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('No se pudieron cargar los escenarios');
  },
};

/** "Eliminar" asks first; the API's refusal stays in the dialog. */
export const DeleteWithConfirmation: Story = {
  tags: ['no-screenshot'],
  args: {
    onDelete: fn(async () => {
      throw new Error('Solo quien guardó el escenario, o un administrador, puede eliminarlo.');
    }),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Eliminar Plan de obras 2027' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Eliminar escenario' }));
    await waitFor(() =>
      expect(dialog.getByText('¿Eliminar el escenario «Plan de obras 2027»? No se puede deshacer.')).toBeVisible(),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Eliminar' }));
    await expect(args.onDelete).toHaveBeenCalledWith(sampleScenarios[0]!.scenarioId);
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Solo quien guardó el escenario');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};
