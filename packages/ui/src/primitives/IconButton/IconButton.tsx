import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent, type ReactNode } from 'react';
import { buttonRecipe, type ButtonVariants } from '../../styles/button.css';
import { Tooltip, type TooltipPlacement } from '../Tooltip';
import { glyph, square } from './IconButton.css';

export interface IconButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'children' | 'aria-label'> {
  /** The accessible name, also shown as the tooltip. Required: an icon alone names nothing. */
  label: string;
  /** A decorative icon (e.g. `<Icon name="edit" />`). */
  icon: ReactNode;
  variant?: ButtonVariants['variant'];
  size?: NonNullable<ButtonVariants['size']>;
  tooltipPlacement?: TooltipPlacement;
  /**
   * Why the button cannot be used, while it is `disabled` or `aria-disabled`: the tooltip reads "{label}: {reason}"
   * and screen readers hear the reason as the button's description, so a disabled button is never a dead end. With a
   * reason, a `disabled` button stays focusable (aria-disabled) and ignores clicks, as Button's does.
   */
  disabledReason?: string;
}

/** A square, icon-only native button named by `label`, which a tooltip also shows on hover and focus. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  {
    label,
    icon,
    variant = 'ghost',
    size = 'md',
    tooltipPlacement = 'top',
    disabledReason,
    type = 'button',
    className,
    disabled = false,
    'aria-disabled': ariaDisabled,
    onClick,
    ...rest
  },
  ref,
) {
  // A natively disabled button takes no focus and, in some browsers, no hover: with a reason it is only marked so.
  const blocked = disabled && disabledReason !== undefined;
  const markedOff = ariaDisabled === true || ariaDisabled === 'true';
  const explained = disabledReason !== undefined && (disabled || markedOff);
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (blocked) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    // The tooltip repeats the accessible name, so it is not added as a description as well; only a reason is.
    <Tooltip
      content={explained ? `${label}: ${disabledReason}` : label}
      placement={tooltipPlacement}
      describeChild={false}
    >
      <button
        ref={ref}
        type={type}
        aria-label={label}
        aria-description={explained ? disabledReason : undefined}
        aria-disabled={blocked || ariaDisabled || undefined}
        disabled={disabled && !blocked}
        onClick={handleClick}
        className={[buttonRecipe({ variant, size }), square[size], className].filter(Boolean).join(' ')}
        {...rest}
      >
        <span className={glyph} aria-hidden="true">
          {icon}
        </span>
      </button>
    </Tooltip>
  );
});
