import { messages, SCORE_BANDS, SCORE_CRITERIA } from '@siipro/domain';
import { ScoreBadge } from '../ScoreBadge';
import * as styles from './ScoreExplanation.css';

export interface ScoreExplanationProps {
  className?: string;
}

/**
 * What the Puntuación SIIPRO is, for anyone reading a score in a list: the seven weighted criteria with how each is
 * scored, and the four bands with their colours (portfolio.md §4.3, §9). The content of the "¿Cómo se obtiene la
 * Puntuación SIIPRO?" help; criteria, weights and bands come from @siipro/domain, the rules that compute the score.
 */
export function ScoreExplanation({ className }: ScoreExplanationProps) {
  const text = messages.score;
  return (
    <div className={[styles.content, className].filter(Boolean).join(' ')}>
      <p className={styles.intro}>{text.intro}</p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col" className={styles.headerCell}>
              {text.criterion}
            </th>
            <th scope="col" className={[styles.headerCell, styles.weightCell].join(' ')}>
              {text.weight}
            </th>
          </tr>
        </thead>
        <tbody>
          {SCORE_CRITERIA.map((criterion) => (
            <tr key={criterion.key}>
              <th scope="row" className={styles.criterionCell}>
                <span className={styles.criterionName}>{criterion.label}</span>
                <span className={styles.criterionHelp}>{text.criteriaHelp[criterion.key]}</span>
              </th>
              <td className={[styles.cell, styles.weightCell].join(' ')}>{criterion.weight}%</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className={styles.bandsTitle}>{text.bandsTitle}</h3>
      <ul className={styles.bands}>
        {SCORE_BANDS.map((band) => (
          <li key={band.key} className={styles.band}>
            {/* The badge as it shows in the lists; the text beside it says the same to screen readers. */}
            <span aria-hidden="true">
              <ScoreBadge score={band.min} />
            </span>
            <span>
              <span className={styles.bandName}>{text.bands[band.key]}</span> {band.min}–{band.max}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
