import {
  cloneElement,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useState,
  version,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { assignRef } from '../../utils/assignRef';
import { focusedByKeyboard, mouseHasMoved, watchInput } from './tooltipInput';

// Ariakit's part, loaded at the first hover or keyboard focus of any anchor (TooltipBubble.tsx).
const TooltipBubble = lazy(() => import('./TooltipBubble'));

export type TooltipPlacement = 'top' | 'bottom' | 'left' | 'right';

export interface TooltipProps {
  /** The text of the bubble. */
  content: ReactNode;
  /**
   * The element the tooltip explains: one element that accepts props and a ref (Button, IconButton, a focusable
   * span…). It must be focusable, so keyboard users get the tooltip too.
   */
  children: ReactElement<AnchorProps>;
  /** Where the bubble goes; top unless told. */
  placement?: TooltipPlacement;
  /** Delay before showing on hover, in ms (400 unless told). Keyboard focus shows it at once. */
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
  placement,
  showDelay,
  describeChild = true,
  focusableAnchor = true,
  disabled = false,
}: TooltipProps) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
      {anchor ? (
        <AnchorTooltip
          id={id}
          anchor={anchor}
          content={content}
          placement={placement}
          showDelay={showDelay}
          describedByBubble={describedByBubble}
          disabled={disabled}
        />
      ) : null}
    </>
  );
}

/**
 * The tooltip of an anchor rendered by someone else: Tooltip's child, or Button's own <button> when it says why it is
 * disabled (Button loads this file with its first reason, so a page of plain buttons carries no tooltip code).
 */
export interface AnchorTooltipProps {
  /** The bubble's id, when the anchor's aria-describedby names it; one of its own otherwise. */
  id?: string;
  anchor: HTMLElement;
  content: ReactNode;
  /** Where the bubble goes (Tooltip's placement): top unless told. */
  placement?: TooltipPlacement;
  /** Delay before showing on hover, in ms (Tooltip's showDelay): 400 unless told. Keyboard focus shows it at once. */
  showDelay?: number;
  /** Keep a hidden bubble from the start, for the anchor's aria-describedby to name. */
  describedByBubble?: boolean;
  /** Nothing to say for now: no bubble, while the anchor stays the same element. */
  disabled?: boolean;
  /**
   * Mounted after its anchor was on the page (its code loaded later, as under Button): a keyboard focus already on
   * the anchor counts as the first visit, so someone who tabbed there meanwhile still gets the bubble.
   */
  mountedAfterAnchor?: boolean;
}

/**
 * Two listeners wait for the anchor's first mouse hover or keyboard focus; then Ariakit's bubble mounts (its own
 * chunk) and takes over showing and hiding. The anchor element itself is never touched beyond those listeners.
 */
export function AnchorTooltip({
  id,
  anchor,
  content,
  placement = 'top',
  showDelay = 400,
  describedByBubble = false,
  disabled = false,
  mountedAfterAnchor = false,
}: AnchorTooltipProps) {
  const ownId = useId();
  // How the person first reached the anchor; until then there is no tooltip to show.
  const [reachedBy, setReachedBy] = useState<'hover' | 'focus' | null>(() =>
    mountedAfterAnchor && document.activeElement === anchor && focusedByKeyboard(anchor) ? 'focus' : null,
  );

  useEffect(() => {
    if (reachedBy) return;
    watchInput();
    const onMouseMove = () => {
      if (mouseHasMoved()) setReachedBy('hover');
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

  if (disabled || !(reachedBy || describedByBubble)) return null;
  return (
    <Suspense fallback={null}>
      <TooltipBubble
        id={id ?? ownId}
        anchor={anchor}
        reachedBy={reachedBy}
        content={content}
        placement={placement}
        showDelay={showDelay}
        unmountOnHide={!describedByBubble}
      />
    </Suspense>
  );
}
