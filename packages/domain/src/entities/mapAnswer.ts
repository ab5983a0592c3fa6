// The projects map's answers (issue 16, ARCHITECTURE.md §4): GET /t/{slug}/map in a compact columnar wire form built
// for 100,000 points, and GET /t/{slug}/map/projects/{key}, the details one marker's popup shows.
//
// Why columns: an array of 100,000 objects repeats every key name 100,000 times and parses into 100,000 objects.
// Here each field is one array of numbers: keys and coordinates as integer differences from the previous project,
// the score as a rounded integer, status and priority as indices into a dictionary of the values this answer holds.
// At 100,000 projects that is ~2.2 MB of JSON and ~0.8 MB gzipped (an array of objects: ~10 MB and ~1.5 MB).
//
// The format has one definition: `encodeMapAnswer` (the API) and `decodeMapAnswer` (the api-client, into the
// `MapPoints` columns the map and its clustering worker read) live here, next to the schema the OpenAPI document
// is generated from, and a test round-trips them.
import { z } from 'zod/mini';
import { builtOnFirstUse } from '../shared/builtOnFirstUse.ts';
import { column } from './columnSchema.ts';
import type { MapPoints, MapProjectPopup } from '../map/mapPoints.ts';
import { Dictionary } from '../shared/dictionary.ts';
import { normalizeScore } from '../score/bands.ts';
import { PROJECT_TYPES } from './project.ts';

/** Version of the wire form; a decoder refuses any other. */
export const MAP_ANSWER_FORMAT = 2;
/** Coordinates travel as integers of 1/100,000 degree (~1.1 m at the equator, well under a marker's pixel). */
export const MAP_COORDINATE_SCALE = 100_000;

/**
 * Whether a position can be a marker: both coordinates finite and on the globe (latitude -90…90, longitude
 * -180…180); anything else is dropped (§2.9, §5) and only counted (the answer's `u`).
 */
export function isMapPosition(latitude: unknown, longitude: unknown): boolean {
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}

const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);
const isScore = (value: unknown): value is number | null =>
  value === null || (isInteger(value) && value >= 0 && value <= 100);
const integers = (description: string) => column(description, { type: 'integer' }, isInteger);

/** GET /t/{slug}/map: every column has `n` entries, entry i of each column being the same project. */
export const mapAnswerSchema = builtOnFirstUse(() =>
  z
    .object({
      v: z.literal(MAP_ANSWER_FORMAT).check(z.meta({ description: 'Versión del formato (2).' })),
      n: z
        .number()
        .check(z.int(), z.gte(0), z.meta({ description: 'Cantidad de proyectos: el largo de cada columna.' })),
      u: z.number().check(
        z.int(),
        z.gte(0),
        z.meta({
          description:
            'Cantidad de proyectos de la misma selección sin latitud y longitud numéricas: no están en las columnas ' +
            '(n + u es el total de la lista con los mismos filtros).',
        }),
      ),
      k: integers(
        'Claves de los proyectos (enteros positivos, en orden creciente) como diferencias: la primera tal cual, cada ' +
          'una de las siguientes menos la anterior. La clave, en decimal, es la que toma GET /t/{slug}/map/projects/{key}.',
      ),
      lat: integers(
        'Latitudes en cienmilésimas de grado (1e-5), la primera tal cual y las siguientes como diferencia con la anterior.',
      ),
      lng: integers('Longitudes en cienmilésimas de grado (1e-5), codificadas como las latitudes.'),
      sc: column(
        'Puntaje SIIPRO redondeado (0-100), o null si el proyecto no tiene.',
        { type: ['integer', 'null'], minimum: 0, maximum: 100 },
        isScore,
      ),
      st: z.array(z.string()).check(z.meta({ description: 'Diccionario de los estados presentes en esta respuesta.' })),
      s: integers('Estado de cada proyecto: índice en st.'),
      pr: z
        .array(z.nullable(z.string()))
        .check(z.meta({ description: 'Diccionario de las prioridades presentes (null = sin prioridad asignada).' })),
      p: integers('Prioridad de cada proyecto: índice en pr.'),
    })
    .check(
      z.superRefine((answer, context) => {
        for (const column of ['k', 'lat', 'lng', 'sc', 's', 'p'] as const) {
          if (answer[column].length !== answer.n) {
            context.addIssue({
              code: 'custom',
              path: [column],
              message: `${column} must have n (${answer.n}) entries`,
            });
          }
        }
        const outside = (indices: number[], size: number) => indices.some((index) => index < 0 || index >= size);
        if (outside(answer.s, answer.st.length)) {
          context.addIssue({ code: 'custom', path: ['s'], message: 'status index outside st' });
        }
        if (outside(answer.p, answer.pr.length)) {
          context.addIssue({ code: 'custom', path: ['p'], message: 'priority index outside pr' });
        }
        if (answer.k.some((delta) => delta < 1)) {
          context.addIssue({ code: 'custom', path: ['k'], message: 'keys must be positive and increasing' });
        }
      }),
      z.meta({
        description:
          'Los proyectos con coordenadas numéricas, en columnas: la entrada i de cada columna es el mismo proyecto.',
      }),
    ),
);
export type MapAnswer = z.infer<typeof mapAnswerSchema>;

/** One project as the API reads it for the map, before encoding. */
export interface MapRow {
  /** The project's short id: a positive integer, stable, unique in its tenant. */
  key: number;
  /** NaN (or anything outside the globe) when the project has no position: counted, not drawn. */
  latitude: number;
  longitude: number;
  /** The stored score (any number, or null); rounded and clamped here. */
  score: number | null;
  status: string;
  priority: string | null;
}

/**
 * The same projects one column per field, entry i of each being one project: how the API reads 100,000 of them. An
 * object per row boxes its numbers and keeps them all alive through the young generation, which cost twice the
 * reading itself (bench/README.md, map).
 */
export interface MapRowColumns {
  count: number;
  key: ArrayLike<number>;
  /** NaN (or anything outside the globe) when the project has no position. */
  latitude: ArrayLike<number>;
  longitude: ArrayLike<number>;
  /** NaN when the project has no score. */
  score: ArrayLike<number>;
  status: ArrayLike<string>;
  priority: ArrayLike<string | null>;
}

/** MapRow objects as columns, for callers that hold a few (tests, fixtures). */
export function mapRowColumns(rows: readonly MapRow[]): MapRowColumns {
  return {
    count: rows.length,
    key: rows.map((row) => row.key),
    latitude: rows.map((row) => row.latitude),
    longitude: rows.map((row) => row.longitude),
    score: rows.map((row) => row.score ?? Number.NaN),
    status: rows.map((row) => row.status),
    priority: rows.map((row) => row.priority),
  };
}

const quantise = (degrees: number) => Math.round(degrees * MAP_COORDINATE_SCALE);

/** The indices of the rows with a map position (isMapPosition), in key order (they usually arrive in it). */
function placedInKeyOrder(columns: MapRowColumns): number[] {
  const { key, latitude, longitude } = columns;
  const placed: number[] = [];
  let inOrder = true;
  for (let index = 0; index < columns.count; index++) {
    if (!isMapPosition(latitude[index], longitude[index])) continue;
    if (placed.length > 0 && key[index]! <= key[placed[placed.length - 1]!]!) inOrder = false;
    placed.push(index);
  }
  if (!inOrder) placed.sort((a, b) => key[a]! - key[b]!);
  return placed;
}

/** The wire form of a few projects given as objects: encodeMapColumns of their columns. */
export function encodeMapAnswer(rows: readonly MapRow[]): MapAnswer {
  return encodeMapColumns(mapRowColumns(rows));
}

/**
 * The wire form of the map's projects. Rows without a map position (isMapPosition) are dropped and counted (`u`);
 * the others are put in key order. Keys must be positive integers, unique.
 *
 * One pass over the rows builds every column (the keys and coordinates as differences from the previous project):
 * at 100 000 projects this runs on every fresh answer of the API, and a pass per column cost twice as much.
 */
export function encodeMapColumns(columns: MapRowColumns): MapAnswer {
  const placed = placedInKeyOrder(columns);
  const n = placed.length;
  const k = new Array<number>(n);
  const lat = new Array<number>(n);
  const lng = new Array<number>(n);
  const sc = new Array<number | null>(n);
  const s = new Array<number>(n);
  const p = new Array<number>(n);
  const statuses = new Dictionary<string>();
  const priorities = new Dictionary<string | null>();
  let previousKey = 0;
  let previousLat = 0;
  let previousLng = 0;
  for (let index = 0; index < n; index++) {
    // The project's entry in the columns.
    const at = placed[index]!;
    const key = columns.key[at]!;
    // In key order, unique means each key greater than the one before.
    if (!Number.isSafeInteger(key) || key <= previousKey) {
      throw new Error(`encodeMapAnswer: keys must be unique positive integers (${key})`);
    }
    const latitude = quantise(columns.latitude[at]!);
    const longitude = quantise(columns.longitude[at]!);
    k[index] = key - previousKey;
    lat[index] = latitude - previousLat;
    lng[index] = longitude - previousLng;
    previousKey = key;
    previousLat = latitude;
    previousLng = longitude;
    sc[index] = normalizeScore(columns.score[at]);
    s[index] = statuses.indexOf(columns.status[at]!);
    p[index] = priorities.indexOf(columns.priority[at] ?? null);
  }
  return {
    v: MAP_ANSWER_FORMAT,
    n,
    u: columns.count - n,
    k,
    lat,
    lng,
    sc,
    st: statuses.entries,
    s,
    pr: priorities.entries,
    p,
  };
}

/** The columns the browser holds (MapPoints) from a wire answer that passed mapAnswerSchema. */
export function decodeMapAnswer(answer: MapAnswer): MapPoints {
  const { n } = answer;
  const key = new Uint32Array(n);
  const lat = new Float64Array(n);
  const lng = new Float64Array(n);
  let keyTotal = 0;
  let latTotal = 0;
  let lngTotal = 0;
  for (let index = 0; index < n; index++) {
    // Running sums undo the differences.
    keyTotal += answer.k[index]!;
    latTotal += answer.lat[index]!;
    lngTotal += answer.lng[index]!;
    key[index] = keyTotal;
    lat[index] = latTotal / MAP_COORDINATE_SCALE;
    lng[index] = lngTotal / MAP_COORDINATE_SCALE;
  }
  return {
    count: n,
    unplaced: answer.u,
    key,
    lat,
    lng,
    score: Int8Array.from(answer.sc, (score) => score ?? -1),
    status: Uint16Array.from(answer.s),
    statuses: answer.st.slice(),
    priority: Uint16Array.from(answer.p),
    priorities: answer.pr.slice(),
  };
}

/** A map key as the popup call's path carries it: a positive decimal integer, at most the short id's largest. */
export const MAP_KEY_PATTERN = /^[1-9]\d{0,9}$/;
/** Largest short id (PostgreSQL integer). */
export const MAP_KEY_MAX = 2_147_483_647;

/** The short id a map key names, or null when the text cannot be one (the popup then answers 404). */
export function parseMapKey(text: string): number | null {
  if (!MAP_KEY_PATTERN.test(text)) return null;
  const key = Number(text);
  return key <= MAP_KEY_MAX ? key : null;
}

/** GET /t/{slug}/map/projects/{key}: what a marker's popup shows (portfolio.md §2.9). */
export const mapProjectPopupSchema = builtOnFirstUse(() =>
  z.object({
    projectId: z.string(),
    type: z.enum(PROJECT_TYPES),
    name: z.string(),
    slug: z.string(),
    score: z
      .nullable(z.number().check(z.int(), z.gte(0), z.lte(100)))
      .check(z.meta({ description: 'Puntaje SIIPRO redondeado, o null.' })),
    status: z.string(),
    priority: z.nullable(z.string()),
    area: z.nullable(z.string()).check(z.meta({ description: 'El área ejecutora.' })),
    organizations: z
      .array(z.object({ name: z.string(), slug: z.string() }))
      .check(
        z.meta({ description: 'Organismos del proyecto, el líder primero; vacío = "Ver Detalle" deshabilitado.' }),
      ),
  }),
);

// The schema's type is the domain's MapProjectPopup, both ways: neither can change without the other.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const popupTypesAgree: Same<z.infer<typeof mapProjectPopupSchema>, MapProjectPopup> = true;
void popupTypesAgree;
