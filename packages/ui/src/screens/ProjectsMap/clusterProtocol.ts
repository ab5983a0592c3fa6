// The messages between the map and its clustering worker. Every answer names the generation (one per set of points
// loaded) it belongs to, so answers about points the map no longer shows are dropped.
import type { ClusterAnswer, ClusterBox } from './clusterIndex';

export type ClusterRequest =
  | { type: 'load'; generation: number; lat: Float64Array; lng: Float64Array }
  | { type: 'query'; id: number; generation: number; box: ClusterBox; zoom: number }
  | { type: 'expansion'; id: number; generation: number; clusterId: number };

export type ClusterResponse =
  /** The index is built: `buildMs` is the time the worker spent on it. */
  | { type: 'loaded'; generation: number; buildMs: number }
  | { type: 'clusters'; id: number; generation: number; answer: ClusterAnswer; queryMs: number }
  | { type: 'expansion'; id: number; generation: number; zoom: number }
  | { type: 'error'; id?: number; generation: number; message: string };

/** Answers the requests of one map against the index of its current points. */
export interface ClusterHandler {
  handle(request: ClusterRequest): ClusterResponse;
}
