// How the person is using the page, shared by the tooltip's anchor (Tooltip.tsx) and its bubble (TooltipBubble.tsx),
// which loads apart.
/**
 * How the person is using the page, watched from the first tooltip on (document listeners, capture phase, so the
 * state is current before an anchor's own listener reads it). Two rules, as Ariakit's anchors have:
 * - a focus shows the bubble only when the browser marks it :focus-visible (the keyboard's, not a click's) and no
 *   pointer press caused it (a tap on a phone);
 * - a hover only when the mouse really moved: Chrome also sends pointer moves when the page scrolls under a still
 *   mouse, and a finger's tap sends them too; a bubble must pop up over neither.
 */
let pointerPressing = false;
let mouseMoved = false;
let lastScreenPoint: { x: number; y: number } | null = null;
let watchingInput = false;

export function watchInput() {
  if (watchingInput) return;
  watchingInput = true;
  const options = { capture: true, passive: true };
  document.addEventListener(
    'pointerdown',
    () => {
      // The focus a press causes comes in the same task.
      pointerPressing = true;
      window.setTimeout(() => (pointerPressing = false));
    },
    options,
  );
  document.addEventListener(
    'pointermove',
    (event) => {
      if (event.pointerType !== 'mouse') {
        mouseMoved = false;
        return;
      }
      const dx = event.movementX || event.screenX - (lastScreenPoint?.x ?? 0);
      const dy = event.movementY || event.screenY - (lastScreenPoint?.y ?? 0);
      lastScreenPoint = { x: event.screenX, y: event.screenY };
      mouseMoved = dx !== 0 || dy !== 0;
    },
    options,
  );
}

/** Whether focus came to `element` from the keyboard (or a script after it), not from a click or a tap. */
export function focusedByKeyboard(element: HTMLElement): boolean {
  if (pointerPressing) return false;
  try {
    return element.matches(':focus-visible');
  } catch {
    return true; // a DOM without :focus-visible (jsdom)
  }
}

/** Whether the mouse really moved at the last pointer move (see above). */
export function mouseHasMoved(): boolean {
  return mouseMoved;
}
