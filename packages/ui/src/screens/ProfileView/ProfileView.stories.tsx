import { demoAccounts, demoTenants } from '@siipro/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { atNarrowWidth, fitsViewport } from '../../testing/viewports';
import { samplePortrait, sampleLogo } from '../../primitives/Avatar/Avatar.samples';
import { ProfileView, type ProfileViewProps } from './ProfileView';

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The demo administrator (admin in both demo tenants), from the shared fixtures. */
const admin = demoAccounts.find((account) => account.email === 'admin@siipro.test')!;

const meta = {
  title: 'Pantallas/ProfileView',
  component: ProfileView,
  tags: ['autodocs', 'responsive'],
  parameters: {
    docs: {
      description: {
        component:
          'The profile page (`/perfil`, `/{t}/perfil`, `/profile`): avatar, name, e-mail and language; phone and ' +
          'work address editable in place, one field at a time — Enter or Guardar saves (the view shows the new ' +
          "value at once), Escape or Cancelar restores it, and focus returns to the field's Editar button. Each " +
          'workspace has a star, a toggle button (`aria-pressed`) to set or unset the default workspace.',
      },
    },
  },
  args: {
    profile: {
      name: admin.name,
      email: admin.email,
      avatarUrl: null,
      language: 'es',
      phone: admin.phone,
      workAddress: admin.workAddress,
    },
    // The demo tenants have no logo; Obras Públicas gets a sample one to show both looks.
    workspaces: demoTenants.map((tenant) => ({
      slug: tenant.slug,
      name: tenant.name,
      logo: tenant.slug === 'obras-publicas' ? sampleLogo('#1F3A93', 'tower') : tenant.logo,
    })),
    preferredSlug: 'obras-publicas',
    onSaveField: fn(),
    onTogglePreferred: fn(),
  },
  // The star follows `preferredSlug`, as the app does once the preference is stored.
  render: function Render(args: ProfileViewProps) {
    const [preferredSlug, setPreferredSlug] = useState(args.preferredSlug);
    return (
      <ProfileView
        {...args}
        preferredSlug={preferredSlug}
        onTogglePreferred={(slug) => {
          args.onTogglePreferred(slug);
          setPreferredSlug((current) => (current === slug ? null : slug));
        }}
      />
    );
  },
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'María Fernández' })).toBeVisible();
    await expect(canvas.getByText('admin@siipro.test')).toBeVisible();
    const details = canvasElement.querySelector('dl')!;
    await expect(details).toHaveTextContent('IdiomaEspañol');
    await expect(details).toHaveTextContent('Teléfono+54 11 4321-5678');
    await expect(details).toHaveTextContent('Dirección laboralAv. Paseo Colón 1250');
    await expect(canvas.getByRole('button', { name: 'Predeterminado: Obras Públicas' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Predeterminado: CENIT Demo' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const Playground: Story = {
  args: {
    profile: {
      name: 'Martín Rodríguez',
      email: 'optimizador@siipro.test',
      avatarUrl: samplePortrait,
      language: 'en-US',
      phone: '+54 261 449-3000',
      workAddress: 'Peltier 351, Mendoza',
    },
    preferredSlug: null,
  },
  play: async ({ canvasElement }) => {
    // The language code is shown by its Spanish name.
    await expect(within(canvasElement).getByText(/^Inglés/)).toBeVisible();
    await expect(within(canvasElement).queryByText('en-US')).toBeNull();
  },
};

export const EditPhoneWithEnter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar Teléfono' }));
    const input = canvas.getByRole('textbox', { name: 'Teléfono' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('+54 11 4321-5678');
    await userEvent.clear(input);
    await userEvent.type(input, ' +54 11 5555-0101 {Enter}');
    await expect(args.onSaveField).toHaveBeenCalledWith('phone', '+54 11 5555-0101');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByText('+54 11 5555-0101')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Editar Teléfono' })).toHaveFocus();
  },
};

export const EscapeCancels: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar Dirección laboral' }));
    const input = canvas.getByRole('textbox', { name: 'Dirección laboral' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Balcarce 50{Escape}');
    await expect(args.onSaveField).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByText('Av. Paseo Colón 1250, Ciudad Autónoma de Buenos Aires')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Editar Dirección laboral' })).toHaveFocus();
  },
};

export const SaveAndCancelButtons: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar Dirección laboral' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Dirección laboral' }), ', piso 4');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(args.onSaveField).toHaveBeenCalledWith(
      'workAddress',
      'Av. Paseo Colón 1250, Ciudad Autónoma de Buenos Aires, piso 4',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Editar Teléfono' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Teléfono' }), '9');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onSaveField).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('+54 11 4321-5678')).toBeVisible();
  },
};

export const OneFieldAtATime: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar Teléfono' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Teléfono' }), ' int. 204');
    // Opening the other field closes the first without saving it.
    await userEvent.click(canvas.getByRole('button', { name: 'Editar Dirección laboral' }));
    await expect(canvas.getAllByRole('textbox')).toHaveLength(1);
    await expect(canvas.getByRole('textbox', { name: 'Dirección laboral' })).toHaveFocus();
    await expect(canvas.getByText('+54 11 4321-5678')).toBeVisible();
    await expect(args.onSaveField).not.toHaveBeenCalled();
  },
};

export const EmptyFields: Story = {
  args: {
    profile: { name: 'Lucía Gómez', email: 'viewer@siipro.test', language: null, phone: null, workAddress: null },
    workspaces: [{ slug: 'cenit-demo', name: 'CENIT Demo', logo: null }],
    preferredSlug: null,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('-')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar Teléfono' }));
    await expect(canvas.getByRole('textbox', { name: 'Teléfono' })).toHaveValue('');
    await userEvent.keyboard('+54 11 4000-1234{Enter}');
    await expect(args.onSaveField).toHaveBeenCalledWith('phone', '+54 11 4000-1234');
  },
};

export const ToggleDefaultWorkspace: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const cenit = canvas.getByRole('button', { name: 'Predeterminado: CENIT Demo' });
    await userEvent.click(cenit);
    await expect(args.onTogglePreferred).toHaveBeenCalledWith('cenit-demo');
    await waitFor(() => expect(cenit).toHaveAttribute('aria-pressed', 'true'));
    await expect(canvas.getByRole('button', { name: 'Predeterminado: Obras Públicas' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // Pressing it again unsets the default, from the keyboard this time (Shift+Tab, Tab comes back to it).
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(cenit).toHaveFocus();
    await expect(await page(canvasElement).findByRole('tooltip')).toHaveTextContent(
      'Quitar como espacio predeterminado',
    );
    await userEvent.keyboard(' ');
    await expect(args.onTogglePreferred).toHaveBeenLastCalledWith('cenit-demo');
    await waitFor(() => expect(cenit).toHaveAttribute('aria-pressed', 'false'));
  },
};

export const NoWorkspaces: Story = {
  args: { workspaces: [], preferredSlug: null, profile: { name: 'Sofía Díaz', email: 'nuevo@siipro.test' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No tienes espacios de trabajo asignados')).toBeVisible();
  },
};

export const Narrow: Story = {
  ...atNarrowWidth,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Editar Dirección laboral' })).toBeVisible();
    await expect(fitsViewport(canvasElement)).toBe(true);
  },
};
