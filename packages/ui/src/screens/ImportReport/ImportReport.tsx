import { formatNumber, interpolate, messages } from '@siipro/domain';
import { useId } from 'react';
import { DataCell, DataRow, DataTable } from '../../patterns/DataTable';
import { Button } from '../../primitives/Button';
import { Icon } from '../../primitives/Icon';
import { Stack } from '../../primitives/Stack';
import { Text } from '../../primitives/Text';
import * as styles from './ImportReport.css';
import type { ImportReportData } from './types';

const text = messages.importDialog;
/** The same headers as the errors' CSV the API writes. */
const columns = messages.projectImport.errorColumns;

/** Errors shown in the table; the rest are in the CSV (a file of 10,000 bad rows would not fit a dialog). */
export const IMPORT_ERRORS_SHOWN = 100;

export interface ImportReportProps {
  report: ImportReportData;
  /** `review`: what confirming would do (a crear, a actualizar); `done`: what the import did (creados…). */
  mode: 'review' | 'done';
  /** "Crear organismos nuevos" is ticked: the missing organisations and programs will be created. */
  createOrganizations?: boolean;
  /** How many errors the table shows at most (IMPORT_ERRORS_SHOWN); the CSV holds them all. */
  maxErrorsShown?: number;
  /** Downloads every error as CSV ("Descargar errores (CSV)"); offered while there are errors. */
  onDownloadErrors?: () => void;
}

/**
 * An import's report: the three counts, the organisations and programs the spreadsheet names that do not exist, and
 * every error as a table (fila, columna, valor, motivo) with its CSV download.
 */
export function ImportReport({
  report,
  mode,
  createOrganizations = false,
  maxErrorsShown = IMPORT_ERRORS_SHOWN,
  onDownloadErrors,
}: ImportReportProps) {
  const errorsId = useId();
  const labels = mode === 'review' ? text.counts : text.doneCounts;
  const errorCount = Math.max(report.errorCount, report.errors.length);
  const shown = report.errors.slice(0, maxErrorsShown);
  const missing = [
    { key: 'organizations', title: text.missingOrganizations, names: report.newOrganizations },
    { key: 'programs', title: text.missingPrograms, names: report.newPrograms },
  ].filter((group) => group.names.length > 0);

  return (
    <Stack space="5">
      <dl className={styles.counts}>
        {[
          { key: 'created', label: labels.create, value: report.counts.create },
          { key: 'updated', label: labels.update, value: report.counts.update },
          { key: 'unchanged', label: labels.unchanged, value: report.counts.unchanged },
        ].map((entry) => (
          <div key={entry.key} className={styles.count} data-count={entry.key}>
            <dt className={styles.countLabel}>{entry.label}</dt>
            <dd className={styles.countValue}>{formatNumber(entry.value)}</dd>
          </div>
        ))}
      </dl>

      {mode === 'review' && missing.length > 0
        ? missing.map((group) => (
            <Stack key={group.key} space="2">
              <h3 className={styles.sectionHeading}>
                {group.title} ({formatNumber(group.names.length)})
              </h3>
              <ul className={styles.names}>
                {group.names.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
              <Text size="sm" tone="muted">
                {createOrganizations ? text.missingWillBeCreated : text.missingNotCreated}
              </Text>
            </Stack>
          ))
        : null}

      {report.missingColumns.length > 0 ? (
        <Text size="sm" tone="muted">
          {interpolate(text.missingColumns, { columns: report.missingColumns.join(', ') })}
        </Text>
      ) : null}

      {report.conflicts.length > 0 ? (
        <Stack space="2">
          <h3 className={styles.sectionHeading}>
            {text.conflictsTitle} ({formatNumber(report.conflicts.length)})
          </h3>
          <ul className={styles.names}>
            {report.conflicts.map((conflict) => (
              <li key={conflict.row}>
                {columns.row} {formatNumber(conflict.row)}: {conflict.code} — {conflict.name}
              </li>
            ))}
          </ul>
        </Stack>
      ) : null}

      {errorCount > 0 ? (
        <Stack space="3">
          <h3 id={errorsId} className={styles.sectionHeading}>
            {text.errorsTitle} ({formatNumber(errorCount)})
          </h3>
          <Text size="sm" tone="danger" role="status">
            <Icon name="error" /> {text.hasErrors}
          </Text>
          <DataTable
            caption={text.errorsCaption}
            columns={[
              { id: 'row', label: columns.row, end: true },
              { id: 'column', label: columns.column },
              { id: 'value', label: columns.value },
              { id: 'reason', label: columns.reason },
            ]}
            minWidth="40rem"
          >
            {shown.map((error, index) => (
              <DataRow key={`${error.row}-${error.column}-${index}`}>
                <DataCell end numeric>
                  {formatNumber(error.row)}
                </DataCell>
                <DataCell>{error.column}</DataCell>
                <DataCell className={styles.value}>{error.value === '' ? text.emptyValue : error.value}</DataCell>
                <DataCell className={styles.reason}>{error.reason}</DataCell>
              </DataRow>
            ))}
          </DataTable>
          {errorCount > shown.length ? (
            <Text size="sm" tone="muted">
              {interpolate(text.errorsShown, {
                shown: formatNumber(shown.length),
                count: formatNumber(errorCount),
              })}
            </Text>
          ) : null}
          {onDownloadErrors ? (
            <div>
              <Button variant="secondary" onClick={onDownloadErrors}>
                {text.downloadErrors}
              </Button>
            </div>
          ) : null}
        </Stack>
      ) : mode === 'review' ? (
        <Text size="sm" tone="success">
          {report.counts.create + report.counts.update === 0 ? text.nothingToDo : text.noErrors}
        </Text>
      ) : null}
    </Stack>
  );
}
