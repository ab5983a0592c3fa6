// Keyboard access to the map's drawn items (MarkersLayer): the layer is one tab stop (a roving tabindex: one item has
// tabIndex 0), arrow keys move to the item drawn in that direction (spatialNavigation), and when the focused item
// stops being drawn (a group split by zooming in, a marker panned away) the focus moves to the item nearest to where
// it was. Kept apart from drawing: the layer re-renders on every frame of a pan, this only follows the focus.
import { useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { latToWorldY, lngToWorldX } from '@siipro/domain';
import type { DrawnItem } from './drawnStore';
import { ARROW_DIRECTIONS, nearestItem, nextInDirection } from './spatialNavigation';

interface MarkerNavigationOptions {
  /** The layer holding the items' buttons (`data-item` = the item's id). */
  layerRef: RefObject<HTMLDivElement | null>;
  /** The items drawn at this frame, with their screen positions. */
  drawn: readonly DrawnItem[];
  /** Where the layer is: its anchor's place and pigeon-maps' offset and view. */
  anchor: [number, number];
  left: number;
  top: number;
  zoom: number;
  width: number;
  height: number;
}

export function useMarkerNavigation({
  layerRef,
  drawn,
  anchor,
  left,
  top,
  zoom,
  width,
  height,
}: MarkerNavigationOptions) {
  /** The item the keyboard is on, and where it was (its successor is the drawn item nearest to that place). */
  const [active, setActive] = useState<{ id: string; lat: number; lng: number } | null>(null);
  /** Whether the keyboard focus is on one of the items (kept while the focused item is being replaced). */
  const focusInside = useRef(false);
  const drawnRef = useRef<readonly DrawnItem[]>([]);

  // The one tab stop: the active item when drawn, else the one nearest to where it was, else the nearest to the centre.
  let tabbable: DrawnItem | null = (active && drawn.find((item) => item.id === active.id)) ?? null;
  if (!tabbable && drawn.length > 0) {
    tabbable = active
      ? nearestItem(
          drawn,
          left + lngToWorldX(active.lng, zoom) - lngToWorldX(anchor[1], zoom),
          top + latToWorldY(active.lat, zoom) - latToWorldY(anchor[0], zoom),
        )
      : nearestItem(drawn, width / 2, height / 2);
  }

  useLayoutEffect(() => {
    drawnRef.current = drawn;
    const layer = layerRef.current;
    // The focused item stopped being drawn (a group split, a marker panned away): the keyboard continues from the
    // item nearest to it.
    if (focusInside.current && layer && tabbable && !layer.contains(document.activeElement)) {
      layer.querySelector<HTMLElement>(`[data-item="${tabbable.id}"]`)?.focus({ preventScroll: true });
    }
  });

  /** The drawn item an event happened on (its button or something inside it). */
  const itemOf = (target: EventTarget | null): DrawnItem | null => {
    const element = (target as HTMLElement | null)?.closest?.('[data-item]');
    const id = element?.getAttribute('data-item');
    return drawnRef.current.find((item) => item.id === id) ?? null;
  };

  const activate = (item: DrawnItem) => setActive({ id: item.id, lat: item.lat, lng: item.lng });

  /** Makes the item the tab stop and focuses it. */
  const focusOn = (item: DrawnItem) => {
    activate(item);
    layerRef.current?.querySelector<HTMLElement>(`[data-item="${item.id}"]`)?.focus({ preventScroll: true });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = ARROW_DIRECTIONS[event.key];
    if (!direction || event.altKey || event.ctrlKey || event.metaKey) return;
    const from = itemOf(event.target);
    if (!from) return;
    event.preventDefault();
    const next = nextInDirection(drawnRef.current, from.id, direction);
    if (!next) return;
    focusOn(next);
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const item = itemOf(event.target);
    if (!item) return;
    focusInside.current = true;
    if (item.id !== active?.id) activate(item);
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next) {
      focusInside.current = layerRef.current?.contains(next) ?? false;
      return;
    }
    // Focus went nowhere: a press on something that takes no focus, or the focused item was removed (Chromium blurs
    // it). Decided once the commit is done: by then a replaced item's successor has the focus.
    setTimeout(() => {
      focusInside.current = layerRef.current?.contains(document.activeElement) ?? false;
    }, 0);
  };

  return { tabbable, itemOf, focusOn, onKeyDown, onFocus, onBlur };
}
