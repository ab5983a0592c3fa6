import { useId } from 'react';
import { messages } from '@siipro/domain';
import { Heading, Text } from '../../primitives/Text';
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
      <Heading level={2} size="lg" id={titleId}>
        {texts.infeasibleTitle}
      </Heading>
      <Text as="p" size="sm" tone="muted">
        {texts.infeasibleIntro}
      </Text>
      <ul className={styles.list}>
        {conflicts.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
    </section>
  );
}
