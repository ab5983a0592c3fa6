// The accessible names of the map's markers and groups (ProjectsMap): a group says how many projects it holds, a
// marker its status, priority and score, and its project's name once the popup's details brought it.
import { useCallback } from 'react';
import {
  formatNumber,
  interpolate,
  mapPointKey,
  mapPointPriority,
  mapPointScore,
  mapPointStatus,
  messages,
  priorityLabel,
  statusLabel,
  type MapPoints,
  type ProjectStatusOption,
} from '@siipro/domain';
import type { DrawnItem } from './drawnStore';

const texts = messages.map;

export function useMarkerLabels(
  points: MapPoints | null,
  statuses: readonly ProjectStatusOption[],
  names: ReadonlyMap<string, string>,
) {
  return useCallback(
    (kind: DrawnItem['kind'], ref: number, size: number) => {
      if (kind === 'cluster') {
        return interpolate(texts.cluster, { count: formatNumber(size, { maximumFractionDigits: 0 }) });
      }
      if (!points) return '';
      const score = mapPointScore(points, ref);
      const values = {
        status: statusLabel(mapPointStatus(points, ref), statuses),
        priority: priorityLabel(mapPointPriority(points, ref)),
        score: typeof score === 'number' ? interpolate(texts.markerScore, { score }) : texts.legend.noScore,
      };
      const name = names.get(mapPointKey(points, ref));
      return name ? interpolate(texts.markerNamed, { ...values, name }) : interpolate(texts.marker, values);
    },
    [points, statuses, names],
  );
}
