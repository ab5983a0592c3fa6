// A project's relations for linear-int-opt-v2 (issue 44): the projects it requires ("B requiere A": B enters only if A
// does) and its group of alternatives (at most one project of a group enters). PUT /t/{slug}/projects/{projectId}/
// relations takes both with the version the editor read; which ids are the tenant's active projects the API checks.
// Cycles are allowed — "A requiere B" and "B requiere A" read as "both or neither" — since the model stays well
// defined; a project requiring itself is refused.
import { z } from 'zod/mini';
import { interpolate } from '../messages/interpolate.ts';
import { messages } from '../messages/messages.ts';
import { builtOnFirstUse } from '../shared/builtOnFirstUse.ts';
import { CAPITAL_TEXT_MAX } from './instance.ts';

const texts = messages.optimizer.capital.relations;

/** A project requires a handful of others; the bound keeps a body and the model small. */
export const PROJECT_REQUIRES_MAX = 50;

export const projectRelationsBodySchema = builtOnFirstUse(() =>
  z.strictObject({
    requires: z
      .array(z.uuid({ error: interpolate(texts.requiresInvalid, { max: PROJECT_REQUIRES_MAX }) }), {
        error: interpolate(texts.requiresInvalid, { max: PROJECT_REQUIRES_MAX }),
      })
      .check(z.maxLength(PROJECT_REQUIRES_MAX, interpolate(texts.requiresInvalid, { max: PROJECT_REQUIRES_MAX }))),
    alternativeGroup: z.nullable(
      z
        .string({ error: interpolate(texts.groupInvalid, { max: CAPITAL_TEXT_MAX }) })
        .check(z.trim(), z.maxLength(CAPITAL_TEXT_MAX, interpolate(texts.groupInvalid, { max: CAPITAL_TEXT_MAX }))),
    ),
    version: z
      .number({ error: messages.projectForm.validation.versionRequired })
      .check(z.int(), z.positive(messages.projectForm.validation.versionRequired)),
  }),
);
export type ProjectRelationsBody = z.output<typeof projectRelationsBodySchema>;

// The slug and code let a page link to the related project and tell two of the same name apart.
const relationSchema = z.object({
  projectId: z.string(),
  slug: z.string(),
  code: z.nullable(z.string()),
  name: z.string(),
});

/** GET …/relations: what the project requires, what requires it, and its alternatives' group and other members. */
export const projectRelationsSchema = builtOnFirstUse(() =>
  z.object({
    projectId: z.string(),
    version: z.number(),
    requires: z.array(relationSchema),
    requiredBy: z.array(relationSchema),
    alternativeGroup: z.nullable(z.string()),
    alternatives: z.array(relationSchema),
  }),
);
export type ProjectRelation = z.output<typeof relationSchema>;
export type ProjectRelations = z.output<typeof projectRelationsSchema>;
