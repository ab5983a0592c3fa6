import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  invitationSchema,
  memberSchema,
  membersResponseSchema,
  optimizerCriterionSchema,
  organizationSchema,
  paginationSchema,
  profileSchema,
  projectListResponseSchema,
  projectSchema,
  scoreBreakdownItemSchema,
  sessionTenantSchema,
  sessionUserSchema,
  tenantConfigSchema,
  tenantSettingsSchema,
  hasCoordinates,
  type Project,
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

describe('projectSchema', () => {
  const snake = {
    project_id: 42,
    name: 'Acueducto del Norte',
    slug: 'acueducto-del-norte',
    type: 'Proyecto',
    status: '',
    priority: 'Alta',
    progress_stage: 'Anteproyecto',
    executing_area: 'Dirección de Obras Hidráulicas',
    budget_currency_code: 'ARS',
    budget_amount: { local_currency: '1500000000.5', dollar: 1200000 },
    score: '72.6',
    project_code: 'CEN-0042',
    beneficiary_count: '15000',
    latitude: '-31.4201',
    longitude: -64.1888,
    sdg_targets: 'ODS 6; ODS 9, ODS 11',
    expected_benefits: ['Agua potable', 'Salud'],
    is_green: 'Sí',
    has_gender_diversity: false,
    has_specific_funds: null,
    tir: '18.5',
    created_by: { name: 'Ana Pérez', avatar_url: 'https://example.org/a.png' },
    parent_project: { name: 'Programa Agua', slug: 'programa-agua' },
    organizations: [{ name: 'Ministerio de Infraestructura', slug: 'ministerio-de-infraestructura' }, { bad: 1 }],
    created_at: '2026-01-02T10:00:00.000Z',
  };

  it('reads snake_case and outputs camelCase with coerced values', () => {
    const project = projectSchema.parse(snake);
    expect(project).toMatchObject({
      projectId: '42',
      version: 1,
      type: 'proyecto',
      status: 'Identificado',
      progressStage: 'Anteproyecto',
      executingArea: 'Dirección de Obras Hidráulicas',
      budgetAmount: 1500000000.5,
      budgetAmountUsd: 1200000,
      score: 73,
      projectCode: 'CEN-0042',
      beneficiaryCount: 15000,
      latitude: -31.4201,
      longitude: -64.1888,
      sdgTargets: ['ODS 6', 'ODS 9', 'ODS 11'],
      expectedBenefits: ['Agua potable', 'Salud'],
      isGreen: true,
      hasGenderDiversity: false,
      hasSpecificFunds: null,
      tir: 18.5,
      createdBy: { name: 'Ana Pérez', avatarUrl: 'https://example.org/a.png', email: null },
      parentProject: { name: 'Programa Agua', slug: 'programa-agua' },
      organizations: [{ name: 'Ministerio de Infraestructura', slug: 'ministerio-de-infraestructura' }],
      createdAt: '2026-01-02T10:00:00.000Z',
    });
    expect(project.description).toBeNull();
    expect(project.childrenCount).toBe(0);
  });

  it('reads the same record in camelCase identically', () => {
    const camel = Object.fromEntries(Object.entries(snake).map(([k, v]) => [camelizeKey(k), v]));
    expect(projectSchema.parse(camel)).toEqual(projectSchema.parse(snake));
  });

  it('keeps missing optional data as null and a plain budget number', () => {
    const project = projectSchema.parse({ projectId: 'p1', name: 'X', slug: 'x', budgetAmount: 10, score: 'n/a' });
    expect(project.budgetAmount).toBe(10);
    expect(project.score).toBeNull();
    expect(project.latitude).toBeNull();
    expect(project.sdgTargets).toEqual([]);
    expect(project.budgetCurrencyCode).toBe('ARS');
    expect(hasCoordinates(project)).toBe(false);
    expect(hasCoordinates({ latitude: -34.6, longitude: -58.4 })).toBe(true);
  });

  it('rejects a record without an id', () => {
    expect(projectSchema.safeParse({ name: 'Sin id' }).success).toBe(false);
  });

  it('infers a camelCase Project type', () => {
    expectTypeOf<Project['budgetAmount']>().toEqualTypeOf<number | null>();
    expectTypeOf<Project['type']>().toEqualTypeOf<'proyecto' | 'programa'>();
  });

  it('reads list answers', () => {
    const list = projectListResponseSchema.parse([{ projectId: '1', name: 'A', slug: 'a' }]);
    expect(list.pagination).toBeNull();
    expect(list.data).toHaveLength(1);
    const paged = projectListResponseSchema.parse({
      data: [],
      pagination: { page: 2, limit: 20, total: 21, total_pages: 2, has_prev: true, has_next: false },
    });
    expect(paged.pagination).toEqual({ page: 2, limit: 20, total: 21, totalPages: 2, hasPrev: true, hasNext: false });
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
    expect(settings.configJson.projectStatus).toEqual([{ value: 'A', label: 'A' }]);
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

  it('reads pagination and breakdown items', () => {
    expect(paginationSchema.parse({}).limit).toBe(20);
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
