// Arrow keys on the map move to the drawn marker or group that lies in that direction: the nearest one along the
// arrow, with sideways distance counting double, among those within 45° of the arrow (or, when none is, anywhere on
// that side), so → goes to what is to the right and roughly level. Items drawn at
// the very same place are visited in their drawn order (→/↓ forwards, ←/↑ backwards).

export interface NavItem {
  id: string;
  /** Screen position in px. */
  x: number;
  y: number;
}

export type NavDirection = 'left' | 'right' | 'up' | 'down';

export const ARROW_DIRECTIONS: Readonly<Record<string, NavDirection>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/** The item to move to from `fromId` in `direction`; null when nothing lies that way. */
export function nextInDirection<T extends NavItem>(
  items: readonly T[],
  fromId: string,
  direction: NavDirection,
): T | null {
  const fromIndex = items.findIndex((item) => item.id === fromId);
  const from = items[fromIndex];
  if (!from) return null;
  const forwards = direction === 'right' || direction === 'down';
  let best: T | null = null;
  let bestCost = Infinity;
  /** Outside the 45° cone an item costs more than any inside it. */
  const OUTSIDE_CONE = 1e9;
  items.forEach((item, index) => {
    if (index === fromIndex) return;
    const dx = item.x - from.x;
    const dy = item.y - from.y;
    if (dx === 0 && dy === 0) {
      // The same place: the next (or previous) in drawn order, before anything farther away.
      const ahead = forwards ? index > fromIndex : index < fromIndex;
      const cost = ahead ? -1 / (1 + Math.abs(index - fromIndex)) : Infinity;
      if (cost < bestCost) {
        best = item;
        bestCost = cost;
      }
      return;
    }
    const along = direction === 'right' ? dx : direction === 'left' ? -dx : direction === 'down' ? dy : -dy;
    const across = direction === 'right' || direction === 'left' ? Math.abs(dy) : Math.abs(dx);
    if (along <= 0) return;
    const cost = along + 2 * across + (across > along ? OUTSIDE_CONE : 0);
    if (cost < bestCost) {
      best = item;
      bestCost = cost;
    }
  });
  return best;
}

/** The item nearest to (x, y); null without items. */
export function nearestItem<T extends NavItem>(items: readonly T[], x: number, y: number): T | null {
  let best: T | null = null;
  let bestDistance = Infinity;
  for (const item of items) {
    const distance = (item.x - x) ** 2 + (item.y - y) ** 2;
    if (distance < bestDistance) {
      best = item;
      bestDistance = distance;
    }
  }
  return best;
}
