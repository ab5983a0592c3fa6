import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
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
   * Why the button cannot be used (with `aria-disabled`): the tooltip reads "{label}: {reason}" and screen readers
   * hear the reason as the button's description, so a disabled button is never a dead end.
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
    ...rest
  },
  ref,
) {
  return (
    // The tooltip repeats the accessible name, so it is not added as a description as well; only a reason is.
    <Tooltip
      content={disabledReason ? `${label}: ${disabledReason}` : label}
      placement={tooltipPlacement}
      describeChild={false}
    >
      <button
        ref={ref}
        type={type}
        aria-label={label}
        aria-description={disabledReason}
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
