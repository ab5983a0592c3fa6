import { describe, expect, it } from 'vitest';
import {
  PROJECT_FILTER_FIELDS,
  demoOrganizationsByTenant,
  demoProjectsByTenant,
  demoTenants,
  joinListValues,
  parseApiProjectQuery,
  projectListAnswerSchema,
  builtSchema,
  projectListItemSchema,
  type FilterOp,
  type Project,
  type ProjectFilterField,
} from '@siipro/domain';
import { PAGE_ITEMS_STATEMENT, buildProjectListQueries, toSqlText } from '../src/projects/listQuery.ts';
import {
  areaOf,
  count,
  enc,
  fixture,
  otherTenantIds,
  projects,
  usePortfolioApi,
  type ListItem,
  type ListPage,
} from './support/portfolioApi.ts';

const { testContext, tokens, get, list, total } = usePortfolioApi();

describe('GET /t/{slug}/projects', () => {
  it('answers the first page sorted by name with camelCase items, projectId, version and the pagination', async () => {
    const page = await list('type=proyecto');
    const expected = fixture.filter((project) => project.type === 'proyecto');
    expect(page.pagination).toEqual({
      page: 1,
      limit: 20,
      total: expected.length,
      totalPages: Math.ceil(expected.length / 20),
      hasPrev: false,
      hasNext: true,
    });
    expect(page.data).toHaveLength(20);
    const names = page.data.map((item) => item.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const first = page.data[0]!;
    const source = fixture.find((project) => project.projectId === first.projectId)!;
    expect(first).toMatchObject({
      projectId: source.projectId,
      version: source.version,
      slug: source.slug,
      type: 'proyecto',
      status: source.status,
      budgetAmount: source.budgetAmount,
      organization: { name: source.organizations[0]!.name, slug: source.organizations[0]!.slug },
      organizations: source.organizations.map(({ name, slug }) => ({ name, slug })),
    });
    expect(first.createdAt).toBe(new Date(source.createdAt!).toISOString());
  });

  it('writes every field of every item as the project was seeded (portfolio.md §3), programs included', async () => {
    const tenantCreatedAt = demoTenants.find((tenant) => tenant.slug === 'cenit-demo')!.createdAt;
    const person = (ref: Project['createdBy']) =>
      ref?.name ? { name: ref.name, avatarUrl: ref.avatarUrl ?? null } : null;
    const ref = (value: { name: string; slug: string } | null) =>
      value ? { name: value.name, slug: value.slug } : null;
    const expectedItem = (project: Project) => ({
      projectId: project.projectId,
      version: project.version,
      type: project.type,
      name: project.name,
      slug: project.slug,
      projectCode: project.projectCode,
      description: project.description,
      organization: ref(project.organizations[0] ?? null),
      organizations: project.organizations.map(ref),
      program: ref(project.parentProject),
      parentProject: ref(project.parentProject),
      childrenCount: count((child) => child.parentProject?.slug === project.slug),
      status: project.status,
      priority: project.priority,
      progressStage: project.progressStage,
      area: areaOf(project),
      executingArea: areaOf(project),
      sector: project.sector,
      secretary: project.secretary,
      budgetCurrencyCode: project.budgetCurrencyCode,
      budgetAmount: project.budgetAmount,
      budgetAmountUsd: project.budgetAmountUsd,
      score: expect.any(Number),
      beneficiaryCount: project.beneficiaryCount,
      addressLine1: project.addressLine1,
      latitude: project.latitude,
      longitude: project.longitude,
      fundingSource: project.fundingSource,
      expectedExecutionMonths: project.expectedExecutionMonths,
      expectedBenefits: project.expectedBenefits,
      sdgTargets: project.sdgTargets,
      landAvailability: project.landAvailability,
      environmentalStudy: project.environmentalStudy,
      economicEvaluation: project.economicEvaluation,
      budgetDate: project.budgetDate,
      entryDate: project.entryDate,
      createdBy: person(project.createdBy),
      updatedBy: person(project.updatedBy),
      createdAt: new Date(project.createdAt ?? tenantCreatedAt!).toISOString(),
      updatedAt: new Date(project.updatedAt ?? project.createdAt ?? tenantCreatedAt!).toISOString(),
      archivedAt: null,
    });
    for (const type of ['proyecto', 'programa']) {
      const items: object[] = [];
      for (let page = 1; ; page++) {
        const answer = await list(`type=${type}&limit=100&page=${page}`);
        // The answer is exactly domain's schema of it: nothing stripped, every type right.
        expect(projectListAnswerSchema.parse(answer)).toEqual(answer);
        items.push(...answer.data);
        if (!answer.pagination.hasNext) break;
      }
      const expected = fixture.filter((project) => project.type === type).map(expectedItem);
      expect(expected.length).toBeGreaterThan(0);
      const byId = (item: object) => (item as { projectId: string }).projectId;
      const sorted = (list: object[]) => [...list].sort((a, b) => (byId(a) < byId(b) ? -1 : 1));
      // Same fields in the same order (the schema's), same values.
      expect(sorted(items).map((item) => Object.keys(item))).toEqual(sorted(expected).map((item) => Object.keys(item)));
      expect(Object.keys(items[0]!)).toEqual(Object.keys(builtSchema(projectListItemSchema).shape));
      expect(sorted(items)).toEqual(sorted(expected));
    }
    expect(
      fixture.some(
        (project) => project.type === 'programa' && count((c) => c.parentProject?.slug === project.slug) > 0,
      ),
    ).toBe(true);
  });

  it('pages with a total order: every row exactly once across the pages, even with ties on the sort column', async () => {
    for (const sort of ['status', '-priority', 'sector', '-budgetAmount', 'organization', 'program']) {
      const seen: string[] = [];
      let page = 1;
      let answer: ListPage;
      do {
        answer = await list(`type=proyecto&sort=${sort}&limit=100&page=${page}`);
        seen.push(...answer.data.map((item) => item.projectId));
        expect(answer.pagination.hasPrev).toBe(page > 1);
        page += 1;
      } while (answer.pagination.hasNext);
      expect(seen).toHaveLength(projects());
      expect(new Set(seen).size, sort).toBe(seen.length);
    }
  });

  it('sorts descending with "-" and keeps nulls last both ways', async () => {
    const down = (await list('type=proyecto&sort=-budgetAmount&limit=100')).data.map((item) => item.budgetAmount);
    expect(down[0]).toBe(Math.max(...fixture.filter((p) => p.type === 'proyecto').map((p) => p.budgetAmount ?? 0)));
    expect(down).toEqual([...down].sort((a, b) => b! - a!));
    const nulls = projects((project) => project.budgetAmount === null);
    if (nulls > 0) {
      const last = await list(`type=proyecto&sort=budgetAmount&limit=1&page=${projects()}`);
      expect(last.data[0]!.budgetAmount).toBeNull();
      const lastDown = await list(`type=proyecto&sort=-budgetAmount&limit=1&page=${projects()}`);
      expect(lastDown.data[0]!.budgetAmount).toBeNull();
    }
  });

  it('pages a list of both types (no type) in the order of all the tenant’s rows, each type walked apart and merged', async () => {
    const tenantId = demoTenants.find((tenant) => tenant.slug === 'cenit-demo')!.tenantId;
    const handle = testContext().database;
    // The order as one plain statement over every active row gives it (what the list answered before it merged).
    const orders: Record<string, string> = {
      name: 'name asc, id asc',
      '-score': 'score desc nulls last, id desc nulls last',
      budgetAmount: 'budget_amount asc, id asc',
      '-createdAt': 'created_at desc, id desc',
      program: 'program_name asc, id asc',
    };
    const typesSeen = new Set<string>();
    for (const [sort, order] of Object.entries(orders)) {
      const text = `select id from projects where tenant_id = $1 and archived_at is null order by ${order}`;
      const { rows } =
        handle.kind === 'pglite'
          ? await handle.client.query(text, [tenantId])
          : await handle.client.query(text, [tenantId]);
      const expected = (rows as { id: string }[]).map((row) => row.id);
      for (const page of [1, 2, 5, Math.ceil(expected.length / 7)]) {
        const answer = await list(`sort=${sort}&limit=7&page=${page}`);
        for (const item of answer.data) typesSeen.add(item.type);
        expect(
          answer.data.map((item) => item.projectId),
          `${sort} page ${page}`,
        ).toEqual(expected.slice((page - 1) * 7, page * 7));
        expect(answer.pagination.total).toBe(expected.length);
      }
    }
    // The pages compared hold rows of both types, so a merge that lost or misplaced either would show.
    expect([...typesSeen].sort()).toEqual(['programa', 'proyecto']);
  });

  it('answers a page past the end with 200 and no data', async () => {
    const page = await list('type=proyecto&page=999');
    expect(page.data).toEqual([]);
    expect(page.pagination).toMatchObject({ page: 999, hasPrev: true, hasNext: false, total: projects() });
    // A text search counts its matches with its page (listQuery.ts, countedByPage); past the end, by its count.
    const search = `type=proyecto&sort=-budgetAmount&filter[name][ilike]=${enc('%agua%')}`;
    const matches = projects((p) => p.name.toLowerCase().includes('agua'));
    expect(matches).toBeGreaterThan(1);
    expect((await list(`${search}&limit=1`)).pagination.total).toBe(matches);
    const past = await list(`${search}&page=999`);
    expect(past.data).toEqual([]);
    expect(past.pagination).toMatchObject({ page: 999, total: matches, totalPages: Math.ceil(matches / 20) });
  });

  it('filters text fields with in, ilike and eq', async () => {
    const status = fixture.find((project) => project.type === 'proyecto')!.status;
    expect(await total(`type=proyecto&filter[status][in]=${enc(`${status},Finalizado`)}`)).toBe(
      projects((p) => p.status === status || p.status === 'Finalizado'),
    );
    expect(await total(`type=proyecto&filter[status][eq]=${enc(status)}`)).toBe(projects((p) => p.status === status));
    expect(await total(`type=proyecto&filter[name][ilike]=${enc('%agua%')}`)).toBe(
      projects((p) => p.name.toLowerCase().includes('agua')),
    );
    const area = areaOf(fixture[0]!)!;
    expect(await total(`type=proyecto&filter[area][in]=${enc(area)}`)).toBe(projects((p) => areaOf(p) === area));
    expect(await total(`type=proyecto&filter[executing_area][ilike]=${enc(`%${area.slice(1, 5)}%`)}`)).toBe(
      projects((p) => (areaOf(p) ?? '').toLowerCase().includes(area.slice(1, 5).toLowerCase())),
    );
    const creator = fixture.find((p) => p.createdBy?.name)!.createdBy!.name ?? '';
    expect(await total(`filter[created_by][in]=${enc(creator)}`)).toBe(count((p) => p.createdBy?.name === creator));
    for (const [field, read] of [
      ['funding_source', (p: Project) => p.fundingSource],
      ['economic_evaluation', (p: Project) => p.economicEvaluation],
      ['environmental_study', (p: Project) => p.environmentalStudy],
      ['sector', (p: Project) => p.sector],
      ['priority', (p: Project) => p.priority],
      ['secretary', (p: Project) => p.secretary],
      ['project_code', (p: Project) => p.projectCode],
      ['slug', (p: Project) => p.slug],
    ] as const) {
      const value = fixture.map(read).find(Boolean)!;
      expect(await total(`filter[${field}][in]=${enc(value)}`), field).toBe(count((p) => read(p) === value));
    }
    const described = fixture.find((p) => p.description && p.description.length > 12)!.description!;
    const term = described.slice(3, 11);
    expect(await total(`filter[description][ilike]=${enc(`%${term}%`)}`)).toBe(
      count((p) => (p.description ?? '').toLowerCase().includes(term.toLowerCase())),
    );
  });

  it('filters by organisation name and slug over every participating organisation', async () => {
    const organization =
      fixture.find((p) => p.organizations.length > 1)?.organizations[1] ?? fixture[0]!.organizations[0]!;
    const takesPart = (p: Project) => p.organizations.some((o) => o.slug === organization.slug);
    expect(await total(`filter[organization_slug][eq]=${organization.slug}`)).toBe(count(takesPart));
    expect(await total(`filter[organization_name][ilike]=${enc(`%${organization.name}%`)}`)).toBe(
      count((p) => p.organizations.some((o) => o.name.toLowerCase().includes(organization.name.toLowerCase()))),
    );
    expect(await total(`organization_slug=${organization.slug}`)).toBe(count(takesPart));
    // The organisation scope alone is counted from the links (migration 0005): per type too, and equal to its rows.
    for (const type of ['proyecto', 'programa'] as const) {
      const expected = count((p) => p.type === type && takesPart(p));
      expect(await total(`type=${type}&organization_slug=${organization.slug}`), type).toBe(expected);
      const page = await list(`type=${type}&organization_slug=${organization.slug}&limit=100&page=1`);
      expect(page.data.length, type).toBe(Math.min(expected, 100));
    }
    expect(await total('type=proyecto&organization_slug=no-existe')).toBe(0);
    // Paths match whatever the case (portfolio.md §2): a link with the slug in capitals scopes the same rows.
    expect(await total(`organization_slug=${organization.slug.toUpperCase()}`)).toBe(count(takesPart));
  });

  it('filters numbers and dates with gte, lte, eq and in', async () => {
    expect(await total('filter[budget_amount][gte]=1000000&filter[budget_amount][lte]=500000000')).toBe(
      count((p) => p.budgetAmount !== null && p.budgetAmount >= 1e6 && p.budgetAmount <= 5e8),
    );
    const months = fixture.find((p) => p.expectedExecutionMonths !== null)!.expectedExecutionMonths!;
    expect(await total(`filter[expected_execution_months][eq]=${months}`)).toBe(
      count((p) => p.expectedExecutionMonths === months),
    );
    expect(await total(`filter[expected_execution_months][in]=${months},${months + 1}`)).toBe(
      count((p) => p.expectedExecutionMonths === months || p.expectedExecutionMonths === months + 1),
    );
    const page = await list('type=proyecto&filter[score][gte]=50&filter[score][lte]=70&limit=100');
    expect(page.data.every((item) => item.score! >= 50 && item.score! <= 70)).toBe(true);
    const lowScores = await total('type=proyecto&filter[score][lte]=49.99');
    expect(page.pagination.total + lowScores + (await total('type=proyecto&filter[score][gte]=70.01'))).toBe(
      projects(),
    );
    const day = fixture[5]!.createdAt!.slice(0, 10);
    const from = Date.parse(`${day}T00:00:00.000Z`);
    expect(await total(`filter[created_at][gte]=${day}`)).toBe(count((p) => Date.parse(p.createdAt!) >= from));
    expect(await total(`filter[created_at][lte]=${day}T23:59:59.999Z`)).toBe(
      count((p) => Date.parse(p.createdAt!) <= from + 86_400_000 - 1),
    );
    // A bare day is the whole day: lte includes all of it, eq selects every project created that day.
    expect(await total(`filter[created_at][lte]=${day}`)).toBe(
      count((p) => Date.parse(p.createdAt!) < from + 86_400_000),
    );
    const createdThatDay = count((p) => p.createdAt!.slice(0, 10) === day);
    expect(createdThatDay).toBeGreaterThan(0);
    expect(await total(`filter[created_at][eq]=${day}`)).toBe(createdThatDay);
    const updated = fixture[3]!.updatedAt!;
    expect(await total(`filter[updated_at][eq]=${enc(new Date(updated).toISOString())}`)).toBe(
      count((p) => Date.parse(p.updatedAt ?? p.createdAt!) === Date.parse(updated)),
    );
  });

  it('answers every operator of every filter field as the field defines it, over every row of the tenant', async () => {
    // The rows as the list writes them (the test above checks each of them against the fixture, field by field).
    const rows: ListItem[] = [];
    for (let page = 1; ; page++) {
      const answer = await list(`limit=100&page=${page}`);
      rows.push(...answer.data);
      if (!answer.pagination.hasNext) break;
    }
    expect(rows).toHaveLength(fixture.length);
    type Value = string | number;
    // What each field filters, as values of one row (an organisation filter matches any participating organisation).
    const valuesOf: Record<ProjectFilterField, (row: ListItem) => (Value | null | undefined)[]> = {
      name: (row) => [row.name],
      slug: (row) => [row.slug],
      description: (row) => [row.description],
      project_code: (row) => [row.projectCode],
      organization_name: (row) => row.organizations.map((organization) => organization.name),
      organization_slug: (row) => row.organizations.map((organization) => organization.slug),
      secretary: (row) => [row.secretary],
      area: (row) => [row.area],
      sector: (row) => [row.sector],
      program_name: (row) => [row.program?.name],
      // Not in the list's items: the seeded row's.
      province: (row) => [fixture.find((project) => project.projectId === row.projectId)?.province],
      status: (row) => [row.status],
      priority: (row) => [row.priority],
      executing_area: (row) => [row.executingArea],
      economic_evaluation: (row) => [row.economicEvaluation],
      funding_source: (row) => [row.fundingSource],
      environmental_study: (row) => [row.environmentalStudy],
      created_by: (row) => [row.createdBy?.name],
      created_at: (row) => [row.createdAt],
      updated_at: (row) => [row.updatedAt],
      budget_amount: (row) => [row.budgetAmount],
      score: (row) => [row.score],
      expected_execution_months: (row) => [row.expectedExecutionMonths],
      type: (row) => [row.type],
      project_id: (row) => [row.projectId],
    };
    const present = (row: ListItem, field: ProjectFilterField) =>
      valuesOf[field](row).filter((value): value is Value => value !== null && value !== undefined && value !== '');
    const ordered = (value: Value) => (typeof value === 'number' ? value : Date.parse(value));

    let checked = 0;
    for (const [field, definition] of Object.entries(PROJECT_FILTER_FIELDS) as [
      ProjectFilterField,
      { kind: string; ops: readonly FilterOp[] },
    ][]) {
      const distinct = [...new Set(rows.flatMap((row) => present(row, field)))].sort((a, b) =>
        typeof a === 'number' && typeof b === 'number' ? a - b : String(a) < String(b) ? -1 : 1,
      );
      expect(distinct.length, field).toBeGreaterThan(1);
      // Two values from the middle of the field's values, so that each operator selects some rows and leaves others.
      const value = distinct[Math.floor(distinct.length / 2)]!;
      const other = distinct[Math.floor(distinct.length / 3)]!;
      for (const op of definition.ops) {
        let parameter: string;
        let matches: (candidate: Value) => boolean;
        switch (op) {
          case 'eq':
            parameter = String(value);
            matches = (candidate) => candidate === value;
            break;
          case 'in':
            parameter = joinListValues([String(value), String(other)]);
            matches = (candidate) => candidate === value || candidate === other;
            break;
          case 'ilike': {
            // The value's last three ASCII letters or digits (which every collation folds alike), in upper case:
            // its end, as a common prefix (CEN-…) would select every row.
            const term = [...String(value).matchAll(/[a-z0-9]{3}/gi)].at(-1)![0];
            parameter = `%${term.toUpperCase()}%`;
            matches = (candidate) => String(candidate).toLowerCase().includes(term.toLowerCase());
            break;
          }
          case 'gte':
            parameter = String(value);
            matches = (candidate) => ordered(candidate) >= ordered(value);
            break;
          case 'lte':
            parameter = String(value);
            matches = (candidate) => ordered(candidate) <= ordered(value);
            break;
        }
        const expected = rows.filter((row) => present(row, field).some(matches)).length;
        const label = `filter[${field}][${op}]=${parameter}`;
        expect(expected, label).toBeGreaterThan(0);
        // (type has two values: both of them select every row.)
        if (distinct.length > 2) expect(expected, label).toBeLessThan(rows.length);
        expect(await total(`filter[${field}][${op}]=${enc(parameter)}`), label).toBe(expected);
        checked += 1;
      }
      // Without an operator a filter means equality (portfolio.md §7: filter[name], filter[slug], …).
      if (definition.ops.includes('eq')) {
        expect(await total(`filter[${field}]=${enc(String(value))}`), `filter[${field}]`).toBe(
          await total(`filter[${field}][eq]=${enc(String(value))}`),
        );
      }
    }
    expect(checked).toBe(
      Object.values(PROJECT_FILTER_FIELDS).reduce((sum, definition) => sum + definition.ops.length, 0),
    );
  });

  it('selects by type (parameter or filter), program and project slug', async () => {
    const programs = count((p) => p.type === 'programa');
    expect(await total('type=programa')).toBe(programs);
    expect(await total('filter[type][in]=programa')).toBe(programs);
    expect(await total('filter[type][eq]=proyecto')).toBe(projects());
    expect(await total('')).toBe(fixture.length);
    const child = fixture.find((p) => p.parentProject)!;
    const page = await list(`program_slug=${child.parentProject!.slug}&limit=100`);
    expect(page.pagination.total).toBe(count((p) => p.parentProject?.slug === child.parentProject!.slug));
    expect(page.data.every((item) => item.program?.slug === child.parentProject!.slug)).toBe(true);
    const one = await list(`project_slug=${child.slug}`);
    expect(one.data.map((item) => item.projectId)).toEqual([child.projectId]);
    expect(await total(`program_slug=${child.parentProject!.slug.toUpperCase()}`)).toBe(page.pagination.total);
  });

  it('gives the SQL text and parameters a benchmark runs with the plain driver, with the same answer as the API', async () => {
    const tenantId = demoTenants.find((tenant) => tenant.slug === 'cenit-demo')!.tenantId;
    const search = `type=proyecto&sort=-score&page=2&filter[status][in]=${enc('Ejecución,Priorizado')}`;
    const parsed = parseApiProjectQuery(search);
    if (!parsed.ok) throw new Error(search);
    const { pageIds, count: countQuery } = buildProjectListQueries(tenantId, parsed.query);
    const pageSql = toSqlText(pageIds);
    expect(pageSql.sql).toMatch(/\$1/);
    expect(pageSql.params).toContain(tenantId);
    const run = async ({ sql, params }: { sql: string; params: unknown[] }) => {
      const handle = testContext().database;
      const result =
        handle.kind === 'pglite' ? await handle.client.query(sql, params) : await handle.client.query(sql, params);
      return result.rows as Record<string, unknown>[];
    };
    const api = await list(search);
    const ids = (await run(pageSql)).map((row) => row.id as string);
    expect(ids).toEqual(api.data.map((item) => item.projectId));
    // The items of those ids, in their order, are the API's items.
    const items = await run({ sql: PAGE_ITEMS_STATEMENT.sql, params: [ids] });
    expect(items.map((row) => (row.item as { projectId: string }).projectId)).toEqual(ids);
    expect(items.map((row) => row.item)).toEqual(api.data);
    expect(Number((await run(toSqlText(countQuery)))[0]!.total)).toBe(api.pagination.total);
  });

  it('answers 400 VALIDATION_ERROR in Spanish to every malformed query', async () => {
    for (const [search, message] of [
      ['filter[colour][in]=red', 'Campo de filtro desconocido: colour.'],
      ['filter[name][gte]=a', 'Operador gte no permitido para el campo name.'],
      ['filter[name][like]=a', 'Operador like no permitido para el campo name.'],
      ['sort=-colour', 'Campo de orden desconocido: colour.'],
      ['filter[budget_amount][gte]=mucho', 'El valor de filter[budget_amount][gte] debe ser numérico.'],
      ['filter[score][in]=1,x', 'El valor de filter[score][in] debe ser numérico.'],
      [
        "filter[project_id][in]=1' or '1'='1",
        'Cada valor de filter[project_id][in] debe ser el identificador (UUID) de un proyecto.',
      ],
      ['filter[project_id][ilike]=%25a%25', 'Operador ilike no permitido para el campo project_id.'],
      [
        'filter[created_at][gte]=2026-02-30',
        'El valor de filter[created_at][gte] debe ser una fecha válida (AAAA-MM-DD o ISO 8601).',
      ],
      ['filter[budget_amount][gte]=0x10', 'El valor de filter[budget_amount][gte] debe ser numérico.'],
      [
        'filter[expected_execution_months][lte]=seis',
        'El valor de filter[expected_execution_months][lte] debe ser numérico.',
      ],
      [
        'filter[updated_at][lte]=2026-13-01',
        'El valor de filter[updated_at][lte] debe ser una fecha válida (AAAA-MM-DD o ISO 8601).',
      ],
      [
        'filter[created_at][eq]=2026-10-01T25:00:00Z',
        'El valor de filter[created_at][eq] debe ser una fecha válida (AAAA-MM-DD o ISO 8601).',
      ],
      // An offset that carries the instant into year 10000, which the database cannot hold.
      [
        'filter[created_at][gte]=9999-12-31T23:59:00-12:00',
        'El valor de filter[created_at][gte] debe ser una fecha válida (AAAA-MM-DD o ISO 8601).',
      ],
      // A LIKE pattern may not end in its escape character; PostgreSQL would refuse it.
      [
        'filter[name][ilike]=%25agua%5C',
        'El patrón de filter[name][ilike] no puede terminar en una barra invertida (\\) sola.',
      ],
      // PostgreSQL stores no NUL character, in a filter or in a scope slug.
      ['filter[name][eq]=a%00b', 'El valor de filter[name][eq] contiene un carácter no permitido (NUL).'],
      ['filter[status][in]=Ejecución,%00', 'El valor de filter[status][in] contiene un carácter no permitido (NUL).'],
      ['organization_slug=a%00b', 'El valor de organization_slug contiene un carácter no permitido (NUL).'],
      ['page=0', 'El número de página debe ser un entero entre 1 y 10.000.000.'],
      ['page=-2', 'El número de página debe ser un entero entre 1 y 10.000.000.'],
      ['page=x', 'El número de página debe ser un entero entre 1 y 10.000.000.'],
      // (page − 1) · limit would overflow the database's integers.
      ['page=200000000', 'El número de página debe ser un entero entre 1 y 10.000.000.'],
      ['page=99999999999999999999', 'El número de página debe ser un entero entre 1 y 10.000.000.'],
      ['limit=0', 'El límite debe ser un entero entre 1 y 100.'],
      ['limit=abc', 'El límite debe ser un entero entre 1 y 100.'],
      ['limit=1.5', 'El límite debe ser un entero entre 1 y 100.'],
      ['limit=101', 'El límite debe ser un entero entre 1 y 100.'],
      ['type=obra', 'El tipo debe ser proyecto o programa.'],
      ['filter[type][in]=proyecto,obra', 'El tipo debe ser proyecto o programa.'],
      ['filter[name=agua', 'Parámetro de filtro mal formado: filter[name.'],
    ]) {
      const response = await get(`/t/cenit-demo/projects?${search}`);
      expect(response.status, search).toBe(400);
      const body = await response.json();
      expect(body, search).toMatchObject({ errorCode: 'VALIDATION_ERROR', message });
      expect(body.details[0].message).toBe(message);
    }
    // The highest page accepted, far past the end, is an empty page (its offset fits the database's integers).
    const last = await list('page=10000000&limit=100');
    expect(last.data).toEqual([]);
    expect(last.pagination.total).toBe(fixture.length);
    const both = await get('/t/cenit-demo/projects?page=0&limit=500');
    expect(await both.json()).toMatchObject({
      message: 'Los parámetros de la consulta no son válidos.',
      details: [{ path: 'page' }, { path: 'limit' }],
    });
  });

  it('keeps tenants apart: another tenant is 403, and no row of another tenant ever appears', async () => {
    const denied = await get('/t/obras-publicas/projects');
    expect(denied.status).toBe(403);
    expect((await denied.json()).errorCode).toBe('PERMISSION_DENIED');
    expect((await get('/t/obras-publicas/projects/filters/values?fields=status')).status).toBe(403);
    expect((await get('/t/obras-publicas/projects/export?format=csv')).status).toBe(403);
    // A slug no tenant can have (PostgreSQL holds no NUL) is refused as any tenant the caller cannot see.
    expect((await get('/t/cenit%00demo/projects')).status).toBe(403);
    const other = demoProjectsByTenant['obras-publicas'][0]!;
    // The same slug or organisation asked from the wrong tenant finds nothing.
    expect(await total(`project_slug=${other.slug}`)).toBe(count((p) => p.slug === other.slug));
    const all = await list('limit=100&sort=-createdAt');
    expect(all.data.some((item) => otherTenantIds.has(item.projectId))).toBe(false);
    const admin = await list('limit=100', tokens.admin);
    expect(admin.data.some((item) => otherTenantIds.has(item.projectId))).toBe(false);
    // The other tenant's projects, asked by id from this one, select nothing; with one of this tenant's, only it.
    const own = fixture[0]!;
    expect(await total(`filter[project_id][in]=${[...otherTenantIds].slice(0, 5).join(',')}`)).toBe(0);
    const mixed = await list(`filter[project_id][in]=${[...otherTenantIds][0]},${own.projectId}`);
    expect(mixed.data.map((item) => item.projectId)).toEqual([own.projectId]);
    // The other tenant's organisations, asked by slug from this one, select nothing (unless this tenant has the slug).
    const ownSlugs = new Set(fixture.flatMap((project) => project.organizations.map((o) => o.slug)));
    const foreignSlugs = [
      ...new Set(demoProjectsByTenant['obras-publicas'].flatMap((p) => p.organizations.map((o) => o.slug))),
    ].filter((slug) => !ownSlugs.has(slug));
    expect(foreignSlugs.length).toBeGreaterThan(0);
    for (const slug of foreignSlugs) {
      expect(await total(`organization_slug=${slug}`), slug).toBe(0);
      expect(await total(`filter[organization_slug][in]=${slug}`), slug).toBe(0);
    }
    expect((await get('/t/cenit-demo/projects', 'x.y.z')).status).toBe(401);
  });
});

describe('GET /t/{slug}/projects/filters/values', () => {
  it('answers the distinct non-empty values of each facet, sorted', async () => {
    const response = await get(
      '/t/cenit-demo/projects/filters/values?fields=status,priority,area,executing_area,sector,funding_source,economic_evaluation,environmental_study,created_by',
    );
    expect(response.status).toBe(200);
    const values = (await response.json()) as Record<string, string[]>;
    const distinct = (read: (p: Project) => string | null | undefined) =>
      [...new Set(fixture.map(read).filter((value): value is string => Boolean(value)))].sort(
        new Intl.Collator('es', { sensitivity: 'base', numeric: true }).compare,
      );
    expect(values.status).toEqual(distinct((p) => p.status));
    expect(values.priority).toEqual(distinct((p) => p.priority));
    expect(values.area).toEqual(distinct(areaOf));
    expect(values.executing_area).toEqual(values.area);
    expect(values.sector).toEqual(distinct((p) => p.sector));
    expect(values.funding_source).toEqual(distinct((p) => p.fundingSource));
    expect(values.economic_evaluation).toEqual(distinct((p) => p.economicEvaluation));
    expect(values.environmental_study).toEqual(distinct((p) => p.environmentalStudy));
    expect(values.created_by).toEqual(distinct((p) => p.createdBy?.name));
  });

  it('answers the Organismo, Programa and Provincia facets (issue 43): the tenant’s own, none of the other’s', async () => {
    const response = await get('/t/cenit-demo/projects/filters/values?fields=organization_name,program_name,province');
    expect(response.status).toBe(200);
    const values = (await response.json()) as Record<string, string[]>;
    const sorted = (list: Iterable<string | null | undefined>) =>
      [...new Set([...list].filter((value): value is string => Boolean(value)))].sort(
        new Intl.Collator('es', { sensitivity: 'base', numeric: true }).compare,
      );
    // Every organisation of the tenant (the filter matches any participating one, not only the lead).
    expect(values.organization_name).toEqual(
      sorted(demoOrganizationsByTenant['cenit-demo'].map((organization) => organization.name)),
    );
    expect(values.program_name).toEqual(sorted(fixture.map((p) => p.parentProject?.name)));
    expect(values.province).toEqual(sorted(fixture.map((p) => p.province)));
    expect(values.province!.length).toBeGreaterThan(3);
    const foreign = new Set([
      ...demoOrganizationsByTenant['obras-publicas'].map((organization) => organization.name),
      ...demoProjectsByTenant['obras-publicas'].map((p) => p.parentProject?.name),
    ]);
    const own = new Set([...values.organization_name!, ...values.program_name!]);
    // The other tenant has names of its own, which the equalities above leave out.
    expect([...foreign].filter((name) => name && !own.has(name)).length).toBeGreaterThan(0);
  });

  it('answers 400 to an unknown or missing field', async () => {
    const unknown = await get('/t/cenit-demo/projects/filters/values?fields=status,colour');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      message: 'Campo de valores de filtro desconocido: colour.',
    });
    expect((await get('/t/cenit-demo/projects/filters/values')).status).toBe(400);
  });

  it('answers the facets of one type, and 400 to a type outside the contract as the list does', async () => {
    // Funding sources: one of the tenant's is used by projects only, so an ignored type would answer it too.
    const facet = async (query: string) =>
      (
        (await (await get(`/t/cenit-demo/projects/filters/values?fields=funding_source${query}`)).json()) as {
          funding_source: string[];
        }
      ).funding_source;
    const sourcesOf = (rows: readonly Project[]) =>
      [...new Set(rows.map((p) => p.fundingSource).filter((value): value is string => Boolean(value)))].sort(
        new Intl.Collator('es', { sensitivity: 'base', numeric: true }).compare,
      );
    const programSources = sourcesOf(fixture.filter((p) => p.type === 'programa'));
    expect(programSources).not.toEqual(sourcesOf(fixture));
    expect(await facet('&type=Programa')).toEqual(programSources);
    expect(await facet('')).toEqual(sourcesOf(fixture));
    const wrong = await get('/t/cenit-demo/projects/filters/values?fields=status&type=obra');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      message: 'El tipo debe ser proyecto o programa.',
    });
  });

  it('never answers a value that only the other tenant has', async () => {
    const fields = ['status', 'area', 'sector', 'funding_source', 'created_by'] as const;
    const response = await get(`/t/cenit-demo/projects/filters/values?fields=${fields.join(',')}`);
    const values = Object.values((await response.json()) as Record<string, string[]>).flat();
    const facetValues = (project: Project) => [
      project.status,
      areaOf(project),
      project.sector,
      project.fundingSource,
      project.createdBy?.name,
    ];
    const own = new Set(fixture.flatMap(facetValues).filter(Boolean));
    const foreignOnly = demoProjectsByTenant['obras-publicas']
      .flatMap(facetValues)
      .filter((value) => value && !own.has(value));
    expect(foreignOnly.length).toBeGreaterThan(0);
    expect(values.length).toBeGreaterThan(0);
    expect(values.filter((value) => !own.has(value))).toEqual([]);
  });
});
