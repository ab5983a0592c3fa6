// What the clustering worker does with each request, apart from the worker itself: the same handler answers in
// place where no Worker exists (clusterEngine.ts), and in unit tests.
import { buildClusterIndex, type ClusterIndex } from './clusterIndex';
import type { ClusterHandler, ClusterRequest, ClusterResponse } from './clusterProtocol';

export function createClusterHandler(): ClusterHandler {
  let generation = -1;
  let index: ClusterIndex | null = null;
  return {
    handle(request: ClusterRequest): ClusterResponse {
      try {
        if (request.type === 'load') {
          const started = performance.now();
          index = buildClusterIndex(request.lat, request.lng);
          generation = request.generation;
          return { type: 'loaded', generation, buildMs: performance.now() - started };
        }
        if (!index || request.generation !== generation) {
          return { type: 'error', id: request.id, generation: request.generation, message: 'stale generation' };
        }
        if (request.type === 'query') {
          const started = performance.now();
          const answer = index.query(request.box, request.zoom);
          return { type: 'clusters', id: request.id, generation, answer, queryMs: performance.now() - started };
        }
        return { type: 'expansion', id: request.id, generation, zoom: index.expansionZoom(request.clusterId) };
      } catch (error) {
        return {
          type: 'error',
          id: request.type === 'load' ? undefined : request.id,
          generation: request.generation,
          message: error instanceof Error ? error.message : String(error),
        };
      }
    },
  };
}
