// The tenant routes (/t/{slug}/…) as the API's own OpenAPI document lists them, and how the security suites
// (tenantIsolation, roleMatrix) fill and call each one: a value for every path parameter, by its name in the document,
// and a valid body for every write — so a route added tomorrow is swept at once, and one whose parameter or body
// nobody taught these tables fails loudly instead of being skipped.
import type { TestContext } from './testApp.ts';
import { BASE } from './http.ts';

export type TenantMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface TenantOperation {
  method: TenantMethod;
  /** As documented: /t/{slug}/projects/{projectId}. */
  path: string;
  /** `PUT /t/{slug}/projects/{projectId}`: the key of the tables below and of the role matrix. */
  name: string;
  writes: boolean;
}

/** Every documented operation under /t/{slug}, sorted by path then method, read from GET /openapi.json. */
export async function tenantOperations(context: TestContext): Promise<TenantOperation[]> {
  const response = await context.app.request(`${BASE}/openapi.json`);
  if (response.status !== 200) throw new Error(`GET /openapi.json answered ${response.status}`);
  const document = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
  const order: TenantMethod[] = ['get', 'post', 'put', 'patch', 'delete'];
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/t/{slug}/'))
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([path, operations]) =>
      (Object.keys(operations) as TenantMethod[])
        .sort((a, b) => order.indexOf(a) - order.indexOf(b))
        .map((method) => ({ method, path, name: `${method.toUpperCase()} ${path}`, writes: method !== 'get' })),
    );
}

/** A value for each path parameter a tenant route may have, by its name in the OpenAPI document. */
export interface PathValues {
  slug: string;
  projectSlug: string;
  projectId: string;
  orgSlug: string;
  organizationId: string;
  scenarioId: string;
  documentId: string;
  domain: string;
  invitationId: string;
  uid: string;
  /** The map's short id of a project (GET …/map/projects/{key}). */
  key: string;
  /** A spreadsheet import's job (GET …/projects/imports/{importId}). */
  importId: string;
}

/** What the bodies need besides the path: the versions last read (edits are guarded by them) and fresh names. */
export interface BodyValues {
  projectVersion: number;
  organizationVersion: number;
  /** A domain no tenant has yet, an e-mail no one was invited with yet. */
  newDomain: string;
  newEmail: string;
  /** A saved optimizer scenario's body ({name, request, result}) the API will vouch for. */
  scenarioBody: unknown;
}

export type CallValues = PathValues & BodyValues;

/** The operation's path with each {parameter} filled; a parameter this table does not know fails the test. */
export function fillPath(operation: TenantOperation, values: Partial<PathValues>): string {
  return operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = (values as Record<string, string | undefined>)[name];
    if (value === undefined) {
      throw new Error(
        `${operation.name}: no value for the path parameter {${name}} — teach PathValues in ` +
          'test/support/tenantRoutes.ts (and the suites that fill it) what it names',
      );
    }
    return encodeURIComponent(value);
  });
}

/** The names of the operation's path parameters other than the tenant's slug. */
export function idParameters(operation: TenantOperation): string[] {
  return [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).filter((name) => name !== 'slug');
}

type Body = { json: unknown } | { form: () => FormData } | null;

/** A valid body for every write (null: the call has none); a write missing here fails the suites. */
const REQUEST_BODIES: Record<string, (values: CallValues) => Body> = {
  'PUT /t/{slug}/settings': () => ({ json: { siteUrl: 'https://www.example.gob.ar/portafolio' } }),
  'POST /t/{slug}/domains': (values) => ({ json: { domain: values.newDomain } }),
  'DELETE /t/{slug}/domains/{domain}': () => null,
  'POST /t/{slug}/members/invitations': (values) => ({ json: { email: values.newEmail, role: 'viewer' } }),
  'POST /t/{slug}/members/invitations/{invitationId}/resend': () => null,
  'POST /t/{slug}/members/invitations/{invitationId}/revoke': () => null,
  'DELETE /t/{slug}/members/{uid}': () => null,
  'DELETE /t/{slug}/members/{uid}/sessions': () => null,
  'PATCH /t/{slug}/members/{uid}/role': () => ({ json: { role: 'viewer' } }),
  'PUT /t/{slug}/organizations/{organizationId}': (values) => ({
    json: { description: 'Descripción revisada por la prueba de seguridad.', version: values.organizationVersion },
  }),
  // Names the organisation of the path's values: under another tenant's slug the sweep sends one that tenant lacks.
  'POST /t/{slug}/projects': (values) => ({
    json: {
      type: 'proyecto',
      name: 'Proyecto de la prueba de seguridad',
      organizationIds: [values.organizationId],
      budgetAmount: 1_500_000.5,
    },
  }),
  'POST /t/{slug}/projects/{projectId}/archive': () => null,
  'POST /t/{slug}/projects/{projectId}/restore': () => null,
  'POST /t/{slug}/organizations': (values) => ({
    json: { name: `Organismo de ${values.newEmail}`, responsableEmail: values.newEmail },
  }),
  'POST /t/{slug}/organizations/{organizationId}/archive': () => null,
  'POST /t/{slug}/organizations/{organizationId}/restore': () => null,
  'PUT /t/{slug}/projects/{projectId}': (values) => ({
    json: { description: 'Descripción revisada por la prueba de seguridad.', version: values.projectVersion },
  }),
  'PUT /t/{slug}/projects/{projectId}/relations': (values) => ({
    json: { requires: [], alternativeGroup: 'Grupo de la prueba de seguridad', version: values.projectVersion },
  }),
  'POST /t/{slug}/projects/{projectId}/activity': () => ({ json: { text: 'Comentario de la prueba de seguridad.' } }),
  'POST /t/{slug}/projects/{projectId}/documents': () => ({
    form: () => {
      const form = new FormData();
      form.append('file', new File([new TextEncoder().encode('Acta de inicio de obra.\n')], 'acta.txt'));
      return form;
    },
  }),
  'POST /t/{slug}/projects/imports': () => ({
    form: () => {
      const form = new FormData();
      const csv = '\uFEFFCódigo;Nombre\r\nSEG-1;Obra de la prueba de seguridad\r\n';
      form.append('file', new File([new TextEncoder().encode(csv)], 'planilla.csv'));
      form.append('dryRun', 'true');
      return form;
    },
  }),
  'POST /t/{slug}/optimizer/scenarios': (values) => ({ json: values.scenarioBody }),
  'DELETE /t/{slug}/optimizer/scenarios/{scenarioId}': () => null,
  'DELETE /t/{slug}/projects/{projectId}/documents/{documentId}': () => null,
};

/** The query a read cannot do without (a valid one), for calls that are not about the query. */
export const REQUIRED_QUERIES: Record<string, string> = {
  'GET /t/{slug}/projects/export': 'format=csv',
  'GET /t/{slug}/projects/filters/values': 'fields=status,priority',
  'GET /t/{slug}/search': 'q=agua',
};

/** Query strings that ask a list-like read for another tenant's rows by name or slug (optional per route). */
export const PROBE_QUERIES: Record<
  string,
  (probe: { projectSlug: string; projectName: string; orgName: string }) => string
> = {
  'GET /t/{slug}/projects': (probe) => `project_slug=${encodeURIComponent(probe.projectSlug)}`,
  'GET /t/{slug}/projects/export': (probe) => `format=csv&project_slug=${encodeURIComponent(probe.projectSlug)}`,
  'GET /t/{slug}/map': (probe) => `project_slug=${encodeURIComponent(probe.projectSlug)}`,
  'GET /t/{slug}/search': (probe) => `q=${encodeURIComponent(probe.projectName)}`,
  'GET /t/{slug}/organizations': (probe) => `q=${encodeURIComponent(probe.orgName)}`,
};

/** Calls a tenant operation with `token`, its path filled from `values` and, for a write, its valid body. */
export async function callOperation(
  context: TestContext,
  operation: TenantOperation,
  token: string,
  values: Partial<CallValues>,
  query = '',
): Promise<Response> {
  const path = fillPath(operation, values) + (query ? `?${query}` : '');
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  let body: BodyInit | undefined;
  if (operation.writes) {
    const make = REQUEST_BODIES[operation.name];
    if (!make) {
      throw new Error(
        `${operation.name}: no request body known — add a valid one to REQUEST_BODIES in tenantRoutes.ts`,
      );
    }
    const made = make(values as CallValues);
    if (made && 'json' in made) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(made.json);
    } else if (made) {
      body = made.form();
    }
  }
  return context.app.request(`${BASE}${path}`, { method: operation.method.toUpperCase(), headers, body });
}
