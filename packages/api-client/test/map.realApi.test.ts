// The projects map against the real API (a fresh PGlite database seeded with the demo data): the points of a list
// query decoded into MapPoints — as many as the list's projects with coordinates —, a marker's popup, and the Spanish
// refusals of a bad filter and of a key of no project; then the browser's way, the request and its reading in a Web
// Worker (here one in this process: the worker's code behind a structured-clone boundary).
import { demoProjectsByTenant, isMapPosition, mapPointKey, mapPointPriority, mapPointStatus } from '@siipro/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  serveMapAnswers,
  type MapAnswerCancel,
  type MapAnswerRequest,
  type MapWorkerScope,
} from '../src/readers/mapAnswerFetch.ts';
import { createApiClient, createMemoryTokenStore, isApiError, isCancelled } from '../src/index.ts';
import { startRealApi, type RealApi, OPTIMIZER_NOT_STARTED } from './support/realApi.ts';

const VIEWER = 'viewer@siipro.test';
const TENANT = 'cenit-demo';

let api: RealApi;

beforeAll(async () => {
  api = await startRealApi([VIEWER]);
}, 180_000);

afterAll(() => api?.stop());

function client() {
  return createApiClient({
    baseUrl: api.baseUrl,
    optimizerBaseUrl: OPTIMIZER_NOT_STARTED,
    tokenStore: createMemoryTokenStore({ accessToken: api.tokens[VIEWER]!, expiresAt: Date.now() + 3_600_000 }),
    onAuthFailure: () => {},
    onInviteRequired: () => {},
  });
}

async function refusal(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('the projects map against the real API', () => {
  it('decodes the points of the whole tenant: every project with coordinates, once', async () => {
    const points = await client().map.points(TENANT);
    const located = demoProjectsByTenant[TENANT].filter((project) =>
      isMapPosition(project.latitude, project.longitude),
    );
    expect(points.count).toBe(located.length);
    for (const column of [points.key, points.lat, points.lng, points.score, points.status, points.priority]) {
      expect(column).toHaveLength(points.count);
    }
    expect(new Set(points.key).size).toBe(points.count);
    expect(points.lat.every((lat) => lat < -20 && lat > -56)).toBe(true);
    expect(points.lng.every((lng) => lng < -52 && lng > -75)).toBe(true);
  });

  it('takes the list’s filters: as many points as the list has projects with coordinates', async () => {
    const query = {
      type: 'proyecto' as const,
      filters: { 'filter[status][in]': 'Ejecución,Priorizado', 'filter[priority][in]': 'Alta' },
    };
    const points = await client().map.points(TENANT, { ...query, sort: '-score', page: 2 });
    const page = await client().projects.list(TENANT, { ...query, limit: 100 });
    expect(page.pagination.total).toBeLessThanOrEqual(100);
    expect(points.count).toBe(page.data.filter((item) => isMapPosition(item.latitude, item.longitude)).length);
    expect(points.count).toBeGreaterThan(0);
    const indices = Array.from({ length: points.count }, (_, index) => index);
    expect(indices.every((index) => ['Ejecución', 'Priorizado'].includes(mapPointStatus(points, index)))).toBe(true);
    expect(indices.every((index) => mapPointPriority(points, index) === 'Alta')).toBe(true);
  });

  it('answers a marker’s popup by its key', async () => {
    const project = demoProjectsByTenant[TENANT].find(
      (candidate) => isMapPosition(candidate.latitude, candidate.longitude) && candidate.organizations.length > 0,
    )!;
    const points = await client().map.points(TENANT, { projectSlug: project.slug });
    expect(points.count).toBe(1);
    const popup = await client().map.popup(TENANT, mapPointKey(points, 0));
    expect(popup).toMatchObject({
      projectId: project.projectId,
      name: project.name,
      slug: project.slug,
      status: project.status,
      organizations: project.organizations.map(({ name, slug }) => ({ name, slug })),
    });
  });

  it('refuses a bad filter and a key of no project with the Spanish message', async () => {
    const bad = await refusal(client().map.points(TENANT, { filters: { 'filter[score][gte]': 'mucho' } }));
    expect(bad).toMatchObject({ status: 400, message: 'El valor de filter[score][gte] debe ser numérico.' });
    const missing = await refusal(client().map.popup(TENANT, '999999999'));
    expect(missing).toMatchObject({ status: 404, message: 'No se encontró el proyecto.' });
  });
});

/** A Web Worker in this process: the map worker's code, messages structured-cloned each way as between threads. */
class InProcessWorker {
  static requests: (MapAnswerRequest | MapAnswerCancel)[] = [];
  /** Runs as each message is posted (a test aborts there, while the worker has the request). */
  static onPost: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { message: string }) => void) | null = null;
  readonly #scope: MapWorkerScope = {
    onmessage: null,
    postMessage: (message, transfer = []) => {
      const data = structuredClone(message, { transfer });
      setTimeout(() => this.onmessage?.({ data }));
    },
  };

  constructor() {
    serveMapAnswers(this.#scope);
  }

  postMessage(message: MapAnswerRequest | MapAnswerCancel) {
    InProcessWorker.requests.push(message);
    const data = structuredClone(message);
    setTimeout(() => this.#scope.onmessage?.({ data } as MessageEvent<MapAnswerRequest | MapAnswerCancel>));
    InProcessWorker.onPost?.();
  }
}

describe('the projects map fetched and read in a Web Worker', () => {
  beforeAll(() => {
    vi.stubGlobal('Worker', InProcessWorker);
  });

  afterEach(() => {
    InProcessWorker.requests = [];
    InProcessWorker.onPost = null;
  });

  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it('gives the same points as reading in place, the request (token included) made by the worker', async () => {
    const inWorker = await client().map.points(TENANT, { type: 'proyecto' });
    const request = InProcessWorker.requests[0] as MapAnswerRequest;
    expect(new URL(request.url).pathname).toBe(`/t/${TENANT}/map`);
    expect(new Map(request.headers).get('authorization')).toBe(`Bearer ${api.tokens[VIEWER]}`);
    vi.stubGlobal('Worker', undefined);
    const inPlace = await client().map.points(TENANT, { type: 'proyecto' });
    vi.stubGlobal('Worker', InProcessWorker);
    expect(inWorker.count).toBeGreaterThan(0);
    expect(inWorker).toEqual(inPlace);
  });

  it('turns the server’s refusal into the same Spanish error', async () => {
    const bad = await refusal(client().map.points(TENANT, { filters: { 'filter[score][gte]': 'mucho' } }));
    expect(InProcessWorker.requests).toHaveLength(1);
    expect(bad).toMatchObject({ status: 400, message: 'El valor de filter[score][gte] debe ser numérico.' });
  });

  it('answers a refused token as every call does: one refresh attempt, then the session’s failure', async () => {
    const withRejectedToken = () => {
      const failures: number[] = [];
      const rejected = createApiClient({
        baseUrl: api.baseUrl,
        optimizerBaseUrl: OPTIMIZER_NOT_STARTED,
        tokenStore: createMemoryTokenStore({ accessToken: 'not-a-token', expiresAt: Date.now() + 3_600_000 }),
        onAuthFailure: () => failures.push(1),
        onInviteRequired: () => {},
      });
      return { rejected, failures };
    };
    const inWorker = withRejectedToken();
    const workerError = await refusal(inWorker.rejected.map.points(TENANT));
    expect(InProcessWorker.requests).toHaveLength(1);
    vi.stubGlobal('Worker', undefined);
    const inPlace = withRejectedToken();
    const inPlaceError = await refusal(inPlace.rejected.map.points(TENANT));
    vi.stubGlobal('Worker', InProcessWorker);
    // The 401 reached ky's hook (the session gave up and said so once), not a generic failure.
    expect(inWorker.failures).toEqual([1]);
    expect(workerError).toMatchObject({ status: inPlaceError.status, errorCode: inPlaceError.errorCode });
    expect(workerError.message).toBe(inPlaceError.message);
    expect(inPlace.failures).toEqual([1]);
  });

  it('is cancelled in the worker too when the page aborts', async () => {
    const controller = new AbortController();
    InProcessWorker.onPost = () => controller.abort();
    expect(isCancelled(await refusal(client().map.points(TENANT, {}, controller.signal)))).toBe(true);
    const [request, cancel] = InProcessWorker.requests;
    expect(cancel).toEqual({ id: request!.id, cancel: true });
  });
});
