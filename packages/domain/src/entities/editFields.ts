// The fields of an edit guarded by the version it read (a project's and an organisation's PUT): one definition of
// how a name, a description and the version are checked, each entity with its own Spanish texts.
import { z } from 'zod';
import { interpolate } from '../messages/interpolate.ts';

/** A new name: trimmed, not empty, at most `max` characters. */
export function editedName(texts: { nameRequired: string; nameTooLong: string }, max: number) {
  return z
    .string({ error: texts.nameRequired })
    .trim()
    .min(1, texts.nameRequired)
    .max(max, interpolate(texts.nameTooLong, { max }));
}

/** A new description, or null to clear it (the API stores a blank one as null). */
export function editedDescription(texts: { descriptionText: string; descriptionTooLong: string }, max: number) {
  return z.string({ error: texts.descriptionText }).max(max, interpolate(texts.descriptionTooLong, { max })).nullable();
}

/** The version the editor read: a stale one is a 409 CONFLICT. */
export function readVersion(texts: { versionRequired: string }) {
  return z.number({ error: texts.versionRequired }).int(texts.versionRequired).positive();
}
