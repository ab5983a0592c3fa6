export { EagerTile, MapCredits, MarkerPin, PIN_ANCHOR_OFFSET } from './mapParts';
