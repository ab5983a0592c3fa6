// The Web Worker that reads the map's answer (readMapAnswer) off the page's main thread and hands the typed columns
// back without copying them, so a national portfolio never holds up the page while it loads.
import { mapPointsBuffers } from '@siipro/domain';
import type { MapAnswerReply, MapAnswerRequest } from './mapAnswerOffMainThread.ts';
import { readMapAnswer } from './mapAnswer.ts';

interface WorkerScope {
  onmessage: ((event: MessageEvent<MapAnswerRequest>) => void) | null;
  postMessage(message: MapAnswerReply, transfer?: Transferable[]): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = ({ data: { id, bytes } }) => {
  try {
    const points = readMapAnswer(bytes);
    scope.postMessage({ id, points }, mapPointsBuffers(points));
  } catch (error) {
    scope.postMessage({ id, failure: error instanceof Error ? error.message : String(error) });
  }
};
