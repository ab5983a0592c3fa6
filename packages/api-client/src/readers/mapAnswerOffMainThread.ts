// The map answer fetched and read in a Web Worker (mapAnswerWorker.ts, with mapAnswerFetch.ts's two halves): one
// worker serves the page's map requests in turn, and the answer's columns come back transferred, not copied. An
// aborted request (a newer filter, a timeout, the page left) is cancelled in the worker too.
import type { MapPoints } from '@siipro/domain';
import { ResponseShapeError } from '../transport/errors.ts';
import type { FetchedElsewhere } from '../transport/http.ts';
import {
  fetchedFromReply,
  type MapAnswerCancel,
  type MapAnswerReply,
  type MapAnswerRequest,
} from './mapAnswerFetch.ts';

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, (reply: MapAnswerReply | Error) => void>();

function startWorker(): Worker {
  const started = new Worker(new URL('./mapAnswerWorker.ts', import.meta.url), { type: 'module' });
  started.onmessage = ({ data }: MessageEvent<MapAnswerReply>) => waiting.get(data.id)?.(data);
  started.onerror = (event) => {
    // The worker could not run (its script failed to load): every waiting request fails, and the next starts anew.
    const failure = new ResponseShapeError(event.message || 'map worker failed');
    for (const settle of [...waiting.values()]) settle(failure);
    worker = null;
  };
  return started;
}

/** Fetches the map answer `request` asks for in the worker; settles as fetch would (see fetchedFromReply). */
export function fetchMapAnswerOffMainThread(request: Request): Promise<FetchedElsewhere<MapPoints>> {
  const { signal } = request;
  if (signal.aborted) return Promise.reject(signal.reason);
  const running = (worker ??= startWorker());
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      waiting.delete(id);
      running.postMessage({ id, cancel: true } satisfies MapAnswerCancel);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    waiting.set(id, (reply) => {
      waiting.delete(id);
      signal.removeEventListener('abort', onAbort);
      try {
        if (reply instanceof Error) throw reply;
        resolve(fetchedFromReply(reply));
      } catch (error) {
        reject(error);
      }
    });
    const message: MapAnswerRequest = {
      id,
      url: request.url,
      headers: [...request.headers],
      credentials: request.credentials,
    };
    running.postMessage(message);
  });
}
