import { describe, expect, it } from 'vitest';
import { mapViewFromConfig, mappableProjects, markerTone } from './map.ts';

describe('map view', () => {
  it('takes the tenant centre and zoom, falling back to -34.6118, -58.396, zoom 8', () => {
    expect(mapViewFromConfig({ map: { center: { lat: -38.4161, lng: -63.6167 }, zoom: 4 } })).toEqual({
      lat: -38.4161,
      lng: -63.6167,
      zoom: 4,
    });
    expect(mapViewFromConfig({ map: { center: { lat: 'x' }, zoom: '6' } })).toEqual({
      lat: -34.6118,
      lng: -58.396,
      zoom: 6,
    });
    expect(mapViewFromConfig(undefined)).toEqual({ lat: -34.6118, lng: -58.396, zoom: 8 });
  });

  it('drops projects without numeric coordinates', () => {
    const projects = [
      { slug: 'a', latitude: -31.4, longitude: -64.2 },
      { slug: 'b', latitude: null, longitude: -64.2 },
      { slug: 'c', latitude: Number.NaN, longitude: 1 },
    ];
    expect(mappableProjects(projects).map((p) => p.slug)).toEqual(['a']);
  });

  it('colours markers: default blue, selected purple, by priority or by score band', () => {
    expect(markerTone({ priority: 'Alta', score: 90 }, 'default')).toBe('blue');
    expect(markerTone({ priority: 'Alta', score: 90 }, 'priority', true)).toBe('purple');
    expect(markerTone({ priority: 'Alta' }, 'priority')).toBe('red');
    expect(markerTone({ priority: null }, 'priority')).toBe('blue');
    expect(markerTone({ score: 45 }, 'score')).toBe('orange');
    expect(markerTone({ score: null }, 'score')).toBe('grey');
  });
});
