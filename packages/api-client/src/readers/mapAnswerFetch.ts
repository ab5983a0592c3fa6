// The map answer fetched and read in a Web Worker: what the page asks for, what the worker answers, the worker's
// side (serveMapAnswers, which mapAnswerWorker.ts starts) and the page's reading of a reply (fetchedFromReply, for
// mapAnswerOffMainThread.ts) — free of the thread itself, so Node tests run both across an in-process boundary.
// Why a worker fetches at all: reading 2 MB of a national portfolio's body was one task of 60–100 ms on the page's
// main thread (Chromium reads a response body that has already arrived in one go), even with the decoding off it.
import { mapPointsBuffers, type MapPoints } from '@siipro/domain';
import { ResponseShapeError } from '../transport/errors.ts';
import type { FetchedElsewhere } from '../transport/http.ts';
import { readMapAnswer } from './mapAnswer.ts';

/** The request as the page's ky prepared it (token included): what the worker sends. */
export interface MapAnswerRequest {
  id: number;
  url: string;
  headers: [string, string][];
  credentials: RequestCredentials;
}

/** The page no longer waits for request `id` (aborted, timed out): the worker stops it. */
export interface MapAnswerCancel {
  id: number;
  cancel: true;
}

interface AnswerHead {
  id: number;
  status: number;
  statusText: string;
  headers: [string, string][];
}

export type MapAnswerReply =
  /** A 2xx answer, read: its columns (transferred). */
  | (AnswerHead & { points: MapPoints })
  /** Any other answer: its body as text, for the error handling every call shares. */
  | (AnswerHead & { body: string })
  /** No answer arrived (fetch rejected): its message. */
  | { id: number; networkError: string }
  /** A 2xx answer whose body breaks the contract. */
  | { id: number; failure: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The worker's half: fetches the request and reads a successful answer into MapPoints. Returns the reply and what to
 * transfer with it; null when `signal` aborted it (the page already gave up on it).
 */
async function answerMapRequest(
  request: MapAnswerRequest,
  signal: AbortSignal,
): Promise<[MapAnswerReply, Transferable[]] | null> {
  const { id, url, headers, credentials } = request;
  try {
    const response = await fetch(url, { headers, credentials, signal });
    const head = { id, status: response.status, statusText: response.statusText, headers: [...response.headers] };
    if (!response.ok) return [{ ...head, body: await response.text() }, []];
    const bytes = await response.arrayBuffer();
    let points: MapPoints;
    try {
      points = readMapAnswer(bytes);
    } catch (error) {
      return [{ id, failure: messageOf(error) }, []];
    }
    return [{ ...head, points }, mapPointsBuffers(points)];
  } catch (error) {
    // The request or the body's reading failed: aborted by the page, or the network dropped it.
    return signal.aborted ? null : [{ id, networkError: messageOf(error) }, []];
  }
}

/** The worker's global scope, as far as serving map answers goes. */
export interface MapWorkerScope {
  onmessage: ((event: MessageEvent<MapAnswerRequest | MapAnswerCancel>) => void) | null;
  postMessage(message: MapAnswerReply, transfer?: Transferable[]): void;
}

/** Answers the page's map requests on `scope`, each cancellable by a MapAnswerCancel while it runs. */
export function serveMapAnswers(scope: MapWorkerScope): void {
  const running = new Map<number, AbortController>();
  scope.onmessage = async ({ data }) => {
    if ('cancel' in data) {
      running.get(data.id)?.abort();
      return;
    }
    const controller = new AbortController();
    running.set(data.id, controller);
    try {
      const answer = await answerMapRequest(data, controller.signal);
      if (answer) scope.postMessage(...answer);
    } finally {
      running.delete(data.id);
    }
  };
}

/**
 * The page's half: the worker's reply as a fetch would have ended — a Response with the server's status and headers
 * (its body only for an error answer, which ky and toApiError read) and the columns of a successful one; a TypeError
 * when no answer arrived, as fetch rejects.
 */
export function fetchedFromReply(reply: MapAnswerReply): FetchedElsewhere<MapPoints> {
  if ('networkError' in reply) throw new TypeError(reply.networkError);
  if ('failure' in reply) throw new ResponseShapeError(reply.failure);
  const init = { status: reply.status, statusText: reply.statusText, headers: reply.headers };
  if ('points' in reply) return { response: new Response(null, init), decoded: reply.points };
  return { response: new Response(reply.body, init) };
}
