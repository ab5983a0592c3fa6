import { describe, expect, it } from 'vitest';
import { sampleCompleteProject } from '../fixtures/sampleProjects.ts';
import {
  addRecent,
  dashboardRecents,
  localActivityStorageKey,
  parseLocalActivity,
  recentOrganizationOf,
  recentProjectOf,
  searchRecents,
  withRecentOrganization,
  withRecentProject,
  type RecentProject,
} from './recents.ts';

const item = (slug: string, lastViewed = '2026-11-01T00:00:00.000Z') => ({
  slug,
  name: slug.toUpperCase(),
  lastViewed,
});
const project = (slug: string, lastViewed: string, extra: object = {}): RecentProject => ({
  ...item(slug, lastViewed),
  type: 'proyecto',
  organizationSlug: 'vialidad',
  organizationName: 'Dirección de Vialidad',
  priority: 'Alta',
  ...extra,
});

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
      programName: 'Programa Provincial de Agua Segura',
      programSlug: 'programa-provincial-de-agua-segura',
    });
    // A project outside any program (and a caller that does not pass one) reads as "Sin programa".
    const { program: _program, parentProject: _parent, ...withoutProgram } = sampleCompleteProject;
    expect(recentProjectOf(withoutProgram, now)).toMatchObject({ programName: null, programSlug: null });
    const parentProject = { name: 'Plan Vial', slug: 'plan-vial' };
    expect(recentProjectOf({ ...sampleCompleteProject, parentProject }, now)).toMatchObject({
      programName: 'Plan Vial',
      programSlug: 'plan-vial',
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

  it('adds a visit to one list of the record and leaves the other alone', () => {
    const now = new Date('2026-11-02T09:00:00.000Z');
    const organization = recentOrganizationOf({ slug: 'epen', name: 'EPEN' }, 'cenit-demo', now);
    const start = { recentProjects: [project('a', '2026-11-01T00:00:00Z')], recentOrganizations: [] };
    const withOrganization = withRecentOrganization(start, organization);
    expect(withOrganization).toEqual({ recentProjects: start.recentProjects, recentOrganizations: [organization] });
    const again = withRecentProject(withOrganization, project('a', '2026-11-03T00:00:00Z'));
    expect(again.recentProjects).toEqual([project('a', '2026-11-03T00:00:00Z')]);
    expect(again.recentOrganizations).toEqual([organization]);
  });

  it('names the storage key per tenant', () => {
    expect(localActivityStorageKey('cenit-demo')).toBe('siipro:activity:cenit-demo');
  });
});

describe('parseLocalActivity', () => {
  const empty = { recentProjects: [], recentOrganizations: [] };

  it('is empty without a record or with a damaged one', () => {
    expect(parseLocalActivity(null)).toEqual(empty);
    expect(parseLocalActivity('')).toEqual(empty);
    expect(parseLocalActivity('{broken')).toEqual(empty);
    expect(parseLocalActivity('42')).toEqual(empty);
    expect(parseLocalActivity('[]')).toEqual(empty);
  });

  it('drops entries without slug, name or a readable date, and keeps the first of each slug', () => {
    const stored = JSON.stringify({
      recentProjects: [
        project('a', '2026-03-01T10:00:00Z', { priority: '' }),
        project('con-programa', '2026-03-01T10:00:00Z', { programName: 'Agua Segura', programSlug: 'agua-segura' }),
        { slug: 'sin-nombre', lastViewed: '2026-03-01T10:00:00Z' },
        project('fecha-mala', 'ayer'),
        project('a', '2026-02-01T10:00:00Z'),
        project('p', '2026-03-01T10:00:00Z', { type: 'programa', organizationSlug: null }),
        'texto',
      ],
      recentOrganizations: [{ ...item('o'), tenantSlug: 'cenit-demo' }, 42, { ...item('sin-tenant') }],
    });
    const activity = parseLocalActivity(stored);
    expect(activity.recentProjects.map((p) => [p.slug, p.type, p.priority, p.organizationSlug])).toEqual([
      ['a', 'proyecto', null, 'vialidad'],
      ['con-programa', 'proyecto', 'Alta', 'vialidad'],
      ['p', 'programa', 'Alta', null],
    ]);
    // Records written before the program was kept read as without one.
    expect(activity.recentProjects[0]).toMatchObject({ programName: null, programSlug: null });
    expect(activity.recentProjects[1]).toMatchObject({ programName: 'Agua Segura', programSlug: 'agua-segura' });
    expect(activity.recentOrganizations).toEqual([
      { ...item('o'), tenantSlug: 'cenit-demo', responsable: null },
      { ...item('sin-tenant'), tenantSlug: '', responsable: null },
    ]);
  });

  it('keeps at most 10 of each list', () => {
    const stored = JSON.stringify({
      recentProjects: Array.from({ length: 12 }, (_, i) => project(`p${i}`, '2026-03-01T10:00:00Z')),
    });
    expect(parseLocalActivity(stored).recentProjects).toHaveLength(10);
  });
});

describe('dashboardRecents', () => {
  it('shows the 4 most recently viewed of each list, newest first', () => {
    const activity = {
      recentProjects: [
        project('a', '2026-03-01T10:00:00Z'),
        project('b', '2026-03-05T10:00:00Z'),
        project('c', '2026-03-03T10:00:00Z'),
        project('d', '2026-03-04T10:00:00Z'),
        project('e', '2026-03-02T10:00:00Z'),
      ],
      recentOrganizations: [{ ...item('vialidad'), tenantSlug: 'cenit-demo', responsable: null }],
    };
    const shown = dashboardRecents(activity);
    expect(shown.recentProjects.map((entry) => entry.slug)).toEqual(['b', 'd', 'c', 'e']);
    expect(shown.recentOrganizations.map((entry) => entry.slug)).toEqual(['vialidad']);
    expect(activity.recentProjects[0]?.slug).toBe('a');
  });
});

describe('searchRecents (platform.md §9: 5 in the search box)', () => {
  it('mixes projects and organisations, newest first, 5 at most', () => {
    const organization = (slug: string, lastViewed: string) => ({
      ...item(slug, lastViewed),
      tenantSlug: 'cenit-demo',
      responsable: null,
    });
    const activity = {
      recentProjects: [
        project('a', '2026-03-01T10:00:00Z'),
        project('b', '2026-03-05T10:00:00Z'),
        project('c', '2026-03-03T10:00:00Z'),
      ],
      recentOrganizations: [organization('epen', '2026-03-04T10:00:00Z'), organization('ipv', '2026-03-06T10:00:00Z')],
    };
    const shown = searchRecents(activity);
    expect(shown.map((entry) => `${entry.kind}:${entry.slug}`)).toEqual([
      'organization:ipv',
      'project:b',
      'organization:epen',
      'project:c',
      'project:a',
    ]);
    expect(searchRecents(activity, 2)).toHaveLength(2);
  });
});
