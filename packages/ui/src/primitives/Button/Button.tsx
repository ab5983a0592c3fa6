import {
  forwardRef,
  lazy,
  Suspense,
  useCallback,
  useState,
  type ComponentPropsWithoutRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Spinner } from '../Spinner';
import { assignRef } from '../../utils/assignRef';
import { buttonRecipe, iconSlot, type ButtonVariants } from '../../styles/button.css';

// The reason's tooltip: Tooltip's module, loaded by the first button given a reason (a page with icon buttons has it
// already). Most pages' buttons, /login's among them, have none, and load no tooltip code (bench/README.md, bench:web).
const AnchorTooltip = lazy(() => import('../Tooltip').then(({ AnchorTooltip }) => ({ default: AnchorTooltip })));

export interface ButtonProps extends ComponentPropsWithoutRef<'button'> {
  variant?: ButtonVariants['variant'];
  size?: ButtonVariants['size'];
  /** Stretch to the width of the container (forms, narrow screens). */
  fullWidth?: boolean;
  /** Shown before the label; replaced by a spinner while loading. */
  icon?: ReactNode;
  /**
   * Busy: shows a spinner, sets aria-busy and ignores clicks. The button stays focusable (aria-disabled rather than
   * disabled) so keyboard focus is not lost while a save is in flight.
   */
  loading?: boolean;
  /**
   * Why the button is disabled (issue 43: a disabled button says why), as IconButton's. While `disabled`, the button
   * stays focusable (aria-disabled, clicks ignored) so a keyboard reaches it, shows the reason in a tooltip on hover
   * and focus, and screen readers hear it as the button's description. A button only marked `aria-disabled` (its
   * click still reaches the caller, which refuses it with a message) shows the reason the same way.
   */
  disabledReason?: string;
}

/**
 * A native <button>; `type="button"` unless told otherwise, so it never submits a form by accident. forwardRef, not a
 * `ref` prop: React 18 (a supported peer) does not pass `ref` to function components.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    size,
    fullWidth = false,
    icon,
    loading = false,
    type = 'button',
    className,
    children,
    onClick,
    'aria-disabled': ariaDisabled,
    disabled = false,
    disabledReason,
    ...rest
  },
  ref,
) {
  // With a reason, a disabled button is only marked so (aria-disabled): a natively disabled one takes no focus and,
  // in some browsers, no hover, so its tooltip could never show.
  const blocked = disabled && disabledReason !== undefined;
  const markedOff = ariaDisabled === true || ariaDisabled === 'true';
  const explained = disabledReason !== undefined && (disabled || markedOff);
  // The <button> itself is the tooltip's anchor: only a button that may have a reason tracks it.
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const anchorRef = useCallback(
    (element: HTMLButtonElement | null) => {
      assignRef(ref, element);
      if (element) setAnchor(element);
    },
    [ref],
  );
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading || blocked) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const leading = loading ? <Spinner size="sm" decorative /> : icon;
  const button = (
    <button
      ref={disabledReason === undefined ? ref : anchorRef}
      type={type}
      className={[buttonRecipe({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
      aria-busy={loading || undefined}
      aria-disabled={loading || blocked || ariaDisabled || undefined}
      aria-description={explained ? disabledReason : undefined}
      disabled={disabled && !blocked}
      onClick={handleClick}
      {...rest}
    >
      {leading ? <span className={iconSlot}>{leading}</span> : null}
      {children}
    </button>
  );
  // Only a button that may be disabled with a reason gets the tooltip; it shows while the button is disabled. The
  // tooltip comes after the button, which stays the same element (and keeps focus) when the tooltip's code arrives.
  return (
    <>
      {button}
      {disabledReason !== undefined && anchor ? (
        <Suspense fallback={null}>
          <AnchorTooltip anchor={anchor} content={disabledReason} disabled={!explained} mountedAfterAnchor />
        </Suspense>
      ) : null}
    </>
  );
});
