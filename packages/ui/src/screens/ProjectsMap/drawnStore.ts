// What the markers' layer has drawn, for the parts of the map outside pigeon-maps that describe it (the visible
// count and the screen readers' list). The layer re-renders on every frame of a pan; it publishes only when the set
// of drawn items changes, and only the subscribers re-render, never the map.
import type { NavItem } from './spatialNavigation';

export interface DrawnItem extends NavItem {
  /** "c<cluster id>" or "p<index in MapPoints>". */
  id: string;
  kind: 'cluster' | 'project';
  /** The cluster id, or the project's index in MapPoints. */
  ref: number;
  /** How many projects the item stands for (1 for a project). */
  size: number;
  lat: number;
  lng: number;
  /** The accessible name. */
  label: string;
}

export interface DrawnSnapshot {
  /** In reading order: top to bottom, then left to right. */
  items: readonly DrawnItem[];
  /** How many projects the drawn items stand for. */
  projects: number;
  /** Whether anything was drawn yet (false until the first answer of the clustering). */
  ready: boolean;
}

export interface DrawnStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): DrawnSnapshot;
  /** Publishes the drawn items when they differ from the last published ones. */
  publish(items: readonly DrawnItem[]): void;
  /** Back to "nothing drawn yet" (new points are being indexed). */
  reset(): void;
}

const EMPTY: DrawnSnapshot = { items: [], projects: 0, ready: false };
/** Rows of the reading order, in px: items whose tops differ by less are read left to right. */
const ROW = 24;

function sameItems(a: readonly DrawnItem[], b: readonly DrawnItem[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    if (a[i]!.id !== b[i]!.id || a[i]!.label !== b[i]!.label) return false;
  }
  return true;
}

export function createDrawnStore(): DrawnStore {
  let snapshot = EMPTY;
  /** The last published items as drawn (not sorted): compared item by item, without building anything per frame. */
  let published: readonly DrawnItem[] = [];
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    publish(items) {
      if (snapshot.ready && sameItems(items, published)) return;
      published = items;
      const ordered = [...items].sort((a, b) => Math.floor(a.y / ROW) - Math.floor(b.y / ROW) || a.x - b.x);
      snapshot = { items: ordered, projects: items.reduce((sum, item) => sum + item.size, 0), ready: true };
      emit();
    },
    reset() {
      if (snapshot === EMPTY) return;
      snapshot = EMPTY;
      published = [];
      emit();
    },
  };
}
