import { describe, expect, it } from 'vitest';
import { projectListItemSchema, type ProjectListItem } from '../entities/projectAnswer.ts';
import { builtSchema } from '../shared/builtOnFirstUse.ts';
import { SPREADSHEET_COLUMNS, readSpreadsheetCell } from '../intake/spreadsheetColumns.ts';
import { projectCreateBodySchema, projectEditBodySchema } from '../intake/projectWrite.ts';
import { tenantSettingsUpdateBodySchema } from '../entities/tenantAdmin.ts';
import { PUBLIC_SCORE_CRITERIA } from '../score/criteria.ts';
import {
  PUBLIC_PROJECT_FIELDS,
  PUBLIC_SPREADSHEET_KEYS,
  publicProjectDetailSchema,
  publicProjectSchema,
  publicScoreExplanationSchema,
  toPublicProject,
  toPublicScoreExplanation,
} from './publicFields.ts';
import {
  PUBLIC_FACET_FIELDS,
  PUBLIC_QUICK_FILTER_KEYS,
  parsePublicFacetFields,
  parsePublicProjectQuery,
} from './publicQuery.ts';
import { explainScore } from '../entities/projectDetail.ts';
import { computeScore } from '../score/computeScore.ts';
import { demoProjectsByTenant } from '../fixtures/index.ts';
import { oc4idsPackageFrame, oc4idsProjectId, oc4idsSectors, oc4idsStatus, toOc4idsProject } from './oc4ids.ts';
import { OC4IDS_FIELD_OF, openDataFields } from './openDataFields.ts';
import { PUBLIC_DESCRIPTION_MAX_LENGTH, publicPageHead } from './publicHead.ts';
import { OC4IDS_CURRENCIES, OC4IDS_PROJECT_SECTORS, OC4IDS_PROJECT_STATUSES } from './oc4idsCodelists.ts';
import { DEFAULT_PROJECT_STATUSES } from '../status/projectStatus.ts';

const item: ProjectListItem = {
  projectId: '5f0c3c1e-0000-4000-8000-000000000001',
  version: 3,
  type: 'proyecto',
  name: 'Acueducto del Norte Cordobés',
  slug: 'acueducto-del-norte-cordobes',
  projectCode: 'AC-001',
  description: 'Obra de agua potable para 12 localidades.',
  organization: { name: 'Ministerio de Infraestructura', slug: 'ministerio-de-infraestructura' },
  organizations: [
    { name: 'Ministerio de Infraestructura', slug: 'ministerio-de-infraestructura' },
    { name: 'Ente Archivado', slug: 'ente-archivado' },
  ],
  program: { name: 'Programa Agua Segura', slug: 'programa-agua-segura' },
  parentProject: { name: 'Programa Agua Segura', slug: 'programa-agua-segura' },
  childrenCount: 0,
  status: 'Ejecución',
  priority: 'Alta',
  progressStage: 'Perfil',
  area: 'Dirección de Obras Hidráulicas',
  executingArea: 'Dirección de Obras Hidráulicas',
  sector: 'Agua y Saneamiento',
  secretary: 'Secretaría de Aguas',
  budgetCurrencyCode: 'ARS',
  budgetAmount: 125000000.5,
  budgetAmountUsd: null,
  score: 72.6,
  beneficiaryCount: 48000,
  addressLine1: 'Ruta 9 km 780, Jesús María',
  latitude: -31.42,
  longitude: -64.18,
  fundingSource: 'BID',
  expectedExecutionMonths: 18,
  expectedBenefits: ['Agua segura'],
  sdgTargets: ['6'],
  landAvailability: 'Disponible',
  environmentalStudy: 'Aprobado',
  economicEvaluation: 'Favorable',
  budgetDate: '2026-03-01',
  entryDate: '2026-02-10',
  createdBy: { name: 'Lucía Fernández', avatarUrl: null },
  updatedBy: { name: 'Martín Gómez', avatarUrl: null },
  createdAt: '2026-02-10T13:00:00.000Z',
  updatedAt: '2026-11-20T15:30:00.000Z',
  archivedAt: null,
};

const shown = { programPublic: true, hiddenOrganizationSlugs: new Set<string>() };

describe('the public fields of a project (issue 45)', () => {
  it('are exactly the list of public fields, whatever the item carries', () => {
    const project = toPublicProject(item, shown);
    expect(Object.keys(project).sort()).toEqual([...PUBLIC_PROJECT_FIELDS].sort());
    for (const key of [
      'createdBy',
      'updatedBy',
      'secretary',
      'fundingSource',
      'projectCode',
      'version',
      'archivedAt',
      'landAvailability',
      'environmentalStudy',
      'economicEvaluation',
      'progressStage',
      'childrenCount',
    ]) {
      expect(project).not.toHaveProperty(key);
    }
    expect(JSON.stringify(project)).not.toContain('Lucía');
    expect(publicProjectSchema.parse(project)).toEqual(project);
  });

  it('never name a hidden program or an archived organisation', () => {
    const project = toPublicProject(item, {
      programPublic: false,
      hiddenOrganizationSlugs: new Set(['ente-archivado']),
    });
    expect(project.program).toBeNull();
    expect(project.organizations.map((organization) => organization.slug)).toEqual(['ministerio-de-infraestructura']);
    const leadHidden = toPublicProject(item, {
      programPublic: true,
      hiddenOrganizationSlugs: new Set(['ministerio-de-infraestructura']),
    });
    expect(leadHidden.organization).toBeNull();
  });

  it('are fields of the list item, and the detail adds only the score explanation', () => {
    const itemKeys = Object.keys(builtSchema(projectListItemSchema).shape);
    for (const field of PUBLIC_PROJECT_FIELDS) expect(itemKeys).toContain(field);
    expect(Object.keys(builtSchema(publicProjectDetailSchema).shape).sort()).toEqual(
      [...PUBLIC_PROJECT_FIELDS, 'scoring'].sort(),
    );
  });

  it('name spreadsheet columns that exist and carry no author, code or internal input', () => {
    const keys = new Set(SPREADSHEET_COLUMNS.map((column) => column.key));
    for (const key of PUBLIC_SPREADSHEET_KEYS) expect(keys).toContain(key);
    for (const hidden of ['createdBy', 'projectCode', 'tir', 'fundingSource', 'published'] as const) {
      expect(PUBLIC_SPREADSHEET_KEYS.has(hidden)).toBe(false);
    }
  });
});

describe('the public list query', () => {
  it('takes the list grammar on public fields and marks the query published-only', () => {
    const result = parsePublicProjectQuery('filter[status][in]=Ejecución&filter[name][ilike]=%agua%&sort=-score');
    expect(result).toMatchObject({ ok: true, query: { publishedOnly: true, sort: [{ field: 'score' }] } });
  });

  it('refuses a filter or sort on a field that is not public, and the archived view, in Spanish', () => {
    expect(parsePublicProjectQuery('filter[created_by][eq]=Lucía')).toEqual({
      ok: false,
      errors: [{ param: 'filter[created_by][eq]', message: 'El campo created_by no es público.' }],
    });
    for (const field of ['funding_source', 'secretary', 'project_code', 'economic_evaluation']) {
      expect(parsePublicProjectQuery(`filter[${field}][ilike]=%a%`).ok).toBe(false);
    }
    expect(parsePublicProjectQuery('sort=projectCode')).toMatchObject({ ok: false });
    expect(parsePublicProjectQuery('archived=true')).toEqual({
      ok: false,
      errors: [{ param: 'archived', message: 'El portal público no muestra proyectos archivados.' }],
    });
    // The list's own errors stay the list's.
    expect(parsePublicProjectQuery('limit=1000')).toMatchObject({ ok: false, errors: [{ param: 'limit' }] });
  });

  it('has the members’ quick filters whose field is public, and their filter values only', () => {
    expect(PUBLIC_QUICK_FILTER_KEYS).toEqual(['executingArea', 'priority', 'status']);
    expect(PUBLIC_FACET_FIELDS).toEqual(['executing_area', 'priority', 'status']);
    expect(parsePublicFacetFields(' status, executing_area,status ')).toEqual({
      ok: true,
      fields: ['status', 'executing_area'],
    });
    expect(parsePublicFacetFields('status,funding_source')).toEqual({
      ok: false,
      message: 'El campo funding_source no es público.',
    });
    for (const fields of ['created_by', 'organization_name', 'project_code', 'sector,tir']) {
      expect(parsePublicFacetFields(fields).ok, fields).toBe(false);
    }
    expect(parsePublicFacetFields('')).toMatchObject({ ok: false, message: expect.stringContaining('fields') });
    expect(parsePublicFacetFields(undefined).ok).toBe(false);
  });
});

describe('the public score explanation', () => {
  const project = demoProjectsByTenant['cenit-demo'].find(
    (candidate) => candidate.tir !== null && candidate.tir > 12 && candidate.tir < 25,
  )!;
  const scoring = explainScore(computeScore(project));

  it('shows the criteria with public inputs row by row, and the others only as one sum', () => {
    const shown = toPublicScoreExplanation(scoring);
    expect(shown.total).toBe(scoring.total);
    expect(shown.band).toEqual(scoring.band);
    expect(shown.breakdown).toEqual(scoring.breakdown.filter((item) => PUBLIC_SCORE_CRITERIA.has(item.criterion)));
    expect(shown.breakdown.map((item) => item.criterion).sort()).toEqual(['beneficiaries', 'sdgs']);
    expect(shown.suggestions).toEqual([]);
    const withheld = scoring.breakdown.filter((item) => !PUBLIC_SCORE_CRITERIA.has(item.criterion));
    expect(shown.withheld.weight).toBe(withheld.reduce((sum, item) => sum + item.weight, 0));
    expect(shown.withheld.contribution).toBeCloseTo(
      withheld.reduce((sum, item) => sum + (item.weight * item.score0to100) / 100, 0),
      0,
    );
    // The TIR's own score (which would give the TIR away) is nowhere in the public answer.
    const tirScore = scoring.breakdown.find((item) => item.criterion === 'tir')!.score0to100;
    expect(tirScore).toBeGreaterThan(0);
    expect(JSON.stringify(shown)).not.toContain(`"tir"`);
    expect(publicScoreExplanationSchema.parse(shown)).toEqual(shown);
  });
});

describe('publishing', () => {
  it('is a yes/no of the project bodies, refused in Spanish otherwise', () => {
    expect(projectCreateBodySchema.parse({ type: 'proyecto', name: 'Obra', published: true }).published).toBe(true);
    expect(projectEditBodySchema.parse({ version: 2, published: false }).published).toBe(false);
    const refused = projectEditBodySchema.safeParse({ version: 2, published: 'si' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Publicado debe ser verdadero o falso.');
  });

  it('is a column of the spreadsheet: Sí publishes, No or an empty cell does not', () => {
    const column = SPREADSHEET_COLUMNS.find((candidate) => candidate.key === 'published')!;
    expect(column.header).toBe('Publicado');
    expect(readSpreadsheetCell(column, 'Sí')).toEqual({ ok: true, value: true });
    expect(readSpreadsheetCell(column, 'no')).toEqual({ ok: true, value: false });
    expect(readSpreadsheetCell(column, '')).toEqual({ ok: true, value: false });
    expect(readSpreadsheetCell(column, 'quizás').ok).toBe(false);
  });

  it('is the tenant setting "Portal público" with its OC4IDS prefix', () => {
    expect(tenantSettingsUpdateBodySchema.parse({ publicPortal: true, oc4idsPrefix: ' OC4IDS-BU3KCZ ' })).toEqual({
      publicPortal: true,
      oc4idsPrefix: 'oc4ids-bu3kcz',
    });
    expect(tenantSettingsUpdateBodySchema.parse({ oc4idsPrefix: '' })).toEqual({ oc4idsPrefix: null });
    const refused = tenantSettingsUpdateBodySchema.safeParse({ oc4idsPrefix: 'ocds-123' });
    expect(refused.error?.issues[0]?.message).toMatch(/^El prefijo OC4IDS debe empezar con oc4ids-/);
    expect(tenantSettingsUpdateBodySchema.safeParse({ publicPortal: 'yes' }).error?.issues[0]?.message).toBe(
      'El portal público debe ser verdadero o falso.',
    );
  });
});

describe('the OC4IDS mapping', () => {
  const project = toPublicProject(item, shown);

  it('fills id, status, sector, budget, location, authority and period from the public fields', () => {
    expect(toOc4idsProject(project, 'oc4ids-bu3kcz')).toEqual({
      id: 'oc4ids-bu3kcz-5f0c3c1e-0000-4000-8000-000000000001',
      updated: '2026-11-20T15:30:00.000Z',
      language: 'es',
      title: 'Acueducto del Norte Cordobés',
      description: 'Obra de agua potable para 12 localidades.',
      status: 'implementation',
      sector: ['waterAndWaste'],
      budget: { amount: { amount: 125000000.5, currency: 'ARS' } },
      period: { durationInDays: 548 },
      identificationPeriod: { startDate: '2026-02-10T00:00:00-03:00' },
      locations: [
        {
          id: '1',
          geometry: { type: 'Point', coordinates: [-64.18, -31.42] },
          address: { streetAddress: 'Ruta 9 km 780, Jesús María' },
        },
      ],
      publicAuthority: { id: 'ministerio-de-infraestructura', name: 'Ministerio de Infraestructura' },
      parties: [
        { id: 'ministerio-de-infraestructura', name: 'Ministerio de Infraestructura', roles: ['publicAuthority'] },
      ],
    });
  });

  it('leaves out a value that has no code, never inventing one', () => {
    const bare = toOc4idsProject(
      {
        ...project,
        status: 'En revisión legal',
        sector: 'Desarrollo Urbano',
        budgetCurrencyCode: 'XYZ',
        description: '  ',
        latitude: null,
        longitude: null,
        addressLine1: null,
        organization: null,
        expectedExecutionMonths: null,
        entryDate: null,
      },
      null,
    );
    expect(bare).toEqual({
      id: '5f0c3c1e-0000-4000-8000-000000000001',
      updated: '2026-11-20T15:30:00.000Z',
      language: 'es',
      title: 'Acueducto del Norte Cordobés',
    });
  });

  // That the lists equal the standard's CSV files is checked where files may be read (apps/api's publicPortal test).
  it('maps every default status', () => {
    expect(DEFAULT_PROJECT_STATUSES.map((status) => oc4idsStatus(status.value))).toEqual([
      'identification',
      'identification',
      'preparation',
      'implementation',
      'completion',
      'cancelled',
    ]);
    for (const status of DEFAULT_PROJECT_STATUSES) {
      expect(OC4IDS_PROJECT_STATUSES).toContain(oc4idsStatus(status.value));
    }
    expect(OC4IDS_PROJECT_SECTORS).toContain('waterAndWaste');
    expect(OC4IDS_CURRENCIES.has('ARS')).toBe(true);
    expect(oc4idsSectors('Vialidad')).toEqual(['transport', 'transport.road']);
    expect(oc4idsSectors('TRANSPORTE')).toEqual(['transport']);
    expect(oc4idsSectors(null)).toBeNull();
  });

  it('frames a package whose projects are streamed between head and tail', () => {
    const { head, tail } = oc4idsPackageFrame({
      publisher: 'CENIT Demo',
      uri: 'https://siipro.example/public/cenit-demo/open-data/oc4ids.json',
      publishedDate: '2026-11-20T15:30:00.000Z',
    });
    const document = JSON.parse(`${head}${JSON.stringify(toOc4idsProject(project, 'oc4ids-bu3kcz'))}${tail}`) as Record<
      string,
      unknown
    >;
    expect(document).toMatchObject({ version: '0.9', publisher: { name: 'CENIT Demo' } });
    expect((document.projects as unknown[]).length).toBe(1);
    expect(oc4idsProjectId('oc4ids-bu3kcz', 'x')).toBe('oc4ids-bu3kcz-x');
  });
});

describe('the open-data page’s table', () => {
  it('explains every public column of the files, in their order, and no other', () => {
    const fields = openDataFields();
    expect(fields.map((field) => field.key)).toEqual(
      SPREADSHEET_COLUMNS.filter((column) => PUBLIC_SPREADSHEET_KEYS.has(column.key)).map((column) => column.key),
    );
    for (const field of fields) expect(field.meaning, field.key).toMatch(/^[A-ZÁÉÍÓÚ].+\.$/);
  });

  it('names OC4IDS fields that the mapping fills from that column', () => {
    const oc4ids = toOc4idsProject(toPublicProject(item, shown), 'oc4ids-bu3kcz') as unknown as Record<string, unknown>;
    for (const [key, paths] of Object.entries(OC4IDS_FIELD_OF)) {
      for (const path of paths.split(', ')) {
        const top = path.split(/[.[ ]/)[0]!;
        expect(oc4ids[top], `${key}: ${path}`).toBeDefined();
      }
    }
  });
});

describe('a public page’s title and description', () => {
  it('name the page and the tenant, and a project by its own description, cut for a search result', () => {
    expect(publicPageHead('projects', 'CENIT Demo')).toEqual({
      title: 'Proyectos publicados · CENIT Demo',
      description: 'Los proyectos de inversión que publica CENIT Demo: dónde están, cuánto cuestan y su puntuación.',
    });
    const long = publicPageHead('project', 'CENIT Demo', { name: item.name, description: 'Obra '.repeat(60) });
    expect(long.title).toBe('Acueducto del Norte Cordobés · CENIT Demo');
    expect(long.description.length).toBeLessThanOrEqual(PUBLIC_DESCRIPTION_MAX_LENGTH);
    expect(long.description.endsWith('…')).toBe(true);
  });

  it('say only "not found" without a tenant or a project', () => {
    expect(publicPageHead('projects', null).title).toBe('No encontramos esa página del portal público.');
    expect(publicPageHead('project', 'CENIT Demo', null).title).toBe('No encontramos esa página del portal público.');
  });
});
