// The fields of an edit guarded by the version it read (a project's and an organisation's PUT): one definition of
// how a name, a description and the version are checked, each entity with its own Spanish texts.
import { z } from 'zod/mini';
import { interpolate } from '../messages/interpolate.ts';

/** A new name: trimmed, not empty, at most `max` characters. */
export function editedName(texts: { nameRequired: string; nameTooLong: string }, max: number) {
  return z
    .string({ error: texts.nameRequired })
    .check(z.trim(), z.minLength(1, texts.nameRequired), z.maxLength(max, interpolate(texts.nameTooLong, { max })));
}

/** A new description, or null to clear it (the API stores a blank one as null). */
export function editedDescription(texts: { descriptionText: string; descriptionTooLong: string }, max: number) {
  return z.nullable(
    z.string({ error: texts.descriptionText }).check(z.maxLength(max, interpolate(texts.descriptionTooLong, { max }))),
  );
}

/** The version the editor read: a stale one is a 409 CONFLICT. */
export function readVersion(texts: { versionRequired: string }) {
  return z.number({ error: texts.versionRequired }).check(z.int(texts.versionRequired), z.positive());
}
