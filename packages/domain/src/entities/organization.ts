// Organisation (organismo), platform.md §3.

import { z } from 'zod/mini';
import { builtOnFirstUse } from '../shared/builtOnFirstUse.ts';
import { camelObject, integerWithDefault, optionalText, personRef, requiredText, textWithDefault } from './fields.ts';
import { isPlainObject } from './normalizeKeys.ts';

export const responsableSchema = builtOnFirstUse(() =>
  z.pipe(
    z.transform((value): unknown =>
      typeof value === 'string' ? { name: value } : isPlainObject(value) ? value : null,
    ),
    z.catch(z.nullable(camelObject({ name: optionalText, email: optionalText, avatarUrl: optionalText })), null),
  ),
);
export type Responsable = z.output<typeof responsableSchema>;

export const organizationSchema = builtOnFirstUse(() =>
  camelObject({
    organizationId: requiredText,
    slug: textWithDefault(''),
    name: textWithDefault(''),
    description: optionalText,
    responsable: responsableSchema,
    createdBy: personRef,
    updatedBy: personRef,
    createdAt: optionalText,
    updatedAt: optionalText,
    projectCount: integerWithDefault(0),
  }),
);
export type Organization = z.output<typeof organizationSchema>;
