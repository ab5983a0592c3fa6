import { describe, expect, it, vi } from 'vitest';
import { localActivityStorageKey, type RecentOrganization, type RecentProject } from '@siipro/domain';
import { createLocalStore } from '../lib/localStore.ts';
import { createRecentActivityStore } from './recentActivity.ts';

function setup() {
  const values = new Map<string, string>();
  const store = createLocalStore({
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  });
  const events = new EventTarget();
  return { values, events, activity: createRecentActivityStore(store, events) };
}

const project = (slug: string, lastViewed: string): RecentProject => ({
  slug,
  name: `Proyecto ${slug}`,
  lastViewed,
  type: 'proyecto',
  organizationSlug: 'vialidad',
  organizationName: 'Dirección de Vialidad',
  priority: 'Alta',
});
const organization: RecentOrganization = {
  slug: 'epen',
  name: 'EPEN',
  lastViewed: '2026-11-02T09:00:00.000Z',
  tenantSlug: 'cenit-demo',
  responsable: null,
};

describe('the activity record on this device', () => {
  it('is kept per tenant under siipro:activity:{slug}, newest visit first, each slug once', () => {
    const { values, activity } = setup();
    activity.rememberProject('cenit-demo', project('a', '2026-11-01T00:00:00.000Z'));
    activity.rememberProject('cenit-demo', project('b', '2026-11-01T01:00:00.000Z'));
    activity.rememberProject('cenit-demo', project('a', '2026-11-01T02:00:00.000Z'));
    activity.rememberOrganization('cenit-demo', organization);

    expect([...values.keys()]).toEqual([localActivityStorageKey('cenit-demo')]);
    expect(values.get('siipro:activity:cenit-demo')).toBe(activity.snapshot('cenit-demo'));
    const stored = activity.read('cenit-demo');
    expect(stored.recentProjects.map((entry) => [entry.slug, entry.lastViewed])).toEqual([
      ['a', '2026-11-01T02:00:00.000Z'],
      ['b', '2026-11-01T01:00:00.000Z'],
    ]);
    expect(stored.recentOrganizations).toEqual([organization]);
    expect(activity.read('obras-publicas')).toEqual({ recentProjects: [], recentOrganizations: [] });
  });

  it('rewrites a damaged record instead of failing', () => {
    const { values, activity } = setup();
    values.set('siipro:activity:cenit-demo', '{no json');
    activity.rememberOrganization('cenit-demo', organization);
    expect(activity.read('cenit-demo').recentOrganizations).toEqual([organization]);
  });

  it("tells readers of writes in this tab and of other tabs' storage events, until they unsubscribe", () => {
    const { events, activity } = setup();
    const onChange = vi.fn();
    const unsubscribe = activity.subscribe(onChange);
    activity.rememberOrganization('cenit-demo', organization);
    events.dispatchEvent(new Event('storage'));
    expect(onChange).toHaveBeenCalledTimes(2);
    unsubscribe();
    activity.rememberOrganization('cenit-demo', organization);
    events.dispatchEvent(new Event('storage'));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('keeps the snapshot stable between writes', () => {
    const { activity } = setup();
    activity.rememberOrganization('cenit-demo', organization);
    expect(activity.snapshot('cenit-demo')).toBe(activity.snapshot('cenit-demo'));
  });
});
