// A project or program as GET /t/{slug}/projects/{projectSlug} answers it (ARCHITECTURE.md §4, portfolio.md §3,
// §4.3): the list item plus its explained score. Also the bodies of the detail page's writes and the activity feed's
// answer. Exact types: the API's OpenAPI document comes from these schemas and its tests parse answers with them.
import { z } from 'zod/mini';
import { builtOnFirstUse, builtSchema } from '../shared/builtOnFirstUse.ts';
import { pointsToNextBand, scoreBand } from '../score/bands.ts';
import type { ScoreResult } from '../score/computeScore.ts';
import { scoreCriterionLabel } from '../score/criteria.ts';
import { messages } from '../messages/messages.ts';
import { stripInvisibleCharacters } from '../validation/invisibleCharacters.ts';
import { interpolate } from '../messages/interpolate.ts';
import { SCORE_CRITERION_KEYS } from './scoring.ts';
import { projectListItemSchema, projectListPaginationSchema } from './projectAnswer.ts';
import { answeredPerson, instant } from './answerFields.ts';
import { boundedText } from './editFields.ts';

const BAND_KEYS = ['critical', 'weak', 'good', 'excellent'] as const;

/** Why the score is what it is: computeScore's result with its band and the points to the next one. */
export const scoreExplanationSchema = builtOnFirstUse(() =>
  z.object({
    total: z.number().check(z.meta({ description: 'Puntuación SIIPRO, 0 a 100.' })),
    band: z.object({ key: z.enum(BAND_KEYS), label: z.string(), min: z.number(), max: z.number() }),
    breakdown: z.array(
      z.object({
        criterion: z.enum(SCORE_CRITERION_KEYS),
        label: z.string(),
        weight: z.number(),
        score0to100: z.number(),
        missing: z.boolean(),
      }),
    ),
    suggestions: z.array(
      z.object({
        criterion: z.string(),
        title: z.string(),
        text: z.nullable(z.string()),
        points: z.number(),
        missing: z.boolean(),
      }),
    ),
    pointsToNextBand: z.nullable(z.number()).check(z.meta({ description: 'Nulo en la banda más alta.' })),
  }),
);
export type ScoreExplanation = z.infer<typeof scoreExplanationSchema>;

export function explainScore(result: ScoreResult): ScoreExplanation {
  const band = scoreBand(result.total);
  return {
    total: result.total,
    band: { key: band.key, label: band.label, min: band.min, max: band.max },
    breakdown: result.breakdown.map((item) => ({
      criterion: item.criterion as (typeof SCORE_CRITERION_KEYS)[number],
      label: scoreCriterionLabel(item.criterion),
      weight: item.weight,
      score0to100: item.score0to100,
      missing: item.missing,
    })),
    suggestions: result.suggestions.map((suggestion) => ({
      criterion: suggestion.criterion,
      title: suggestion.title,
      text: suggestion.text ?? null,
      points: suggestion.points,
      missing: suggestion.missing,
    })),
    pointsToNextBand: pointsToNextBand(result.total),
  };
}

/**
 * The detail: the list item, its explained score, and what the edit form needs beyond the item (issue 42): the ids of
 * its organisations (lead first) and program, and the score inputs that have no column of their own in the lists.
 */
export const projectDetailSchema = builtOnFirstUse(() =>
  z.extend(builtSchema(projectListItemSchema), {
    scoring: scoreExplanationSchema,
    organizationIds: z.array(z.string()).check(z.meta({ description: 'Ids de sus organismos; el primero lidera.' })),
    programId: z.nullable(z.string()),
    tir: z.nullable(z.number()).check(z.meta({ description: 'Tasa interna de retorno, en %.' })),
    isGreen: z.nullable(z.boolean()),
    hasGenderDiversity: z.nullable(z.boolean()),
    hasSpecificFunds: z.nullable(z.boolean()),
    published: z
      .boolean()
      .check(z.meta({ description: 'Publicado: se muestra en el portal público mientras esté encendido.' })),
    // What the optimizer's model v2 reads (issue 44).
    province: z.nullable(z.string()),
    plannedStart: z.nullable(z.string()).check(z.meta({ description: 'Inicio previsto, AAAA-MM.' })),
    alternativeGroup: z.nullable(z.string()).check(z.meta({ description: 'Grupo de alternativas.' })),
  }),
);
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

/** Longest name, description and comment accepted (beyond them a clear 400, not a database error). */
export const PROJECT_NAME_MAX_LENGTH = 300;
export const PROJECT_DESCRIPTION_MAX_LENGTH = 20_000;
export const COMMENT_MAX_LENGTH = 5_000;

const detailValidation = messages.projectDetail.validation;

// PUT /t/{slug}/projects/{projectId} takes intake's projectEditBodySchema (intake/projectWrite.ts): every field a
// person enters, with the version read — one definition for the form, the API and the import.

/** POST /t/{slug}/projects/{projectId}/activity: a comment. */
export const commentBodySchema = builtOnFirstUse(() =>
  z.strictObject({
    text: boundedText(detailValidation.commentRequired, detailValidation.commentTooLong, COMMENT_MAX_LENGTH),
  }),
);

/**
 * The kinds of activity entry. History: status_change and field_update (one per changed field, before → after),
 * created / archived / restored (the project's life), imported (an import created it, or changed `field`).
 */
export const ACTIVITY_KINDS = [
  'comment',
  'file_upload',
  'status_change',
  'field_update',
  'created',
  'archived',
  'restored',
  'imported',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/**
 * The history's record of a deleted document (issue 46): a field_update entry of this field (no project field has
 * the name), from the document's name to null. Written in the transaction that deletes the row, with the name as
 * text, so it outlives the document; the kinds stay those the database's activity_kind_check allows.
 */
export const DOCUMENT_HISTORY_FIELD = 'document';

/** The activity feed's tabs (portfolio.md §2.6) and the kinds of entry each one lists. */
export const ACTIVITY_TAB_KINDS = {
  comments: ['comment'],
  documents: ['file_upload'],
  history: ['status_change', 'field_update', 'created', 'archived', 'restored', 'imported'],
} as const satisfies Record<string, readonly ActivityKind[]>;
export type ActivityTab = keyof typeof ACTIVITY_TAB_KINDS;
export const ACTIVITY_TABS = Object.keys(ACTIVITY_TAB_KINDS) as ActivityTab[];

/** One entry of a project's activity: a comment, or history written with the change it records. */
export const activityEntrySchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    kind: z.enum(ACTIVITY_KINDS),
    user: z.nullable(answeredPerson),
    text: z.nullable(z.string()),
    field: z
      .nullable(z.string())
      .check(
        z.meta({ description: 'Campo cambiado (status, name, budgetAmount…); nulo en created, archived y restored.' }),
      ),
    from: z.nullable(z.string()),
    to: z.nullable(z.string()),
    file: z
      .nullable(z.object({ documentId: z.string(), name: z.string(), size: z.number().check(z.int()) }))
      .check(z.meta({ description: 'El documento de una entrada file_upload.' })),
    createdAt: instant,
  }),
);
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** GET /t/{slug}/projects/{projectId}/activity: newest first, one page. */
export const activityPageSchema = builtOnFirstUse(() =>
  z.object({
    data: z.array(activityEntrySchema),
    pagination: projectListPaginationSchema,
  }),
);
export type ActivityPage = z.infer<typeof activityPageSchema>;

const apiQuery = messages.apiQuery;

/** The activity query's `kind`: its comma list as a list, every entry a known kind. */
const activityKinds = z
  .pipe(
    z.optional(z.string()),
    z.transform((value) =>
      (value ?? '')
        .split(',')
        .map((kind) => kind.trim())
        .filter(Boolean),
    ),
  )
  .check(
    z.superRefine((kinds, context) => {
      const unknown = kinds.find((kind) => !(ACTIVITY_KINDS as readonly string[]).includes(kind));
      if (unknown !== undefined) {
        context.addIssue({
          code: 'custom',
          message: interpolate(detailValidation.badActivityKind, { kind: unknown }),
        });
      }
    }),
  );

/** The query of GET /t/{slug}/projects/{projectId}/activity: page, limit and the kinds of one tab (comma list). */
export const activityQuerySchema = builtOnFirstUse(() =>
  z.strictObject({
    page: z._default(
      z.coerce
        .number({ error: apiQuery.badPage })
        .check(z.int(apiQuery.badPage), z.gte(1, apiQuery.badPage), z.lte(10_000_000, apiQuery.badPage)),
      1,
    ),
    limit: z._default(
      z.coerce
        .number({ error: apiQuery.badLimit })
        .check(z.int(apiQuery.badLimit), z.gte(1, apiQuery.badLimit), z.lte(100, apiQuery.badLimit)),
      20,
    ),
    kind: z.pipe(
      activityKinds,
      z.transform((kinds) => kinds as ActivityKind[]),
    ),
  }),
);
export type ActivityQuery = z.output<typeof activityQuerySchema>;

/** The largest document accepted (10 MB): beyond it a 413 with the document's own message. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The documents a project accepts, by extension, with the type they are served as: office documents, PDF, images and
 * plain data. The browser's own claim of a type is never trusted (a download must not become a page).
 */
export const DOCUMENT_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  csv: 'text/csv',
  txt: 'text/plain',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};
export const DOCUMENT_NAME_MAX_LENGTH = 255;

/** The type a document is stored and served as, from its name's extension; null when the type is not allowed. */
export function documentTypeOf(fileName: string): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  return (extension && DOCUMENT_TYPES[extension]) || null;
}

const documentTexts = messages.projectDetail.documents;
const MEGABYTE = 1024 * 1024;

/** "El archivo supera el máximo de 10 MB.": the refusal of a document larger than DOCUMENT_MAX_BYTES. */
export function documentTooLargeMessage(): string {
  return interpolate(documentTexts.tooLarge, { max: DOCUMENT_MAX_BYTES / MEGABYTE });
}

/** Why a document cannot be stored: the API answers 413 to `tooLarge` and 400 to the others. */
export type DocumentProblem = 'empty' | 'tooLarge' | 'nameTooLong' | 'typeNotAllowed';

export type DocumentCheck =
  { ok: true; name: string; contentType: string } | { ok: false; problem: DocumentProblem; message: string };

/**
 * The one check of a document before it is stored, in the API and, before sending it, in the browser (so both show
 * the same Spanish message): its bare name (browsers may send a path such as C:\fakepath\…) and type, or the problem.
 */
export function checkDocument(file: { name: string; size: number }): DocumentCheck {
  // Without the characters that would make it read as another name or type ("a\u202egpj.txt" reads "atxt.jpg").
  const name = stripInvisibleCharacters(file.name).split(/[\\/]/).pop()?.trim() ?? '';
  if (file.size === 0) return { ok: false, problem: 'empty', message: documentTexts.empty };
  if (file.size > DOCUMENT_MAX_BYTES) return { ok: false, problem: 'tooLarge', message: documentTooLargeMessage() };
  if (name.length > DOCUMENT_NAME_MAX_LENGTH) {
    const message = interpolate(documentTexts.nameTooLong, { max: DOCUMENT_NAME_MAX_LENGTH });
    return { ok: false, problem: 'nameTooLong', message };
  }
  const contentType = documentTypeOf(name);
  if (!contentType) {
    const extension = /\.([^.]+)$/.exec(name)?.[1] ?? name;
    const allowed = Object.keys(DOCUMENT_TYPES).join(', ');
    return {
      ok: false,
      problem: 'typeNotAllowed',
      message: interpolate(documentTexts.typeNotAllowed, { extension, allowed }),
    };
  }
  return { ok: true, name, contentType };
}

/** The file input's `accept`: the allowed extensions (".pdf,.doc,…"). */
export const DOCUMENT_ACCEPT = Object.keys(DOCUMENT_TYPES)
  .map((extension) => `.${extension}`)
  .join(',');

/** A document as GET …/documents lists it (the bytes come from …/documents/{documentId}). */
export const projectDocumentSchema = builtOnFirstUse(() =>
  z.object({
    documentId: z.string(),
    name: z.string(),
    contentType: z.string(),
    size: z.number().check(z.int()),
    uploadedBy: z.nullable(answeredPerson),
    createdAt: instant,
  }),
);
export type ProjectDocument = z.infer<typeof projectDocumentSchema>;
