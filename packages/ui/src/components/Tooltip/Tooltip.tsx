import { Tooltip as AriakitTooltip, TooltipAnchor, TooltipArrow, useStoreState, useTooltipStore } from '@ariakit/react';
import { useId, type ReactElement, type ReactNode } from 'react';
import { arrow, bubble } from './Tooltip.css';

export type TooltipPlacement = 'top' | 'bottom' | 'left' | 'right';

export interface TooltipProps {
  /** The text of the bubble. */
  content: ReactNode;
  /**
   * The element the tooltip explains: one element that accepts props and a ref (Button, IconButton, a focusable
   * span…). It must be focusable, so keyboard users get the tooltip too.
   */
  children: ReactElement;
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
}

/**
 * A short text shown on hover and on keyboard focus; Escape hides it, and the pointer can move onto it without it
 * closing (WCAG 1.4.13). Built on Ariakit's tooltip for positioning and dismissal.
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  showDelay = 400,
  describeChild = true,
  focusableAnchor = true,
}: TooltipProps) {
  const store = useTooltipStore({ placement, showTimeout: showDelay });
  const id = useId();
  // A hidden bubble is Ariakit's whole popover, rendered and committed with a portal node: a page of cards with a
  // tooltip each paid that dozens of times before its first paint (25 ms of an organisations page's render on a
  // 2-core host). So a text description rides on the anchor itself (aria-description), and only a description that
  // is not plain text keeps a hidden bubble for aria-describedby to name; the other bubbles, and every arrow (which
  // reads the bubble's computed style), mount when shown.
  const textDescription = describeChild && typeof content === 'string' ? content : undefined;
  const describedByBubble = describeChild && textDescription === undefined;
  const shown = useStoreState(store, 'mounted');
  return (
    <>
      <TooltipAnchor
        store={store}
        render={children}
        focusable={focusableAnchor}
        aria-description={textDescription}
        aria-describedby={describedByBubble ? id : undefined}
      />
      <AriakitTooltip store={store} id={id} className={bubble} gutter={6} unmountOnHide={!describedByBubble}>
        {shown && <TooltipArrow className={arrow} size={12} />}
        {content}
      </AriakitTooltip>
    </>
  );
}
