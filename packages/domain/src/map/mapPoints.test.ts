import { describe, expect, it } from 'vitest';
import { sampleCompleteProject, sampleIncompleteProject, sampleProgram } from '../fixtures/sampleProjects.ts';
import {
  buildMapPoints,
  indexOfMapKey,
  mapPointKey,
  mapPointPriority,
  mapPointScore,
  mapPointStatus,
  mapPointsBuffers,
  mapPointsOf,
  mapProjectPopupOf,
  projectOfMapKey,
  sameMapPoints,
} from './mapPoints.ts';

describe('map points', () => {
  it('puts the projects with numeric coordinates in typed columns, keyed by their position in the list', () => {
    const projects = [sampleCompleteProject, sampleIncompleteProject, sampleProgram];
    const mappable = projects.filter((p) => typeof p.latitude === 'number' && typeof p.longitude === 'number');
    const points = mapPointsOf(projects);
    expect(points.count).toBe(mappable.length);
    expect(points.unplaced).toBe(projects.length - mappable.length);
    expect(Array.from(points.lat)).toEqual(mappable.map((p) => p.latitude));
    for (let index = 0; index < points.count; index++) {
      const key = mapPointKey(points, index);
      expect(projectOfMapKey(projects, key)).toBe(mappable[index]);
      expect(indexOfMapKey(points, key)).toBe(index);
      expect(mapPointStatus(points, index)).toBe(mappable[index]!.status);
      expect(mapPointPriority(points, index)).toBe(mappable[index]!.priority);
      expect(mapPointScore(points, index)).toBe(mappable[index]!.score);
    }
    for (const column of [points.lng, points.score, points.status, points.priority]) {
      expect(column).toHaveLength(points.count);
    }
    expect(indexOfMapKey(points, 'x')).toBe(-1);
    expect(indexOfMapKey(points, '999')).toBe(-1);
  });

  it('keeps a missing score apart from 0, and tells two answers with the same projects apart from others', () => {
    const row = { key: 1, lat: -34.6, lng: -58.4, score: null, status: 'Ejecución', priority: null };
    const points = buildMapPoints([row, { ...row, key: 2, score: 0.2, priority: 'Alta' }], 3);
    expect([mapPointScore(points, 0), mapPointScore(points, 1)]).toEqual([null, 0]);
    expect([mapPointPriority(points, 0), mapPointPriority(points, 1)]).toEqual([null, 'Alta']);
    expect(points.unplaced).toBe(3);
    expect(sameMapPoints(points, buildMapPoints([row, { ...row, key: 2, score: 0, priority: 'Alta' }], 3))).toBe(true);
    expect(sameMapPoints(points, buildMapPoints([row, { ...row, key: 2, score: 1, priority: 'Alta' }], 3))).toBe(false);
    expect(sameMapPoints(points, buildMapPoints([row], 3))).toBe(false);
    expect(sameMapPoints(points, buildMapPoints([row, { ...row, key: 2, score: 0, priority: 'Baja' }], 3))).toBe(false);
    // Every column travels to or from a worker without a copy.
    expect(mapPointsBuffers(points)).toHaveLength(6);
  });

  it('makes the popup of a project from the project', () => {
    expect(mapProjectPopupOf(sampleCompleteProject)).toEqual({
      projectId: sampleCompleteProject.projectId,
      type: 'proyecto',
      name: sampleCompleteProject.name,
      slug: sampleCompleteProject.slug,
      score: sampleCompleteProject.score,
      status: sampleCompleteProject.status,
      priority: sampleCompleteProject.priority,
      area: sampleCompleteProject.area,
      organizations: sampleCompleteProject.organizations,
    });
  });
});
