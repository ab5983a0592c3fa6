import type { Meta, StoryObj } from '@storybook/react-vite';
import { compareScenarios } from '@siipro/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { answerOf, sampleProjectsById, sampleRun } from '../OptimizerResults/OptimizerResults.samples';
import { ScenarioComparison } from './ScenarioComparison';

const tight = answerOf(sampleRun);
const wider = answerOf({ ...sampleRun, budgetLimit: 60_000_000_000 });

const meta = {
  title: 'Pantallas/ScenarioComparison',
  component: ScenarioComparison,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Two saved scenarios side by side: total value, budget chosen and projects chosen with the difference ' +
          'from the first to the second, then the projects only in each and in both (with how their rank moved). ' +
          'Each list shows 20 and "y N más".',
      },
    },
  },
  args: {
    names: { a: 'Presupuesto 2027', b: 'Con ampliación' },
    comparison: compareScenarios(tight, wider),
    selectedCounts: { a: tight.data.length, b: wider.data.length },
    projectName: (projectId) => sampleProjectsById.get(projectId)?.name ?? projectId,
    onClose: fn(),
  },
} satisfies Meta<typeof ScenarioComparison>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['responsive'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: /Comparación de escenarios/ });
    const budgetRow = within(table).getByRole('row', { name: /Presupuesto elegido/ });
    await expect(budgetRow).toHaveTextContent(/\+ARS/);
    await expect(
      canvas.getByRole('heading', { name: `Solo en «Con ampliación» (${args.comparison.entered.length})` }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: `En ambos (${args.comparison.stayed.length})` })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar comparación' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { tags: ['no-screenshot'] };

/** The same scenario twice: nothing entered or left, every difference 0. */
export const Identical: Story = {
  args: {
    names: { a: 'Presupuesto 2027', b: 'Presupuesto 2027 (copia)' },
    comparison: compareScenarios(tight, tight),
    selectedCounts: { a: tight.data.length, b: tight.data.length },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Ninguno')).toHaveLength(2);
  },
};
