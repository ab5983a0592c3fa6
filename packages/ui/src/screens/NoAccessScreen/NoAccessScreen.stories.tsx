import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atNarrowWidth, fitsViewport } from '../../testing/viewports';
import { NoAccessScreen } from './NoAccessScreen';

const INVITE_REQUIRED =
  'Necesitas una invitación para acceder. Contacta a un administrador para que te envíe una invitación.';

const meta = {
  title: 'Pantallas/NoAccessScreen',
  component: NoAccessScreen,
  tags: ['autodocs', 'responsive'],
  parameters: {
    docs: {
      description: {
        component:
          'The `/no-access` screen, shown when the server answers 403 INVITE_REQUIRED. With `onLogout` the way back ' +
          'ends the session (the app then goes to /login); without it, it is a link to /login.',
      },
    },
  },
  args: { onLogout: fn() },
} satisfies Meta<typeof NoAccessScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Necesitas una invitación' })).toBeVisible();
    await expect(canvas.getByText(INVITE_REQUIRED)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Volver al inicio de sesión' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Volver al inicio de sesión' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** Without a session to end, the way back is a link to /login. */
export const LinkToLogin: Story = {
  args: { onLogout: undefined },
  play: async ({ canvasElement, loaded }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Volver al inicio de sesión' });
    await expect(link).toHaveAttribute('href', '/login');
    await userEvent.click(link);
    await expect(loaded.navigate).toHaveBeenCalledWith('/login');
  },
};

/** After a refused sign-in: the account is named, with how to ask for access; the longest real address at 360 px. */
export const NamesTheAccount: Story = {
  ...atNarrowWidth,
  args: { email: 'maria.fernanda.gonzalez-etcheverry@ministeriodeinfraestructura.neuquen.gob.ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Entraste con la cuenta maria.fernanda.gonzalez-etcheverry@ministeriodeinfraestructura.neuquen.gob.ar.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText(/Pide a quien administra el espacio de trabajo de tu organismo/)).toBeVisible();
    await expect(fitsViewport(canvasElement)).toBe(true);
  },
};

export const Narrow: Story = {
  ...atNarrowWidth,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(INVITE_REQUIRED)).toBeVisible();
    await expect(fitsViewport(canvasElement)).toBe(true);
  },
};
