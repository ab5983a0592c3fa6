import { messages } from '@siipro/domain';
import { useId, useState, type FormEvent } from 'react';
import { FieldError } from '../../primitives/FieldError';
import { Stack } from '../../primitives/Stack';
import { Text } from '../../primitives/Text';
import * as styles from './ImportDialog.css';

const text = messages.importDialog;

/** The spreadsheets the import reads: the export's CSV and Excel. */
const ACCEPTED = ['.csv', '.xlsx'];

export function isSpreadsheetName(name: string): boolean {
  const lower = name.toLowerCase();
  return ACCEPTED.some((extension) => lower.endsWith(extension));
}

export interface ImportFileStepProps {
  /** The form's id, so the dialog's footer button submits it. */
  formId: string;
  /** The file chosen before (kept when the person comes back to choose again). */
  file: File | null;
  onFileChange: (file: File | null) => void;
  createOrganizations: boolean;
  onCreateOrganizationsChange: (checked: boolean) => void;
  onReview: (file: File) => void;
  onDownloadTemplate: () => void;
  /** What the server answered to the last file (400, 413), shown under the picker. */
  error?: string | null;
}

/** Step 1, archivo: the picker (CSV or XLSX), the template's download and "Crear organismos nuevos". */
export function ImportFileStep(props: ImportFileStepProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [localError, setLocalError] = useState<string | null>(null);
  const error = localError ?? props.error ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!props.file) return setLocalError(text.fileRequired);
    if (!isSpreadsheetName(props.file.name)) return setLocalError(text.fileType);
    props.onReview(props.file);
  };

  return (
    <form id={props.formId} onSubmit={submit} noValidate>
      <Stack space="4">
        <Stack space="2">
          <label htmlFor={inputId} className={styles.fieldLabel}>
            {text.fileLabel}
          </label>
          <Text id={hintId} size="sm" tone="muted">
            {text.fileHint}
          </Text>
          <input
            id={inputId}
            type="file"
            accept={[...ACCEPTED, 'text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'].join(
              ',',
            )}
            className={styles.fileInput}
            aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              const chosen = event.currentTarget.files?.[0] ?? null;
              setLocalError(chosen && !isSpreadsheetName(chosen.name) ? text.fileType : null);
              props.onFileChange(chosen);
            }}
          />
          {error ? (
            <FieldError id={errorId} announce>
              {error}
            </FieldError>
          ) : null}
        </Stack>
        <button type="button" className={styles.link} onClick={props.onDownloadTemplate}>
          {text.template}
        </button>
        <label className={styles.checkboxRow}>
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={props.createOrganizations}
            onChange={(event) => props.onCreateOrganizationsChange(event.currentTarget.checked)}
          />
          <span className={styles.checkboxText}>
            <Text as="span" weight="semibold">
              {text.createOrganizations}
            </Text>
            <Text as="span" size="sm" tone="muted">
              {text.createOrganizationsHint}
            </Text>
          </span>
        </label>
      </Stack>
    </form>
  );
}
