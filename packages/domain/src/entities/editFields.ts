// The fields of an edit guarded by the version it read (a project's and an organisation's PUT): one definition of
// how a name, a description and the version are checked, each entity with its own Spanish texts.
import { z } from 'zod/mini';
import { interpolate } from '../messages/interpolate.ts';

/** Text that is trimmed, not empty and at most `max` characters; `tooLong` may name {max}. */
export function boundedText(required: string, tooLong: string, max: number) {
  return z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.maxLength(max, interpolate(tooLong, { max })));
}

/** A new name: trimmed, not empty, at most `max` characters. */
export function editedName(texts: { nameRequired: string; nameTooLong: string }, max: number) {
  return boundedText(texts.nameRequired, texts.nameTooLong, max);
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
