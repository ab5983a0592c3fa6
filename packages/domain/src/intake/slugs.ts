// Slugs of new projects, programs and organisations: made from the name, unique within the tenant, and never a word
// the app's routes use in the same place (paths.ts: /proyectos/lista, /organismos/nuevo, …), so a project called
// "Lista" can never hide the list.
import { slugify } from '../shared/slugify.ts';

/** Path words a slug may not be (one list for projects, programs and organisations). */
export const RESERVED_SLUGS: readonly string[] = [
  'lista',
  'mapa',
  'export',
  'exportar',
  'nuevo',
  'nueva',
  'archivados',
  'importar',
  'imports',
  'filters',
  'proyectos',
  'programas',
  'organismos',
  'actividad',
  'optimizacion',
  'perfil',
  'tenant',
  'configuracion',
];

/** Longest slug made from a name (long names are cut at a word boundary). */
export const SLUG_MAX_LENGTH = 80;

export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.includes(slug);
}

/** The slug a name asks for: slugify's, cut to SLUG_MAX_LENGTH, "sin-nombre" when nothing is left, never reserved. */
export function baseSlug(name: string): string {
  let slug = slugify(name);
  if (slug.length > SLUG_MAX_LENGTH) {
    const cut = slug.slice(0, SLUG_MAX_LENGTH);
    slug = cut.includes('-') ? cut.slice(0, cut.lastIndexOf('-')) : cut;
  }
  if (!slug) slug = 'sin-nombre';
  return isReservedSlug(slug) ? `${slug}-1` : slug;
}

/**
 * The first free slug for a name: the base, else base-2, base-3, … `isTaken` answers for one candidate (the API asks
 * its database; tests and the import ask a set).
 */
export async function uniqueSlug(name: string, isTaken: (slug: string) => boolean | Promise<boolean>): Promise<string> {
  const base = baseSlug(name);
  if (!(await isTaken(base))) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!isReservedSlug(candidate) && !(await isTaken(candidate))) return candidate;
  }
}
