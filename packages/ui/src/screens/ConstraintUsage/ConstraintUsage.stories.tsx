import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConstraintUsage } from './ConstraintUsage';

const meta = {
  title: 'Pantallas/ConstraintUsage',
  component: ConstraintUsage,
  tags: ['autodocs', 'responsive'],
  parameters: {
    docs: {
      description: {
        component:
          'How a selection with restrictions uses them (issue 44): each funding source against its ceiling and each ' +
          'regional minimum’s share of the selected budget.',
      },
    },
  },
  args: {
    sources: [
      {
        fundingSource: 'BID - Préstamo 4312/OC-AR Programa de Agua Potable y Saneamiento del Norte Grande',
        limit: 20_000_000_000,
        used: 19_874_500_000.75,
      },
      { fundingSource: 'Cofinanciamiento provincial', limit: null, used: 3_250_000_000.5 },
      { fundingSource: 'Tesoro Nacional', limit: 60_000_000_000, used: 55_593_345_678.4 },
    ],
    shares: [
      { by: 'province', group: 'Santiago del Estero', minimum: 0.15, share: 0.1825, budget: 14_235_000_000 },
      {
        by: 'province',
        group: 'Tierra del Fuego, Antártida e Islas del Atlántico Sur',
        minimum: 0.05,
        share: 0.0512,
        budget: 3_993_600_000.25,
      },
    ],
  },
} satisfies Meta<typeof ConstraintUsage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sources = within(canvas.getByRole('region', { name: 'Uso de las fuentes de financiamiento' }));
    await expect(sources.getByRole('row', { name: /Cofinanciamiento provincial/ })).toHaveTextContent('Sin tope');
    await expect(sources.getByRole('row', { name: /^BID/ })).toHaveTextContent('99,4%');
    const shares = within(canvas.getByRole('region', { name: 'Participación por región' }));
    await expect(shares.getByRole('row', { name: /Santiago del Estero/ })).toHaveTextContent(/18,3%.*15%/);
  },
};

/** Try other sources and shares: here one source and no regional minimum, so only the sources' table shows. */
export const Playground: Story = {
  args: {
    sources: [{ fundingSource: 'Tesoro Nacional', limit: 60_000_000_000, used: 30_000_000_000 }],
    shares: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sources = within(canvas.getByRole('region', { name: 'Uso de las fuentes de financiamiento' }));
    await expect(sources.getByRole('row', { name: /Tesoro Nacional/ })).toHaveTextContent('50%');
    await expect(canvas.queryByRole('region', { name: 'Participación por región' })).toBeNull();
  },
};
