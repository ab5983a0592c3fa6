import { messages, type ScoreExplanation as ProjectScoring } from '@siipro/domain';
import { HelpTooltip } from '../../patterns/HelpTooltip';
import { ScoreBadge } from '../ScoreBadge';
import { ScoreExplanation } from '../ScoreExplanation';
import * as styles from './ProjectScore.css';

export interface ProjectScoreProps {
  /** The project's explained score (the detail answer's `scoring`, domain's explainScore). */
  scoring: ProjectScoring;
  className?: string;
}

/**
 * A project's Puntuación SIIPRO on its detail page (portfolio.md §2.4, §4.3): the full badge (number, band, points to
 * the next band) and a "?" that opens "¿Cómo se obtiene la Puntuación SIIPRO?" with the general rules and this
 * project's breakdown, missing data, suggestions and distance to the next band.
 */
export function ProjectScore({ scoring, className }: ProjectScoreProps) {
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <ScoreBadge score={scoring.total} variant="full" showTitle />
      <HelpTooltip label={messages.score.helpLabel} title={messages.score.modalTitle}>
        <ScoreExplanation scoring={scoring} />
      </HelpTooltip>
    </div>
  );
}
