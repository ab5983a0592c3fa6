import { messages } from '@siipro/domain';
import { Icon } from '../../primitives/Icon';
import { icon, root } from './DemoBanner.css';

export interface DemoBannerProps {
  /** The notice; the product's demo text by default. */
  text?: string;
}

/**
 * The strip shown in the demo tenant: the workspace resets on each deployment and everything created is deleted.
 * A `note`, not an alert: it is permanent context, not news to interrupt the reader with.
 */
export function DemoBanner({ text = messages.app.demoBanner }: DemoBannerProps) {
  return (
    <p className={root} role="note">
      <Icon name="warning" className={icon} />
      <span>{text}</span>
    </p>
  );
}
