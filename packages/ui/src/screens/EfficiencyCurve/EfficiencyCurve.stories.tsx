import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CapitalCurve } from '@siipro/domain';
import { expect, within } from 'storybook/test';
import { EfficiencyCurve } from './EfficiencyCurve';

/**
 * 21 levels, 50 % to 150 %: no solution at 50 % (the works in execution alone cost more), value rising steeply up to
 * 120 % and by 0,2 per level after it (where it flattens).
 */
function sampleCurve(): CapitalCurve {
  const points = Array.from({ length: 21 }, (_, index) => {
    const factor = Math.round(50 + index * 5) / 100;
    const objective = factor < 0.55 ? null : Math.min(factor, 1.2) * 25.5 + Math.max(0, factor - 1.2) * 4;
    return {
      factor,
      objective,
      gap: objective === null ? null : 0.0004,
      status: objective === null ? ('infeasible' as const) : ('optimal' as const),
    };
  });
  return { points, flattensAt: 1.2 };
}

const meta = {
  title: 'Pantallas/EfficiencyCurve',
  component: EfficiencyCurve,
  tags: ['autodocs', 'responsive'],
  parameters: {
    docs: {
      description: {
        component:
          'The efficiency curve (issue 44): the value reached with every limit at 50 % to 150 % of the requested ' +
          'ones, the requested level and the point where it flattens marked, beside a table for screen readers.',
      },
    },
  },
  args: { curve: sampleCurve() },
} satisfies Meta<typeof EfficiencyCurve>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Con 10% más en todos los límites, el valor cambiaría \+/)).toBeVisible();
    await expect(
      canvas.getByText('Desde 120% de los límites, cada 5% más compra menos de 1% más de valor.'),
    ).toBeVisible();
    const rows = within(canvas.getByRole('table', { name: 'Curva de eficiencia' })).getAllByRole('row');
    await expect(rows).toHaveLength(22);
    await expect(rows[1]).toHaveTextContent(/50%.*Sin solución/);
    await expect(canvas.getByRole('rowheader', { name: '120% (se aplana)' })).toBeVisible();
  },
};

/** No level where it flattens. */
export const NotFlattening: Story = {
  tags: ['no-screenshot'],
  args: { curve: { ...sampleCurve(), flattensAt: null } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('La curva no se aplana entre 50% y 150% de los límites.'),
    ).toBeVisible();
  },
};

/** Try another curve: here five of its levels, none where it flattens. */
export const Playground: Story = {
  args: { curve: { points: sampleCurve().points.slice(5, 10), flattensAt: null } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Curva de eficiencia' });
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(within(table).queryByRole('rowheader', { name: /se aplana/ })).toBeNull();
  },
};
