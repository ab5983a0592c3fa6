import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_PROJECT_STATUSES } from '@siipro/domain';
import { expect, within } from 'storybook/test';
import { StatusPill } from './StatusPill';

const statusValues = DEFAULT_PROJECT_STATUSES.map((option) => option.value);

const meta = {
  title: 'Pantallas/StatusPill',
  component: StatusPill,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A project's status as a pill. The colour comes from `statusTone` (@siipro/domain): Desestimado grey, " +
          'Presupuesto Asignado purple, Ejecución green, Identificado orange, Priorizado yellow, Finalizado dark ' +
          'grey, any other value neutral. The text always names the status, so colour is never the only cue.',
      },
    },
  },
  args: { status: 'Ejecución' },
  argTypes: {
    status: { control: 'select', options: [...statusValues, 'En planificación', ''] },
  },
} satisfies Meta<typeof StatusPill>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const pill = within(canvasElement).getByText('Ejecución').parentElement!;
    await expect(pill).toHaveAttribute('data-tone', 'green');
  },
};

export const Playground: Story = {
  args: { status: 'Presupuesto Asignado' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText(String(args.status))).toBeVisible();
  },
};

const expectedTones: Record<string, string> = {
  Identificado: 'orange',
  Priorizado: 'yellow',
  'Presupuesto Asignado': 'purple',
  Ejecución: 'green',
  Finalizado: 'darkGrey',
  Desestimado: 'grey',
  'En planificación': 'neutral',
};

/** The six statuses of the demo tenant and an unknown value, each with its own colour. */
export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      {Object.keys(expectedTones).map((status) => (
        <StatusPill key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const backgrounds = new Set<string>();
    for (const [status, tone] of Object.entries(expectedTones)) {
      const pill = canvas.getByText(status).parentElement!;
      await expect(pill).toHaveAttribute('data-tone', tone);
      backgrounds.add(getComputedStyle(pill).backgroundColor);
    }
    // Seven tones, seven different backgrounds.
    await expect(backgrounds.size).toBe(7);
  },
};

export const UnknownStatus: Story = {
  args: { status: 'En planificación' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('En planificación').parentElement).toHaveAttribute(
      'data-tone',
      'neutral',
    );
  },
};

export const TenantLabel: Story = {
  args: { status: 'Ejecución', label: 'En ejecución' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The tenant's label is shown; the colour still follows the value.
    const pill = canvas.getByText('En ejecución').parentElement!;
    await expect(pill).toHaveAttribute('data-tone', 'green');
    await expect(canvas.queryByText('Ejecución')).toBeNull();
  },
};

export const Empty: Story = {
  args: { status: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-').parentElement).toHaveAttribute('data-tone', 'neutral');
  },
};
