import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_TILE_TEMPLATES, MAP_TILE_ATTRIBUTIONS, mapTileUrl } from './tiles.ts';
import { MAP_BASE_LAYERS } from './map.ts';

describe('map tiles', () => {
  it('fills {x}, {y} and {z}', () => {
    expect(mapTileUrl(DEFAULT_MAP_TILE_TEMPLATES.osm, 345, 617, 10)).toBe(
      'https://tile.openstreetmap.org/10/345/617.png',
    );
    expect(mapTileUrl('/tiles/{z}-{x}-{y}-{x}.png', 1, 2, 3)).toBe('/tiles/3-1-2-1.png');
  });

  it('flips the row for {-y} (TMS: 2^z − 1 − y) at every zoom', () => {
    // Zoom 0 has one tile; zoom 1 two rows; the north row of a zoom is the TMS row 2^z − 1.
    expect(mapTileUrl('{z}/{x}/{-y}', 0, 0, 0)).toBe('0/0/0');
    expect(mapTileUrl('{z}/{x}/{-y}', 1, 0, 1)).toBe('1/1/1');
    expect(mapTileUrl('{z}/{x}/{-y}', 1, 1, 1)).toBe('1/1/0');
    expect(mapTileUrl('{z}/{x}/{-y}', 5, 0, 8)).toBe('8/5/255');
    // Villa de María, Córdoba (-29.90, -63.72) at the mini map's zoom 10 is tile (330, 601): TMS row 422.
    expect(mapTileUrl(DEFAULT_MAP_TILE_TEMPLATES['ign-ar'], 330, 601, 10)).toBe(
      'https://wms.ign.gob.ar/geoserver/gwc/service/tms/1.0.0/capabaseargenmap@EPSG%3A3857@png/10/330/422.png',
    );
    expect(mapTileUrl('{z}/{x}/{-y}', 2_000, 150_000, 18)).toBe(`18/2000/${2 ** 18 - 1 - 150_000}`);
  });

  it('leaves a template without placeholders (one image for every tile) and unknown braces alone', () => {
    expect(mapTileUrl('/map-tiles/land.png', 7, 8, 9)).toBe('/map-tiles/land.png');
    expect(mapTileUrl('/t/{s}/{z}.png', 0, 0, 4)).toBe('/t/{s}/4.png');
  });

  it('has a default template and a credit for every base layer', () => {
    for (const { key } of MAP_BASE_LAYERS) {
      expect(DEFAULT_MAP_TILE_TEMPLATES[key]).toMatch(/^https:\/\/.*\{z\}.*\{x\}.*\{-?y\}/);
      expect(MAP_TILE_ATTRIBUTIONS[key].length).toBeGreaterThan(0);
    }
  });
});
