import { DEFAULT_INVITATION_ROLE, ROLES, messages, roleLabel, validateInviteEmail, type Role } from '@siipro/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../primitives/Button';
import { FieldError } from '../../primitives/FieldError';
import { Modal } from '../../patterns/Modal';
import { Stack } from '../../primitives/Stack';
import * as shared from '../../styles/settingsPanel.css';
import * as styles from './MembersAndAccess.css';
import type { InviteValues } from './types';

const texts = messages.settings.members;

export interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
  /** The valid e-mail (trimmed, lower-cased) and role. Resolve false when refused: the form stays open. */
  onInvite: (values: InviteValues) => Promise<boolean | void> | boolean | void;
}

/** "Agregar Usuario": e-mail (required, the domain's rule) and role (Visualizador by default); closing clears it. */
export function InviteDialog({ open, onClose, onInvite }: InviteDialogProps) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>(DEFAULT_INVITATION_ROLE);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [inviting, setInviting] = useState(false);
  const id = useId();
  const formId = `${id}-invite`;
  const emailErrorId = `${id}-email-error`;

  const closeInvite = () => {
    onClose();
    setEmail('');
    setRole(DEFAULT_INVITATION_ROLE);
    setEmailError(null);
  };

  const submitInvite = async (event: FormEvent) => {
    event.preventDefault();
    if (inviting) return;
    const result = validateInviteEmail(email);
    if (!result.ok) {
      setEmailError(result.error);
      return;
    }
    setEmailError(null);
    setInviting(true);
    try {
      if ((await onInvite({ email: result.value, role })) !== false) closeInvite();
    } finally {
      setInviting(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={closeInvite}
      size="sm"
      title={texts.addUser}
      footer={
        <>
          <Button variant="secondary" onClick={closeInvite}>
            {messages.common.cancel}
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={inviting}>
            {texts.sendInvitation}
          </Button>
        </>
      }
    >
      <Stack as="form" id={formId} space="4" onSubmit={(event) => void submitInvite(event)}>
        <Stack space="1">
          <label htmlFor={`${id}-email`} className={shared.fieldLabel}>
            {texts.email}
          </label>
          <input
            id={`${id}-email`}
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            className={styles.input}
            value={email}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? emailErrorId : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          {emailError ? <FieldError id={emailErrorId}>{emailError}</FieldError> : null}
        </Stack>
        <Stack space="1">
          <label htmlFor={`${id}-role`} className={shared.fieldLabel}>
            {texts.role}
          </label>
          <select
            id={`${id}-role`}
            className={styles.input}
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
          >
            {ROLES.map((option) => (
              <option key={option} value={option}>
                {roleLabel(option)}
              </option>
            ))}
          </select>
        </Stack>
      </Stack>
    </Modal>
  );
}
