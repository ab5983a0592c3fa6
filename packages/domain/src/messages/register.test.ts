// The texts we write use the specs' register, tú, not voseo (Argentine "vos"). Texts a spec gives verbatim stay as
// the spec words them, voseo included; they are listed here by path so each exception is a decision.
import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';

/** Texts quoted verbatim by spec/platform.md or spec/portfolio.md that use voseo. */
const SPEC_VERBATIM_VOSEO = new Set([
  // platform.md §8: "No tenés permiso para ver organizaciones o la funcionalidad no está habilitada para tu cuenta."
  'organizations.permissionDenied',
]);

/** Voseo imperatives end in a stressed vowel (Ingresá, Volvé, Elegí); so do these ordinary words. */
const WORDS_WITH_STRESSED_ENDING = new Set(['está', 'sí', 'aquí', 'así', 'allí', 'ahí', 'acá', 'allá', 'qué', 'esté']);

/** Voseo pronouns and present-tense forms (the tú forms are tú, eres, tienes, puedes, …). */
const VOSEO_WORDS = new Set([
  'vos',
  'sos',
  'tenés',
  'podés',
  'querés',
  'sabés',
  'debés',
  'hacés',
  'ponés',
  'necesitás',
  'contás',
  'elegís',
  'escribís',
  'decís',
  'venís',
  'salís',
  'seguís',
  'preferís',
]);

/** The voseo-looking words of a text. */
function voseoIn(text: string): string[] {
  return (text.match(/\p{L}+/gu) ?? []).filter((word) => {
    const lower = word.toLocaleLowerCase('es');
    return VOSEO_WORDS.has(lower) || (/[áéí]$/.test(lower) && !WORDS_WITH_STRESSED_ENDING.has(lower));
  });
}

function leaves(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${path}[${index}]`));
  return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
    leaves(item, path ? `${path}.${key}` : key),
  );
}

describe('register: tú, not voseo', () => {
  it('finds voseo imperatives and present forms, and leaves tú alone', () => {
    expect(voseoIn('Ingresá con tu cuenta. Volvé a iniciar sesión y elegí uno.')).toEqual([
      'Ingresá',
      'Volvé',
      'elegí',
    ]);
    expect(voseoIn('No tenés permiso. Ya podés ingresar, vos sabés.')).toEqual(['tenés', 'podés', 'vos', 'sabés']);
    expect(voseoIn('Ingresa con tu cuenta. Estás en un espacio de demostración. Sí, está listo.')).toEqual([]);
  });

  it('holds in every text of domain’s messages except the spec’s own words', () => {
    const found = leaves(messages)
      .filter(([path]) => !SPEC_VERBATIM_VOSEO.has(path))
      .map(([path, text]) => [path, voseoIn(text)] as const)
      .filter(([, words]) => words.length > 0);
    expect(found).toEqual([]);
  });

  it('lists only texts that exist and do use voseo', () => {
    const texts = new Map(leaves(messages));
    for (const path of SPEC_VERBATIM_VOSEO) {
      expect(texts.has(path), path).toBe(true);
      expect(voseoIn(texts.get(path)!), path).not.toEqual([]);
    }
  });
});
