import { useId } from 'react';
import { formatMoney, formatShare, messages, type CapitalYearUse } from '@siipro/domain';
import { DataCell, DataRow, DataRowHeader, DataTable } from '../../patterns/DataTable';
import { Heading, Text } from '../../primitives/Text';
import * as report from '../../styles/reportPanel.css';
import * as styles from './YearlySpendChart.css';

const texts = messages.optimizer.capitalResults;

export interface YearlySpendChartProps {
  /** Each requested year's limit and the selected projects' spend in it (model v2's answer). */
  years: readonly CapitalYearUse[];
}

/**
 * The selected projects' spend in each requested year against its limit (issue 44): bars with the limit marked (for
 * the eye; hidden from assistive technology) beside a table with the same numbers, which screen readers read. A year
 * over its limit — only an infeasible answer can show one — is said in words, not by colour alone.
 */
export function YearlySpendChart({ years }: YearlySpendChartProps) {
  const titleId = useId();
  const scale = Math.max(1, ...years.flatMap((entry) => [entry.limit, entry.spend]));
  const over = (entry: CapitalYearUse) => entry.spend > entry.limit * (1 + 1e-9);
  return (
    <section aria-labelledby={titleId} className={report.panel}>
      <Heading level={2} size="lg" id={titleId}>
        {texts.yearsTitle}
      </Heading>
      <Text as="p" size="sm" tone="muted">
        {texts.yearsDescription}
      </Text>
      <div className={styles.layout}>
        <div aria-hidden="true">
          <div className={styles.bars}>
            {years.map((entry) => (
              <div key={entry.year} className={styles.barRow}>
                <span>{entry.year}</span>
                <span className={styles.track}>
                  <span
                    className={[styles.bar, over(entry) ? styles.barOver : null].filter(Boolean).join(' ')}
                    style={{ width: `${(entry.spend / scale) * 100}%` }}
                  />
                  <span className={styles.limitMark} style={{ insetInlineStart: `${(entry.limit / scale) * 100}%` }} />
                </span>
              </div>
            ))}
          </div>
          <p className={styles.legend}>
            <span>
              <span className={styles.legendSwatch} />
              {texts.spend}
            </span>
            <span>
              <span className={styles.legendLimit} />
              {texts.limit}
            </span>
          </p>
        </div>
        <DataTable
          variant="panel"
          caption={texts.yearsTitle}
          columns={[
            { id: 'year', label: texts.year },
            { id: 'spend', label: texts.spend, end: true },
            { id: 'limit', label: texts.limit, end: true },
            { id: 'use', label: texts.use, end: true },
          ]}
        >
          {years.map((entry) => (
            <DataRow key={entry.year}>
              <DataRowHeader label={texts.year}>{entry.year}</DataRowHeader>
              <DataCell label={texts.spend} numeric end>
                {formatMoney(entry.spend)}
              </DataCell>
              <DataCell label={texts.limit} numeric end>
                {formatMoney(entry.limit)}
              </DataCell>
              <DataCell label={texts.use} numeric end danger={over(entry)}>
                {entry.limit > 0 ? formatShare(entry.spend / entry.limit) : '-'}
                {over(entry) ? ` (${texts.overLimit})` : null}
              </DataCell>
            </DataRow>
          ))}
        </DataTable>
      </div>
    </section>
  );
}
