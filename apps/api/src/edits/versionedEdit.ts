// The pieces every edit guarded by a version shares (a project's PUT, an organisation's PUT): the id of the path, the
// version check, which fields changed (each one a history row, before → after) and who changed them.
import { z } from 'zod';
import { messages } from '@siipro/domain';
import { ApiError } from '@siipro/server';
import type { Author } from '../projects/author.ts';

/** An id of the path that is not a UUID names nothing: 404 with the entity's message, before any SQL sees it. */
export function uuidOr404(value: string, notFoundMessage: string): string {
  if (!z.uuid().safeParse(value).success) throw new ApiError('NOT_FOUND', notFoundMessage);
  return value;
}

/** The version read must be the stored one (the row is locked by then): else 409 and nothing is written. */
export function checkVersion(stored: number, read: number, conflictMessage: string): void {
  if (stored !== read) throw new ApiError('CONFLICT', conflictMessage);
}

/** A description as stored: trimmed, and null when blank; undefined when the edit leaves it alone. */
export function storedDescription(description: string | null | undefined): string | null | undefined {
  return description === undefined ? undefined : description?.trim() || null;
}

export interface FieldChange<Field extends string> {
  field: Field;
  from: string | null;
  to: string | null;
}

/** The fields whose new value (undefined: not edited) differs from the current one, in the order of `next`. */
export function changedFields<Field extends string>(
  current: Readonly<Record<NoInfer<Field>, string | null>>,
  next: Readonly<Partial<Record<Field, string | null | undefined>>>,
): FieldChange<Field>[] {
  return (Object.entries(next) as [Field, string | null | undefined][]).flatMap(([field, value]) =>
    value === undefined || value === (current[field] ?? null)
      ? []
      : [{ field, from: current[field] ?? null, to: value }],
  );
}

/** Archiving what is archived, or restoring what is not, is a 409 with the archive's own text (projects', organisations'). */
export function checkArchiveChange(archivedAt: Date | null, archive: boolean): void {
  if ((archivedAt !== null) === archive) {
    throw new ApiError('CONFLICT', archive ? messages.archive.alreadyArchived : messages.archive.notArchived);
  }
}

/** The updatedBy columns (schema.ts) of a write by `author`: a snapshot that outlives the account. */
export function updatedBy(author: Author) {
  return { updatedByUserId: author.userId, updatedByName: author.name, updatedByAvatarUrl: author.avatarUrl };
}
