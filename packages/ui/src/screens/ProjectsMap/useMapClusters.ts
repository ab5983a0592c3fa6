// The map's clustering (ProjectsMap): the worker-backed index of the points and its answer for the current view (the
// groups and markers to draw), plus the store of what the markers' layer drew. Answers and the index's state belong
// to the points they were made for, so new points never show an old answer.
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MapPoints } from '@siipro/domain';
import type { ClusterAnswer, ClusterBox } from './clusterIndex';
import { createClusterEngine, StaleAnswer, type ClusterEngine } from './clusterEngine';
import { createDrawnStore, type DrawnItem } from './drawnStore';
import type { Viewport } from './MarkersLayer';
import { MAX_ZOOM, MIN_ZOOM, type ViewState } from './useMapView';

/** The view's box with half a view more on every side: small pans need no new answer from the worker. */
function paddedBox({ ne, sw }: Viewport['bounds']): ClusterBox {
  const width = ne[1] - sw[1];
  const height = ne[0] - sw[0];
  if (width >= 180) return [-180, -85, 180, 85];
  return [
    Math.max(-180, sw[1] - width / 2),
    Math.max(-85, sw[0] - height / 2),
    Math.min(180, ne[1] + width / 2),
    Math.min(85, ne[0] + height / 2),
  ];
}

const boxHolds = (box: ClusterBox, { ne, sw }: Viewport['bounds']) =>
  box[0] <= Math.max(-180, sw[1]) &&
  box[1] <= Math.max(-85, sw[0]) &&
  box[2] >= Math.min(180, ne[1]) &&
  box[3] >= Math.min(85, ne[0]);

interface MapClustersOptions {
  points: MapPoints | null;
  /** Write a 'siipro:map:query' measure per answer. */
  measureFrames: boolean;
  /** Opening a group moves the view to where it splits. */
  moveTo: (view: ViewState) => void;
}

export function useMapClusters({ points, measureFrames, moveTo }: MapClustersOptions) {
  const engineRef = useRef<ClusterEngine | null>(null);
  const [store] = useState(createDrawnStore);
  const [answered, setAnswered] = useState<{ points: MapPoints; answer: ClusterAnswer } | null>(null);
  const [indexed, setIndexed] = useState<{ points: MapPoints; state: 'ready' | 'error' } | null>(null);
  const answer = answered && answered.points === points ? answered.answer : null;
  const indexState: 'idle' | 'building' | 'ready' | 'error' =
    !points || points.count === 0 ? 'idle' : indexed?.points === points ? indexed.state : 'building';
  const requested = useRef<{ zoom: number; box: ClusterBox } | null>(null);
  const lastViewport = useRef<Viewport | null>(null);

  useEffect(() => {
    const engine = createClusterEngine();
    engineRef.current = engine;
    return () => {
      engineRef.current = null;
      engine.dispose();
    };
  }, []);

  /**
   * Asks the worker what to draw in the view. `first`: the first answer for newly indexed points, which draws every
   * marker at once — rendered as a transition, in slices, so the page's load has no long task; the answers to the
   * person's moves stay urgent, so the markers follow a drag frame by frame.
   */
  const query = useCallback(
    (forPoints: MapPoints, viewport: Viewport | null, first = false) => {
      const engine = engineRef.current;
      if (!engine || !viewport) return;
      const zoom = Math.max(0, Math.floor(viewport.zoom));
      const last = requested.current;
      if (!first && last && last.zoom === zoom && boxHolds(last.box, viewport.bounds)) return;
      const box = paddedBox(viewport.bounds);
      const asked = { zoom, box };
      requested.current = asked;
      const started = performance.now();
      engine.query(box, zoom).then(
        ({ answer: next, queryMs }) => {
          if (requested.current !== asked) return;
          if (measureFrames) {
            performance.measure('siipro:map:query', {
              start: started,
              end: performance.now(),
              detail: { zoom, items: next.size.length, workerMs: queryMs },
            });
          }
          const draw = () => setAnswered({ points: forPoints, answer: next });
          if (first) startTransition(draw);
          else draw();
        },
        (reason: unknown) => {
          if (reason instanceof StaleAnswer || engineRef.current !== engine) return;
          if (requested.current === asked) requested.current = null;
        },
      );
    },
    [measureFrames],
  );

  useEffect(() => {
    const engine = engineRef.current;
    store.reset();
    requested.current = null;
    if (!engine || !points || points.count === 0) return;
    const started = performance.now();
    let current = true;
    engine.load(points.lat, points.lng).then(
      ({ buildMs }) => {
        if (!current) return;
        const detail = { points: points.count, workerMs: buildMs };
        performance.measure('siipro:map:index-build', { start: started, end: performance.now(), detail });
        performance.mark('siipro:map:index-built', { detail });
        startTransition(() => setIndexed({ points, state: 'ready' }));
        query(points, lastViewport.current, true);
      },
      (reason: unknown) => {
        if (!current || reason instanceof StaleAnswer) return;
        setIndexed({ points, state: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [points, store, query]);

  /** The markers' layer reports every frame's view: a new answer is asked for only when it leaves the last box. */
  const onViewport = useCallback(
    (viewport: Viewport) => {
      lastViewport.current = viewport;
      if (indexState === 'ready' && points) query(points, viewport);
    },
    [indexState, points, query],
  );

  const onDrawn = useCallback(() => {
    performance.mark('siipro:map:markers-drawn', { detail: { points: points?.count ?? 0 } });
  }, [points]);

  const onOpenCluster = useCallback(
    (item: DrawnItem) => {
      const engine = engineRef.current;
      if (!engine) return;
      engine.expansionZoom(item.ref).then(
        (zoom) => {
          moveTo({ center: [item.lat, item.lng], zoom: Math.min(MAX_ZOOM, Math.max(zoom, MIN_ZOOM)) });
        },
        () => undefined,
      );
    },
    [moveTo],
  );

  /** The markers' layer places its items from the centre of the answer's box. */
  const anchor = useMemo<[number, number]>(
    () => (answer ? [(answer.box[1] + answer.box[3]) / 2, (answer.box[0] + answer.box[2]) / 2] : [0, 0]),
    [answer],
  );

  return { store, answer, anchor, indexState, onViewport, onDrawn, onOpenCluster };
}
