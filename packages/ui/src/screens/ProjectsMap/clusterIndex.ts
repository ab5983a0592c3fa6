// The clustering of the map's projects (issue 16), with supercluster (a KD-tree per zoom; 100,000 points index in
// a few hundred ms). This module is pure: the Web Worker (clusterWorker.ts) runs it off the main thread, and the
// engine (clusterEngine.ts) runs it in place only where no Worker exists. Answers are typed arrays, which a worker
// hands over without copying.
import Supercluster, { type ClusterProperties, type PointFeature } from 'supercluster';

/** [west, south, east, north] in degrees, as supercluster takes it. */
export type ClusterBox = [number, number, number, number];

/**
 * Clusters by screen distance: the radius is in pixels of a 256-px tile (pigeon-maps' tiles), so markers closer
 * than 60 px join a group (two markers of 30 px, or a marker and a group circle, never overlap much). Groups exist
 * from the map's farthest zoom (2) to 14; from zoom 15 (a few streets across) every project is drawn on its own.
 * Each zoom level costs a pass over the points when the index is built, and the closest levels cost the most: 2-14
 * builds 100,000 points in about half the time of supercluster's default 0-16.
 */
export const CLUSTER_OPTIONS = { radius: 60, extent: 256, minZoom: 2, maxZoom: 14, minPoints: 2 } as const;

/** What is drawn at one zoom inside one box: item i is a project (size 1) or a group of `size[i]` projects. */
export interface ClusterAnswer {
  zoom: number;
  box: ClusterBox;
  lat: Float64Array;
  lng: Float64Array;
  /** 1: a project, whose index in MapPoints is `ref[i]`; 2 or more: a group, whose cluster id is `ref[i]`. */
  size: Int32Array;
  ref: Int32Array;
}

export interface ClusterIndex {
  query(box: ClusterBox, zoom: number): ClusterAnswer;
  /** The zoom at which a group splits into several (the zoom to go to when it is opened). */
  expansionZoom(clusterId: number): number;
}

type PointProps = { i: number };

/** Builds the index of the points (lat[i], lng[i]); point i keeps its index, so answers point back into MapPoints. */
export function buildClusterIndex(lat: ArrayLike<number>, lng: ArrayLike<number>): ClusterIndex {
  const count = Math.min(lat.length, lng.length);
  const features = new Array<PointFeature<PointProps>>(count);
  for (let i = 0; i < count; i++) {
    features[i] = { type: 'Feature', properties: { i }, geometry: { type: 'Point', coordinates: [lng[i]!, lat[i]!] } };
  }
  const index = new Supercluster<PointProps>(CLUSTER_OPTIONS).load(features);

  return {
    query(box, zoom) {
      const items = index.getClusters(box, Math.floor(zoom));
      const answer: ClusterAnswer = {
        zoom: Math.floor(zoom),
        box,
        lat: new Float64Array(items.length),
        lng: new Float64Array(items.length),
        size: new Int32Array(items.length),
        ref: new Int32Array(items.length),
      };
      items.forEach((item, n) => {
        const [x, y] = item.geometry.coordinates as [number, number];
        answer.lng[n] = x;
        answer.lat[n] = y;
        const properties = item.properties as Partial<ClusterProperties> & Partial<PointProps>;
        if (properties.cluster) {
          answer.size[n] = properties.point_count ?? 2;
          answer.ref[n] = properties.cluster_id ?? -1;
        } else {
          answer.size[n] = 1;
          answer.ref[n] = properties.i ?? -1;
        }
      });
      return answer;
    },
    expansionZoom: (clusterId) => index.getClusterExpansionZoom(clusterId),
  };
}
