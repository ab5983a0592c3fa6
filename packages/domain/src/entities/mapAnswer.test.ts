import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  MAP_COORDINATE_SCALE,
  decodeMapAnswer,
  encodeMapAnswer,
  encodeMapColumns,
  isMapPosition,
  mapRowColumns,
  mapAnswerSchema,
  mapProjectPopupSchema,
  parseMapKey,
  type MapRow,
} from './mapAnswer.ts';
import { mapPointKey, mapPointPriority, mapPointScore, mapPointStatus } from '../map/mapPoints.ts';

const row = (key: number, overrides: Partial<MapRow> = {}): MapRow => ({
  key,
  latitude: -31.4201,
  longitude: -64.1888,
  score: 72.4,
  status: 'Ejecución',
  priority: 'Alta',
  ...overrides,
});

const rowArbitrary = fc.record({
  key: fc.integer({ min: 1, max: 2_147_483_647 }),
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
  score: fc.option(fc.double({ min: -20, max: 130, noNaN: true }), { nil: null }),
  status: fc.constantFrom('Identificado', 'Priorizado', 'Ejecución', 'Finalizado', 'Otro estado'),
  priority: fc.constantFrom('Alta', 'Media', 'Baja', 'Urgente', null),
});

describe('the map answer wire form', () => {
  it('encodes keys and coordinates as differences, scores rounded, status and priority through dictionaries', () => {
    const answer = encodeMapAnswer([
      row(7),
      row(9, { latitude: -34.6037, longitude: -58.3816, score: null, status: 'Priorizado', priority: null }),
      row(10, { latitude: -34.60371, score: 100.4, priority: 'Baja' }),
    ]);
    expect(answer).toEqual({
      v: 2,
      n: 3,
      u: 0,
      k: [7, 2, 1],
      // -31.4201, -34.6037, -34.60371 and -64.1888, -58.3816, -64.1888 in units of 1e-5 degrees.
      lat: [-3142010, -318360, -1],
      lng: [-6418880, 580720, -580720],
      sc: [72, null, 100],
      st: ['Ejecución', 'Priorizado'],
      s: [0, 1, 0],
      pr: ['Alta', null, 'Baja'],
      p: [0, 1, 2],
    });
    expect(mapAnswerSchema.parse(answer)).toEqual(answer);
  });

  it('decodes into MapPoints columns, keys as decimal text, coordinates to 1e-5 degrees', () => {
    const points = decodeMapAnswer(
      encodeMapAnswer([row(3), row(12, { latitude: -24.18581, longitude: -65.29952, score: 39.5 })]),
    );
    expect(points).toEqual({
      count: 2,
      unplaced: 0,
      key: Uint32Array.of(3, 12),
      lat: Float64Array.of(-31.4201, -24.18581),
      lng: Float64Array.of(-64.1888, -65.29952),
      score: Int8Array.of(72, 40),
      status: Uint16Array.of(0, 0),
      statuses: ['Ejecución'],
      priority: Uint16Array.of(0, 0),
      priorities: ['Alta'],
    });
    expect(mapPointKey(points, 1)).toBe('12');
  });

  it('drops positions that are not numbers on the globe, and puts rows in key order', () => {
    const answer = encodeMapAnswer([
      row(5),
      row(2, { latitude: Number.NaN }),
      row(3, { longitude: Number.POSITIVE_INFINITY }),
      row(4, { latitude: 91 }),
      row(6, { longitude: -180.5 }),
      row(1, { latitude: 90, longitude: -180 }),
    ]);
    expect(Array.from(decodeMapAnswer(answer).key)).toEqual([1, 5]);
    // The four dropped are counted: the map says how many of the list's projects it cannot show.
    expect(answer.u).toBe(4);
    expect(decodeMapAnswer(answer).unplaced).toBe(4);
    expect(isMapPosition(-34.6, -58.4)).toBe(true);
    expect(isMapPosition('-34.6', -58.4)).toBe(false);
    expect(isMapPosition(null, -58.4)).toBe(false);
  });

  it('answers an empty map as empty columns', () => {
    const answer = encodeMapAnswer([]);
    expect(mapAnswerSchema.parse(answer)).toEqual({
      v: 2,
      n: 0,
      u: 0,
      k: [],
      lat: [],
      lng: [],
      sc: [],
      st: [],
      s: [],
      pr: [],
      p: [],
    });
    expect(decodeMapAnswer(answer)).toEqual({
      count: 0,
      unplaced: 0,
      key: new Uint32Array(0),
      lat: new Float64Array(0),
      lng: new Float64Array(0),
      score: new Int8Array(0),
      status: new Uint16Array(0),
      statuses: [],
      priority: new Uint16Array(0),
      priorities: [],
    });
  });

  it('encodes the columns the API reads (typed arrays, NaN for no position or score) as it encodes rows', () => {
    const rows = [
      row(12, { score: null }),
      row(3, { latitude: Number.NaN, longitude: Number.NaN }),
      row(5, { latitude: -24.18581, longitude: -65.29952, score: 39.5, priority: null }),
    ];
    const columns = mapRowColumns(rows);
    const typed = {
      ...columns,
      key: Float64Array.from(columns.key),
      latitude: Float64Array.from(columns.latitude),
      longitude: Float64Array.from(columns.longitude),
      score: Float64Array.from(columns.score),
    };
    const answer = encodeMapColumns(typed);
    expect(answer).toEqual(encodeMapAnswer(rows));
    expect(answer).toMatchObject({ n: 2, u: 1, k: [5, 7], sc: [40, null], pr: [null, 'Alta'] });
  });

  it('refuses repeated or non-positive keys', () => {
    expect(() => encodeMapAnswer([row(4), row(4)])).toThrow(/unique positive/);
    expect(() => encodeMapAnswer([row(0)])).toThrow(/unique positive/);
    expect(() => encodeMapAnswer([row(1.5)])).toThrow(/unique positive/);
  });

  it('round-trips any rows: the same projects in key order, coordinates within half a unit of 1e-5', () => {
    fc.assert(
      fc.property(fc.uniqueArray(rowArbitrary, { selector: (item) => item.key, maxLength: 60 }), (rows) => {
        const answer = encodeMapAnswer(rows);
        expect(mapAnswerSchema.safeParse(JSON.parse(JSON.stringify(answer))).success).toBe(true);
        const points = decodeMapAnswer(answer);
        const expected = [...rows].sort((a, b) => a.key - b.key);
        expect(points.count).toBe(expected.length);
        expect(Array.from(points.key, String)).toEqual(expected.map((item) => String(item.key)));
        expected.forEach((item, index) => {
          expect(Math.abs(points.lat[index]! - item.latitude)).toBeLessThanOrEqual(0.5 / MAP_COORDINATE_SCALE + 1e-9);
          expect(Math.abs(points.lng[index]! - item.longitude)).toBeLessThanOrEqual(0.5 / MAP_COORDINATE_SCALE + 1e-9);
          expect(mapPointStatus(points, index)).toBe(item.status);
          expect(mapPointPriority(points, index)).toBe(item.priority);
          const score = mapPointScore(points, index);
          if (item.score === null) expect(score).toBeNull();
          else expect(score).toBe(Math.min(100, Math.max(0, Math.round(item.score))));
        });
      }),
    );
  });

  it('refuses answers whose columns disagree', () => {
    const answer = encodeMapAnswer([row(1), row(2)]);
    const broken = [
      { ...answer, lat: [1] },
      { ...answer, n: 3 },
      { ...answer, s: [0, 1] },
      { ...answer, p: [0, -1] },
      { ...answer, k: [1, 0] },
      { ...answer, k: [-1, 2] },
      { ...answer, sc: [101, 5] },
      { ...answer, v: 1 },
      { ...answer, u: -1 },
      { ...answer, lat: [1.5, 2] },
    ];
    for (const candidate of broken) expect(mapAnswerSchema.safeParse(candidate).success).toBe(false);
  });

  it('stays small: 20,000 projects spread over Argentina take under 9 bytes each as JSON', () => {
    let seed = 1;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const rows = Array.from({ length: 20_000 }, (_, index) =>
      row(index + 1, {
        latitude: -55 + random() * 33,
        longitude: -73 + random() * 20,
        score: Math.round(random() * 100),
      }),
    );
    const bytes = JSON.stringify(encodeMapAnswer(rows)).length;
    // Each project: a key difference of 1 ("1,"), two 7-8 digit coordinate differences and a 1-3 digit score.
    expect(bytes / rows.length).toBeLessThan(26);
  });
});

describe('map keys and the popup', () => {
  it('reads a key only as a positive decimal integer a PostgreSQL integer can hold', () => {
    expect(parseMapKey('1')).toBe(1);
    expect(parseMapKey('2147483647')).toBe(2147483647);
    for (const text of ['0', '01', '-1', '1.5', '1e3', ' 1', 'abc', '2147483648', '99999999999', '', "1' or '1'='1"]) {
      expect(parseMapKey(text), text).toBeNull();
    }
  });

  it('describes the popup with the domain type', () => {
    const popup = {
      projectId: 'b1d8e2a0-0000-4000-8000-000000000001',
      type: 'proyecto' as const,
      name: 'Pavimentación de la Ruta 9',
      slug: 'pavimentacion-de-la-ruta-9',
      score: 72,
      status: 'Ejecución',
      priority: 'Alta',
      area: 'Dirección de Vialidad',
      organizations: [{ name: 'Ministerio de Obras Públicas', slug: 'ministerio-de-obras-publicas' }],
    };
    expect(mapProjectPopupSchema.parse(popup)).toEqual(popup);
    expect(mapProjectPopupSchema.safeParse({ ...popup, score: 72.5 }).success).toBe(false);
  });
});

describe('the map answer in the OpenAPI document', () => {
  it('describes every column as an array of integers (scores nullable)', () => {
    const schema = z.toJSONSchema(mapAnswerSchema, { io: 'output', unrepresentable: 'any' }) as {
      properties: Record<string, { type?: unknown; items?: unknown; description?: string }>;
      required: string[];
    };
    for (const column of ['k', 'lat', 'lng', 's', 'p']) {
      expect(schema.properties[column], column).toMatchObject({ type: 'array', items: { type: 'integer' } });
    }
    expect(schema.properties.sc).toMatchObject({ type: 'array', items: { type: ['integer', 'null'] } });
    expect(schema.properties.st).toMatchObject({ type: 'array', items: { type: 'string' } });
    expect(schema.required).toEqual(['v', 'n', 'u', 'k', 'lat', 'lng', 'sc', 'st', 's', 'pr', 'p']);
  });
});
