export { EagerTile, EMBEDDED_MAP_SETTINGS, MapCredits, MarkerPin, PIN_ANCHOR_OFFSET } from './mapParts';
