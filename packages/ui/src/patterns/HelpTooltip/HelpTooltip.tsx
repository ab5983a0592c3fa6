import { useState, type ReactNode } from 'react';
import { Icon } from '../../primitives/Icon';
import { IconButton } from '../../primitives/IconButton';
import { Modal, type ModalProps } from '../Modal';
import type { TooltipPlacement } from '../../primitives/Tooltip';
import { helpTooltipTexts } from './texts';

export interface HelpTooltipProps {
  /** The tooltip text and the button's accessible name ("¿Cómo se obtiene la Puntuación SIIPRO?"). */
  label?: string;
  /** The modal's title. */
  title: ReactNode;
  /** The explanation shown in the modal. */
  children: ReactNode;
  /** Modal width: sm, md (default) or lg. */
  size?: ModalProps['size'];
  /** The "?" button: sm (32 px, default) or xs (24 px, the smallest target WCAG 2.2 allows) inside a dense row. */
  triggerSize?: 'xs' | 'sm';
  tooltipPlacement?: TooltipPlacement;
  className?: string;
}

/**
 * A "?" icon button: hovering or focusing it shows a short tooltip; activating it opens a modal with the full
 * explanation (portfolio.md §2.2, "A help icon tooltip that opens a modal"). Focus returns to the button on close.
 */
export function HelpTooltip({
  label = helpTooltipTexts.help,
  title,
  children,
  size = 'md',
  triggerSize = 'sm',
  tooltipPlacement = 'top',
  className,
}: HelpTooltipProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        label={label}
        icon={<Icon name="help" />}
        size={triggerSize}
        tooltipPlacement={tooltipPlacement}
        aria-haspopup="dialog"
        className={className}
        onClick={() => setOpen(true)}
      />
      <Modal open={open} onClose={() => setOpen(false)} title={title} size={size}>
        {children}
      </Modal>
    </>
  );
}
