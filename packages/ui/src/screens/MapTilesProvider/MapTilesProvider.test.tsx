// MapTilesProvider: the public services by default, the app's templates in their place, pigeon-maps' provider
// filling {x}, {y}, {-y} and {z}.
import { useEffect, type ReactNode } from 'react';
import { DEFAULT_MAP_TILE_TEMPLATES, type MapBaseLayerKey } from '@siipro/domain';
import { describe, expect, it } from 'vitest';
import { MapTilesProvider, resolveMapTileTemplates, useMapTileProvider, useMapTileTemplates } from './MapTilesProvider';
import { setUpReactRoot } from '../../testing/reactRoot';

const view = setUpReactRoot();

/** Renders a hook under `wrap` and hands its value out. */
function hookValue<T>(useValue: () => T, wrap: (children: ReactNode) => ReactNode = (children) => children): T {
  let captured: { value: T } | undefined;
  function Capture() {
    const value = useValue();
    useEffect(() => {
      captured = { value };
    });
    return null;
  }
  view.render(wrap(<Capture />));
  if (!captured) throw new Error('the hook did not render');
  return captured.value;
}

describe('MapTilesProvider', () => {
  it('gives the public services without a provider', () => {
    expect(hookValue(useMapTileTemplates)).toEqual(DEFAULT_MAP_TILE_TEMPLATES);
    const ign = hookValue(() => useMapTileProvider('ign-ar'));
    expect(ign(330, 601, 10)).toBe(
      'https://wms.ign.gob.ar/geoserver/gwc/service/tms/1.0.0/capabaseargenmap@EPSG%3A3857@png/10/330/422.png',
    );
  });

  it("puts the app's templates in place, keeping the default of a layer left out or empty", () => {
    const wrap = (templates: Partial<Record<MapBaseLayerKey, string | undefined>>) => (children: ReactNode) => (
      <MapTilesProvider templates={templates}>{children}</MapTilesProvider>
    );
    const osm = hookValue(() => useMapTileProvider('osm'), wrap({ osm: 'https://tiles.example.org/{z}/{x}/{y}.png' }));
    expect(osm(1, 2, 3)).toBe('https://tiles.example.org/3/1/2.png');
    expect(hookValue(useMapTileTemplates, wrap({ osm: '  ', 'ign-ar': undefined }))).toEqual(
      DEFAULT_MAP_TILE_TEMPLATES,
    );
  });

  it('resolves templates without React too', () => {
    expect(resolveMapTileTemplates({ 'ign-ar': '/tiles/ign.png' })).toEqual({
      'ign-ar': '/tiles/ign.png',
      osm: DEFAULT_MAP_TILE_TEMPLATES.osm,
    });
  });
});
