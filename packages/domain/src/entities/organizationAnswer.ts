// Organisations as the API answers them (ARCHITECTURE.md §4 "Organisations", platform.md §2-§3): exact types,
// camelCase, null for "no value"; the list, the detail and the edit share one shape. Also the queries and the edit
// body. The API's OpenAPI document and the api-client's reading of the answers come from these schemas.
// (organization.ts keeps the lenient reader of organisations stored on the device.)
import { z } from 'zod/mini';
import { builtOnFirstUse } from '../shared/builtOnFirstUse.ts';
import { messages } from '../messages/messages.ts';
import { limitParam } from '../shared/limitParam.ts';
import { interpolate } from '../messages/interpolate.ts';
import { answeredPerson, entityVersion, instant, nullableText } from './answerFields.ts';
import { projectListItemSchema } from './projectAnswer.ts';

/** One organisation: GET …/organizations (each item), GET …/organizations/{orgSlug}, PUT …/organizations/{id}. */
export const organizationAnswerSchema = builtOnFirstUse(() =>
  z.object({
    organizationId: z.string(),
    version: entityVersion,
    slug: z.string(),
    code: z.string().check(z.meta({ description: 'Código del organismo (la Clave de la tabla: hoy, su slug).' })),
    name: z.string(),
    description: nullableText,
    responsable: z.nullable(z.object({ name: z.string(), email: nullableText, avatarUrl: nullableText })),
    createdBy: z.nullable(answeredPerson),
    updatedBy: z.nullable(answeredPerson),
    createdAt: instant,
    updatedAt: instant,
    archivedAt: z
      .nullable(instant)
      .check(z.meta({ description: 'Cuándo se archivó; nulo si está activo (los archivados no aparecen en listas).' })),
    projectCount: z
      .number()
      .check(
        z.int(),
        z.meta({ description: 'Proyectos (tipo proyecto) en los que participa: el total de su lista de proyectos.' }),
      ),
  }),
);
export type OrganizationAnswer = z.infer<typeof organizationAnswerSchema>;

/** GET /t/{slug}/organizations: an array, in the order asked for. */
export const organizationListAnswerSchema = builtOnFirstUse(() => z.array(organizationAnswerSchema));

/** The longest text a search (global or of the organisations list) accepts. */
export const SEARCH_QUERY_MAX_LENGTH = 200;
export const ORGANIZATION_LIST_MAX_LIMIT = 1000;
export const ORGANIZATION_SORTS = ['name', '-name', 'createdAt', '-createdAt', 'updatedAt', '-updatedAt'] as const;
export type OrganizationSort = (typeof ORGANIZATION_SORTS)[number];

const validation = messages.organizations.validation;

// The edit body (PUT …/organizations/{organizationId}) is intake's organizationUpdateBodySchema (organizationWrite.ts).

/** A search text: trimmed, at most SEARCH_QUERY_MAX_LENGTH characters, no NUL (PostgreSQL cannot hold one). */
export const searchTextSchema = builtOnFirstUse(() =>
  z.string().check(
    z.trim(),
    z.maxLength(
      SEARCH_QUERY_MAX_LENGTH,
      interpolate(messages.search.request.queryTooLong, { max: SEARCH_QUERY_MAX_LENGTH }),
    ),
    z.refine((value) => !value.includes('\u0000'), interpolate(messages.apiQuery.forbiddenCharacter, { param: 'q' })),
  ),
);

const badLimit = interpolate(validation.badLimit, { max: ORGANIZATION_LIST_MAX_LIMIT });

/** The query of GET /t/{slug}/organizations. */
export const organizationListQuerySchema = builtOnFirstUse(() =>
  z.strictObject({
    limit: z._default(
      z.coerce
        .number({ error: badLimit })
        .check(z.int(badLimit), z.gte(1, badLimit), z.lte(ORGANIZATION_LIST_MAX_LIMIT, badLimit)),
      ORGANIZATION_LIST_MAX_LIMIT,
    ),
    sort: z.pipe(
      z._default(z.string().check(z.trim()), 'name').check(
        z.refine((value) => (ORGANIZATION_SORTS as readonly string[]).includes(value), {
          error: (issue) =>
            interpolate(validation.badSort, { sort: String(issue.input), sorts: ORGANIZATION_SORTS.join(', ') }),
        }),
      ),
      z.transform((value) => value as OrganizationSort),
    ),
    q: z.optional(searchTextSchema),
    organization_slug: z.optional(z.string()),
    /** `true`: only archived organisations (the "Archivados" view, organizations:edit); else only active ones. */
    archived: z.optional(
      z.pipe(
        z.enum(['true', 'false'], { error: messages.apiQuery.badArchived }),
        z.transform((value) => value === 'true'),
      ),
    ),
  }),
);
export type OrganizationListQuery = z.output<typeof organizationListQuerySchema>;

/** The query of GET /t/{slug}/organizations/{orgSlug}/projects: how many of its latest projects. */
export const organizationProjectsQuerySchema = builtOnFirstUse(() =>
  z.strictObject({
    limit: limitParam(5),
  }),
);

/** GET /t/{slug}/organizations/{orgSlug}/projects: its latest projects (last updated first) and how many it has. */
export const organizationProjectsAnswerSchema = builtOnFirstUse(() =>
  z.object({
    projects: z.array(projectListItemSchema),
    orgName: z.string(),
    total: z.number().check(z.int(), z.meta({ description: 'Igual al total de la lista de proyectos del organismo.' })),
  }),
);
export type OrganizationProjectsAnswer = z.infer<typeof organizationProjectsAnswerSchema>;

export const ORGANIZATION_NAME_MAX_LENGTH = 300;
export const ORGANIZATION_DESCRIPTION_MAX_LENGTH = 20_000;
