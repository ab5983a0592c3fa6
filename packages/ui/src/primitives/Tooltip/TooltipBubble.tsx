// The tooltip's bubble, over Ariakit's tooltip (positioning, dismissal): a chunk of its own, which Tooltip.tsx loads
// when a person first reaches an anchor, so a page of badges ships none of Ariakit until someone hovers or tabs.
import {
  Tooltip as AriakitTooltip,
  TooltipArrow,
  useStoreState,
  useTooltipStore,
  type TooltipStore,
} from '@ariakit/react';
import { useEffect, type ReactNode } from 'react';
import { arrow, bubble } from './Tooltip.css';
import type { TooltipPlacement } from './Tooltip';
import { focusedByKeyboard, mouseHasMoved } from './tooltipInput';

export interface TooltipBubbleProps {
  id: string;
  anchor: HTMLElement;
  reachedBy: 'hover' | 'focus' | null;
  content: ReactNode;
  placement: TooltipPlacement;
  showDelay: number;
  unmountOnHide: boolean;
}

/** The bubble shown last: one tooltip at a time, as with Ariakit's own anchors. */
let shownStore: TooltipStore | null = null;

function showOnly(store: TooltipStore) {
  if (shownStore && shownStore !== store) shownStore.hide();
  shownStore = store;
  store.show();
}

/**
 * Ariakit's tooltip for an anchor element: shown `showDelay` after the mouse moves on it, at once on keyboard focus
 * (and on the interaction that mounted it); hidden on blur, on Escape and when the pointer leaves both the anchor and
 * the bubble (Ariakit's hovercard behaviour, which reads the anchor from the store).
 */
export default function TooltipBubble({
  id,
  anchor,
  reachedBy,
  content,
  placement,
  showDelay,
  unmountOnHide,
}: TooltipBubbleProps) {
  const store = useTooltipStore({ placement });
  const shown = useStoreState(store, 'mounted');

  useEffect(() => {
    store.setAnchorElement(anchor);
    let showTimer = 0;
    // One bubble per visit of the mouse: after Escape, moving on the anchor does not bring it back.
    let shownThisVisit = false;
    const showAfterDelay = () => {
      if (!mouseHasMoved() || showTimer || shownThisVisit) return;
      showTimer = window.setTimeout(() => {
        showTimer = 0;
        shownThisVisit = true;
        showOnly(store);
      }, showDelay);
    };
    const leave = () => {
      window.clearTimeout(showTimer);
      showTimer = 0;
      shownThisVisit = false;
    };
    const showOnKeyboardFocus = () => {
      if (focusedByKeyboard(anchor)) showOnly(store);
    };
    const hide = () => {
      window.clearTimeout(showTimer);
      showTimer = 0;
      store.hide();
    };
    anchor.addEventListener('pointermove', showAfterDelay);
    anchor.addEventListener('pointerleave', leave);
    anchor.addEventListener('focus', showOnKeyboardFocus);
    anchor.addEventListener('blur', hide);
    if (reachedBy === 'hover') showAfterDelay();
    if (reachedBy === 'focus' && document.activeElement === anchor) showOnKeyboardFocus();
    return () => {
      window.clearTimeout(showTimer);
      anchor.removeEventListener('pointermove', showAfterDelay);
      anchor.removeEventListener('pointerleave', leave);
      anchor.removeEventListener('focus', showOnKeyboardFocus);
      anchor.removeEventListener('blur', hide);
    };
  }, [store, anchor, reachedBy, showDelay]);

  return (
    <AriakitTooltip store={store} id={id} className={bubble} gutter={6} unmountOnHide={unmountOnHide}>
      {/* The arrow reads the bubble's computed style: only once it shows. */}
      {shown && <TooltipArrow className={arrow} size={12} />}
      {content}
    </AriakitTooltip>
  );
}
