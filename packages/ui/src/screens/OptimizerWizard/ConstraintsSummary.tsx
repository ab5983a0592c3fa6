import {
  formatMoney,
  formatShare,
  hasConstraints,
  interpolate,
  messages,
  type OptimizerConstraints,
} from '@siipro/domain';
import * as styles from './OptimizerWizard.css';

const texts = messages.optimizer.constraints;

/** The review step's restrictions, one sentence each ("Sin restricciones" when none). */
export function ConstraintsSummary({ constraints }: { constraints: OptimizerConstraints | null }) {
  const lines: string[] = [];
  if (constraints && hasConstraints(constraints)) {
    if (constraints.years.length) {
      const years = constraints.years.map((entry) => `${entry.year}: ${formatMoney(entry.limit)}`).join('; ');
      lines.push(interpolate(texts.summaryYears, { years }));
    }
    if (constraints.fundingCaps.length) {
      const sources = constraints.fundingCaps.map((cap) => `${cap.fundingSource}: ${formatMoney(cap.limit)}`);
      lines.push(interpolate(texts.summarySources, { sources: sources.join('; ') }));
    }
    if (constraints.minShare.length) {
      const shares = constraints.minShare.map(
        (share) => `${texts.byOptions[share.by]} ${share.group}: ${formatShare(share.share)}`,
      );
      lines.push(interpolate(texts.summaryShares, { shares: shares.join('; ') }));
    }
    if (constraints.keepInExecution) lines.push(texts.summaryKeep);
  }
  return (
    <section aria-label={messages.optimizer.steps.constraints}>
      <h3 className={styles.sectionTitle}>{messages.optimizer.steps.constraints}</h3>
      {lines.length ? (
        <ul className={styles.summaryList}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p className={styles.hint}>{texts.none}</p>
      )}
    </section>
  );
}
