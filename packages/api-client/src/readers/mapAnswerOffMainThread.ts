// readMapAnswer in a Web Worker where the environment has one (the browser), in place elsewhere (Node: tests,
// benchmarks). One worker serves the page's map answers in turn; the answer's bytes go to it and its columns come
// back, both transferred, not copied.
import type { MapPoints } from '@siipro/domain';
import { ResponseShapeError } from '../transport/errors.ts';
import { readMapAnswer } from './mapAnswer.ts';

export interface MapAnswerRequest {
  id: number;
  bytes: ArrayBuffer;
}

export type MapAnswerReply = { id: number; points: MapPoints } | { id: number; failure: string };

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, { resolve: (points: MapPoints) => void; reject: (reason: Error) => void }>();

function startWorker(): Worker {
  const started = new Worker(new URL('./mapAnswerWorker.ts', import.meta.url), { type: 'module' });
  started.onmessage = ({ data }: MessageEvent<MapAnswerReply>) => {
    const pending = waiting.get(data.id);
    waiting.delete(data.id);
    if ('points' in data) pending?.resolve(data.points);
    else pending?.reject(new ResponseShapeError(data.failure));
  };
  started.onerror = (event) => {
    // The worker could not run (its script failed to load): every waiting answer fails, and the next starts anew.
    for (const pending of waiting.values())
      pending.reject(new ResponseShapeError(event.message || 'map worker failed'));
    waiting.clear();
    worker = null;
  };
  return started;
}

export function readMapAnswerOffMainThread(bytes: ArrayBuffer): Promise<MapPoints> {
  if (typeof Worker === 'undefined') return Promise.resolve().then(() => readMapAnswer(bytes));
  worker ??= startWorker();
  const id = nextId++;
  return new Promise<MapPoints>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    worker!.postMessage({ id, bytes } satisfies MapAnswerRequest, [bytes]);
  });
}
