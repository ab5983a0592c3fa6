import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Primitivas/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Indeterminate loading indicator. It is a `status` live region, so its label ("Cargando..." by default) is ' +
          'announced; the label can also be shown. Under reduced motion the ring turns slowly instead of spinning.',
      },
    },
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Cargando...');
  },
};

export const Playground: Story = {
  args: { size: 'lg', label: 'Cargando proyectos...', showLabel: true },
  play: async ({ canvasElement, args }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(args.label ?? '');
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '2rem', alignItems: 'center' }}>
      <Spinner size="sm" label="Cargando organismos..." />
      <Spinner size="md" label="Cargando proyectos..." />
      <Spinner size="lg" label="Cargando resultados..." />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const statuses = within(canvasElement).getAllByRole('status');
    await expect(statuses.map((status) => status.textContent)).toEqual([
      'Cargando organismos...',
      'Cargando proyectos...',
      'Cargando resultados...',
    ]);
  },
};

export const WithVisibleLabel: Story = {
  args: { label: 'Cargando datos...', showLabel: true },
  play: async ({ canvasElement }) => {
    // Visible text, not only a screen-reader label (a visually hidden label is clipped to 1 px).
    const label = within(canvasElement).getByText('Cargando datos...');
    await expect(label.getBoundingClientRect().width).toBeGreaterThan(20);
  },
};

export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvasElement }) => {
    // A decorative ring adds no live region: the surrounding control announces the busy state.
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};
