import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultCriteria } from '@siipro/domain';
import { expect, within } from 'storybook/test';
import { OptimizerCriteriaSummary } from './OptimizerCriteriaSummary';

const [budget, duration, score, beneficiaries] = defaultCriteria();

const meta = {
  title: 'Pantallas/OptimizerCriteriaSummary',
  component: OptimizerCriteriaSummary,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'An optimizer configuration in words: each criterion in its priority order ("Prioridad 1: Presupuesto") ' +
          'with weight, direction, currency and bounds, then "Presupuesto disponible". The wizard\'s review step ' +
          'and the results page\'s "Criterios aplicados" show it.',
      },
    },
  },
  args: { criteria: defaultCriteria(), budgetLimit: null },
} satisfies Meta<typeof OptimizerCriteriaSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list', { name: 'Criterios' })).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Prioridad 1: PresupuestoPeso 4 · Maximizar · ARS · Sin mínimo ni máximo',
      'Prioridad 2: Duración (meses)Peso 2 · Minimizar · Sin mínimo ni máximo',
      'Prioridad 3: Puntuación SIIPROPeso 3 · Maximizar · Sin mínimo ni máximo',
      'Prioridad 4: BeneficiariosPeso 1 · Maximizar · Sin mínimo ni máximo',
    ]);
    await expect(canvas.getByText(/Sin límite: todos los proyectos/)).toBeVisible();
  },
};

export const Playground: Story = {
  args: { label: 'Criterios aplicados', budgetLimit: 1500000000 },
};

/** A reordered configuration with bounds and a budget limit, as a shared link reproduces it. */
export const WithBoundsAndBudgetLimit: Story = {
  args: {
    label: 'Criterios aplicados',
    criteria: [
      { ...score!, weight: 5, min: 60 },
      { ...budget!, min: 1000000, max: 900000000 },
      { ...duration!, max: 36 },
      beneficiaries!,
    ],
    budgetLimit: 2500000000.5,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Criterios aplicados' });
    await expect(list).toHaveTextContent('Prioridad 1: Puntuación SIIPROPeso 5 · Maximizar · Desde 60');
    await expect(list).toHaveTextContent('Entre ARS 1.000.000 y ARS 900.000.000');
    await expect(list).toHaveTextContent('Hasta 36');
    await expect(canvas.getByText(/ARS 2\.500\.000\.000,50/)).toBeVisible();
  },
};
