// Accent- and case-insensitive matching ("energia" finds "Energía"): siipro_fold(text) of migration 0008 folds both
// sides, in SQL, so the stored text and the person's term go through the one definition. The term's LIKE wildcards
// (% _ and the escape \) are escaped first, so they match themselves.
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** `siipro_fold(expression)`. */
export const folded = (expression: SQLWrapper | SQL) => sql`siipro_fold(${expression})`;

const literal = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The LIKE pattern of texts that contain the term, folded. */
export const containsFolded = (term: string) => sql`'%' || siipro_fold(${literal(term)}) || '%'`;

/** The LIKE pattern of texts that start with the term, folded. */
export const startsWithFolded = (term: string) => sql`siipro_fold(${literal(term)}) || '%'`;

/** The LIKE pattern of texts with a word that starts with the term, folded. */
export const wordStartsWithFolded = (term: string) => sql`'% ' || siipro_fold(${literal(term)}) || '%'`;
