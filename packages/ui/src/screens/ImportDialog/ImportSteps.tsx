import { messages } from '@siipro/domain';
import * as styles from './ImportDialog.css';
import type { ImportStepKey } from './types';

const STEPS: readonly ImportStepKey[] = ['file', 'review', 'result'];

/** archivo → revisión → resultado, the current one marked with aria-current="step". */
export function ImportSteps({ current }: { current: ImportStepKey }) {
  const text = messages.importDialog.steps;
  return (
    <ol className={styles.steps} aria-label={text.label}>
      {STEPS.map((key, index) => (
        <li key={key} className={styles.step} aria-current={key === current ? 'step' : undefined}>
          <span className={styles.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          {text[key]}
        </li>
      ))}
    </ol>
  );
}
