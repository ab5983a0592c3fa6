import { messages, scenarioNameError } from '@siipro/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../primitives/Button';
import { FieldError } from '../../primitives/FieldError';
import { Modal } from '../../patterns/Modal';
import * as styles from './OptimizerResults.css';

const texts = messages.optimizer;

export interface SaveScenarioDialogProps {
  open: boolean;
  onClose: () => void;
  /** Saves under the trimmed name; a rejection's message is shown in the dialog, which stays open. */
  onSave: (name: string) => Promise<void>;
}

/** "Guardar escenario": names the current result and saves it; "Guardando..." blocks a second submit. */
export function SaveScenarioDialog({ open, onClose, onSave }: SaveScenarioDialogProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setName('');
      setError(null);
    }
  }
  const fieldId = useId();
  const formId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const problem = scenarioNameError(name);
    setError(problem);
    if (problem !== null) return;
    setSaving(true);
    try {
      await onSave(name.trim());
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : texts.scenarios.saveError);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={texts.results.saveScenario}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {messages.common.cancel}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {saving ? messages.common.saving : messages.common.save}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className={styles.field}>
        <label htmlFor={fieldId} className={styles.label}>
          {texts.results.scenarioName}
        </label>
        <input
          id={fieldId}
          type="text"
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          className={styles.input}
        />
        {error ? (
          <FieldError id={`${fieldId}-error`} announce>
            {error}
          </FieldError>
        ) : null}
      </form>
    </Modal>
  );
}
