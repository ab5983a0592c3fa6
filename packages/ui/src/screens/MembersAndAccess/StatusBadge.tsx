import { invitationStatusLabel, messages, type InvitationStatus } from '@siipro/domain';
import * as shared from '../../styles/settingsPanel.css';
import { toneRecipe } from '../../styles/tone.css';
import type { ToneName } from '../../theme/tokens';

/** A member is Activo; an invitation has its display status. */
const STATUS_TONES: Record<InvitationStatus | 'active', ToneName> = {
  active: 'green',
  pending: 'yellow',
  accepted: 'green',
  revoked: 'red',
  expired: 'grey',
};

export function StatusBadge({ status }: { status: InvitationStatus | 'active' }) {
  const label = status === 'active' ? messages.settings.members.statuses.active : invitationStatusLabel(status);
  return (
    <span className={[shared.badge, toneRecipe({ tone: STATUS_TONES[status], look: 'soft' })].join(' ')}>{label}</span>
  );
}
