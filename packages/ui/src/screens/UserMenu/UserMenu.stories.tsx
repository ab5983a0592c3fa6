import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { samplePortrait } from '../../primitives/Avatar/Avatar.samples';
import { UserMenu } from './UserMenu';
import { waitForMenuClosed } from '../../testing/menus';

/** The menu and the modal render in portals, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Pantallas/UserMenu',
  component: UserMenu,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The account menu ("Cuenta") of the top bar. The avatar opens a panel with the avatar, the name (or the ' +
          'part of the e-mail before the @), the e-mail and the role in the active tenant, then "Gestionar cuenta" ' +
          '(a link to `profileHref`), "Acerca de" (opens AboutModal) and "Cerrar Sesión". Arrow keys move between ' +
          'entries, Escape closes and gives focus back to the avatar.',
      },
    },
  },
  args: {
    user: { name: 'María Fernández', email: 'admin@siipro.test', avatarUrl: null },
    roleLabel: 'Administrador',
    profileHref: '/cenit-demo/perfil',
    onLogout: fn(),
    year: 2026,
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '20rem', paddingInline: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cuenta' }));
    const menu = await page(canvasElement).findByRole('menu', { name: 'Cuenta' });
    await expect(menu).toHaveTextContent('María Fernández');
    await expect(menu).toHaveTextContent('admin@siipro.test');
    await expect(menu).toHaveTextContent('Rol: Administrador');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Gestionar cuenta', 'Acerca de', 'Cerrar Sesión']);
  },
};

export const Playground: Story = {
  args: {
    user: { name: 'Martín Rodríguez', email: 'optimizador@siipro.test', avatarUrl: samplePortrait },
    roleLabel: 'Optimizador',
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cuenta' }));
    const menu = await page(canvasElement).findByRole('menu');
    await expect(menu).toHaveTextContent(args.user.name ?? '');
    await expect(menu).toHaveTextContent(args.roleLabel ?? '');
  },
};

export const NameFallsBackToEmail: Story = {
  args: { user: { name: null, email: 'editor@siipro.test', avatarUrl: null }, roleLabel: 'Editor' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cuenta' }));
    const menu = await page(canvasElement).findByRole('menu');
    await expect(within(menu).getByTitle('editor')).toHaveTextContent(/^editor$/);
    await expect(menu).toHaveTextContent('editor@siipro.test');
  },
};

export const ManageAccount: Story = {
  play: async ({ canvasElement, loaded }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cuenta' }));
    const link = await page(canvasElement).findByRole('menuitem', { name: 'Gestionar cuenta' });
    await expect(link).toHaveAttribute('href', '/cenit-demo/perfil');
    await userEvent.click(link);
    await expect(loaded.navigate).toHaveBeenCalledWith('/cenit-demo/perfil');
    await waitForMenuClosed(canvasElement);
  },
};

/** Without an active tenant: no role, and the profile lives at /profile. */
export const WithoutTenant: Story = {
  args: { roleLabel: null, profileHref: '/profile' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cuenta' }));
    const menu = await page(canvasElement).findByRole('menu');
    await expect(menu).not.toHaveTextContent('Rol');
    await expect(within(menu).getByRole('menuitem', { name: 'Gestionar cuenta' })).toHaveAttribute('href', '/profile');
  },
};

export const About: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cuenta' }));
    await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: 'Acerca de' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Acerca de SIIPRO' });
    await expect(dialog).toHaveTextContent('Sistema Integrado e Inteligente de Proyectos');
    await expect(dialog).toHaveTextContent('© 2026 Todos los derechos reservados.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    // The menu's items left the page when it closed: focus goes back to the avatar that opened the menu.
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Cuenta' })).toHaveFocus());
  },
};

export const Logout: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cuenta' }));
    await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: 'Cerrar Sesión' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Cuenta' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await page(canvasElement).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Gestionar cuenta' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Acerca de' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitForMenuClosed(canvasElement);
    await expect(button).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    const reopened = await page(canvasElement).findByRole('menu');
    await userEvent.keyboard('{End}');
    await expect(within(reopened).getByRole('menuitem', { name: 'Cerrar Sesión' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};
