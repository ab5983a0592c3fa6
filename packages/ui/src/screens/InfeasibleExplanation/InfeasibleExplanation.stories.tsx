import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InfeasibleExplanation } from './InfeasibleExplanation';

const meta = {
  title: 'Pantallas/InfeasibleExplanation',
  component: InfeasibleExplanation,
  tags: ['autodocs', 'responsive'],
  parameters: {
    docs: {
      description: {
        component:
          'When no selection meets every restriction (issue 44): the service’s sentences naming the restrictions ' +
          'that conflict, as an explanation rather than an error page.',
      },
    },
  },
  args: {
    conflicts: [
      'El presupuesto de 2027 está limitado a $ 1.000.000,00.',
      'Las obras en ejecución deben seguir, y suman $ 48.312.900.000,55.',
    ],
  },
} satisfies Meta<typeof InfeasibleExplanation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', {
      name: 'Ninguna selección cumple todas las restricciones',
    });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    await expect(region).toHaveTextContent('El presupuesto de 2027 está limitado');
  },
};

/** Try other conflicts: each one is a line of the list. */
export const Playground: Story = {
  args: { conflicts: ['La región Patagonia debe recibir al menos 20% del presupuesto seleccionado.'] },
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('region', {
      name: 'Ninguna selección cumple todas las restricciones',
    });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(args.conflicts.length);
    await expect(region).toHaveTextContent('Patagonia');
  },
};
