import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent, type ReactNode } from 'react';
import { Spinner } from '../Spinner';
import { buttonRecipe, iconSlot, type ButtonVariants } from './Button.css';

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
    ...rest
  },
  ref,
) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const leading = loading ? <Spinner size="sm" decorative /> : icon;
  return (
    <button
      ref={ref}
      type={type}
      className={[buttonRecipe({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
      aria-busy={loading || undefined}
      aria-disabled={loading || ariaDisabled || undefined}
      onClick={handleClick}
      {...rest}
    >
      {leading ? <span className={iconSlot}>{leading}</span> : null}
      {children}
    </button>
  );
});
