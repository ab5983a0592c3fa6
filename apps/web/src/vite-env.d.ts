/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  /** host:port of the Firebase Auth emulator; set from FIREBASE_AUTH_EMULATOR_HOST by vite.config.ts. */
  readonly VITE_FIREBASE_AUTH_EMULATOR_HOST?: string;
  /** Base-map tile URL templates ({z} {x} {y}, {-y} for TMS rows); unset: IGN Argenmap and OpenStreetMap. */
  readonly VITE_MAP_TILES_IGN_AR?: string;
  readonly VITE_MAP_TILES_OSM?: string;
  /** "1": the map writes a performance mark per frame (ProjectsMap's measureFrames), for `pnpm bench:map` only. */
  readonly VITE_MAP_MEASURE_FRAMES?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
