import { useId } from 'react';
import { messages } from '@siipro/domain';
import * as report from '../../styles/reportPanel.css';
import * as styles from './InfeasibleExplanation.css';

const texts = messages.optimizer.capitalResults;

export interface InfeasibleExplanationProps {
  /** The service's sentences (meta.conflicts), each naming one restriction. */
  conflicts: readonly string[];
}

/**
 * When no selection meets every restriction (issue 44): an explanation, not an error page — the restrictions that
 * cannot all hold, in the service's Spanish sentences, and what to do.
 */
export function InfeasibleExplanation({ conflicts }: InfeasibleExplanationProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={[report.panel, styles.root].join(' ')}>
      <h2 id={titleId} className={report.title}>
        {texts.infeasibleTitle}
      </h2>
      <p className={report.description}>{texts.infeasibleIntro}</p>
      <ul className={styles.list}>
        {conflicts.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
    </section>
  );
}
