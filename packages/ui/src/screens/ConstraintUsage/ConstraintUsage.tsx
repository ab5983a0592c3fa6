import { useId } from 'react';
import { formatMoney, formatShare, messages, type CapitalShareUse, type CapitalSourceUse } from '@siipro/domain';
import { DataCell, DataRow, DataRowHeader, DataTable } from '../../patterns/DataTable';
import { Heading } from '../../primitives/Text';
import * as report from '../../styles/reportPanel.css';

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
 * regional minimum's share of the selected budget, as panel tables (cards on a phone); a share under its minimum (an
 * infeasible answer's) is marked in words as well as in colour.
 */
export function ConstraintUsage({ sources, shares }: ConstraintUsageProps) {
  const sourcesId = useId();
  const sharesId = useId();
  return (
    <>
      {sources.length ? (
        <section aria-labelledby={sourcesId} className={report.panel}>
          <Heading level={2} size="lg" id={sourcesId}>
            {texts.sourcesTitle}
          </Heading>
          <DataTable
            variant="panel"
            caption={texts.sourcesTitle}
            columns={[
              { id: 'source', label: texts.source },
              { id: 'used', label: texts.used, end: true },
              { id: 'limit', label: texts.limit, end: true },
              { id: 'use', label: texts.use, end: true },
            ]}
          >
            {sources.map((source) => (
              <DataRow key={source.fundingSource}>
                <DataRowHeader label={texts.source}>{source.fundingSource}</DataRowHeader>
                <DataCell label={texts.used} numeric end>
                  {formatMoney(source.used)}
                </DataCell>
                <DataCell label={texts.limit} numeric end>
                  {source.limit === null ? texts.noLimit : formatMoney(source.limit)}
                </DataCell>
                <DataCell label={texts.use} numeric end>
                  {source.limit ? formatShare(source.used / source.limit) : '-'}
                </DataCell>
              </DataRow>
            ))}
          </DataTable>
        </section>
      ) : null}
      {shares.length ? (
        <section aria-labelledby={sharesId} className={report.panel}>
          <Heading level={2} size="lg" id={sharesId}>
            {texts.sharesTitle}
          </Heading>
          <DataTable
            variant="panel"
            caption={texts.sharesTitle}
            columns={[
              { id: 'group', label: texts.group },
              { id: 'spend', label: texts.spend, end: true },
              { id: 'share', label: texts.share, end: true },
              { id: 'minimum', label: texts.minimum, end: true },
            ]}
          >
            {shares.map((share) => {
              const under = share.share + 1e-9 < share.minimum;
              return (
                <DataRow key={`${share.by}:${share.group}`}>
                  <DataRowHeader label={texts.group}>
                    {byOptions[share.by]}: {share.group}
                  </DataRowHeader>
                  <DataCell label={texts.spend} numeric end>
                    {formatMoney(share.budget)}
                  </DataCell>
                  <DataCell label={texts.share} numeric end danger={under}>
                    {formatShare(share.share)}
                    {under ? ` (${texts.underMinimum})` : null}
                  </DataCell>
                  <DataCell label={texts.minimum} numeric end>
                    {formatShare(share.minimum)}
                  </DataCell>
                </DataRow>
              );
            })}
          </DataTable>
        </section>
      ) : null}
    </>
  );
}
