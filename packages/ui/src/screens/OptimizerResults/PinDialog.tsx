import { interpolate, messages, OPTIMIZER_OVERRIDE_REASON_MAX, pinReasonError } from '@siipro/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../primitives/Button';
import { FieldError } from '../../primitives/FieldError';
import { Modal } from '../../patterns/Modal';
import * as styles from './OptimizerResults.css';

const texts = messages.optimizer.results.pin;

export interface PinDialogProps {
  /** The project to pin and where; null: closed. */
  target: { projectId: string; name: string; list: 'include' | 'exclude' } | null;
  onClose: () => void;
  /** The reason, already checked (required, ≤ 500 characters once trimmed). */
  onConfirm: (reason: string) => void;
}

/**
 * "Fijar dentro" / "Fijar fuera": asks for the reason of a person's decision before the optimizer runs again with it
 * (issue 17: every override is recorded with who set it and why).
 */
export function PinDialog({ target, onClose, onConfirm }: PinDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState(target);
  // A new target starts with an empty reason: React's "adjust state when a prop changes".
  if (target !== shownFor) {
    setShownFor(target);
    setReason('');
    setError(null);
  }
  const fieldId = useId();
  const formId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = pinReasonError(reason);
    setError(problem);
    if (problem === null) onConfirm(reason.trim());
  };

  return (
    <Modal
      open={target !== null}
      onClose={onClose}
      title={target?.list === 'include' ? texts.titleIn : texts.titleOut}
      description={texts.description}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {messages.common.cancel}
          </Button>
          <Button type="submit" form={formId}>
            {texts.confirm}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className={styles.field}>
        <p className={styles.message}>
          {interpolate(target?.list === 'include' ? texts.inLabel : texts.outLabel, { name: target?.name ?? '' })}
        </p>
        <label htmlFor={fieldId} className={styles.label}>
          {texts.reasonLabel}
        </label>
        <textarea
          id={fieldId}
          rows={3}
          value={reason}
          maxLength={OPTIMIZER_OVERRIDE_REASON_MAX + 50}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          className={styles.textarea}
        />
        {error ? <FieldError id={`${fieldId}-error`}>{error}</FieldError> : null}
      </form>
    </Modal>
  );
}
