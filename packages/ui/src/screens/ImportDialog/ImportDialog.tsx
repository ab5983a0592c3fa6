import { messages } from '@siipro/domain';
import { useId, useState } from 'react';
import { Modal } from '../../patterns/Modal';
import { Button } from '../../primitives/Button';
import { Icon } from '../../primitives/Icon';
import { Stack } from '../../primitives/Stack';
import { ImportReport } from '../ImportReport';
import * as styles from './ImportDialog.css';
import { ImportFileStep } from './ImportFileStep';
import { ImportProgress } from './ImportProgress';
import { ImportSteps } from './ImportSteps';
import { stepOf, type ImportDialogState } from './types';

const text = messages.importDialog;

export interface ImportDialogProps {
  open: boolean;
  /** Where the import stands (the page follows the job and hands each state in). */
  state: ImportDialogState;
  /** "Crear organismos nuevos": sent with the review and the import. */
  createOrganizations: boolean;
  onCreateOrganizationsChange: (checked: boolean) => void;
  /** Starts the review (a dry run: nothing is written) of the chosen spreadsheet. */
  onReview: (file: File) => void;
  /** Applies the reviewed file, all or nothing. */
  onConfirm: () => void;
  /** Back to step 1 to choose the file again (after errors, or a failure). */
  onRestart: () => void;
  /** Cancelar, Cerrar, Escape: the page closes the dialog. */
  onClose: () => void;
  onDownloadTemplate: () => void;
  /** "Descargar errores (CSV)" of the current report. */
  onDownloadErrors?: () => void;
}

/**
 * "Importar proyectos": archivo → revisión → resultado. Step 1 takes a CSV or XLSX (with the template a click away and
 * "Crear organismos nuevos"); the review shows what the file would create, update and leave unchanged, the names not
 * found and every error, and only a file without errors can be imported; the result says what was done. A progress
 * bar follows the review and the import while they run. Pure: the page owns the job and hands in its state.
 */
export function ImportDialog(props: ImportDialogProps) {
  const { state } = props;
  const formId = useId();
  // Kept across steps, so "Elegir otro archivo" can send the same (fixed) file again without choosing it anew.
  const [file, setFile] = useState<File | null>(null);
  const errorCount = state.step === 'review' ? Math.max(state.report.errorCount, state.report.errors.length) : 0;
  const nothingToDo = state.step === 'review' && state.report.counts.create + state.report.counts.update === 0;

  const cancel = (
    <Button key="cancel" variant="secondary" onClick={props.onClose}>
      {text.cancel}
    </Button>
  );
  // Each button has a key of its own: a button that turned into another under the pointer (React reuses the element
  // by position) would run the new one's default action, so "Elegir otro archivo" would submit the file step's form.
  const footer = (() => {
    switch (state.step) {
      case 'file':
        return (
          <>
            {cancel}
            <Button key="review" type="submit" form={formId}>
              {text.review}
            </Button>
          </>
        );
      case 'validating':
      case 'applying':
        return null;
      case 'review':
        return (
          <>
            {cancel}
            <Button key="choose-another" variant="secondary" onClick={props.onRestart}>
              {text.chooseAnother}
            </Button>
            <Button
              key="confirm"
              onClick={props.onConfirm}
              disabled={errorCount > 0 || nothingToDo}
              disabledReason={errorCount > 0 ? text.confirmBlockedByErrors : text.confirmNothingToDo}
            >
              {text.confirm}
            </Button>
          </>
        );
      case 'done':
        return (
          <Button key="close" onClick={props.onClose}>
            {text.close}
          </Button>
        );
      case 'failed':
        return (
          <>
            <Button key="close" variant="secondary" onClick={props.onClose}>
              {text.close}
            </Button>
            <Button key="retry" onClick={props.onRestart}>
              {text.retry}
            </Button>
          </>
        );
    }
  })();

  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={text.title}
      description={text.description}
      size="lg"
      footer={footer ?? undefined}
    >
      <Stack space="5">
        <ImportSteps current={stepOf(state)} />
        {state.step === 'file' ? (
          <ImportFileStep
            formId={formId}
            file={file}
            onFileChange={setFile}
            createOrganizations={props.createOrganizations}
            onCreateOrganizationsChange={props.onCreateOrganizationsChange}
            onReview={props.onReview}
            onDownloadTemplate={props.onDownloadTemplate}
            error={state.error}
          />
        ) : null}
        {state.step === 'validating' ? (
          <ImportProgress label={text.validating} processed={state.processed} total={state.total} />
        ) : null}
        {state.step === 'applying' ? (
          <ImportProgress label={text.applying} processed={state.processed} total={state.total} />
        ) : null}
        {state.step === 'review' ? (
          <ImportReport
            report={state.report}
            mode="review"
            createOrganizations={props.createOrganizations}
            onDownloadErrors={props.onDownloadErrors}
          />
        ) : null}
        {state.step === 'done' ? (
          <Stack space="4">
            <p className={styles.success} role="status">
              <Icon name="success" />
              {text.doneTitle}. {text.doneText}
            </p>
            <ImportReport report={state.report} mode="done" />
          </Stack>
        ) : null}
        {state.step === 'failed' ? (
          <Stack space="4">
            <p className={styles.alert} role="alert">
              <Icon name="error" />
              <span>
                <strong>{text.failedTitle}.</strong> {state.message}
              </span>
            </p>
            {state.report ? (
              <ImportReport report={state.report} mode="review" onDownloadErrors={props.onDownloadErrors} />
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </Modal>
  );
}
