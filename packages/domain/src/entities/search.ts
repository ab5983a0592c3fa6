// The global search (GET /t/{slug}/search, ARCHITECTURE.md §4, platform.md §2): projects, programs and
// organisations whose name, code or slug contain the text, accent- and case-insensitively. Each result carries what
// the web needs to open it: a programa opens the program page, anything else the project or organisation page,
// under its organisation's slug.
import { z } from 'zod/mini';
import { builtOnFirstUse } from '../shared/builtOnFirstUse.ts';
import { messages } from '../messages/messages.ts';
import { searchTextSchema } from './organizationAnswer.ts';

/** The top bar searches as one types from this many characters (Enter searches any text). */
export const SEARCH_AS_YOU_TYPE_MIN_LENGTH = 2;
/** At most this many results of each kind. */
export const SEARCH_MAX_PER_KIND = 10;
/** The kinds of result, as `messages.search.kinds` names them. */
export const SEARCH_RESULT_TYPES = ['proyecto', 'programa', 'organization'] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

export const searchResultSchema = builtOnFirstUse(() =>
  z.object({
    type: z.enum(SEARCH_RESULT_TYPES),
    id: z.string().check(z.meta({ description: 'projectId, o organizationId para un organismo.' })),
    slug: z.string(),
    name: z.string(),
    code: z
      .nullable(z.string())
      .check(z.meta({ description: 'Código del proyecto o programa; el slug para un organismo.' })),
    organization: z.nullable(z.object({ slug: z.string(), name: z.string() })).check(
      z.meta({
        description: 'El organismo líder de un proyecto o programa (nulo si no tiene); nulo para un organismo.',
      }),
    ),
    match: z
      .enum(['exact', 'prefix', 'contains'])
      .check(z.meta({ description: 'Cómo coincide: igual, empieza por el texto, o lo contiene.' })),
  }),
);
export type SearchResult = z.infer<typeof searchResultSchema>;

/** The answer: each kind ranked (exact, then prefix, then contains; then by name), at most 10 of each. */
export const searchAnswerSchema = builtOnFirstUse(() =>
  z.object({
    q: z.string().check(z.meta({ description: 'El texto buscado, sin espacios al principio ni al final.' })),
    projects: z.array(searchResultSchema),
    programs: z.array(searchResultSchema),
    organizations: z.array(searchResultSchema),
  }),
);
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

/** The query: q, not blank. */
export const searchQuerySchema = builtOnFirstUse(() =>
  z.strictObject({
    q: z
      .pipe(z.string({ error: messages.search.request.queryRequired }), searchTextSchema)
      .check(z.refine((value) => value !== '', messages.search.request.queryRequired)),
  }),
);
