import { describe, expect, it } from 'vitest';
import { boundsOf, fitMapView, latToWorldY, lngToWorldX, worldXToLng, worldYToLat, worldSize } from './mercator.ts';

describe('Web Mercator', () => {
  it('puts the world in 256 × 2^z pixels, with the equator and the meridian in the middle', () => {
    expect(worldSize(0)).toBe(256);
    expect(worldSize(3)).toBe(2048);
    expect(lngToWorldX(0, 1)).toBe(256);
    expect(latToWorldY(0, 1)).toBeCloseTo(256, 9);
    expect(lngToWorldX(-180, 4)).toBe(0);
    expect(latToWorldY(90, 0)).toBeCloseTo(0, 6);
  });

  it('goes back from pixels to degrees', () => {
    for (const [lat, lng] of [
      [-34.6118, -58.396],
      [-54.8, -68.3],
      [-22.1, -65.6],
    ] as const) {
      expect(worldYToLat(latToWorldY(lat, 12), 12)).toBeCloseTo(lat, 9);
      expect(worldXToLng(lngToWorldX(lng, 12), 12)).toBeCloseTo(lng, 9);
    }
  });

  it('boxes the places in one pass, and has no box without places', () => {
    expect(boundsOf([-31.4, -34.6, -24.8], [-64.2, -58.4, -65.4])).toEqual({
      south: -34.6,
      west: -65.4,
      north: -24.8,
      east: -58.4,
    });
    expect(boundsOf([], [])).toBeNull();
  });

  it('fits the box with 40 px free on every side, at the largest integer zoom that holds it', () => {
    const bounds = { south: -55, west: -73.5, north: -21.8, east: -53.6 };
    const size = { width: 1280, height: 800 };
    const view = fitMapView(bounds, size);
    // The whole box is inside the map, at least 40 px from each edge, and one zoom more would not fit.
    const check = (zoom: number) => {
      const cx = lngToWorldX(view.lng, zoom);
      const cy = latToWorldY(view.lat, zoom);
      const left = lngToWorldX(bounds.west, zoom) - cx + size.width / 2;
      const right = lngToWorldX(bounds.east, zoom) - cx + size.width / 2;
      const top = latToWorldY(bounds.north, zoom) - cy + size.height / 2;
      const bottom = latToWorldY(bounds.south, zoom) - cy + size.height / 2;
      return (
        left >= 40 - 1e-6 && top >= 40 - 1e-6 && right <= size.width - 40 + 1e-6 && bottom <= size.height - 40 + 1e-6
      );
    };
    expect(Number.isInteger(view.zoom)).toBe(true);
    expect(check(view.zoom)).toBe(true);
    expect(check(view.zoom + 1)).toBe(false);
    // The centre is the middle in Mercator pixels: nearer the pole than the middle in degrees.
    expect(view.lat).toBeLessThan((bounds.south + bounds.north) / 2);
    expect(view.lng).toBeCloseTo(-63.55, 6);
  });

  it('stops at the link zoom for one place, and honours other limits', () => {
    const one = { south: -31.4, west: -64.2, north: -31.4, east: -64.2 };
    const view = fitMapView(one, { width: 800, height: 600 });
    expect(view.zoom).toBe(14);
    expect(view.lat).toBeCloseTo(-31.4, 9);
    expect(view.lng).toBeCloseTo(-64.2, 9);
    expect(fitMapView(one, { width: 800, height: 600 }, { maxZoom: 10 }).zoom).toBe(10);
    const world = { south: -80, west: -179, north: 80, east: 179 };
    expect(fitMapView(world, { width: 300, height: 200 }, { minZoom: 2 }).zoom).toBe(2);
  });
});
