// The map's popup (ProjectsMap): which project's popup is open (one at a time, found again by its key when the points
// change), its details (each project's fetched once, retried on demand), room for it on screen, and closing it — by
// its button, a click on the map or Escape — with the focus back on its marker when the keyboard closed it.
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { indexOfMapKey, mapPointKey, messages, type MapPoints, type MapProjectPopup } from '@siipro/domain';
import type { DrawnItem } from './drawnStore';
import type { PopupState } from './MapPopup';

interface MapPopupOptions {
  /** The map's box: its controls are kept clear of the popup, and its markers take the focus back. */
  rootRef: RefObject<HTMLDivElement | null>;
  points: MapPoints | null;
  defaultOpenKey: string | null;
  loadPopup: (key: string) => Promise<MapProjectPopup>;
  /** Moves the map by screen px, to show the popup whole. */
  panBy: (dx: number, dy: number) => void;
}

// One object for "loading": the popup measures itself when its state changes, and a new object on every render made
// it measure, pan the map and render again while its details loaded — until React stopped the loop (error #185).
const LOADING: PopupState = { status: 'loading' };

export function useMapPopup({ rootRef, points, defaultOpenKey, loadPopup, panBy }: MapPopupOptions) {
  const [open, setOpen] = useState<{ key: string; lat: number; lng: number } | null>(() => {
    const index = defaultOpenKey && points ? indexOfMapKey(points, defaultOpenKey) : -1;
    return points && index >= 0
      ? { key: mapPointKey(points, index), lat: points.lat[index]!, lng: points.lng[index]! }
      : null;
  });
  const openIndex = useMemo(() => (open && points ? indexOfMapKey(points, open.key) : -1), [open, points]);
  const shown = open && openIndex >= 0 ? open : null;
  const [popups, setPopups] = useState<ReadonlyMap<string, PopupState>>(new Map());
  const asked = useRef(new Set<string>());

  const requestPopup = useCallback(
    (key: string) => {
      if (asked.current.has(key)) return;
      asked.current.add(key);
      loadPopup(key).then(
        (data) => setPopups((old) => new Map(old).set(key, { status: 'ready', data })),
        () => {
          asked.current.delete(key);
          setPopups((old) => new Map(old).set(key, { status: 'error', message: messages.projectDetail.errors.load }));
        },
      );
    },
    [loadPopup],
  );

  useEffect(() => {
    if (shown) requestPopup(shown.key);
  }, [shown, requestPopup]);

  /** Asks again for the shown popup's details (after an error). */
  const retry = () => {
    if (!shown) return;
    const { key } = shown;
    setPopups((old) => {
      const next = new Map(old);
      next.delete(key);
      return next;
    });
    requestPopup(key);
  };

  /** The names of the projects whose details came (the markers' accessible names say them). */
  const names = useMemo(() => {
    const known = new Map<string, string>();
    popups.forEach((state, key) => {
      if (state.status === 'ready') known.set(key, state.data.name);
    });
    return known;
  }, [popups]);

  const close = (refocus: boolean) => {
    if (!shown) return;
    setOpen(null);
    if (refocus) {
      rootRef.current?.querySelector<HTMLElement>(`[data-item="p${openIndex}"]`)?.focus({ preventScroll: true });
    }
  };

  /** A marker's click or Enter: opens its popup, or closes it when it is the open one. */
  const onOpenProject = useCallback(
    (item: DrawnItem) => {
      if (!points) return;
      const key = mapPointKey(points, item.ref);
      setOpen((current) => (current?.key === key ? null : { key, lat: item.lat, lng: item.lng }));
    },
    [points],
  );

  // The popup shown whole, clear of the controls at the top: the map moves by what it sticks out (and a little more).
  const onMeasure = useCallback(
    (box: DOMRect) => {
      const root = rootRef.current;
      if (!root) return;
      const frame = root.getBoundingClientRect();
      const margin = 12;
      const dx =
        box.left < frame.left + margin
          ? box.left - frame.left - margin
          : box.right > frame.right - margin
            ? Math.min(box.right - frame.right + margin, box.left - frame.left - margin)
            : 0;
      let clear = margin;
      for (const control of root.querySelectorAll('[data-map-control]')) {
        const rect = control.getBoundingClientRect();
        if (rect.height > 0 && rect.right > box.left - dx && rect.left < box.right - dx) {
          clear = Math.max(clear, rect.bottom - frame.top + margin);
        }
      }
      const dy = box.top - frame.top < clear ? box.top - frame.top - clear : 0;
      if (dx === 0 && dy === 0) return;
      panBy(dx, dy);
    },
    [rootRef, panBy],
  );

  /** Escape anywhere in the map closes the popup and puts the focus back on its marker. */
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && shown) {
      event.stopPropagation();
      close(true);
    }
  };

  const state: PopupState | null = shown ? (popups.get(shown.key) ?? LOADING) : null;

  return {
    shown,
    /** The open project's index in the points, or null. */
    openIndex: shown ? openIndex : null,
    state,
    names,
    close,
    retry,
    onOpenProject,
    onMeasure,
    onKeyDown,
  };
}
