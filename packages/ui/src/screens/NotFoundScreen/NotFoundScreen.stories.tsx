import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { atNarrowWidth, fitsViewport } from '../../testing/viewports';
import { NotFoundScreen } from './NotFoundScreen';

const meta = {
  title: 'Pantallas/NotFoundScreen',
  component: NotFoundScreen,
  tags: ['autodocs', 'responsive'],
  parameters: {
    docs: {
      description: {
        component:
          'The screen for any unknown path: "La página que está buscando no existe o ha sido movida." and a link to ' +
          '`/` that goes through the LinkProvider (a real `<a href>`, so it also opens in a new tab).',
      },
    },
  },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await expect(canvas.getByText('La página que está buscando no existe o ha sido movida.')).toBeVisible();
    const home = canvas.getByRole('link', { name: 'Volver al inicio' });
    await expect(home).toHaveAttribute('href', '/');
    await userEvent.click(home);
    await expect(loaded.navigate).toHaveBeenCalledWith('/');
  },
};

export const Playground: Story = {
  args: { homeHref: '/cenit-demo/actividad' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute(
      'href',
      args.homeHref,
    );
  },
};

export const KeyboardActivation: Story = {
  play: async ({ canvasElement, loaded }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Volver al inicio' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(loaded.navigate).toHaveBeenCalledWith('/');
  },
};

export const Narrow: Story = {
  ...atNarrowWidth,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Volver al inicio' })).toBeVisible();
    await expect(fitsViewport(canvasElement)).toBe(true);
  },
};
