import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChangeRecordTable, type ChangeRecordEntry } from './ChangeRecordTable';

const admin = { name: 'María Fernández', email: 'admin@siipro.test' };

const entries: ChangeRecordEntry[] = [
  {
    auditId: 'a6',
    action: 'member.removed',
    target: 'ana.lopez@municipio.example.gob.ar',
    actor: admin,
    before: { uid: 'u-ana', email: 'ana.lopez@municipio.example.gob.ar', name: 'Ana López', role: 'viewer' },
    after: null,
    createdAt: '2026-11-27T14:05:00.000Z',
  },
  {
    auditId: 'a5',
    action: 'member.role_changed',
    target: 'ana.lopez@municipio.example.gob.ar',
    actor: admin,
    before: { uid: 'u-ana', role: 'editor' },
    after: { uid: 'u-ana', role: 'viewer' },
    createdAt: '2026-11-27T13:50:00.000Z',
  },
  {
    auditId: 'a4',
    action: 'invitation.accepted',
    target: 'ana.lopez@municipio.example.gob.ar',
    actor: { name: 'Ana López', email: 'ana.lopez@municipio.example.gob.ar' },
    before: { invitationId: 'i1', status: 'pending' },
    after: { invitationId: 'i1', status: 'accepted' },
    createdAt: '2026-11-27T13:41:00.000Z',
  },
  {
    auditId: 'a3',
    action: 'invitation.created',
    target: 'ana.lopez@municipio.example.gob.ar',
    actor: admin,
    before: null,
    after: {
      invitationId: 'i1',
      email: 'ana.lopez@municipio.example.gob.ar',
      role: 'editor',
      expiresAt: '2026-12-04T13:30:00.000Z',
    },
    createdAt: '2026-11-27T13:30:00.000Z',
  },
  {
    auditId: 'a2',
    action: 'settings.updated',
    target: null,
    actor: admin,
    before: { name: 'CENIT Demo', plan: 'premium' },
    after: { name: 'CENIT Demo Norte', plan: 'basic' },
    createdAt: '2026-11-26T18:02:00.000Z',
  },
  {
    auditId: 'a1',
    action: 'domain.added',
    target: 'municipio.example.gob.ar',
    actor: null,
    before: null,
    after: { domain: 'municipio.example.gob.ar' },
    createdAt: '2026-11-25T09:15:00.000Z',
  },
];

const meta = {
  title: 'Pantallas/ChangeRecordTable',
  component: ChangeRecordTable,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The record of changes of the settings area (GET /t/{slug}/audit): when, who, what and before → after ' +
          'of each changed field (ids hidden, roles and statuses by their labels), newest first, paged.',
      },
    },
  },
  args: { entries, page: 1, totalPages: 3, total: 46, onPageChange: fn() },
} satisfies Meta<typeof ChangeRecordTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['responsive'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('table', { name: 'Registro de cambios' })).getAllByRole('row');
    await expect(rows).toHaveLength(entries.length + 1);
    await expect(rows[2]).toHaveTextContent('Rol cambiado');
    await expect(rows[2]).toHaveTextContent('Rol: Editor → Visualizador');
    await expect(rows[5]).toHaveTextContent('Nombre: CENIT Demo → CENIT Demo Norte');
    await expect(rows[5]).toHaveTextContent('Plan: Premium → Básico');
    await expect(rows[6]).toHaveTextContent('Sistema');
    await expect(canvas.queryByText(/u-ana|i1/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Playground: Story = { tags: ['no-screenshot'], args: { totalPages: 1, total: entries.length } };

export const Empty: Story = {
  tags: ['no-screenshot'],
  args: { entries: [], totalPages: 0, total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Todavía no hay cambios registrados.')).toBeVisible();
  },
};

export const LoadError: Story = {
  tags: ['no-screenshot'],
  args: { entries: null, loadError: 'No se pudo obtener el registro de cambios' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('registro de cambios');
  },
};
