// The map's pure parts: clustering (what the worker answers) and moving between drawn items with the arrow keys.
import { describe, expect, it } from 'vitest';
import { generateMapPoints } from '@siipro/domain';
import { buildClusterIndex } from './clusterIndex';
import { createClusterHandler } from './clusterHandler';
import { nearestItem, nextInDirection, type NavItem } from './spatialNavigation';

const ARGENTINA: [number, number, number, number] = [-74, -56, -53, -21];

describe('clustering', () => {
  const points = generateMapPoints({ count: 20_000, seed: 7 });
  const index = buildClusterIndex(points.lat, points.lng);

  it('answers groups that stand for every project in the box, fewer as one zooms out', () => {
    const country = index.query(ARGENTINA, 4);
    const total = country.size.reduce((sum, size) => sum + size, 0);
    expect(total).toBe(20_000);
    expect(country.size.length).toBeLessThan(200);
    const province = index.query(ARGENTINA, 8);
    expect(province.size.length).toBeGreaterThan(country.size.length);
    expect(province.size.reduce((sum, size) => sum + size, 0)).toBe(20_000);
  });

  it('splits a group at its expansion zoom, into groups and projects at the same place', () => {
    const country = index.query(ARGENTINA, 5);
    const group = Array.from(country.size).findIndex((size) => size > 100);
    const clusterId = country.ref[group]!;
    const zoom = index.expansionZoom(clusterId);
    expect(zoom).toBeGreaterThan(5);
    const [lat, lng] = [country.lat[group]!, country.lng[group]!];
    const around = index.query([lng - 5, lat - 5, lng + 5, lat + 5], zoom);
    expect(around.size.length).toBeGreaterThan(1);
  });

  it('draws every project on its own from zoom 15, pointing back to its index', () => {
    const lat = points.lat[123]!;
    const lng = points.lng[123]!;
    const close = index.query([lng - 0.001, lat - 0.001, lng + 0.001, lat + 0.001], 15);
    expect(Array.from(close.size).every((size) => size === 1)).toBe(true);
    expect(Array.from(close.ref)).toContain(123);
  });

  it('answers requests by generation, and refuses questions about other points', () => {
    const handler = createClusterHandler();
    const loaded = handler.handle({
      type: 'load',
      generation: 1,
      lat: Float64Array.from(points.lat),
      lng: Float64Array.from(points.lng),
    });
    expect(loaded).toMatchObject({ type: 'loaded', generation: 1 });
    expect(handler.handle({ type: 'query', id: 1, generation: 1, box: ARGENTINA, zoom: 4 })).toMatchObject({
      type: 'clusters',
      id: 1,
    });
    expect(handler.handle({ type: 'query', id: 2, generation: 0, box: ARGENTINA, zoom: 4 })).toMatchObject({
      type: 'error',
      id: 2,
    });
  });
});

describe('arrow keys between drawn items', () => {
  //      a(0,0)        b(100,10)
  //                          c(120,100)
  //  d(-80,90)   e(0,0) (on a)
  const items: NavItem[] = [
    { id: 'a', x: 0, y: 0 },
    { id: 'b', x: 100, y: 10 },
    { id: 'c', x: 120, y: 100 },
    { id: 'd', x: -80, y: 90 },
    { id: 'e', x: 0, y: 0 },
  ];

  it('moves to the nearest item that way, sideways distance counting double', () => {
    expect(nextInDirection(items, 'b', 'down')?.id).toBe('c');
    expect(nextInDirection(items, 'c', 'up')?.id).toBe('b');
    expect(nextInDirection(items, 'c', 'left')?.id).toBe('d');
    expect(nextInDirection(items, 'd', 'right')?.id).toBe('c');
    expect(nextInDirection(items, 'c', 'right')).toBeNull();
    // Nothing within 45° to the right of b: the nearest on that side.
    expect(nextInDirection(items, 'b', 'right')?.id).toBe('c');
    // a is up and to the right of d, within 45°; b is farther to the side.
    expect(nextInDirection(items, 'd', 'up')?.id).toBe('a');
  });

  it('visits items at the same place in drawn order first', () => {
    expect(nextInDirection(items, 'a', 'right')?.id).toBe('e');
    expect(nextInDirection(items, 'e', 'right')?.id).toBe('b');
    expect(nextInDirection(items, 'e', 'left')?.id).toBe('a');
    expect(nextInDirection(items, 'missing', 'left')).toBeNull();
  });

  it('finds the item nearest to a place', () => {
    expect(nearestItem(items, 110, 80)?.id).toBe('c');
    expect(nearestItem([], 0, 0)).toBeNull();
  });
});
