import { describe, expect, it } from 'vitest';
import { formatMapPosition, mapViewFromConfig, mappableProjects, markerTone, parseMapPosition } from './map.ts';

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

  it('writes the URL position with 6 decimals and an integer zoom, and reads it only when all three parse', () => {
    expect(formatMapPosition({ lat: -31.4201, lng: -64.1888, zoom: 14.4 })).toBe('@-31.420100,-64.188800,14z');
    expect(parseMapPosition('@-31.420100,-64.188800,14z')).toEqual({ lat: -31.4201, lng: -64.1888, zoom: 14 });
    expect(parseMapPosition('-31.42,-64.18,9')).toEqual({ lat: -31.42, lng: -64.18, zoom: 9 });
    expect(parseMapPosition('@-31.42,abc,9z')).toBeNull();
    expect(parseMapPosition('@-31.42,-64.18')).toBeNull();
    expect(parseMapPosition(undefined)).toBeNull();
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
