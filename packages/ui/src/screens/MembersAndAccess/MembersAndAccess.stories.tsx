import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoInvitations, demoMembers, isRole, type Role } from '@siipro/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ToastProvider } from '../../patterns/Toast';
import { MembersAndAccess, type MembersAndAccessInvitation, type MembersAndAccessMember } from './MembersAndAccess';

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The fixtures' reference date: one pending invitation, one pending past its date (Expirada), and the others. */
const NOW = new Date('2026-11-01T12:00:00.000Z');

const members: MembersAndAccessMember[] = demoMembers['cenit-demo'].map((member) => ({
  uid: member.uid,
  name: member.name ?? member.email,
  email: member.email,
  avatarUrl: member.avatarUrl,
  role: (isRole(member.role) ? member.role : 'viewer') as Role,
}));

const invitations: MembersAndAccessInvitation[] = demoInvitations.map((invitation) => ({
  invitationId: invitation.invitationId,
  email: invitation.email,
  role: (isRole(invitation.role) ? invitation.role : 'viewer') as Role,
  status: invitation.status,
  expiresAt: invitation.expiresAt ?? NOW.toISOString(),
  invitedBy: invitation.invitedBy?.name ? { name: invitation.invitedBy.name } : null,
  link: invitation.status === 'pending' ? `/login?invitacion=tok-${invitation.invitationId}` : null,
}));

const meta = {
  title: 'Pantallas/MembersAndAccess',
  component: MembersAndAccess,
  tags: ['autodocs'],
  decorators: [(Story) => <ToastProvider defaultDuration={60_000}>{Story()}</ToastProvider>],
  parameters: {
    docs: {
      description: {
        component:
          '"Miembros y Accesos" (platform.md §2, §4, §5): active members and invitations with their display status. ' +
          'Without tenant:users:manage: "Solo lectura" and no actions. With it: role change, Revocar acceso, ' +
          'Reenviar, Cancelar invitación (revoking and cancelling ask first) and the invitation link to copy. ' +
          '"Agregar Usuario" (tenant:invite:manage) opens the invite form: e-mail (required, a simple pattern) and ' +
          'role (Visualizador by default).',
      },
    },
  },
  args: {
    members,
    invitations,
    currentUserId: 'demo-admin',
    canManage: true,
    canInvite: true,
    now: NOW,
    onInvite: fn(async () => true),
    onResend: fn(async () => undefined),
    onCancelInvitation: fn(async () => undefined),
    onRevoke: fn(async () => undefined),
    onChangeRole: fn(async () => undefined),
  },
} satisfies Meta<typeof MembersAndAccess>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['responsive'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Miembros y Accesos' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Agregar Usuario' })).toBeVisible();
    await expect(canvas.queryByText('Solo lectura')).toBeNull();
    await expect(canvas.getByText('María Fernández (tú)')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Rol de Juan Pérez' })).toHaveValue('editor');
    const invitationsTable = canvas.getByRole('table', { name: 'Invitaciones' });
    const statuses = within(invitationsTable)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelectorAll('td')[2]?.textContent);
    await expect(statuses).toEqual(['Pendiente', 'Expirada', 'Aceptada', 'Revocada', 'Expirada']);
    // Only the pending one has actions.
    await expect(canvas.getAllByRole('button', { name: /^Reenviar invitación/ })).toHaveLength(1);
    await expect(
      canvas.getByRole('button', { name: 'Copiar enlace de invitación para carolina.medina@bariloche.example.gob.ar' }),
    ).toBeVisible();
  },
};

export const Playground: Story = {
  tags: ['no-screenshot'],
  args: { canManage: false, canInvite: true },
};

/** An editor: tenant:users:view only. */
export const ReadOnly: Story = {
  args: { canManage: false, canInvite: false, currentUserId: 'demo-editor' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Solo lectura')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Agregar Usuario' })).toBeNull();
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Revocar|Reenviar|Cancelar/ })).toBeNull();
    await expect(canvas.getByText('Juan Pérez (tú)')).toBeVisible();
  },
};

export const InviteForm: Story = {
  args: { defaultInviteOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Agregar Usuario' });
    await expect(within(dialog).getByRole('combobox', { name: 'Rol' })).toHaveValue('viewer');
  },
};

/** Required, then a simple pattern; a valid address goes out trimmed and lower-cased with the chosen role. */
export const InviteValidation: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Agregar Usuario' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Agregar Usuario' }));
    const email = dialog.getByRole('textbox', { name: 'Correo electrónico' });
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar invitación' }));
    await expect(email).toHaveAccessibleDescription('El correo electrónico es requerido');
    await userEvent.type(email, 'ana.lopez@municipio');
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar invitación' }));
    await expect(email).toHaveAccessibleDescription('Por favor ingresa un correo electrónico válido');
    await expect(args.onInvite).not.toHaveBeenCalled();
    await userEvent.clear(email);
    await userEvent.type(email, '  Ana.Lopez@Municipio.example.gob.ar ');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Rol' }), 'editor');
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar invitación' }));
    await expect(args.onInvite).toHaveBeenCalledWith({ email: 'ana.lopez@municipio.example.gob.ar', role: 'editor' });
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const InviteInvalidEmail: Story = {
  args: { defaultInviteOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Agregar Usuario' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Correo electrónico' }), 'ana.lopez@municipio');
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar invitación' }));
    await expect(dialog.getByText('Por favor ingresa un correo electrónico válido')).toBeVisible();
  },
};

export const ChangeRole: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: 'Rol de Juan Pérez' }), 'viewer');
    await expect(args.onChangeRole).toHaveBeenCalledWith(expect.objectContaining({ uid: 'demo-editor' }), 'viewer');
  },
};

export const RevokeWithConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Revocar acceso de Lucía Gómez' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Revocar acceso' });
    await expect(dialog).toHaveTextContent(
      '¿Revocar el acceso de Lucía Gómez (viewer@siipro.test) a este espacio de trabajo?',
    );
    await expect(args.onRevoke).not.toHaveBeenCalled();
  },
};

export const EndSessionsConfirmed: Story = {
  tags: ['no-screenshot'],
  args: { onEndSessions: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cerrar sesiones de Lucía Gómez' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Cerrar sesiones' });
    await expect(dialog).toHaveTextContent('¿Cerrar todas las sesiones de Lucía Gómez (viewer@siipro.test)?');
    await expect(args.onEndSessions).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar sesiones' }));
    await expect(args.onEndSessions).toHaveBeenCalledWith(expect.objectContaining({ uid: 'demo-viewer' }));
    await expect(args.onRevoke).not.toHaveBeenCalled();
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const RevokeConfirmed: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Revocar acceso de Lucía Gómez' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Revocar acceso' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Revocar acceso' }));
    await expect(args.onRevoke).toHaveBeenCalledWith(expect.objectContaining({ uid: 'demo-viewer' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const ResendAndCancelInvitation: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = 'carolina.medina@bariloche.example.gob.ar';
    await userEvent.click(canvas.getByRole('button', { name: `Reenviar invitación a ${email}` }));
    await expect(args.onResend).toHaveBeenCalledWith(expect.objectContaining({ invitationId: 'inv-0001' }));
    await userEvent.click(canvas.getByRole('button', { name: `Cancelar invitación a ${email}` }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Cancelar invitación' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar invitación' }));
    await expect(args.onCancelInvitation).toHaveBeenCalledWith(expect.objectContaining({ invitationId: 'inv-0001' }));
  },
};

export const Loading: Story = {
  tags: ['no-screenshot'],
  args: { members: null, invitations: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

export const LoadError: Story = {
  tags: ['no-screenshot'],
  args: { members: null, invitations: null, loadError: 'Error al cargar accesos' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Error al cargar accesos');
  },
};
