import { describe, expect, it } from 'vitest';
import { sampleCompleteProject, sampleIncompleteProject, sampleProgram } from '../fixtures/sampleProjects.ts';
import { mapPointsOf, mapProjectPopupOf } from './mapPoints.ts';

describe('map points', () => {
  it('puts the projects with numeric coordinates in columns, keyed by projectId unless told', () => {
    const projects = [sampleCompleteProject, sampleIncompleteProject, sampleProgram];
    const mappable = projects.filter((p) => typeof p.latitude === 'number' && typeof p.longitude === 'number');
    const points = mapPointsOf(projects);
    expect(points.count).toBe(mappable.length);
    expect(points.key).toEqual(mappable.map((p) => p.projectId));
    expect(points.lat).toEqual(mappable.map((p) => p.latitude));
    expect(points.status).toEqual(mappable.map((p) => p.status));
    for (const column of [points.lng, points.score, points.priority]) expect(column).toHaveLength(points.count);
    expect(mapPointsOf(projects, (p) => p.slug).key[0]).toBe(sampleCompleteProject.slug);
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
