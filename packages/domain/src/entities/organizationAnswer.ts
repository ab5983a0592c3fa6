// Organisations as the API answers them (ARCHITECTURE.md §4 "Organisations", platform.md §2-§3): exact types,
// camelCase, null for "no value"; the list, the detail and the edit share one shape. Also the queries and the edit
// body. The API's OpenAPI document and the api-client's reading of the answers come from these schemas.
// (organization.ts keeps the lenient reader of organisations stored on the device.)
import { z } from 'zod';
import { messages } from '../messages/messages.ts';
import { limitParam } from '../shared/limitParam.ts';
import { interpolate } from '../messages/interpolate.ts';
import { editedDescription, editedName, readVersion } from './editFields.ts';
import { projectListItemSchema } from './projectAnswer.ts';

const text = z.string().nullable();
const person = z.object({ name: z.string(), avatarUrl: text });
const instant = z.string().meta({ description: 'ISO 8601 en UTC, al milisegundo.' });

/** One organisation: GET …/organizations (each item), GET …/organizations/{orgSlug}, PUT …/organizations/{id}. */
export const organizationAnswerSchema = z.object({
  organizationId: z.string(),
  version: z.number().int().meta({ description: 'Crece con cada escritura; PUT lo pide para evitar pisar cambios.' }),
  slug: z.string(),
  code: z.string().meta({ description: 'Código del organismo (la Clave de la tabla: hoy, su slug).' }),
  name: z.string(),
  description: text,
  responsable: z.object({ name: z.string(), email: text, avatarUrl: text }).nullable(),
  createdBy: person.nullable(),
  updatedBy: person.nullable(),
  createdAt: instant,
  updatedAt: instant,
  projectCount: z
    .number()
    .int()
    .meta({ description: 'Proyectos (tipo proyecto) en los que participa: el total de su lista de proyectos.' }),
});
export type OrganizationAnswer = z.infer<typeof organizationAnswerSchema>;

/** GET /t/{slug}/organizations: an array, in the order asked for. */
export const organizationListAnswerSchema = z.array(organizationAnswerSchema);

/** The longest text a search (global or of the organisations list) accepts. */
export const SEARCH_QUERY_MAX_LENGTH = 200;
export const ORGANIZATION_LIST_MAX_LIMIT = 1000;
export const ORGANIZATION_SORTS = ['name', '-name', 'createdAt', '-createdAt', 'updatedAt', '-updatedAt'] as const;
export type OrganizationSort = (typeof ORGANIZATION_SORTS)[number];

const validation = messages.organizations.validation;

/** A search text: trimmed, at most SEARCH_QUERY_MAX_LENGTH characters, no NUL (PostgreSQL cannot hold one). */
export const searchTextSchema = z
  .string()
  .trim()
  .max(SEARCH_QUERY_MAX_LENGTH, interpolate(messages.search.request.queryTooLong, { max: SEARCH_QUERY_MAX_LENGTH }))
  .refine((value) => !value.includes('\u0000'), interpolate(messages.apiQuery.forbiddenCharacter, { param: 'q' }));

/** The query of GET /t/{slug}/organizations. */
export const organizationListQuerySchema = z
  .object({
    limit: z.coerce
      .number({ error: interpolate(validation.badLimit, { max: ORGANIZATION_LIST_MAX_LIMIT }) })
      .int(interpolate(validation.badLimit, { max: ORGANIZATION_LIST_MAX_LIMIT }))
      .min(1, interpolate(validation.badLimit, { max: ORGANIZATION_LIST_MAX_LIMIT }))
      .max(ORGANIZATION_LIST_MAX_LIMIT, interpolate(validation.badLimit, { max: ORGANIZATION_LIST_MAX_LIMIT }))
      .default(ORGANIZATION_LIST_MAX_LIMIT),
    sort: z
      .string()
      .trim()
      .default('name')
      .refine((value) => (ORGANIZATION_SORTS as readonly string[]).includes(value), {
        error: (issue) =>
          interpolate(validation.badSort, { sort: String(issue.input), sorts: ORGANIZATION_SORTS.join(', ') }),
      })
      .transform((value) => value as OrganizationSort),
    q: searchTextSchema.optional(),
    organization_slug: z.string().optional(),
  })
  .strict();
export type OrganizationListQuery = z.output<typeof organizationListQuerySchema>;

/** The query of GET /t/{slug}/organizations/{orgSlug}/projects: how many of its latest projects. */
export const organizationProjectsQuerySchema = z
  .object({
    limit: limitParam(5),
  })
  .strict();

/** GET /t/{slug}/organizations/{orgSlug}/projects: its latest projects (last updated first) and how many it has. */
export const organizationProjectsAnswerSchema = z.object({
  projects: z.array(projectListItemSchema),
  orgName: z.string(),
  total: z.number().int().meta({ description: 'Igual al total de la lista de proyectos del organismo.' }),
});
export type OrganizationProjectsAnswer = z.infer<typeof organizationProjectsAnswerSchema>;

export const ORGANIZATION_NAME_MAX_LENGTH = 300;
export const ORGANIZATION_DESCRIPTION_MAX_LENGTH = 20_000;

/** PUT /t/{slug}/organizations/{organizationId}: name and description, and the version the page read. */
export const organizationUpdateBodySchema = z
  .object({
    name: editedName(validation, ORGANIZATION_NAME_MAX_LENGTH).optional(),
    description: editedDescription(validation, ORGANIZATION_DESCRIPTION_MAX_LENGTH).optional(),
    version: readVersion(validation),
  })
  .strict();
export type OrganizationUpdateBody = z.infer<typeof organizationUpdateBodySchema>;
