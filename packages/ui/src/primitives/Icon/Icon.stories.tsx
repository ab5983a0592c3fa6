import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon, ICON_NAMES } from './Icon';

const meta = {
  title: 'Primitivas/Icon',
  component: Icon,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Inline stroke icons that take the current text colour. Decorative (hidden from assistive technology) unless ' +
          'given a `label`, for the rare icon that carries meaning on its own.',
      },
    },
  },
  args: { name: 'flag' },
  argTypes: {
    name: { control: 'select', options: ICON_NAMES },
    size: { control: { type: 'number', min: 12, max: 64 } },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).not.toHaveAttribute('role');
  },
};

export const Playground: Story = {
  args: { name: 'success', size: 32 },
  play: async ({ canvasElement, args }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('width', String(args.size));
  },
};

export const Labelled: Story = {
  args: { name: 'warning', label: 'Atención: faltan datos del proyecto', size: 24 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Atención: faltan datos del proyecto' })).toBeVisible();
  },
};

export const Gallery: Story = {
  render: () => (
    <ul
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))', gap: '1rem', padding: 0 }}
    >
      {ICON_NAMES.map((name) => (
        <li
          key={name}
          style={{ listStyle: 'none', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4 }}
        >
          <Icon name={name} size={24} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(ICON_NAMES.length);
  },
};
