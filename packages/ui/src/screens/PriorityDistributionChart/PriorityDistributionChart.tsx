import { formatNumber, messages, priorityTone, statusTone } from '@siipro/domain';
import { useId, useState } from 'react';
import { DataCell, DataRow, DataRowHeader, DataTable } from '../../patterns/DataTable';
import { Button } from '../../primitives/Button';
import { Grid } from '../../primitives/Grid';
import { Icon } from '../../primitives/Icon';
import { Inline } from '../../primitives/Inline';
import { Skeleton } from '../../primitives/Skeleton';
import { Stack } from '../../primitives/Stack';
import { Heading } from '../../primitives/Text';
import { toneRecipe } from '../../styles/tone.css';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as styles from './PriorityDistributionChart.css';

const texts = messages.priorityChart;

/**
 * Projects with one priority, as GET …/reports/priority-distribution answers (domain's PriorityDistribution):
 * `null` is "Sin prioridad"; a value outside Alta, Media, Baja keeps its name and the blue of "no priority".
 */
export interface PriorityCount {
  priority: string | null;
  count: number;
}

/** Projects in one of the tenant's statuses, in the tenant's order. */
export interface StatusCount {
  status: string;
  /** The tenant's label for it (configJson.projectStatus), when it differs from the value. */
  label?: string;
  count: number;
}

export interface PriorityDistributionChartProps {
  /** In the order to show (the API's: Alta, Media, Baja, then others and null). */
  byPriority?: readonly PriorityCount[] | null;
  /** The tenant's statuses with their counts, zero included, in the tenant's order. */
  byStatus?: readonly StatusCount[] | null;
  /** Counts are being fetched: skeleton bars and "Cargando...". */
  loading?: boolean;
  /** The counts could not be loaded: this message (the default one when `true`) instead of the chart. */
  error?: boolean | string;
  /** "Reintentar" next to the error, when given. */
  onRetry?: () => void;
  /** Show the table instead of the bars at first (the person can switch either way). */
  defaultView?: 'chart' | 'table';
}

interface Row {
  key: string;
  label: string;
  count: number;
  toneClass: string;
}

const percent = (count: number, total: number) =>
  `${formatNumber(total === 0 ? 0 : (count / total) * 100, { maximumFractionDigits: 1 })} %`;

/**
 * One distribution: bars (hidden from assistive technology) and a real table with caption carrying the same numbers,
 * visible in table view and visually hidden in chart view, so screen readers always read the table.
 */
function Distribution(props: { title: string; caption: string; header: string; rows: Row[]; view: 'chart' | 'table' }) {
  const titleId = useId();
  const total = props.rows.reduce((sum, row) => sum + row.count, 0);
  const max = Math.max(0, ...props.rows.map((row) => row.count));
  return (
    <Stack as="section" aria-labelledby={titleId} space="3">
      <Heading level={2} size="lg" id={titleId}>
        {props.title}
      </Heading>
      {props.view === 'chart' ? (
        <Stack space="2" aria-hidden="true" data-testid="bars">
          {props.rows.map((row) => (
            <div key={row.key} className={styles.barRow}>
              <span className={styles.barLabel}>{row.label}</span>
              <span className={styles.track}>
                <span
                  className={[styles.bar, row.toneClass].join(' ')}
                  data-count={row.count}
                  // Relative to the largest count; an empty row shows no bar at all.
                  style={{ display: row.count > 0 ? 'block' : 'none', width: `${max ? (row.count / max) * 100 : 0}%` }}
                />
              </span>
              <span className={styles.count}>{formatNumber(row.count)}</span>
            </div>
          ))}
        </Stack>
      ) : null}
      {/* Hidden through a wrapper: a table box ignores overflow, so it would still widen the page at 1px. */}
      <div className={props.view === 'table' ? undefined : visuallyHidden}>
        <DataTable
          variant="panel"
          caption={props.caption}
          className={styles.hiddenTableFrame}
          columns={[
            { id: 'label', label: props.header },
            { id: 'count', label: texts.columns.count, end: true },
            { id: 'share', label: texts.columns.share, end: true },
          ]}
          footer={
            <DataRow>
              <DataRowHeader label={props.header}>{texts.total}</DataRowHeader>
              <DataCell label={texts.columns.count} numeric end>
                {formatNumber(total)}
              </DataCell>
              <DataCell label={texts.columns.share} numeric end>
                {percent(total, total)}
              </DataCell>
            </DataRow>
          }
        >
          {props.rows.map((row) => (
            <DataRow key={row.key}>
              <DataRowHeader label={props.header}>{row.label}</DataRowHeader>
              <DataCell label={texts.columns.count} numeric end>
                {formatNumber(row.count)}
              </DataCell>
              <DataCell label={texts.columns.share} numeric end>
                {percent(row.count, total)}
              </DataCell>
            </DataRow>
          ))}
        </DataTable>
      </div>
    </Stack>
  );
}

/**
 * How a tenant's projects spread over priorities (Alta red, Media orange, Baja green, none blue: portfolio.md §4.2)
 * and statuses (the status pill's colours), as horizontal bars whose numbers are also a real table with caption
 * ("Ver como tabla"). The bars are decorative for assistive technology: the table, always in the page, carries the
 * data. es-AR digits. Loading, empty and error states; the data comes from the page.
 */
export function PriorityDistributionChart({
  byPriority,
  byStatus,
  loading = false,
  error = false,
  onRetry,
  defaultView = 'chart',
}: PriorityDistributionChartProps) {
  const [view, setView] = useState<'chart' | 'table'>(defaultView);

  if (error) {
    return (
      <Inline space="3" alignY="center">
        <p role="alert" className={styles.errorText}>
          <Icon name="error" />
          {typeof error === 'string' ? error : texts.loadError}
        </p>
        {onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {messages.common.retry}
          </Button>
        ) : null}
      </Inline>
    );
  }

  if (loading) {
    return (
      <Stack space="3" aria-busy="true">
        <p role="status" className={styles.message}>
          {messages.common.loading}
        </p>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} variant="rect" height="1.25rem" width={`${90 - index * 15}%`} />
        ))}
      </Stack>
    );
  }

  const priorityRows: Row[] = (byPriority ?? []).map((entry) => ({
    key: entry.priority ?? '',
    label: entry.priority?.trim() || texts.noPriority,
    count: entry.count,
    toneClass: toneRecipe({ tone: priorityTone(entry.priority), look: 'bar' }),
  }));
  const statusRows: Row[] = (byStatus ?? []).map((entry) => ({
    key: entry.status,
    label: entry.label?.trim() || entry.status,
    count: entry.count,
    toneClass: toneRecipe({ tone: statusTone(entry.status), look: 'bar' }),
  }));
  const total = priorityRows.reduce((sum, row) => sum + row.count, 0);
  if (total === 0 && statusRows.every((row) => row.count === 0)) {
    return <p className={styles.message}>{texts.empty}</p>;
  }

  return (
    <Stack space="4">
      <Inline align="end">
        <Button variant="secondary" size="sm" onClick={() => setView(view === 'chart' ? 'table' : 'chart')}>
          {view === 'chart' ? texts.showTable : texts.showChart}
        </Button>
      </Inline>
      <Grid space="8" minColumnWidth="20rem">
        <Distribution
          title={texts.byPriority}
          caption={texts.priorityCaption}
          header={texts.columns.priority}
          rows={priorityRows}
          view={view}
        />
        {statusRows.length > 0 ? (
          <Distribution
            title={texts.byStatus}
            caption={texts.statusCaption}
            header={texts.columns.status}
            rows={statusRows}
            view={view}
          />
        ) : null}
      </Grid>
    </Stack>
  );
}
