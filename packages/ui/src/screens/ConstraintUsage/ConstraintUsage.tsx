import { useId } from 'react';
import { formatMoney, formatShare, messages, type CapitalShareUse, type CapitalSourceUse } from '@siipro/domain';
import * as table from '../../styles/reportTable.css';

const texts = messages.optimizer.capitalResults;
const byOptions = messages.optimizer.constraints.byOptions;

export interface ConstraintUsageProps {
  /** Each funding source's selected budget and its ceiling (null: none), model v2's answer. */
  sources: readonly CapitalSourceUse[];
  /** Each regional minimum and the share its group got. */
  shares: readonly CapitalShareUse[];
}

/**
 * How a selection with restrictions uses them (issue 44): each funding source's use against its ceiling, and each
 * regional minimum's share of the selected budget. Plain tables; a share under its minimum (an infeasible answer's)
 * is marked in words.
 */
export function ConstraintUsage({ sources, shares }: ConstraintUsageProps) {
  const sourcesId = useId();
  const sharesId = useId();
  return (
    <>
      {sources.length ? (
        <section aria-labelledby={sourcesId} className={table.panel}>
          <h2 id={sourcesId} className={table.title}>
            {texts.sourcesTitle}
          </h2>
          <div className={table.scroll} tabIndex={0} role="group" aria-label={texts.sourcesTitle}>
            <table className={table.table}>
              <thead>
                <tr>
                  <th scope="col" className={table.cell}>
                    {texts.source}
                  </th>
                  <th scope="col" className={table.numberCell}>
                    {texts.used}
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
                {sources.map((source) => (
                  <tr key={source.fundingSource}>
                    <th scope="row" className={table.cell}>
                      {source.fundingSource}
                    </th>
                    <td className={table.numberCell}>{formatMoney(source.used)}</td>
                    <td className={table.numberCell}>
                      {source.limit === null ? texts.noLimit : formatMoney(source.limit)}
                    </td>
                    <td className={table.numberCell}>{source.limit ? formatShare(source.used / source.limit) : '-'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
      {shares.length ? (
        <section aria-labelledby={sharesId} className={table.panel}>
          <h2 id={sharesId} className={table.title}>
            {texts.sharesTitle}
          </h2>
          <div className={table.scroll} tabIndex={0} role="group" aria-label={texts.sharesTitle}>
            <table className={table.table}>
              <thead>
                <tr>
                  <th scope="col" className={table.cell}>
                    {texts.group}
                  </th>
                  <th scope="col" className={table.numberCell}>
                    {texts.spend}
                  </th>
                  <th scope="col" className={table.numberCell}>
                    {texts.share}
                  </th>
                  <th scope="col" className={table.numberCell}>
                    {texts.minimum}
                  </th>
                </tr>
              </thead>
              <tbody>
                {shares.map((share) => {
                  const under = share.share + 1e-9 < share.minimum;
                  return (
                    <tr key={`${share.by}:${share.group}`}>
                      <th scope="row" className={table.cell}>
                        {byOptions[share.by]}: {share.group}
                      </th>
                      <td className={table.numberCell}>{formatMoney(share.budget)}</td>
                      <td className={[table.numberCell, under ? table.alert : null].filter(Boolean).join(' ')}>
                        {formatShare(share.share)}
                      </td>
                      <td className={table.numberCell}>{formatShare(share.minimum)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </>
  );
}
