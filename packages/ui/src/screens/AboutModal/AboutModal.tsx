import { interpolate, messages } from '@siipro/domain';
import type { ModalProps } from '../../patterns/Modal';
import { SiiproMark } from '../SiiproMark';
import { Button } from '../../primitives/Button';
import { Modal } from '../../patterns/Modal';
import * as styles from './AboutModal.css';

export interface AboutModalProps {
  open: boolean;
  onClose: () => void;
  /** The current year, for "© {year} Todos los derechos reservados.". */
  year: number;
  /**
   * Names of the two consulting firms that co-created the product. The spec does not name them, so by default only
   * the neutral credit line is shown.
   */
  credits?: string[];
  /** Where focus returns on close (Modal's finalFocus): the menu's button, when a menu item opened it. */
  finalFocus?: ModalProps['finalFocus'];
}

/** "Acerca de" from the user menu: product name, full name, the co-creators' credit and the rights line. */
export function AboutModal({ open, onClose, year, credits = [], finalFocus }: AboutModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      finalFocus={finalFocus}
      title={messages.aboutModal.title}
      size="sm"
      footer={
        <Button variant="primary" onClick={onClose}>
          {messages.common.close}
        </Button>
      }
    >
      <div className={styles.content}>
        <SiiproMark size={56} className={styles.mark} />
        <div className={styles.names}>
          <span className={styles.productName}>{messages.app.name}</span>
          <span className={styles.fullName}>{messages.app.fullName}</span>
        </div>
        <p className={styles.credits}>{messages.aboutModal.credits}</p>
        {credits.length > 0 ? (
          <ul className={styles.creditList}>
            {credits.map((firm) => (
              <li key={firm} className={styles.creditItem}>
                {firm}
              </li>
            ))}
          </ul>
        ) : null}
        <p className={styles.rights}>{interpolate(messages.aboutModal.rights, { year })}</p>
      </div>
    </Modal>
  );
}
