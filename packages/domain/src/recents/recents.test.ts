import { describe, expect, it } from 'vitest';
import { sampleCompleteProject } from '../fixtures/sampleProjects.ts';
import {
  addRecent,
  commentsStorageKey,
  localActivityStorageKey,
  parseLocalActivity,
  recentOrganizationOf,
  recentProjectOf,
} from './recents.ts';

const item = (slug: string) => ({ slug, name: slug.toUpperCase(), lastViewed: '2026-11-01T00:00:00.000Z' });

describe('recents (10 per tenant, newest first, deduplicated by slug)', () => {
  it('puts the new item first and removes its older entry', () => {
    const list = [item('a'), item('b'), item('c')];
    expect(addRecent(list, item('b')).map((i) => i.slug)).toEqual(['b', 'a', 'c']);
    expect(addRecent(list, item('d')).map((i) => i.slug)).toEqual(['d', 'a', 'b', 'c']);
    expect(list.map((i) => i.slug)).toEqual(['a', 'b', 'c']);
  });

  it('keeps at most 10 by default', () => {
    let list: ReturnType<typeof item>[] = [];
    for (let i = 0; i < 14; i++) list = addRecent(list, item(`p${i}`));
    expect(list.map((i) => i.slug)).toEqual(['p13', 'p12', 'p11', 'p10', 'p9', 'p8', 'p7', 'p6', 'p5', 'p4']);
    expect(addRecent(list, item('x'), 3)).toHaveLength(3);
  });

  it('builds records from a project and an organisation', () => {
    const now = new Date('2026-11-01T15:30:00.000Z');
    expect(recentProjectOf(sampleCompleteProject, now)).toEqual({
      slug: 'acueducto-del-norte-cordobes',
      name: sampleCompleteProject.name,
      lastViewed: '2026-11-01T15:30:00.000Z',
      type: 'proyecto',
      organizationName: 'Ministerio de Infraestructura',
      organizationSlug: 'ministerio-de-infraestructura',
      priority: 'Alta',
    });
    expect(
      recentOrganizationOf({ slug: 'epen', name: 'EPEN', responsable: { name: 'Hernán Castro' } }, 'cenit-demo', now),
    ).toEqual({
      slug: 'epen',
      name: 'EPEN',
      lastViewed: '2026-11-01T15:30:00.000Z',
      tenantSlug: 'cenit-demo',
      responsable: 'Hernán Castro',
    });
  });

  it('reads stored records leniently', () => {
    expect(parseLocalActivity(null)).toEqual({ recentProjects: [], recentOrganizations: [] });
    expect(parseLocalActivity('{broken')).toEqual({ recentProjects: [], recentOrganizations: [] });
    const stored = JSON.stringify({
      recentProjects: [
        item('a'),
        { slug: 'sin-nombre' },
        item('a'),
        { ...item('p'), type: 'programa', priority: 'Alta' },
      ],
      recentOrganizations: [{ ...item('o'), tenantSlug: 'cenit-demo' }, 42],
    });
    const activity = parseLocalActivity(stored);
    expect(activity.recentProjects.map((p) => [p.slug, p.type, p.priority])).toEqual([
      ['a', 'proyecto', null],
      ['p', 'programa', 'Alta'],
    ]);
    expect(activity.recentOrganizations).toEqual([{ ...item('o'), tenantSlug: 'cenit-demo', responsable: null }]);
  });

  it('names the storage keys per tenant', () => {
    expect(commentsStorageKey('cenit-demo')).toBe('userActivity.cenit-demo.comments');
    expect(localActivityStorageKey('cenit-demo')).toBe('userActivity.cenit-demo');
  });
});
