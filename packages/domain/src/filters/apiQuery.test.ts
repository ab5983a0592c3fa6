import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filtersArbitrary } from './arbitraries.test-helpers.ts';
import { PROJECT_FILTER_FIELDS, PROJECT_SORT_FIELDS } from './apiFields.ts';
import {
  filtersFromApiQuery,
  filtersToApiQuery,
  ilikeContains,
  projectListApiParams,
  termFromIlike,
} from './apiQuery.ts';
import { parseApiProjectQuery } from './parseApiQuery.ts';
import { emptyFilters } from './projectFilters.ts';

describe('filtersToApiQuery (portfolio §7)', () => {
  it('writes the API keys: ilike search, [in] lists, ISO day boundaries and numeric ranges', () => {
    const params = filtersToApiQuery({
      ...emptyFilters(),
      type: 'proyecto',
      searchTerm: 'puente',
      status: ['Identificado', 'Ejecución'],
      priority: ['Alta'],
      executingArea: ['Dirección de Vialidad'],
      economicEvaluation: ['Costo-beneficio'],
      fundingSource: ['BID'],
      environmentalStudy: ['Aprobado'],
      createdBy: ['Ana Pérez'],
      createdAtGte: '2026-01-01',
      createdAtLte: '2026-01-31',
      updatedAtGte: '2026-10-05',
      updatedAtLte: '2026-10-05',
      budgetAmountFrom: 1000,
      budgetAmountTo: 5000000,
      scoreFrom: 40,
      scoreTo: 59,
      expectedExecutionMonthsFrom: 6,
      expectedExecutionMonthsTo: 18,
    });
    expect([...params]).toEqual([
      ['filter[type][in]', 'proyecto'],
      ['filter[name][ilike]', '%puente%'],
      ['filter[status][in]', 'Identificado,Ejecución'],
      ['filter[priority][in]', 'Alta'],
      ['filter[executing_area][in]', 'Dirección de Vialidad'],
      ['filter[created_by][in]', 'Ana Pérez'],
      ['filter[funding_source][in]', 'BID'],
      ['filter[economic_evaluation][in]', 'Costo-beneficio'],
      ['filter[environmental_study][in]', 'Aprobado'],
      ['filter[created_at][gte]', '2026-01-01T00:00:00.000Z'],
      ['filter[created_at][lte]', '2026-01-31T23:59:59.999Z'],
      ['filter[updated_at][gte]', '2026-10-05T00:00:00.000Z'],
      ['filter[updated_at][lte]', '2026-10-05T23:59:59.999Z'],
      ['filter[budget_amount][gte]', '1000'],
      ['filter[budget_amount][lte]', '5000000'],
      ['filter[score][gte]', '40'],
      ['filter[score][lte]', '59'],
      ['filter[expected_execution_months][gte]', '6'],
      ['filter[expected_execution_months][lte]', '18'],
    ]);
  });

  it('resolves presets against the given today, the preset winning over explicit days', () => {
    const params = filtersToApiQuery(
      { ...emptyFilters(), createdAtPreset: 'ultima_semana', createdAtGte: '2020-01-01', updatedAtPreset: 'ayer' },
      { today: '2026-11-01' },
    );
    expect(params.get('filter[created_at][gte]')).toBe('2026-10-25T00:00:00.000Z');
    expect(params.get('filter[created_at][lte]')).toBe('2026-11-01T23:59:59.999Z');
    expect(params.get('filter[updated_at][gte]')).toBe('2026-10-31T00:00:00.000Z');
    expect(params.get('filter[updated_at][lte]')).toBe('2026-10-31T23:59:59.999Z');
    expect(() => filtersToApiQuery({ ...emptyFilters(), createdAtPreset: 'hoy' })).toThrow(/today/);
  });

  it('escapes LIKE wildcards of the term and reads them back', () => {
    expect(ilikeContains('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
    expect(termFromIlike('%50\\%\\_a\\\\b%')).toBe('50%_a\\b');
    expect(termFromIlike('%a%b%')).toBeNull();
    expect(termFromIlike('abc')).toBeNull();
  });

  it('round-trips filters without presets through the API keys', () => {
    fc.assert(
      fc.property(filtersArbitrary({ presets: false }), (filters) => {
        expect(filtersFromApiQuery(filtersToApiQuery(filters).toString())).toEqual(filters);
      }),
      { numRuns: 300 },
    );
  });

  it('builds the whole list call with defaults', () => {
    expect(projectListApiParams({ type: 'proyecto' }).toString()).toBe('type=proyecto&sort=name&page=1&limit=20');
    const params = projectListApiParams({
      type: 'programa',
      page: 3,
      sort: { field: 'budgetAmount', direction: 'desc' },
      organizationSlug: 'vialidad-provincial-de-cordoba',
      filters: { ...emptyFilters(), priority: ['Alta'] },
    });
    expect([...params]).toEqual([
      ['type', 'programa'],
      ['sort', '-budgetAmount'],
      ['page', '3'],
      ['limit', '20'],
      ['organization_slug', 'vialidad-provincial-de-cordoba'],
      ['filter[priority][in]', 'Alta'],
    ]);
  });
});

describe('parseApiProjectQuery', () => {
  it('applies defaults: page 1, limit 20, sort by name', () => {
    expect(parseApiProjectQuery('')).toEqual({
      ok: true,
      query: {
        page: 1,
        limit: 20,
        sort: [{ field: 'name', direction: 'asc' }],
        type: null,
        organizationSlug: null,
        programSlug: null,
        projectSlug: null,
        filters: [],
      },
    });
  });

  it('reads what the browser sends', () => {
    const sent = projectListApiParams(
      {
        type: 'proyecto',
        page: 2,
        limit: 50,
        sort: { field: 'score', direction: 'desc' },
        organizationSlug: 'epen',
        filters: {
          ...emptyFilters(),
          searchTerm: 'parque solar',
          status: ['Identificado', 'Ejecución'],
          fundingSource: ['BID, préstamo 3456'],
          scoreFrom: 60,
          createdAtPreset: 'ultimos_15',
        },
      },
      { today: '2026-11-01' },
    );
    const result = parseApiProjectQuery(sent);
    expect(result).toEqual({
      ok: true,
      query: {
        page: 2,
        limit: 50,
        sort: [{ field: 'score', direction: 'desc' }],
        type: 'proyecto',
        organizationSlug: 'epen',
        programSlug: null,
        projectSlug: null,
        filters: [
          { field: 'name', op: 'ilike', value: '%parque solar%' },
          { field: 'status', op: 'in', value: ['Identificado', 'Ejecución'] },
          { field: 'funding_source', op: 'in', value: ['BID, préstamo 3456'] },
          { field: 'created_at', op: 'gte', value: '2026-10-17T00:00:00.000Z' },
          { field: 'created_at', op: 'lte', value: '2026-11-01T23:59:59.999Z' },
          { field: 'score', op: 'gte', value: 60 },
        ],
      },
    });
  });

  it('accepts several sort fields, a filter without operator, a record input and numeric lists', () => {
    const result = parseApiProjectQuery({
      sort: '-priority,name',
      'filter[slug]': 'ruta-5',
      'filter[budget_amount][in]': ['1000,2000'],
      'filter[type][eq]': 'Programa',
      'filter[status][in]': '',
    });
    expect(result.ok && result.query.sort).toEqual([
      { field: 'priority', direction: 'desc' },
      { field: 'name', direction: 'asc' },
    ]);
    expect(result.ok && result.query.filters).toEqual([
      { field: 'slug', op: 'eq', value: 'ruta-5' },
      { field: 'budget_amount', op: 'in', value: [1000, 2000] },
      { field: 'type', op: 'eq', value: 'programa' },
    ]);
  });

  it.each([
    ['filter[colour][in]=rojo', 'filter[colour][in]', 'Campo de filtro desconocido: colour.'],
    ['filter[status][gte]=x', 'filter[status][gte]', 'Operador gte no permitido para el campo status.'],
    ['filter[score][like]=x', 'filter[score][like]', 'Operador like no permitido para el campo score.'],
    ['sort=-color', 'sort', 'Campo de orden desconocido: color.'],
    ['filter[score][gte]=alto', 'filter[score][gte]', 'El valor de filter[score][gte] debe ser numérico.'],
    [
      'filter[budget_amount][in]=1,dos',
      'filter[budget_amount][in]',
      'El valor de filter[budget_amount][in] debe ser numérico.',
    ],
    [
      'filter[created_at][gte]=2026-02-30',
      'filter[created_at][gte]',
      'El valor de filter[created_at][gte] debe ser una fecha válida (AAAA-MM-DD o ISO 8601).',
    ],
    [
      'filter[updated_at][lte]=ayer',
      'filter[updated_at][lte]',
      'El valor de filter[updated_at][lte] debe ser una fecha válida (AAAA-MM-DD o ISO 8601).',
    ],
    [
      'filter[created_at][gte]=9999-12-31T23:59:00-12:00',
      'filter[created_at][gte]',
      'El valor de filter[created_at][gte] debe ser una fecha válida (AAAA-MM-DD o ISO 8601).',
    ],
    [
      'filter[budget_amount][gte]=0x10',
      'filter[budget_amount][gte]',
      'El valor de filter[budget_amount][gte] debe ser numérico.',
    ],
    ['filter[score][lte]=Infinity', 'filter[score][lte]', 'El valor de filter[score][lte] debe ser numérico.'],
    ['filter[score][eq]=1e400', 'filter[score][eq]', 'El valor de filter[score][eq] debe ser numérico.'],
    [
      'filter[name][ilike]=%25agua%5C',
      'filter[name][ilike]',
      'El patrón de filter[name][ilike] no puede terminar en una barra invertida (\\) sola.',
    ],
    [
      'filter[name][eq]=a%00b',
      'filter[name][eq]',
      'El valor de filter[name][eq] contiene un carácter no permitido (NUL).',
    ],
    [
      'organization_slug=%00',
      'organization_slug',
      'El valor de organization_slug contiene un carácter no permitido (NUL).',
    ],
    ['page=0', 'page', 'El número de página debe ser un entero entre 1 y 10.000.000.'],
    ['page=1.5', 'page', 'El número de página debe ser un entero entre 1 y 10.000.000.'],
    ['page=10000001', 'page', 'El número de página debe ser un entero entre 1 y 10.000.000.'],
    ['page=99999999999999999999', 'page', 'El número de página debe ser un entero entre 1 y 10.000.000.'],
    ['limit=0', 'limit', 'El límite debe ser un entero entre 1 y 100.'],
    ['limit=101', 'limit', 'El límite debe ser un entero entre 1 y 100.'],
    ['type=obra', 'type', 'El tipo debe ser proyecto o programa.'],
    ['filter[name=x', 'filter[name', 'Parámetro de filtro mal formado: filter[name.'],
  ])('rejects %s', (query, param, message) => {
    expect(parseApiProjectQuery(query)).toEqual({ ok: false, errors: [{ param, message }] });
  });

  it('reads the scope slugs in lower case, as slugs are written, whatever the case of the link', () => {
    const result = parseApiProjectQuery(
      'organization_slug=EPEN&program_slug=%20Plan-Agua-Norte%20&project_slug=Ruta-5-Tramo-Sur',
    );
    expect(result.ok && [result.query.organizationSlug, result.query.programSlug, result.query.projectSlug]).toEqual([
      'epen',
      'plan-agua-norte',
      'ruta-5-tramo-sur',
    ]);
  });

  it('takes numbers in decimal notation, escaped backslashes in patterns, and the last page number', () => {
    const result = parseApiProjectQuery(
      'page=10000000&filter[budget_amount][gte]=%2B1.5e6&filter[score][lte]=.5&filter[name][ilike]=%25C%3A%5C%5C%25&filter[slug][ilike]=a%5C%5C%5C%5C',
    );
    expect(result.ok && result.query.page).toBe(10_000_000);
    expect(result.ok && result.query.filters.map((filter) => filter.value)).toEqual([
      1_500_000,
      0.5,
      '%C:\\\\%',
      'a\\\\\\\\',
    ]);
  });

  it('collects every error at once', () => {
    const result = parseApiProjectQuery('page=-1&limit=500&sort=zzz');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.map((e) => e.param)).toEqual(['page', 'limit', 'sort']);
  });

  it('refuses values past 500 characters, in lists past 200 values and more than 50 filters, in Spanish', () => {
    const errorsOf = (query: string) => {
      const result = parseApiProjectQuery(query);
      return result.ok ? [] : result.errors;
    };
    const long = 'x'.repeat(501);
    expect(parseApiProjectQuery(`filter[name][ilike]=%25${'x'.repeat(498)}%25`).ok).toBe(true);
    expect(errorsOf(`filter[name][ilike]=${long}`)).toEqual([
      { param: 'filter[name][ilike]', message: 'El valor de filter[name][ilike] no puede superar los 500 caracteres.' },
    ]);
    expect(errorsOf(`filter[status][in]=a,${long}`)[0]?.message).toBe(
      'El valor de filter[status][in] no puede superar los 500 caracteres.',
    );
    const values = (count: number) => Array.from({ length: count }, (_, index) => `v${index}`).join(',');
    expect(parseApiProjectQuery(`filter[status][in]=${values(200)}`).ok).toBe(true);
    expect(errorsOf(`filter[status][in]=${values(201)}`)).toEqual([
      { param: 'filter[status][in]', message: 'El filtro filter[status][in] admite como máximo 200 valores.' },
    ]);
    const filters = (count: number) => Array.from({ length: count }, () => 'filter[score][gte]=1').join('&');
    expect(parseApiProjectQuery(filters(50)).ok).toBe(true);
    expect(errorsOf(filters(51))).toEqual([
      { param: 'filter', message: 'Se admiten como máximo 50 filtros por consulta.' },
    ]);
    for (const param of ['organization_slug', 'program_slug', 'project_slug', 'sort']) {
      expect(errorsOf(`${param}=${long}`), param).toEqual([
        { param, message: `El valor de ${param} no puede superar los 500 caracteres.` },
      ]);
    }
    // A huge parameter name is not echoed back whole.
    expect(errorsOf(`filter[${long}][eq]=1`)[0]!.message.length).toBeLessThan(200);
  });

  it('normalises ISO instants with offsets and accepts limit 100', () => {
    const result = parseApiProjectQuery('limit=100&filter[created_at][gte]=2026-10-01T00:00:00-03:00');
    expect(result.ok && result.query.limit).toBe(100);
    expect(result.ok && result.query.filters[0]?.value).toBe('2026-10-01T03:00:00.000Z');
  });

  it('reads a calendar day as the whole day (UTC boundaries): from its start, to its end, or both for eq', () => {
    const filtersOf = (query: string) => {
      const result = parseApiProjectQuery(query);
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
      return result.query.filters;
    };
    expect(filtersOf('filter[created_at][gte]=2026-10-01')).toEqual([
      { field: 'created_at', op: 'gte', value: '2026-10-01T00:00:00.000Z' },
    ]);
    expect(filtersOf('filter[updated_at][lte]=2026-10-01')).toEqual([
      { field: 'updated_at', op: 'lte', value: '2026-10-01T23:59:59.999Z' },
    ]);
    const wholeDay = [
      { field: 'created_at', op: 'gte', value: '2026-10-01T00:00:00.000Z' },
      { field: 'created_at', op: 'lte', value: '2026-10-01T23:59:59.999Z' },
    ];
    expect(filtersOf('filter[created_at][eq]=2026-10-01')).toEqual(wholeDay);
    expect(filtersOf('filter[created_at]=2026-10-01')).toEqual(wholeDay);
    // An instant is one instant, whatever the operator; an impossible day is a bad date.
    expect(filtersOf('filter[created_at][eq]=2026-10-01T12:30:00Z')).toEqual([
      { field: 'created_at', op: 'eq', value: '2026-10-01T12:30:00.000Z' },
    ]);
    expect(parseApiProjectQuery('filter[created_at][eq]=2026-02-30').ok).toBe(false);
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), fc.string()), { maxLength: 6 }), (pairs) => {
        const result = parseApiProjectQuery(pairs);
        expect(typeof result.ok).toBe('boolean');
      }),
    );
  });

  it('knows the fields and sort fields of the contract', () => {
    expect(Object.keys(PROJECT_FILTER_FIELDS)).toEqual(
      expect.arrayContaining([
        'name',
        'slug',
        'description',
        'organization_name',
        'organization_slug',
        'secretary',
        'area',
        'status',
        'priority',
        'executing_area',
        'economic_evaluation',
        'funding_source',
        'environmental_study',
        'created_by',
        'created_at',
        'updated_at',
        'budget_amount',
        'score',
        'expected_execution_months',
        'type',
      ]),
    );
    expect(PROJECT_SORT_FIELDS).toEqual([
      'name',
      'projectCode',
      'organization',
      'sector',
      'area',
      'score',
      'budgetAmount',
      'program',
      'status',
      'priority',
      'createdAt',
      'updatedAt',
    ]);
  });
});

describe('parseApiProjectQuery: archived (issue 42)', () => {
  it('reads archived=true as the Archivados view, false or absent as active rows, anything else as a 400', () => {
    const parsed = (search: string) => parseApiProjectQuery(new URLSearchParams(search));
    expect(parsed('archived=true')).toMatchObject({ ok: true, query: { archived: true } });
    for (const search of ['', 'archived=false', 'archived=']) {
      const result = parsed(search);
      expect(result.ok && result.query.archived).toBeFalsy();
    }
    expect(parsed('archived=quizas')).toEqual({
      ok: false,
      errors: [{ param: 'archived', message: 'El parámetro archived debe ser true o false.' }],
    });
  });
});
