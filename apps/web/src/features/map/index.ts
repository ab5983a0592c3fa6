// What other features may use of the map: the person's map preferences (the base layer they chose), so every map of
// the app draws the same tiles.
export { useMapPreferences } from './hooks.ts';
