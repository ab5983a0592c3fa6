// The map's clustering worker: builds the supercluster index of the points it is sent and answers what to draw, off
// the main thread, so neither building the index of 100,000 projects nor a query ever holds up the page.
import { createClusterHandler } from './clusterHandler';

interface WorkerScope {
  onmessage: ((event: MessageEvent) => void) | null;
  postMessage(message: unknown, transfer?: Transferable[]): void;
}

const scope = self as unknown as WorkerScope;
const handler = createClusterHandler();

scope.onmessage = (event) => {
  const response = handler.handle(event.data);
  if (response.type === 'clusters') {
    const { lat, lng, size, ref } = response.answer;
    scope.postMessage(response, [lat.buffer, lng.buffer, size.buffer, ref.buffer]);
  } else {
    scope.postMessage(response);
  }
};
