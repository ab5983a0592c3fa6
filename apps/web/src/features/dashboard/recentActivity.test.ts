import { describe, expect, it } from 'vitest';
import { EMPTY_ACTIVITY, parseRecentActivity } from './recentActivity.ts';

const project = (slug: string, lastViewed: string, extra: object = {}) => ({
  slug,
  name: `Proyecto ${slug}`,
  lastViewed,
  type: 'proyecto',
  organizationSlug: 'vialidad',
  organizationName: 'Dirección de Vialidad',
  priority: 'Alta',
  ...extra,
});

describe('parseRecentActivity', () => {
  it('is empty without a record or with a damaged one', () => {
    expect(parseRecentActivity(null)).toEqual(EMPTY_ACTIVITY);
    expect(parseRecentActivity('{no json')).toEqual(EMPTY_ACTIVITY);
    expect(parseRecentActivity('42')).toEqual(EMPTY_ACTIVITY);
  });

  it('keeps the 4 most recently viewed of each list, newest first', () => {
    const stored = {
      recentProjects: [
        project('a', '2026-03-01T10:00:00Z'),
        project('b', '2026-03-05T10:00:00Z'),
        project('c', '2026-03-03T10:00:00Z'),
        project('d', '2026-03-04T10:00:00Z'),
        project('e', '2026-03-02T10:00:00Z'),
      ],
      recentOrganizations: [{ slug: 'vialidad', name: 'Dirección de Vialidad', lastViewed: '2026-03-01T00:00:00Z' }],
    };
    const activity = parseRecentActivity(JSON.stringify(stored));
    expect(activity.projects.map((item) => item.slug)).toEqual(['b', 'd', 'c', 'e']);
    expect(activity.organizations).toEqual([
      { slug: 'vialidad', name: 'Dirección de Vialidad', lastViewed: '2026-03-01T00:00:00Z' },
    ]);
  });

  it('skips entries without slug, name or a valid date, and reads programs as programs', () => {
    const stored = {
      recentProjects: [
        project('ok', '2026-03-01T10:00:00Z', { type: 'programa', priority: '' }),
        { slug: 'sin-nombre', lastViewed: '2026-03-01T10:00:00Z' },
        project('fecha-mala', 'ayer'),
        'texto',
      ],
    };
    const [only, ...rest] = parseRecentActivity(JSON.stringify(stored)).projects;
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ slug: 'ok', type: 'programa', priority: null, organizationSlug: 'vialidad' });
  });
});
