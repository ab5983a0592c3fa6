// The body of POST /t/{slug}/organizations (issue 42): name, description and the responsible person. The edit
// (PUT, organizationUpdateBodySchema) takes the same fields with the version it read.
import { z } from 'zod/mini';
import { ORGANIZATION_DESCRIPTION_MAX_LENGTH, ORGANIZATION_NAME_MAX_LENGTH } from '../entities/organizationAnswer.ts';
import { editedDescription, editedName, readVersion } from '../entities/editFields.ts';
import { interpolate } from '../messages/interpolate.ts';
import { messages } from '../messages/messages.ts';
import { builtOnFirstUse } from '../shared/builtOnFirstUse.ts';

const rules = messages.organizationForm.validation;
export const RESPONSABLE_NAME_MAX_LENGTH = 200;
export const RESPONSABLE_EMAIL_MAX_LENGTH = 254;

const responsableName = z.nullable(
  z.pipe(
    z
      .string({ error: rules.responsableTooLong })
      .check(
        z.trim(),
        z.maxLength(
          RESPONSABLE_NAME_MAX_LENGTH,
          interpolate(rules.responsableTooLong, { max: RESPONSABLE_NAME_MAX_LENGTH }),
        ),
      ),
    z.transform((value) => value || null),
  ),
);
const responsableEmail = z.nullable(
  z.pipe(
    z.string({ error: rules.responsableEmailInvalid }).check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(RESPONSABLE_EMAIL_MAX_LENGTH, rules.responsableEmailInvalid),
      z.refine((value) => value === '' || z.email().safeParse(value).success, rules.responsableEmailInvalid),
    ),
    z.transform((value) => value || null),
  ),
);

export const organizationCreateBodySchema = builtOnFirstUse(() =>
  z.strictObject({
    name: editedName(rules, ORGANIZATION_NAME_MAX_LENGTH),
    description: z.optional(editedDescription(rules, ORGANIZATION_DESCRIPTION_MAX_LENGTH)),
    responsableName: z.optional(responsableName),
    responsableEmail: z.optional(responsableEmail),
  }),
);
export type OrganizationCreateBody = z.output<typeof organizationCreateBodySchema>;
export type OrganizationCreateInput = z.input<typeof organizationCreateBodySchema>;

/**
 * PUT /t/{slug}/organizations/{organizationId}: any of the create's fields (left out: unchanged; null: cleared), and
 * the version the page read (stale → 409).
 */
export const organizationUpdateBodySchema = builtOnFirstUse(() =>
  z.strictObject({
    name: z.optional(editedName(rules, ORGANIZATION_NAME_MAX_LENGTH)),
    description: z.optional(editedDescription(rules, ORGANIZATION_DESCRIPTION_MAX_LENGTH)),
    responsableName: z.optional(responsableName),
    responsableEmail: z.optional(responsableEmail),
    version: readVersion(messages.organizations.validation),
  }),
);
export type OrganizationUpdateBody = z.output<typeof organizationUpdateBodySchema>;
export type OrganizationUpdateInput = z.input<typeof organizationUpdateBodySchema>;
