// A statement's rows as PostgreSQL sends them — every value the text of its column, unparsed — for the caller that
// passes text through (the project list sends the item JSON PostgreSQL wrote: projects/listItem.ts).
// Both drivers (pg for a server, PGlite embedded) are asked for array rows with every type parser set to identity.
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Database } from './client.ts';
import { ScopedPglite } from './tenantScope.ts';

export interface TextRows {
  columnNames: string[];
  /** One array per row, in the order of `columnNames`; null for SQL NULL. */
  rows: (string | null)[][];
}

const dialect = new PgDialect();
const asText = (value: string) => value;
const pgTextTypes = { getTypeParser: () => asText };
// PGlite merges these over its parsers, type by type: every type it would parse keeps its text.
const pgliteTextParsers = Object.fromEntries(Object.keys(pgliteTypes.parsers).map((type) => [type, asText]));

/** The driver under a drizzle database: a pool, PGlite, or a tenant's scoped wrapper of either. */
const driverOf = (db: Database) => (db as unknown as { $client: pg.Pool | PGlite | ScopedPglite }).$client;

/** `statement`'s rows as text (the map's answer). */
export async function textRows(db: Database, statement: SQL): Promise<TextRows> {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return queryTextRows(driverOf(db), text, params);
}

/**
 * The rows of a statement whose text never changes, as text: on PostgreSQL a named statement, which each connection
 * parses and plans once (PGlite, one connection and no planning cost worth saving, runs the text).
 */
export async function namedTextRows(
  db: Database,
  statement: { name: string; sql: string },
  params: unknown[],
): Promise<TextRows> {
  return queryTextRows(driverOf(db), statement.sql, params, statement.name);
}

/** The same, for SQL text and parameters sent straight through a driver (the list benchmark's direct side). */
export async function queryTextRows(
  client: pg.Pool | PGlite | ScopedPglite,
  text: string,
  params: unknown[],
  name?: string,
): Promise<TextRows> {
  // A tenant's database (db/tenantScope.ts) wraps either driver with the same `query`.
  if (client instanceof PGlite || client instanceof ScopedPglite) {
    const result = await client.query<(string | null)[]>(text, params, {
      rowMode: 'array',
      parsers: pgliteTextParsers,
    });
    return { columnNames: result.fields.map((column) => column.name), rows: result.rows };
  }
  const result = await client.query<(string | null)[]>({
    name,
    text,
    values: params,
    rowMode: 'array',
    types: pgTextTypes,
  });
  return { columnNames: result.fields.map((column) => column.name), rows: result.rows };
}
