// What a project's write must check against its tenant, after the body's own rules (domain's projectWrite.ts):
// the status is one of the tenant's, the organisations and the program exist in this tenant and are not archived,
// a program belongs to no program, and the project code is free. Each failure is a Spanish 400 (409 for a taken
// code) naming the field, thrown before anything is written. Every statement is bounded by the tenant, so another
// tenant's id reads as unknown.
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  DEFAULT_STATUS,
  interpolate,
  isKnownStatus,
  messages,
  projectStatusesFromConfig,
  type ProjectStatusOption,
  type ProjectType,
} from '@siipro/domain';
import { ApiError } from '@siipro/server';
import type { DatabaseTransaction } from '../db/client.ts';
import { organizations, projects, tenants } from '../db/schema.ts';

const rules = messages.projectForm.validation;

/** What every write of the tenant's projects reads once: its configuration (statuses, score reference). */
export interface WriteContext {
  configJson: unknown;
  statuses: ProjectStatusOption[];
}

export async function loadWriteContext(tx: DatabaseTransaction, tenantId: string): Promise<WriteContext> {
  const [tenant] = await tx.select({ configJson: tenants.configJson }).from(tenants).where(eq(tenants.id, tenantId));
  const configJson = tenant?.configJson ?? {};
  return { configJson, statuses: projectStatusesFromConfig(configJson) };
}

/** A 400 VALIDATION_ERROR about one field, as the body's validation answers. */
export function fieldError(path: string, message: string): ApiError {
  return new ApiError('VALIDATION_ERROR', message, [{ path, message }]);
}

/** The status a new project starts with: the tenant's first, else the default. */
export function initialStatus(context: WriteContext): string {
  return context.statuses[0]?.value ?? DEFAULT_STATUS;
}

export function checkStatus(status: string, context: WriteContext): void {
  if (!isKnownStatus(status, context.statuses)) {
    throw fieldError('status', interpolate(messages.projectDetail.validation.unknownStatus, { status }));
  }
}

/** The names of those of `ids` that are active organisations of the tenant, by id (one query for many bodies). */
export async function organizationNamesOf(
  tx: DatabaseTransaction,
  tenantId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(
      and(
        eq(organizations.tenantId, tenantId),
        inArray(organizations.id, [...new Set(ids)]),
        isNull(organizations.archivedAt),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** One body's organisations among the known ones (organizationNamesOf): the first unknown id is a 400 naming it. */
export function checkOrganizationsAmong(
  ids: readonly string[],
  names: ReadonlyMap<string, string>,
): Map<string, string> {
  const unknown = ids.findIndex((id) => !names.has(id));
  if (unknown >= 0) throw fieldError(`organizationIds.${unknown}`, rules.organizationUnknown);
  return new Map(ids.map((id) => [id, names.get(id)!]));
}

/** The organisations' names by id, in the order given; any id that is not an active organisation here is a 400. */
export async function checkOrganizations(
  tx: DatabaseTransaction,
  tenantId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  return checkOrganizationsAmong(ids, await organizationNamesOf(tx, tenantId, ids));
}

/** The names of those of `ids` that are active programs of the tenant, by id (one query for many bodies). */
export async function programNamesOf(
  tx: DatabaseTransaction,
  tenantId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(
      and(
        eq(projects.tenantId, tenantId),
        inArray(projects.id, [...new Set(ids)]),
        eq(projects.type, 'programa'),
        isNull(projects.archivedAt),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** One body's program among the known ones (programNamesOf): its name, or the 400 of checkProgram. */
export function checkProgramAmong(
  type: ProjectType,
  programId: string | null,
  names: ReadonlyMap<string, string>,
): string | null {
  if (programId === null) return null;
  if (type === 'programa') throw fieldError('programId', rules.programForProgram);
  const name = names.get(programId);
  if (name === undefined) throw fieldError('programId', rules.programUnknown);
  return name;
}

/** The program's name; a program of another tenant, archived or not a program is a 400, as is a program's program. */
export async function checkProgram(
  tx: DatabaseTransaction,
  tenantId: string,
  type: ProjectType,
  programId: string | null,
): Promise<string | null> {
  // A program's program is refused before any lookup.
  const ids = programId === null || type === 'programa' ? [] : [programId];
  return checkProgramAmong(type, programId, await programNamesOf(tx, tenantId, ids));
}

/**
 * Those of `codes` some project or program of the tenant already has (archived ones included: the import matches rows
 * by code), leaving out `exceptProjectId`'s own. Writes that set a code take turns per tenant (a lock held until
 * commit), so two of them cannot both find the same code free.
 */
export async function takenProjectCodes(
  tx: DatabaseTransaction,
  tenantId: string,
  codes: readonly string[],
  exceptProjectId: string | null = null,
): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('project_code'), hashtext(${tenantId}))`);
  const rows = await tx
    .select({ code: projects.projectCode })
    .from(projects)
    .where(
      and(
        eq(projects.tenantId, tenantId),
        inArray(projects.projectCode, [...new Set(codes)]),
        ...(exceptProjectId ? [ne(projects.id, exceptProjectId)] : []),
      ),
    );
  return new Set(rows.map((row) => row.code!));
}

/** A code among the taken ones (takenProjectCodes) is a 409 that names it. */
export function checkProjectCodeAmong(code: string, taken: ReadonlySet<string>): void {
  if (taken.has(code)) throw new ApiError('CONFLICT', interpolate(rules.projectCodeTaken, { code }));
}

/** The code must be free among the tenant's projects and programs (takenProjectCodes); 409 when it is not. */
export async function checkProjectCode(
  tx: DatabaseTransaction,
  tenantId: string,
  code: string | null,
  exceptProjectId: string | null,
): Promise<void> {
  if (code === null) return;
  checkProjectCodeAmong(code, await takenProjectCodes(tx, tenantId, [code], exceptProjectId));
}
