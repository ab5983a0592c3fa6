import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atNarrowWidth, fitsViewport } from '../../testing/viewports';
import { RouterErrorScreen } from './RouterErrorScreen';

const meta = {
  title: 'Pantallas/RouterErrorScreen',
  component: RouterErrorScreen,
  tags: ['autodocs', 'responsive'],
  parameters: {
    docs: {
      description: {
        component:
          'What the router shows when a route throws: "Unexpected Application Error!" followed by the status and/or ' +
          'the message. The whole screen is an `alert`, so it is announced when it replaces the page.',
      },
    },
  },
  args: { status: 500, message: 'No se pudo cargar el módulo de la página.' },
} satisfies Meta<typeof RouterErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent('Unexpected Application Error!');
    await expect(alert).toHaveTextContent('500 No se pudo cargar el módulo de la página.');
  },
};

export const Playground: Story = {
  args: { status: 404, message: 'Not Found' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(`${args.status} ${args.message}`);
  },
};

export const StatusOnly: Story = {
  args: { status: 404, message: undefined },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(/Error!404$/);
  },
};

export const MessageOnly: Story = {
  args: { status: undefined, message: "Cannot read properties of undefined (reading 'slug')" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Cannot read properties of undefined (reading 'slug')")).toBeVisible();
  },
};

export const NoDetails: Story = {
  args: { status: undefined, message: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/^Unexpected Application Error!$/);
  },
};

export const Narrow: Story = {
  ...atNarrowWidth,
  args: {
    message: 'TypeError: Failed to fetch dynamically imported module: /assets/ProyectoDetalle-3f9a1c.js',
  },
  play: async ({ canvasElement }) => {
    await expect(fitsViewport(canvasElement)).toBe(true);
  },
};
