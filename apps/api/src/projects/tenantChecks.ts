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

/** The organisations' names by id, in the order given; any id that is not an active organisation here is a 400. */
export async function checkOrganizations(
  tx: DatabaseTransaction,
  tenantId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(
      and(eq(organizations.tenantId, tenantId), inArray(organizations.id, [...ids]), isNull(organizations.archivedAt)),
    );
  const names = new Map(rows.map((row) => [row.id, row.name]));
  const unknown = ids.findIndex((id) => !names.has(id));
  if (unknown >= 0) throw fieldError(`organizationIds.${unknown}`, rules.organizationUnknown);
  return new Map(ids.map((id) => [id, names.get(id)!]));
}

/** The program's name; a program of another tenant, archived or not a program is a 400, as is a program's program. */
export async function checkProgram(
  tx: DatabaseTransaction,
  tenantId: string,
  type: ProjectType,
  programId: string | null,
): Promise<string | null> {
  if (programId === null) return null;
  if (type === 'programa') throw fieldError('programId', rules.programForProgram);
  const [program] = await tx
    .select({ name: projects.name })
    .from(projects)
    .where(
      and(
        eq(projects.tenantId, tenantId),
        eq(projects.id, programId),
        eq(projects.type, 'programa'),
        isNull(projects.archivedAt),
      ),
    );
  if (!program) throw fieldError('programId', rules.programUnknown);
  return program.name;
}

/**
 * The code must be free among the tenant's projects and programs, archived ones included (the import matches rows
 * by it). Writes that set a code take turns per tenant (a lock held until commit), so two of them cannot both find
 * the same code free.
 */
export async function checkProjectCode(
  tx: DatabaseTransaction,
  tenantId: string,
  code: string | null,
  exceptProjectId: string | null,
): Promise<void> {
  if (code === null) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('project_code'), hashtext(${tenantId}))`);
  const [taken] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.tenantId, tenantId),
        eq(projects.projectCode, code),
        ...(exceptProjectId ? [ne(projects.id, exceptProjectId)] : []),
      ),
    )
    .limit(1);
  if (taken) throw new ApiError('CONFLICT', interpolate(rules.projectCodeTaken, { code }));
}
