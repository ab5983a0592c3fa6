import { describe, expect, it } from 'vitest';
import { invitationEmail } from '../invitations/invitations.ts';
import { paths } from '../routes/paths.ts';
import {
  auditListQuerySchema,
  invitationCreateBodySchema,
  memberRoleBodySchema,
  tenantDomainBodySchema,
  tenantSettingsUpdateBodySchema,
} from './tenantAdmin.ts';

const problems = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('tenant settings body (platform §5, ARCHITECTURE §4)', () => {
  it('trims the name, clears an empty URL and keeps unknown configuration keys', () => {
    expect(
      tenantSettingsUpdateBodySchema.parse({
        name: '  CENIT  ',
        logo: '',
        siteUrl: 'https://cenit.gob.ar',
        configJson: { projectStatus: [{ value: ' Nuevo ', label: 'Nuevo', color: 'red' }], otra: [1] },
      }),
    ).toEqual({
      name: 'CENIT',
      logo: null,
      siteUrl: 'https://cenit.gob.ar',
      configJson: { projectStatus: [{ value: 'Nuevo', label: 'Nuevo', color: 'red' }], otra: [1] },
    });
  });

  it('names each field it refuses, in Spanish', () => {
    expect(problems(tenantSettingsUpdateBodySchema.safeParse({ configJson: [] }))).toEqual([
      ['configJson', 'La configuración debe ser un objeto JSON.'],
    ]);
    expect(
      problems(
        tenantSettingsUpdateBodySchema.safeParse({
          plan: 'oro',
          siteUrl: 'ftp://cenit.gob.ar',
          configJson: { projectStatus: [{ value: 'A' }], map: { center: { lat: -91, lng: 0 }, zoom: -1 } },
        }),
      ),
    ).toEqual([
      ['siteUrl', 'Ingresa una URL válida que empiece con http:// o https://.'],
      ['plan', 'El plan debe ser free, basic o premium.'],
      ['configJson.projectStatus.0.label', 'Cada estado de projectStatus necesita un label (texto no vacío).'],
      ['configJson.map.center.lat', 'map.center.lat debe ser un número entre -90 y 90.'],
      ['configJson.map.zoom', 'map.zoom debe ser un número entre 0 y 22.'],
    ]);
    expect(
      problems(
        tenantSettingsUpdateBodySchema.safeParse({
          configJson: {
            projectStatus: [
              { value: 'A', label: 'A' },
              { value: 'A', label: 'Otra' },
            ],
          },
        }),
      ),
    ).toEqual([['configJson.projectStatus.1.value', 'El estado A está repetido en projectStatus.']]);
    expect(tenantSettingsUpdateBodySchema.safeParse({ slug: 'otro' }).success).toBe(false);
  });
});

describe('domain, invitation and role bodies', () => {
  it('lower-cases a valid domain and refuses others with an example host', () => {
    expect(tenantDomainBodySchema.parse({ domain: ' Cba.GOB.ar ' })).toEqual({ domain: 'cba.gob.ar' });
    expect(problems(tenantDomainBodySchema.safeParse({ domain: 'https://cba.gob.ar' }))).toEqual([
      ['domain', 'Por favor ingresa un dominio válido (ej: ejemplo.gob.ar).'],
    ]);
  });

  it('trims and lower-cases the invited e-mail, with viewer as the default role', () => {
    expect(invitationCreateBodySchema.parse({ email: ' Ana@Cba.GOB.ar ' })).toEqual({
      email: 'ana@cba.gob.ar',
      role: 'viewer',
    });
    expect(problems(invitationCreateBodySchema.safeParse({ email: '', role: 'root' }))).toEqual([
      ['email', 'El correo electrónico es requerido'],
      ['role', 'El rol debe ser admin, optimizer, editor o viewer.'],
    ]);
    expect(memberRoleBodySchema.safeParse({ role: 'editor' }).success).toBe(true);
  });

  it('pages the record of changes from 1, 20 at a time by default', () => {
    expect(auditListQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(auditListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });
});

describe('invitation e-mail and link', () => {
  it('opens the sign-in page with the token', () => {
    expect(paths.invitation('a-b_c')).toBe('/login?invitacion=a-b_c');
  });

  it('says who invites to which tenant with what role, the link and the expiry in Buenos Aires time', () => {
    const email = invitationEmail({
      tenantName: 'CENIT Demo',
      inviterName: 'María Fernández',
      email: 'ana@cba.gob.ar',
      role: 'optimizer',
      link: 'https://siipro.gob.ar/login?invitacion=abc',
      expiresAt: '2026-11-06T15:00:00.000Z',
    });
    expect(email.subject).toBe('Invitación a CENIT Demo en SIIPRO');
    expect(email.text).toContain('María Fernández te invitó a CENIT Demo en SIIPRO con el rol Optimizador.');
    expect(email.text).toContain('(ana@cba.gob.ar)');
    expect(email.text).toContain('https://siipro.gob.ar/login?invitacion=abc');
    expect(email.text).toContain('La invitación vence el 06/11/2026, 12:00 (hora de Buenos Aires).');
    expect(
      invitationEmail({ tenantName: 'X', inviterName: null, email: 'a@b.co', role: 'viewer', link: 'l', expiresAt: 0 })
        .text,
    ).toMatch(/^Hola:\n\nUn administrador te invitó/);
  });
});
