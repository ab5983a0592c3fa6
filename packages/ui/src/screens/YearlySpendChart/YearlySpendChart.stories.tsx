import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { YearlySpendChart } from './YearlySpendChart';

const meta = {
  title: 'Pantallas/YearlySpendChart',
  component: YearlySpendChart,
  tags: ['autodocs', 'responsive'],
  parameters: {
    docs: {
      description: {
        component:
          'The selected projects’ spend in each requested year against its limit (model linear-int-opt-v2, issue 44): ' +
          'bars with the limit marked, hidden from screen readers, beside a table with the same numbers.',
      },
    },
  },
  args: {
    years: [
      { year: 2027, limit: 45_000_000_000.5, spend: 44_812_345_678.91 },
      { year: 2028, limit: 38_000_000_000, spend: 21_406_000_000.25 },
      { year: 2029, limit: 12_500_000_000, spend: 12_499_999_999.99 },
    ],
  },
} satisfies Meta<typeof YearlySpendChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three years within their limits, budgets with cents. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Gasto por año' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent(/2027.*44\.812\.345\.678,91.*45\.000\.000\.000,50.*99,6%/);
    await expect(canvas.queryByText(/Supera el límite/)).toBeNull();
  },
};

/** An infeasible answer's pinned works over a year's limit: said in words, not by colour alone. */
export const OverLimit: Story = {
  args: { years: [{ year: 2027, limit: 1_000_000_000, spend: 1_250_000_000 }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('125% (Supera el límite)')).toBeVisible();
  },
};

/** Try other years: here one year at three quarters of its limit. */
export const Playground: Story = {
  args: { years: [{ year: 2030, limit: 10_000_000_000, spend: 7_500_000_000 }] },
  play: async ({ canvasElement }) => {
    const rows = within(within(canvasElement).getByRole('table', { name: 'Gasto por año' })).getAllByRole('row');
    await expect(rows).toHaveLength(2);
    await expect(rows[1]).toHaveTextContent(/2030.*75%/);
  },
};
