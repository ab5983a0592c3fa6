import {
  formatMoney,
  formatNumber,
  interpolate,
  messages,
  statusLabel,
  type PortfolioTotals,
  type ProjectStatusOption,
} from '@siipro/domain';
import { useId } from 'react';
import { useLinkNavigation } from '../../providers/LinkProvider';
import { buttonRecipe } from '../../styles/button.css';
import { Inline } from '../../primitives/Inline';
import { Skeleton } from '../../primitives/Skeleton';
import { Stack } from '../../primitives/Stack';
import { Pagination } from '../../patterns/Pagination';
import { ProjectsTable, type ProjectsTableProps } from '../ProjectsTable';
import { StatusPill } from '../StatusPill';
import * as styles from './ProgramPortfolio.css';

const texts = messages.projectDetail.program;

export interface ProgramPortfolioProps {
  /** The server's totals of the program's projects; null while loading or after a failure. */
  totals: PortfolioTotals | null;
  /** The totals failed to load: said in words, the list below still shows. */
  totalsError?: boolean;
  /** The tenant's statuses: their order and labels for the count by status. */
  statusOptions: readonly ProjectStatusOption[];
  /** The program's projects, one page of them, as the lists show them (table, or cards on a phone). */
  table: Omit<ProjectsTableProps, 'type' | 'statusOptions' | 'className'>;
  /** Null before the first page arrives: no pager. */
  pagination: { page: number; totalPages: number; total: number } | null;
  onPageChange: (page: number) => void;
  /** The program's projects in the list screen, with its search and filters ("Ver en la lista"). */
  listHref?: string;
  className?: string;
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue}>{value}</dd>
      {note ? <dd className={styles.figureNote}>{note}</dd> : null}
    </div>
  );
}

/**
 * A program as a portfolio (issue 43): the totals of its projects, as the server computed them — how many, the budget
 * summed (es-AR money, per currency), the mean SIIPRO score and the count by status in the tenant's words — above the
 * projects themselves, paged, in the lists' own table (cards below 40rem).
 */
export function ProgramPortfolio({
  totals,
  totalsError = false,
  statusOptions,
  table,
  pagination,
  onPageChange,
  listHref,
  className,
}: ProgramPortfolioProps) {
  const { linkProps } = useLinkNavigation();
  const headingId = useId();
  const statusesId = useId();
  const budgets = totals?.budgets ?? [];

  let figures;
  if (totals) {
    figures = (
      <div role="group" aria-label={texts.totals}>
        <dl className={styles.figures}>
          <Figure label={texts.count} value={formatNumber(totals.total)} />
          <Figure
            label={texts.budget}
            value={budgets.length > 0 ? budgets.map((b) => formatMoney(b.amount, b.currency)).join(' · ') : '-'}
            note={
              budgets.length > 0
                ? interpolate(texts.budgetOf, { count: formatNumber(budgets.reduce((sum, b) => sum + b.count, 0)) })
                : texts.budgetNone
            }
          />
          <Figure
            label={texts.meanScore}
            value={formatNumber(totals.meanScore, { maximumFractionDigits: 1 })}
            note={
              totals.scored > 0 ? interpolate(texts.scoredOf, { count: formatNumber(totals.scored) }) : texts.scoreNone
            }
          />
        </dl>
      </div>
    );
  } else if (totalsError) {
    figures = (
      <p role="alert" className={styles.muted}>
        {texts.totalsError}
      </p>
    );
  } else {
    figures = <Skeleton variant="rect" height="6rem" />;
  }

  return (
    <Stack
      as="section"
      space="4"
      aria-labelledby={headingId}
      className={[styles.section, className].filter(Boolean).join(' ')}
    >
      <Inline align="between" alignY="center" space="3">
        <h2 id={headingId} className={styles.title}>
          {texts.title}
        </h2>
        {listHref ? (
          <a {...linkProps(listHref)} className={buttonRecipe({ variant: 'secondary', size: 'sm' })}>
            {texts.viewList}
          </a>
        ) : null}
      </Inline>
      {figures}
      {totals && totals.total > 0 ? (
        <Stack space="2">
          <h3 id={statusesId} className={styles.subtitle}>
            {texts.byStatus}
          </h3>
          <ul aria-labelledby={statusesId} className={styles.statuses}>
            {totals.byStatus.map(({ status, count }) => (
              <li key={status} className={styles.statusItem}>
                <StatusPill status={status} label={statusLabel(status, statusOptions)} />
                <span>{formatNumber(count)}</span>
              </li>
            ))}
          </ul>
        </Stack>
      ) : null}
      {totals && totals.total === 0 ? (
        <p className={styles.muted}>{texts.empty}</p>
      ) : (
        <>
          <ProjectsTable type="proyecto" statusOptions={statusOptions} {...table} />
          {pagination ? (
            <Pagination
              page={pagination.page}
              totalPages={pagination.totalPages}
              total={pagination.total}
              onPageChange={onPageChange}
            />
          ) : null}
        </>
      )}
    </Stack>
  );
}
