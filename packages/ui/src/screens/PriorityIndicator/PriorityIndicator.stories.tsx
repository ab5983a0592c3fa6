import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PriorityIndicator } from './PriorityIndicator';
import { hoverLikeAMouse } from '../../testing/pointer';

const meta = {
  title: 'Pantallas/PriorityIndicator',
  component: PriorityIndicator,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A flag coloured by priority through `priorityTone` (@siipro/domain): Alta red, Media orange, Baja green, ' +
          'any other value blue. Its tooltip and accessible name come from `priorityLabel`: "Prioridad: X" or ' +
          '"Sin prioridad asignada". It takes keyboard focus so the tooltip is reachable without a mouse.',
      },
    },
  },
  args: { priority: 'Alta' },
  argTypes: {
    priority: { control: 'select', options: ['Alta', 'Media', 'Baja', 'Urgente', null] },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '3rem', display: 'flex', gap: '1rem', justifyContent: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PriorityIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const icon = within(canvasElement).getByRole('img', { name: 'Prioridad: Alta' });
    await expect(icon).toHaveAttribute('data-tone', 'red');
  },
};

export const Playground: Story = {
  args: { priority: 'Media' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('img', { name: `Prioridad: ${args.priority}` })).toBeVisible();
  },
};

const cases = [
  { priority: 'Alta', name: 'Prioridad: Alta', tone: 'red' },
  { priority: 'Media', name: 'Prioridad: Media', tone: 'orange' },
  { priority: 'Baja', name: 'Prioridad: Baja', tone: 'green' },
  { priority: null, name: 'Sin prioridad asignada', tone: 'blue' },
] as const;

export const AllPriorities: Story = {
  render: () => (
    <>
      {cases.map(({ priority, name }) => (
        <PriorityIndicator key={name} priority={priority} />
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const colours = new Set<string>();
    for (const { name, tone } of cases) {
      const icon = canvas.getByRole('img', { name });
      await expect(icon).toHaveAttribute('data-tone', tone);
      colours.add(getComputedStyle(icon).color);
    }
    await expect(colours.size).toBe(4);
  },
};

export const TooltipOnFocus: Story = {
  args: { priority: 'Baja' },
  play: async ({ canvasElement }) => {
    const icon = within(canvasElement).getByRole('img', { name: 'Prioridad: Baja' });
    await userEvent.tab();
    await expect(icon).toHaveFocus();
    const tooltip = await page(canvasElement).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Prioridad: Baja');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('tooltip')).toBeNull());
  },
};

export const TooltipOnHover: Story = {
  args: { priority: 'Media' },
  play: async ({ canvasElement }) => {
    await hoverLikeAMouse(within(canvasElement).getByRole('img', { name: 'Prioridad: Media' }));
    const tooltip = await page(canvasElement).findByRole('tooltip', {}, { timeout: 2000 });
    await expect(tooltip).toHaveTextContent('Prioridad: Media');
  },
};

export const WithoutPriority: Story = {
  args: { priority: undefined },
  play: async ({ canvasElement }) => {
    const icon = within(canvasElement).getByRole('img', { name: 'Sin prioridad asignada' });
    await expect(icon).toHaveAttribute('data-tone', 'blue');
    await userEvent.tab();
    await expect(await page(canvasElement).findByRole('tooltip')).toHaveTextContent('Sin prioridad asignada');
  },
};

export const UnknownValue: Story = {
  args: { priority: 'Urgente' },
  play: async ({ canvasElement }) => {
    // Not one of Alta/Media/Baja: still named by its value, coloured blue.
    const icon = within(canvasElement).getByRole('img', { name: 'Prioridad: Urgente' });
    await expect(icon).toHaveAttribute('data-tone', 'blue');
  },
};

export const NotFocusable: Story = {
  args: { priority: 'Alta', focusable: false },
  play: async ({ canvasElement }) => {
    const icon = within(canvasElement).getByRole('img', { name: 'Prioridad: Alta' });
    await userEvent.tab();
    await expect(icon).not.toHaveFocus();
  },
};
