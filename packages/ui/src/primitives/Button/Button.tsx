import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent, type ReactNode } from 'react';
import { Spinner } from '../Spinner';
import { Tooltip } from '../Tooltip';
import { buttonRecipe, iconSlot, type ButtonVariants } from '../../styles/button.css';

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
      ref={ref}
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
  // Only a button that may be disabled with a reason gets the tooltip; it shows while the button is disabled.
  if (disabledReason === undefined) return button;
  return (
    <Tooltip content={disabledReason} describeChild={false} disabled={!explained}>
      {button}
    </Tooltip>
  );
});
