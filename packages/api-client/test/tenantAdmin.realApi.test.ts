// The tenant administration calls against the real API (a fresh PGlite database seeded with the demo data, its own
// server since these tests write): settings with their 400 and 409, domains, members and invitations, roles, and the
// record of changes, typed by domain's schemas; a viewer's refusal with the server's Spanish message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caught, startRealApi, type RealApi } from './support/realApi.ts';

const ADMIN = 'admin@siipro.test';
const VIEWER = 'viewer@siipro.test';
const TENANT = 'cenit-demo';

let api: RealApi;

beforeAll(async () => {
  api = await startRealApi([ADMIN, VIEWER]);
}, 180_000);

afterAll(() => api?.stop());

const admin = () => api.clientAs(ADMIN).tenantAdmin;

describe('the tenant administration calls against the real API', () => {
  it('reads and saves the settings; a bad body and a status in use come back as Spanish errors', async () => {
    const before = await admin().settings.get(TENANT);
    expect(before).toMatchObject({ slug: TENANT, plan: 'premium' });
    const saved = await admin().settings.update(TENANT, { name: 'CENIT Demo Editado', plan: 'basic' });
    expect(saved).toMatchObject({ name: 'CENIT Demo Editado', plan: 'basic', configJson: before.configJson });

    const invalid = await caught(admin().settings.update(TENANT, { configJson: { map: { zoom: 40 } } }));
    expect(invalid).toMatchObject({ status: 400, message: 'map.zoom debe ser un número entre 0 y 22.' });
    const inUse = await caught(admin().settings.update(TENANT, { configJson: { projectStatus: [] } }));
    expect(inUse).toMatchObject({ status: 409, errorCode: 'CONFLICT' });
    expect(inUse.message).toMatch(/^No se puede quitar el estado .+: lo usan? \d+ proyectos?\.$/);

    const refused = await caught(api.clientAs(VIEWER).tenantAdmin.settings.update(TENANT, { name: 'Tomado' }));
    expect(refused).toMatchObject({ status: 403, errorCode: 'PERMISSION_DENIED' });
  });

  it('lists, adds and removes domains', async () => {
    const added = await admin().domains.add(TENANT, ' Nuevo.Dominio.GOB.ar ');
    expect(added.domain).toBe('nuevo.dominio.gob.ar');
    expect((await admin().domains.list(TENANT)).map((entry) => entry.domain)).toContain('nuevo.dominio.gob.ar');
    const duplicate = await caught(admin().domains.add(TENANT, 'nuevo.dominio.gob.ar'));
    expect(duplicate).toMatchObject({ status: 409, message: 'El dominio nuevo.dominio.gob.ar ya está registrado.' });
    await admin().domains.remove(TENANT, 'nuevo.dominio.gob.ar');
    expect((await admin().domains.list(TENANT)).map((entry) => entry.domain)).not.toContain('nuevo.dominio.gob.ar');
  });

  it('invites, resends and revokes; changes a role; and the record lists it all, newest first', async () => {
    const invitation = await admin().members.invite(TENANT, { email: 'Cliente@Example.gob.ar' });
    expect(invitation).toMatchObject({ email: 'cliente@example.gob.ar', role: 'viewer', status: 'pending' });
    expect(invitation.link).toMatch(/\/login\?invitacion=/);
    const token = new URL(invitation.link!).searchParams.get('invitacion')!;
    expect(await api.clientAs(VIEWER).tenantAdmin.invitationLink(token)).toMatchObject({
      tenantSlug: TENANT,
      email: 'cliente@example.gob.ar',
      status: 'pending',
    });
    expect((await admin().members.resend(TENANT, invitation.invitationId)).status).toBe('pending');
    expect((await admin().members.revoke(TENANT, invitation.invitationId)).status).toBe('revoked');

    const { members } = await admin().members.list(TENANT);
    const viewer = members.find((member) => member.email === VIEWER)!;
    expect((await admin().members.changeRole(TENANT, viewer.uid, 'editor')).role).toBe('editor');
    expect((await admin().members.changeRole(TENANT, viewer.uid, 'viewer')).role).toBe('viewer');
    const lastAdmin = members.find((member) => member.email === ADMIN)!;
    const refused = await caught(admin().members.remove(TENANT, lastAdmin.uid));
    expect(refused).toMatchObject({
      status: 409,
      message: 'El espacio de trabajo debe conservar al menos un administrador.',
    });

    const record = await admin().audit.list(TENANT, { limit: 3 });
    expect(record.data.map((entry) => entry.action)).toEqual([
      'member.role_changed',
      'member.role_changed',
      'invitation.revoked',
    ]);
    expect(record.pagination).toMatchObject({ page: 1, limit: 3, hasNext: true });
  });

  it('ends a member’s sessions (issue 46): their next call is refused, and a viewer may not do it', async () => {
    const { members } = await admin().members.list(TENANT);
    const viewer = members.find((member) => member.email === VIEWER)!;
    const adminMember = members.find((member) => member.email === ADMIN)!;
    const notAllowed = await caught(api.clientAs(VIEWER).tenantAdmin.members.endSessions(TENANT, adminMember.uid));
    expect(notAllowed).toMatchObject({ status: 403, errorCode: 'PERMISSION_DENIED' });

    expect(await admin().members.endSessions(TENANT, viewer.uid)).toEqual({ uid: viewer.uid, endedSessions: 0 });
    const ended = await caught(api.clientAs(VIEWER).tenantAdmin.settings.get(TENANT));
    expect(ended).toMatchObject({ status: 401, errorCode: 'UNAUTHENTICATED' });
    const unknown = await caught(admin().members.endSessions(TENANT, '00000000-0000-4000-8000-000000000000'));
    expect(unknown).toMatchObject({ status: 404, message: 'No se encontró el miembro.' });
  });
});
