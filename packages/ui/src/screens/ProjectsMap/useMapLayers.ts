// The map's layer choices (ProjectsMap): the base map and the markers' colouring, each controlled when the page
// passes it (e.g. kept in local preferences), else kept here from its default; every change is reported.
import { useState } from 'react';
import type { MapBaseLayerKey, MarkerColouring } from '@siipro/domain';

interface MapLayersOptions {
  baseLayer: MapBaseLayerKey | undefined;
  defaultBaseLayer: MapBaseLayerKey;
  onBaseLayerChange: ((layer: MapBaseLayerKey) => void) | undefined;
  colouring: MarkerColouring | undefined;
  defaultColouring: MarkerColouring;
  onColouringChange: ((colouring: MarkerColouring) => void) | undefined;
}

export function useMapLayers(options: MapLayersOptions) {
  const [ownBaseLayer, setOwnBaseLayer] = useState(options.defaultBaseLayer);
  const [ownColouring, setOwnColouring] = useState(options.defaultColouring);

  const changeBaseLayer = (layer: MapBaseLayerKey) => {
    setOwnBaseLayer(layer);
    options.onBaseLayerChange?.(layer);
  };
  const changeColouring = (next: MarkerColouring) => {
    setOwnColouring(next);
    options.onColouringChange?.(next);
  };

  return {
    baseLayer: options.baseLayer ?? ownBaseLayer,
    colouring: options.colouring ?? ownColouring,
    changeBaseLayer,
    changeColouring,
  };
}
