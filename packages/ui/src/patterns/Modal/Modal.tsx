import { Dialog, DialogDescription, DialogHeading } from '@ariakit/react';
import { useRef, type ReactNode, type RefObject } from 'react';
import { Icon } from '../../primitives/Icon';
import { IconButton } from '../../primitives/IconButton';
import {
  backdrop,
  body,
  description as descriptionClass,
  dialog,
  footer as footerClass,
  header,
  heading,
  type ModalVariants,
} from './Modal.css';
import { handleTabWrap } from './tabWrap';
import { modalTexts } from './texts';
import { useScrollable } from './useScrollable';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, a click on the backdrop and the close button; the caller sets `open` to false. */
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  /** A line under the title, also the dialog's accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions at the bottom, right-aligned (e.g. Cancelar and Guardar). */
  footer?: ReactNode;
  /** sm 24rem, md 36rem, lg 52rem, full: the whole screen less a margin. */
  size?: ModalVariants['size'];
  /** Where focus goes on open; by default the dialog itself, so its title is read first. */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Where focus returns on close; by default the control that opened it. Set it when that control is gone by then,
   * like the item of a menu that closed as the modal opened.
   */
  finalFocus?: RefObject<HTMLElement | null>;
  /** Label of the close button ("Cerrar"). */
  closeLabel?: string;
  className?: string;
}

/**
 * A modal dialog: focus moves in and is trapped while it is open, the page behind is inert, and on closing focus
 * returns to the control that opened it. Built on Ariakit's Dialog.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size,
  initialFocus,
  finalFocus,
  closeLabel = modalTexts.close,
  className,
}: ModalProps) {
  const [bodyRef, scrollable] = useScrollable<HTMLDivElement>();
  const dialogRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      backdrop={<div className={backdrop} />}
      unmountOnHide
      ref={dialogRef}
      // Without an explicit target Ariakit would focus the close button, which would pop its tooltip on open.
      initialFocus={initialFocus ?? dialogRef}
      finalFocus={finalFocus}
      onKeyDown={handleTabWrap}
      className={[dialog({ size }), className].filter(Boolean).join(' ')}
    >
      <div className={header}>
        <div>
          <DialogHeading className={heading} render={<h2 />}>
            {title}
          </DialogHeading>
          {description ? <DialogDescription className={descriptionClass}>{description}</DialogDescription> : null}
        </div>
        <IconButton label={closeLabel} icon={<Icon name="close" />} onClick={onClose} tooltipPlacement="bottom" />
      </div>
      <div ref={bodyRef} className={body} tabIndex={scrollable ? 0 : undefined}>
        {children}
      </div>
      {footer ? <div className={footerClass}>{footer}</div> : null}
    </Dialog>
  );
}
