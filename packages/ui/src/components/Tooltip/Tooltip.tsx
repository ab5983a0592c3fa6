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
   * Link the bubble to the anchor as its accessible description (aria-describedby). Turn it off when the tooltip
   * repeats the anchor's accessible name (icon buttons), so screen readers do not read it twice.
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
  // A hidden bubble costs a portal node and an arrow that reads the bubble's computed style (a forced style
  // recalculation) on mount: a table with a tooltip per row paid that dozens of times before its first paint. Only
  // a bubble that aria-describedby names must exist while hidden; the others, and every arrow, mount when shown.
  const shown = useStoreState(store, 'mounted');
  return (
    <>
      <TooltipAnchor
        store={store}
        render={children}
        focusable={focusableAnchor}
        aria-describedby={describeChild ? id : undefined}
      />
      <AriakitTooltip store={store} id={id} className={bubble} gutter={6} unmountOnHide={!describeChild}>
        {shown && <TooltipArrow className={arrow} size={12} />}
        {content}
      </AriakitTooltip>
    </>
  );
}
