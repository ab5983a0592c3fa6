// Words a person never sees (issue 43): "tenant" and "workspace" are the code's words; people read "espacio de
// trabajo". Texts the specs quote verbatim keep their words; they are listed here by path, so each exception is a
// decision and a new text cannot slip one in. The style rules themselves are in README.md next to this file.
import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';

/** Texts quoted verbatim by spec/platform.md or spec/portfolio.md that say "tenant" or "workspace". */
const SPEC_VERBATIM_CODE_WORDS = new Set([
  'login.errors.noTenantAccess', // platform.md §8, NO_TENANT_ACCESS
  'settings.menu.general', // platform.md §2, the settings menu's "Tenant"
  'settings.noTenant',
  'settings.general.title',
  'settings.general.loadError',
  'settings.general.saveError',
  'settings.general.saved',
  'settings.general.fetchError',
  'settings.general.updateError',
  'settings.domains.errors.load',
  'settings.members.errors.list',
  'organizations.errors.noActiveTenant',
  'optimizer.errors.tenantUnknown', // portfolio.md §8
  'optimizer.errors.activeTenant',
]);

/** The code's words in a text; placeholders such as {tenant} are filled with a name, so they do not count. */
const codeWordsIn = (text: string) => text.replace(/\{\w+\}/g, '').match(/tenants?|workspaces?/gi) ?? [];

function leaves(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${path}[${index}]`));
  return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
    leaves(item, path ? `${path}.${key}` : key),
  );
}

describe('words a person never sees', () => {
  it('finds the code words, and not a placeholder', () => {
    expect(codeWordsIn('Tu rol en este tenant')).toEqual(['tenant']);
    expect(codeWordsIn('Invitación a {tenant} en SIIPRO')).toEqual([]);
    expect(codeWordsIn('Elige un Workspace')).toEqual(['Workspace']);
  });

  it('are in no text of domain’s messages except the specs’ own words', () => {
    const found = leaves(messages).filter(
      ([path, text]) => !SPEC_VERBATIM_CODE_WORDS.has(path) && codeWordsIn(text).length > 0,
    );
    expect(found).toEqual([]);
  });

  it('lists only texts that exist and do use them', () => {
    const texts = new Map(leaves(messages));
    for (const path of SPEC_VERBATIM_CODE_WORDS) {
      expect(texts.has(path), path).toBe(true);
      expect(codeWordsIn(texts.get(path)!), path).not.toEqual([]);
    }
  });
});
