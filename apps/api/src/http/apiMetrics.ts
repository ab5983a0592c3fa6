// The API's own Prometheus metrics (issue 46), beside the kit's HTTP ones (server's ops/metrics.ts): its database
// connections (on a PostgreSQL server, both pools — the owner's and the tenant scopes' — as pg reports them; embedded
// PGlite has one connection and no pool to report), and the spreadsheet imports: running in this process, and all
// of them by status from the database (so any process tells the same).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { tenantPoolFor } from '../db/tenantScope.ts';
import { textRows } from '../db/textRows.ts';
import type { ImportRunner } from '../projects/import/importRunner.ts';

export function registerApiMetrics(registry: Registry, db: Database, imports: ImportRunner): void {
  const owner = (db as unknown as { $client: unknown }).$client;
  if (owner instanceof pg.Pool) {
    const pools = { owner, tenant: tenantPoolFor(owner) };
    new Gauge({
      name: 'siipro_db_pool_connections',
      help: 'Database connections of each pool, by state: in_use (lent to a statement) or idle.',
      labelNames: ['pool', 'state'],
      registers: [registry],
      collect() {
        for (const [name, pool] of Object.entries(pools)) {
          if (!pool) continue;
          this.set({ pool: name, state: 'in_use' }, pool.totalCount - pool.idleCount);
          this.set({ pool: name, state: 'idle' }, pool.idleCount);
        }
      },
    });
    new Gauge({
      name: 'siipro_db_pool_waiting',
      help: 'Statements waiting for a connection of each pool.',
      labelNames: ['pool'],
      registers: [registry],
      collect() {
        for (const [name, pool] of Object.entries(pools)) if (pool) this.set({ pool: name }, pool.waitingCount);
      },
    });
  }
  new Gauge({
    name: 'siipro_import_jobs_running',
    help: 'Spreadsheet imports running in this API process.',
    registers: [registry],
    collect() {
      this.set(imports.active);
    },
  });
  new Gauge({
    name: 'siipro_import_jobs',
    help: 'Spreadsheet imports of every tenant, by status (validating, ready, applying, done, failed).',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      const { rows } = await textRows(
        db,
        sql`select status, count(*)::text from project_imports group by status order by status`,
      );
      for (const [status, count] of rows) this.set({ status: status ?? '' }, Number(count));
    },
  });
}
