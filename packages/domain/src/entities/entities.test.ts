import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  versionInfoSchema,
  invitationSchema,
  memberSchema,
  membersResponseSchema,
  optimizerCriterionSchema,
  organizationSchema,
  profileSchema,
  scoreBreakdownItemSchema,
  sessionTenantSchema,
  sessionUserSchema,
  tenantConfigSchema,
  tenantSettingsSchema,
  hasCoordinates,
  type Project,
  type ProjectListItem,
} from './index.ts';
import { camelizeKey, normalizeKeys } from './normalizeKeys.ts';

describe('key normalisation', () => {
  it('turns snake_case into camelCase, camelCase winning over its snake twin', () => {
    expect(camelizeKey('organization_id')).toBe('organizationId');
    expect(camelizeKey('score0to100')).toBe('score0to100');
    expect(camelizeKey('sdg_targets')).toBe('sdgTargets');
    expect(normalizeKeys({ project_id: 'a', projectId: 'b', site_url: 'x' })).toEqual({ projectId: 'b', siteUrl: 'x' });
    expect(normalizeKeys({ projectId: 'b', project_id: 'a' })).toEqual({ projectId: 'b' });
  });
});

describe('Project', () => {
  it('places a project on a map only with both coordinates', () => {
    expect(hasCoordinates({ latitude: null, longitude: -58.4 })).toBe(false);
    expect(hasCoordinates({ latitude: -34.6, longitude: -58.4 })).toBe(true);
  });

  it('is a list item as the API answers it, plus the seed-only fields', () => {
    expectTypeOf<Project>().toExtend<ProjectListItem>();
    expectTypeOf<Project['budgetAmount']>().toEqualTypeOf<number | null>();
    expectTypeOf<Project['type']>().toEqualTypeOf<'proyecto' | 'programa'>();
  });
});

describe('other entities', () => {
  it('reads organisations with project_count or projectCount', () => {
    const organization = organizationSchema.parse({
      organization_id: 7,
      slug: 'vialidad-cordoba',
      name: 'Vialidad Provincial de Córdoba',
      responsable: { name: 'Carlos Gómez', email: 'cgomez@cba.gob.ar' },
      project_count: '12',
    });
    expect(organization).toMatchObject({
      organizationId: '7',
      projectCount: 12,
      responsable: { name: 'Carlos Gómez' },
    });
    expect(organizationSchema.parse({ organizationId: 'o', projectCount: 3 }).projectCount).toBe(3);
  });

  it('reads tenant settings with config_json as object or text', () => {
    const settings = tenantSettingsSchema.parse({
      name: 'CENIT Demo',
      slug: 'cenit-demo',
      site_url: 'https://cenit.example',
      plan: 'premium',
      default_language: 'es',
      created_at: '2025-01-01',
      config_json: '{"projectStatus":[{"value":"A"}],"map":{"center":{"lat":-38.4,"lng":"-63.6"},"zoom":4},"x":1}',
    });
    expect(settings.siteUrl).toBe('https://cenit.example');
    expect(settings.configJson.projectStatus).toEqual([{ value: 'A', label: 'A', role: 'candidate' }]);
    expect(settings.configJson.map).toEqual({ center: { lat: -38.4, lng: -63.6 }, zoom: 4 });
    expect(settings.configJson.x).toBe(1);
    expect(tenantSettingsSchema.parse({ name: 'x', plan: 'gold' }).plan).toBe('free');
    expect(tenantConfigSchema.parse('not json')).toEqual({});
    expect(tenantConfigSchema.parse({ map: 'oops' }).map).toBeUndefined();
  });

  it('reads the session user with userId or uid and tenants with features', () => {
    const user = sessionUserSchema.parse({
      user_id: 'u1',
      email: 'admin@siipro.test',
      tenants: [{ tenant_id: 1, slug: 'cenit-demo', name: 'CENIT Demo', role: 'admin', features: ['optimizer:usage'] }],
      tenant_active: { slug: 'cenit-demo', tenant_id: '1' },
    });
    expect(user.uid).toBe('u1');
    expect(user.language).toBe('es');
    expect(user.tenants[0]).toMatchObject({ tenantId: '1', role: 'admin', features: ['optimizer:usage'], grants: [] });
    expect(user.tenantActive?.slug).toBe('cenit-demo');
    expect(sessionTenantSchema.parse({ tenantId: 't', slug: 's' }).role).toBe('viewer');
  });

  it('takes the demo flag from the answer, never from the slug', () => {
    expect(sessionTenantSchema.parse({ tenantId: 't', slug: 'otro', is_demo: true }).isDemo).toBe(true);
    expect(sessionTenantSchema.parse({ tenantId: 't', slug: 'cenit-demo', isDemo: false }).isDemo).toBe(false);
    expect(sessionTenantSchema.parse({ tenantId: 't', slug: 'cenit-demo' }).isDemo).toBe(false);
    expect(sessionTenantSchema.parse({ tenantId: 't', slug: 's', isDemo: 'sí' }).isDemo).toBe(false);
  });

  it('reads profiles, members, invitations and the members answer', () => {
    expect(
      profileSchema.parse({
        email: 'a@b.ar',
        work_address: 'Av. Siempre Viva 123',
        tenants: [{ tenant_id: 'x', slug: 'x', site_url: 'u' }],
      }),
    ).toMatchObject({ workAddress: 'Av. Siempre Viva 123', tenants: [{ tenantId: 'x', siteUrl: 'u' }] });
    expect(memberSchema.parse({ uid: 'u', email: 'e@x.ar', avatar_url: 'a' })).toMatchObject({
      avatarUrl: 'a',
      status: 'active',
    });
    expect(
      invitationSchema.parse({ invitation_id: 'i', email: 'e', status: 'EXPIRED', invited_by: { name: 'Ana' } }),
    ).toMatchObject({ invitationId: 'i', status: 'expired', invitedBy: { name: 'Ana' } });
    expect(membersResponseSchema.parse({ users: [{ uid: 'u', email: 'e' }] })).toMatchObject({
      members: [{ uid: 'u' }],
      invitations: [],
    });
  });

  it('reads breakdown items', () => {
    expect(scoreBreakdownItemSchema.parse({ criterion: 'tir', weight: 40, score_0to100: 50, missing: false })).toEqual({
      criterion: 'tir',
      weight: 40,
      score0to100: 50,
      missing: false,
    });
  });

  it('reads optimizer criteria with weight fallback 1', () => {
    expect(optimizerCriterionSchema.parse({ key: 'score', weight: 'abc', direction: 'maximize' }).weight).toBe(1);
    expect(optimizerCriterionSchema.safeParse({ key: 'cost', weight: 1, direction: 'maximize' }).success).toBe(false);
  });
});

describe('version info (platform §3, §7)', () => {
  it('reads the web file, the services roots and incomplete answers', () => {
    expect(versionInfoSchema.parse({ version: '0.1.0', buildDate: '2026-11-01T12:00:00.000Z' })).toEqual({
      version: '0.1.0',
      buildDate: '2026-11-01T12:00:00.000Z',
    });
    expect(versionInfoSchema.parse({ version: { version: '1.2.3', build_date: '2026-11-02' } })).toEqual({
      version: '1.2.3',
      buildDate: '2026-11-02',
    });
    expect(versionInfoSchema.parse({})).toEqual({ version: null, buildDate: null });
  });
});
