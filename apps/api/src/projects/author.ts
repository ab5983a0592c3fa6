// Who writes (an edit, a comment, a document): the caller's user row as activity entries and `updatedBy` show it.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';

/** The person writing, as activity entries and `updatedBy` show them (a snapshot that outlives the account). */
export interface Author {
  userId: string;
  name: string;
  avatarUrl: string | null;
}

export async function authorOf(db: Database, userId: string): Promise<Author> {
  const [user] = await db
    .select({ name: users.name, email: users.email, avatarUrl: users.avatarUrl })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  // A valid access token names an existing user; one who never set a name is shown by their e-mail.
  return { userId, name: user?.name || user?.email || '', avatarUrl: user?.avatarUrl ?? null };
}

/** The author columns of an activity entry: a snapshot, readable after the account goes away. */
export function writtenBy(author: Author) {
  return { userId: author.userId, userName: author.name, userAvatarUrl: author.avatarUrl };
}
