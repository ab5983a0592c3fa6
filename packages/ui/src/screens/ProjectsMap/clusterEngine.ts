// The map's side of the clustering: one Web Worker per map (clusterWorker.ts), spoken to with promises. Only the
// coordinates travel to the worker (two Float64Arrays, transferred, not copied); answers come back as typed arrays.
// Where no Worker exists (a test environment without one), the same handler runs in place, loaded on demand so that
// supercluster never lands in the page's own bundle.
import type { ClusterAnswer, ClusterBox } from './clusterIndex';
import type { ClusterHandler, ClusterRequest, ClusterResponse } from './clusterProtocol';

export interface ClusterEngine {
  /** Indexes the points; resolves with the worker's build time in ms. Loading again replaces the index. */
  load(lat: ArrayLike<number>, lng: ArrayLike<number>): Promise<{ buildMs: number }>;
  /** What to draw at `zoom` (floored) inside `box`; rejects with StaleAnswer when other points were loaded since. */
  query(box: ClusterBox, zoom: number): Promise<{ answer: ClusterAnswer; queryMs: number }>;
  /** The zoom at which a group splits. */
  expansionZoom(clusterId: number): Promise<number>;
  dispose(): void;
}

/** The points changed while a request was on its way: its answer no longer applies (not a failure). */
export class StaleAnswer extends Error {
  constructor() {
    super('The map loaded other points before this answer came');
    this.name = 'StaleAnswer';
  }
}

interface Port {
  post(request: ClusterRequest, transfer: Transferable[]): void;
  close(): void;
}

function workerPort(onResponse: (response: ClusterResponse) => void, onFailure: (message: string) => void): Port {
  const worker = new Worker(new URL('./clusterWorker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<ClusterResponse>) => onResponse(event.data);
  worker.onerror = (event) => onFailure(event.message || 'clustering worker failed');
  return { post: (request, transfer) => worker.postMessage(request, transfer), close: () => worker.terminate() };
}

function inPlacePort(onResponse: (response: ClusterResponse) => void, onFailure: (message: string) => void): Port {
  let closed = false;
  const handler: Promise<ClusterHandler> = import('./clusterHandler').then((module) => module.createClusterHandler());
  return {
    post: (request) => {
      handler.then(
        (ready) => {
          // Asynchronous like a worker's answer, so callers see one behaviour.
          if (!closed) onResponse(ready.handle(request));
        },
        (error: unknown) => onFailure(error instanceof Error ? error.message : String(error)),
      );
    },
    close: () => {
      closed = true;
    },
  };
}

interface Pending<T> {
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

export function createClusterEngine(): ClusterEngine {
  let generation = 0;
  let nextId = 1;
  let loading: (Pending<{ buildMs: number }> & { generation: number }) | null = null;
  const pending = new Map<number, Pending<ClusterResponse>>();

  const failAll = (message: string) => {
    loading?.reject(new Error(message));
    loading = null;
    for (const request of pending.values()) request.reject(new Error(message));
    pending.clear();
  };

  const onResponse = (response: ClusterResponse) => {
    if (response.type === 'loaded') {
      if (loading && loading.generation === response.generation) {
        loading.resolve({ buildMs: response.buildMs });
        loading = null;
      }
      return;
    }
    if (response.type === 'error' && response.id === undefined) {
      if (loading && loading.generation === response.generation) {
        loading.reject(new Error(response.message));
        loading = null;
      }
      return;
    }
    const request = pending.get(response.id!);
    if (!request) return;
    pending.delete(response.id!);
    if (response.generation !== generation) request.reject(new StaleAnswer());
    else if (response.type === 'error') request.reject(new Error(response.message));
    else request.resolve(response);
  };

  const port = typeof Worker === 'undefined' ? inPlacePort(onResponse, failAll) : workerPort(onResponse, failAll);

  const ask = (make: (id: number) => ClusterRequest): Promise<ClusterResponse> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      port.post(make(id), []);
    });

  return {
    load(lat, lng) {
      generation += 1;
      loading?.reject(new StaleAnswer());
      for (const request of pending.values()) request.reject(new StaleAnswer());
      pending.clear();
      const latitudes = Float64Array.from(lat);
      const longitudes = Float64Array.from(lng);
      return new Promise((resolve, reject) => {
        loading = { resolve, reject, generation };
        port.post({ type: 'load', generation, lat: latitudes, lng: longitudes }, [latitudes.buffer, longitudes.buffer]);
      });
    },
    async query(box, zoom) {
      const response = await ask((id) => ({ type: 'query', id, generation, box, zoom }));
      if (response.type !== 'clusters') throw new Error(`unexpected answer ${response.type}`);
      return { answer: response.answer, queryMs: response.queryMs };
    },
    async expansionZoom(clusterId) {
      const response = await ask((id) => ({ type: 'expansion', id, generation, clusterId }));
      if (response.type !== 'expansion') throw new Error(`unexpected answer ${response.type}`);
      return response.zoom;
    },
    dispose() {
      failAll('the map was closed');
      port.close();
    },
  };
}
