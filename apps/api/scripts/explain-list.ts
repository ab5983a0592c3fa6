// `DATABASE_URL=postgres://… tsx scripts/explain-list.ts [--analyze] [--runs N]`: migrates the database, then runs the
// representative list queries (the very statements of src/projects/listQuery.ts) through a plain `pg` client and
// prints their plans and median times, next to the median of the same call through the whole API in-process (access
// token, tenant check, parsing, both statements, JSON). Seed a large tenant first: `pnpm db:reset --projects 100000`.
import { demoAccounts, parseApiProjectQuery } from '@siipro/domain';
import pg from 'pg';
import { pino } from 'pino';
import { createAccessTokens } from '../src/auth/accessTokens.ts';
import { loadSigningKey } from '../src/auth/signingKey.ts';
import { systemClock } from '../src/clock.ts';
import { loadConfig } from '../src/config.ts';
import { createApp } from '../src/http/app.ts';
import { demoUserId } from '../src/seed/stableIds.ts';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { buildFacetQuery, buildProjectListQueries, toSqlText } from '../src/projects/listQuery.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const args = process.argv.slice(2);
const analyze = args.includes('--analyze');
const runs = Number(args[args.indexOf('--runs') + 1]) || 15;

export const REPRESENTATIVE_QUERIES: Record<string, string> = {
  'default page': 'type=proyecto',
  'ilike search': 'type=proyecto&filter[name][ilike]=%25agua%25',
  'status + priority': 'type=proyecto&filter[status][in]=Ejecución,Priorizado&filter[priority][in]=Alta',
  'budget range': 'type=proyecto&filter[budget_amount][gte]=100000000&filter[budget_amount][lte]=200000000',
  'score desc': 'type=proyecto&sort=-score',
  'budget desc': 'type=proyecto&sort=-budgetAmount',
  'organisation scope': 'type=proyecto&organization_slug=ORG',
  'deep page 500': 'type=proyecto&page=500',
  combined:
    'type=proyecto&sort=-budgetAmount&filter[status][in]=Ejecución&filter[score][gte]=50&filter[created_at][gte]=2024-01-01&filter[name][ilike]=%25ruta%25',
  'sort by organisation': 'type=proyecto&sort=organization',
  'programs default': 'type=programa',
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const handle = await openDatabase({ kind: 'postgres', url: url! });
  await runMigrations(handle);
  const config = loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'silent' });
  const accessTokens = createAccessTokens(await loadSigningKey({}), { ttlSeconds: 3600, clock: systemClock });
  const app = createApp({
    config,
    db: handle.db,
    clock: systemClock,
    logger: pino({ level: 'silent' }),
    auth: { accessTokens, idTokens: { verify: () => Promise.reject(new Error('unused')) } },
  });
  const admin = demoAccounts.find((account) => account.email === 'admin@siipro.test')!;
  const { accessToken } = await accessTokens.issue({ userId: demoUserId(admin.uid), email: admin.email });
  const timeApi = async (search: string) => {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      const response = await app.request(`http://127.0.0.1/t/cenit-demo/projects?${search}`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      await response.json();
      if (response.status !== 200) throw new Error(`${search}: ${response.status}`);
      times.push(performance.now() - start);
    }
    return median(times);
  };
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const tenant = await client.query<{ id: string }>("select id from tenants where slug = 'cenit-demo'");
  const tenantId = tenant.rows[0]!.id;
  const organization = await client.query<{ slug: string }>(
    'select slug from organizations where tenant_id = $1 order by slug limit 1',
    [tenantId],
  );
  const time = async (text: string, params: unknown[]) => {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      await client.query(text, params);
      times.push(performance.now() - start);
    }
    return median(times);
  };
  for (const [label, template] of Object.entries(REPRESENTATIVE_QUERIES)) {
    const search = template.replace('ORG', organization.rows[0]!.slug);
    const parsed = parseApiProjectQuery(search);
    if (!parsed.ok) throw new Error(`${label}: ${JSON.stringify(parsed.errors)}`);
    const { page, count } = buildProjectListQueries(tenantId, parsed.query);
    const pageSql = toSqlText(page);
    const countSql = toSqlText(count);
    const pageMs = await time(pageSql.sql, pageSql.params);
    const countMs = await time(countSql.sql, countSql.params);
    const apiMs = await timeApi(search);
    console.log(
      `\n=== ${label}: page ${pageMs.toFixed(1)} ms, count ${countMs.toFixed(1)} ms, API ${apiMs.toFixed(1)} ms`,
    );
    if (analyze) {
      for (const [name, statement] of [
        ['page', pageSql],
        ['count', countSql],
      ] as const) {
        const plan = await client.query(`explain (analyze, costs off, timing off) ${statement.sql}`, statement.params);
        console.log(`--- ${name}\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
      }
    }
  }
  for (const field of ['status', 'executing_area', 'created_by'] as const) {
    const facet = toSqlText(buildFacetQuery(tenantId, field));
    console.log(`facet ${field}: ${(await time(facet.sql, facet.params)).toFixed(2)} ms`);
  }
  await client.end();
  await handle.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
