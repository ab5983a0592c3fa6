import {
  Tooltip as AriakitTooltip,
  TooltipArrow,
  useStoreState,
  useTooltipStore,
  type TooltipStore,
} from '@ariakit/react';
import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useState,
  type ReactElement,
  type ReactNode,
  type Ref,
  version,
} from 'react';
import { arrow, bubble } from './Tooltip.css';

export type TooltipPlacement = 'top' | 'bottom' | 'left' | 'right';

export interface TooltipProps {
  /** The text of the bubble. */
  content: ReactNode;
  /**
   * The element the tooltip explains: one element that accepts props and a ref (Button, IconButton, a focusable
   * span…). It must be focusable, so keyboard users get the tooltip too.
   */
  children: ReactElement<AnchorProps>;
  placement?: TooltipPlacement;
  /** Delay before showing on hover, in ms. Keyboard focus shows it at once. */
  showDelay?: number;
  /**
   * Make the tooltip the anchor's accessible description (aria-description for a text, aria-describedby naming the
   * bubble otherwise). Turn it off when the tooltip repeats the anchor's accessible name (icon buttons), so screen
   * readers do not read it twice.
   */
  describeChild?: boolean;
  /**
   * Make the anchor keyboard-focusable when it is not by nature (a span). Off only where the same information is
   * reachable another way, since a tooltip that needs a mouse leaves keyboard users out.
   */
  focusableAnchor?: boolean;
  /**
   * Nothing to say for now (a filter with one value selected, or whose list is open): no bubble and no description,
   * while the anchor stays the same element.
   */
  disabled?: boolean;
}

/** The props the tooltip sets on its anchor (keeping the anchor's own ref and description). */
interface AnchorProps {
  ref?: Ref<HTMLElement>;
  tabIndex?: number;
  'aria-description'?: string;
  'aria-describedby'?: string;
}

/** Elements a keyboard reaches without a tabindex. */
const NATIVELY_FOCUSABLE = new Set(['a', 'button', 'input', 'select', 'textarea']);

/** The anchor's own ref: a prop since React 19, the element's `ref` field in 18 (where reading it is not a warning). */
function ownRefOf(element: ReactElement<AnchorProps>): Ref<HTMLElement> | undefined {
  if (Number.parseInt(version, 10) >= 19) return element.props.ref;
  return (element as unknown as { ref?: Ref<HTMLElement> | null }).ref ?? undefined;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A short text shown on hover and on keyboard focus; Escape hides it, and the pointer can move onto it without it
 * closing (WCAG 1.4.13). Built on Ariakit's tooltip for positioning and dismissal.
 *
 * Ariakit's machinery (a store, the bubble and its listeners) mounts at the anchor's first mouse hover or keyboard
 * focus, not with the page: a list of cards with a copy-link button and a priority flag each set up forty of them
 * in its first commit, most of the list's longest task on a phone (bench/README.md). The anchor itself is the child
 * element, unchanged from the first render on, so mounting the tooltip never replaces the element a person is on.
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  showDelay = 400,
  describeChild = true,
  focusableAnchor = true,
  disabled = false,
}: TooltipProps) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // How the person first reached the anchor; until then there is no tooltip to show.
  const [reachedBy, setReachedBy] = useState<'hover' | 'focus' | null>(null);
  // A text description rides on the anchor itself (aria-description); only a description that is not plain text
  // keeps a hidden bubble from the start, for aria-describedby to name.
  const describes = describeChild && !disabled;
  const textDescription = describes && typeof content === 'string' ? content : undefined;
  const describedByBubble = describes && textDescription === undefined;
  const own = children.props;
  const ownRef = ownRefOf(children);
  const anchorRef = useCallback(
    (element: HTMLElement | null) => {
      assignRef(ownRef, element);
      if (element) setAnchor(element);
    },
    [ownRef],
  );

  // Until then, two listeners wait for the first mouse move or keyboard focus on the anchor.
  useEffect(() => {
    if (!anchor || reachedBy) return;
    watchInput();
    const onMouseMove = () => {
      if (mouseMoved) setReachedBy('hover');
    };
    const onFocus = () => {
      if (focusedByKeyboard(anchor)) setReachedBy('focus');
    };
    anchor.addEventListener('pointermove', onMouseMove);
    anchor.addEventListener('focus', onFocus);
    return () => {
      anchor.removeEventListener('pointermove', onMouseMove);
      anchor.removeEventListener('focus', onFocus);
    };
  }, [anchor, reachedBy]);

  // Like Ariakit's focusable: a tab stop on an element the keyboard would not reach (a span), unless told not to.
  const addTabStop =
    focusableAnchor &&
    own.tabIndex === undefined &&
    typeof children.type === 'string' &&
    !NATIVELY_FOCUSABLE.has(children.type);

  return (
    <>
      {cloneElement(children, {
        ref: anchorRef,
        tabIndex: addTabStop ? 0 : own.tabIndex,
        'aria-description': textDescription ?? own['aria-description'],
        'aria-describedby': describedByBubble ? id : own['aria-describedby'],
      })}
      {anchor && !disabled && (reachedBy || describedByBubble) ? (
        <TooltipBubble
          id={id}
          anchor={anchor}
          reachedBy={reachedBy}
          content={content}
          placement={placement}
          showDelay={showDelay}
          unmountOnHide={!describedByBubble}
        />
      ) : null}
    </>
  );
}

interface TooltipBubbleProps {
  id: string;
  anchor: HTMLElement;
  reachedBy: 'hover' | 'focus' | null;
  content: ReactNode;
  placement: TooltipPlacement;
  showDelay: number;
  unmountOnHide: boolean;
}

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

function watchInput() {
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
function focusedByKeyboard(element: HTMLElement): boolean {
  if (pointerPressing) return false;
  try {
    return element.matches(':focus-visible');
  } catch {
    return true; // a DOM without :focus-visible (jsdom)
  }
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
function TooltipBubble({ id, anchor, reachedBy, content, placement, showDelay, unmountOnHide }: TooltipBubbleProps) {
  const store = useTooltipStore({ placement });
  const shown = useStoreState(store, 'mounted');

  useEffect(() => {
    store.setAnchorElement(anchor);
    let showTimer = 0;
    // One bubble per visit of the mouse: after Escape, moving on the anchor does not bring it back.
    let shownThisVisit = false;
    const showAfterDelay = () => {
      if (!mouseMoved || showTimer || shownThisVisit) return;
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
