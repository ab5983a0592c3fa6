import type { Meta, StoryObj } from '@storybook/react-vite';
import { permissionsForRole } from '@siipro/domain';
import { expect, within } from 'storybook/test';
import { atNarrowWidth, fitsViewport } from '../../testing/viewports';
import { SettingsLayout } from './SettingsLayout';

const meta = {
  title: 'Pantallas/SettingsLayout',
  component: SettingsLayout,
  tags: ['autodocs', 'responsive'],
  parameters: {
    docs: {
      description: {
        component:
          'The tenant settings area (platform.md §2): the "Configuración" side menu with only the entries the ' +
          "person's permissions allow — Tenant, Dominios and Acerca de need tenant:settings:manage, Miembros y " +
          'Accesos tenant:users:view — beside the section. With no entry: "Acceso Restringido".',
      },
    },
  },
  args: {
    tenantSlug: 'cenit-demo',
    features: permissionsForRole('admin'),
    current: 'general',
    children: (
      <div style={{ padding: '1rem', border: '1px dashed currentColor', borderRadius: 8 }}>
        <h1 style={{ margin: 0 }}>Configuración del Tenant</h1>
      </div>
    ),
  },
} satisfies Meta<typeof SettingsLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Configuración' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Tenant',
      'Miembros y Accesos',
      'Dominios',
      'Acerca de',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Tenant' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Dominios' })).toHaveAttribute(
      'href',
      '/cenit-demo/tenant/configuracion/dominios',
    );
  },
};

export const Playground: Story = {
  tags: ['no-screenshot'],
  args: { current: 'acerca' },
};

/** An editor sees members only (tenant:users:view). */
export const MembersOnly: Story = {
  tags: ['no-screenshot'],
  args: { features: permissionsForRole('editor'), current: 'accesos' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Configuración' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Miembros y Accesos']);
  },
};

/** A viewer has no settings permission at all. */
export const Restricted: Story = {
  args: { features: permissionsForRole('viewer') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Acceso Restringido' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByText('Configuración del Tenant')).toBeNull();
  },
};

export const Narrow: Story = {
  ...atNarrowWidth,
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Configuración' })).toBeVisible();
    await expect(fitsViewport(canvasElement)).toBe(true);
  },
};
