import { useId } from 'react';
import { formatMoney, formatShare, messages, type CapitalYearUse } from '@siipro/domain';
import * as table from '../../styles/reportTable.css';
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
    <section aria-labelledby={titleId} className={table.panel}>
      <h2 id={titleId} className={table.title}>
        {texts.yearsTitle}
      </h2>
      <p className={table.description}>{texts.yearsDescription}</p>
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
        <div className={table.scroll} tabIndex={0} role="group" aria-label={texts.yearsTitle}>
          <table className={table.table}>
            <caption className={table.caption}>{texts.yearsTitle}</caption>
            <thead>
              <tr>
                <th scope="col" className={table.cell}>
                  {texts.year}
                </th>
                <th scope="col" className={table.numberCell}>
                  {texts.spend}
                </th>
                <th scope="col" className={table.numberCell}>
                  {texts.limit}
                </th>
                <th scope="col" className={table.numberCell}>
                  {texts.use}
                </th>
              </tr>
            </thead>
            <tbody>
              {years.map((entry) => (
                <tr key={entry.year}>
                  <th scope="row" className={table.cell}>
                    {entry.year}
                  </th>
                  <td className={table.numberCell}>{formatMoney(entry.spend)}</td>
                  <td className={table.numberCell}>{formatMoney(entry.limit)}</td>
                  <td className={[table.numberCell, over(entry) ? table.alert : null].filter(Boolean).join(' ')}>
                    {entry.limit > 0 ? formatShare(entry.spend / entry.limit) : '-'}
                    {over(entry) ? ` (${texts.overLimit})` : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
