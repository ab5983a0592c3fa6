import {
  formatNumber,
  interpolate,
  messages,
  nextScoreBand,
  PUBLIC_SCORE_CRITERIA,
  SCORE_BANDS,
  SCORE_CRITERIA,
  type PublicScoreExplanation,
  type ScoreExplanation as ProjectScoring,
} from '@siipro/domain';
import { DataCell, DataRow, DataRowHeader, DataTable } from '../../patterns/DataTable';
import { Icon } from '../../primitives/Icon';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { ScoreBadge } from '../ScoreBadge';
import * as styles from './ScoreExplanation.css';

export interface ScoreExplanationProps {
  /**
   * One project's explained score (the detail answer's `scoring`): adds, after the general rules, that project's
   * breakdown per criterion, a warning when data is missing, up to 3 suggestions and the points to the next band.
   */
  scoring?: ProjectScoring | PublicScoreExplanation;
  className?: string;
}

/** The criteria the portal shows only together (domain's PUBLIC_SCORE_CRITERIA are the others). */
const WITHHELD_LABELS = SCORE_CRITERIA.filter((criterion) => !PUBLIC_SCORE_CRITERIA.has(criterion.key))
  .map((criterion) => criterion.label)
  .join(', ');

/** How many suggestions the modal lists (portfolio.md §9: "up to 3 by default"). */
const MAX_SUGGESTIONS = 3;

/** Criterion scores, contributions and suggestion points: es-AR with one decimal ("72,3"). */
const oneDecimal = (value: number) => formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * What the Puntuación SIIPRO is, for anyone reading a score in a list: the seven weighted criteria with how each is
 * scored, and the four bands with their colours (portfolio.md §4.3, §9). The content of the "¿Cómo se obtiene la
 * Puntuación SIIPRO?" help; criteria, weights and bands come from @siipro/domain, the rules that compute the score.
 */
export function ScoreExplanation({ scoring, className }: ScoreExplanationProps) {
  const text = messages.score;
  return (
    <div className={[styles.content, className].filter(Boolean).join(' ')}>
      <p className={styles.intro}>{text.intro}</p>
      <DataTable
        variant="panel"
        caption={text.criteriaCaption}
        columns={[
          { id: 'criterion', label: text.criterion },
          { id: 'weight', label: text.weight, end: true },
        ]}
      >
        {SCORE_CRITERIA.map((criterion) => (
          <DataRow key={criterion.key}>
            <DataRowHeader label={text.criterion} className={styles.criterionCell}>
              {/* One block: on a phone's card the cell is a grid of its label and one value. */}
              <span>
                <span className={styles.criterionName}>{criterion.label}</span>
                <span className={styles.criterionHelp}>{text.criteriaHelp[criterion.key]}</span>
              </span>
            </DataRowHeader>
            <DataCell label={text.weight} numeric end>
              {criterion.weight}%
            </DataCell>
          </DataRow>
        ))}
      </DataTable>
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
      {scoring ? <ScoreBreakdown scoring={scoring} /> : null}
    </div>
  );
}

/**
 * One project's part of the explanation: why its score is what it is (each criterion, "Sin dato" where data is
 * missing), what would raise it and the distance to the next band. Also the live score of the project form.
 */
export function ScoreBreakdown({ scoring }: { scoring: ProjectScoring | PublicScoreExplanation }) {
  // The portal's explanation (domain's toPublicScoreExplanation): the criteria with internal inputs as one row.
  const withheld = 'withheld' in scoring ? scoring.withheld : null;
  const text = messages.score;
  const anyMissing = scoring.breakdown.some((item) => item.missing);
  const suggestions = scoring.suggestions.slice(0, MAX_SUGGESTIONS);
  const next = nextScoreBand(scoring.total);
  const progress =
    next && scoring.pointsToNextBand !== null
      ? interpolate(text.pointsToNextBand, { points: scoring.pointsToNextBand, band: next.label })
      : text.topBand;
  return (
    <div className={styles.project} data-project-breakdown="">
      <h3 className={styles.bandsTitle}>{text.breakdownTitle}</h3>
      <DataTable
        variant="panel"
        caption={text.breakdownTitle}
        columns={[
          { id: 'criterion', label: text.criterion },
          { id: 'weight', label: text.weight, end: true },
          { id: 'score', label: text.scoreColumn, end: true },
          { id: 'contribution', label: text.contribution, end: true },
        ]}
      >
        {scoring.breakdown.map((item) => (
          <DataRow key={item.criterion} data-missing={item.missing || undefined}>
            <DataRowHeader label={text.criterion} className={styles.criterionCell}>
              <span className={styles.criterionName}>{item.label}</span>
            </DataRowHeader>
            <DataCell label={text.weight} numeric end>
              {item.weight}%
            </DataCell>
            <DataCell label={text.scoreColumn} numeric end>
              {item.missing ? <span className={styles.missing}>{text.missing}</span> : oneDecimal(item.score0to100)}
            </DataCell>
            <DataCell label={text.contribution} numeric end>
              {oneDecimal((item.weight * item.score0to100) / 100)}
            </DataCell>
          </DataRow>
        ))}
        {withheld ? (
          <DataRow data-withheld="">
            <DataRowHeader label={text.criterion} className={styles.criterionCell}>
              <span>
                <span className={styles.criterionName}>{text.withheldCriteria}</span>
                <span className={styles.criterionHelp}>
                  {interpolate(text.withheldHelp, { criteria: WITHHELD_LABELS })}
                </span>
              </span>
            </DataRowHeader>
            <DataCell label={text.weight} numeric end>
              {withheld.weight}%
            </DataCell>
            <DataCell label={text.scoreColumn} numeric end>
              {/* A dash, the word for screen readers: a pill would not fit the column on a phone. */}
              <span aria-hidden="true">—</span>
              <span className={visuallyHidden}>{text.withheldScore}</span>
            </DataCell>
            <DataCell label={text.contribution} numeric end>
              {oneDecimal(withheld.contribution)}
            </DataCell>
          </DataRow>
        ) : null}
      </DataTable>
      {anyMissing ? (
        <p className={styles.warning}>
          <Icon name="warning" />
          {text.missingWarning}
        </p>
      ) : null}
      {suggestions.length > 0 ? (
        <>
          <h3 className={styles.bandsTitle}>{text.suggestionsTitle}</h3>
          <ul className={styles.suggestions}>
            {suggestions.map((suggestion, index) => (
              <li key={`${index}-${suggestion.criterion}`} className={styles.suggestion}>
                <span className={styles.suggestionBody}>
                  <span className={styles.criterionName}>{suggestion.title}</span>
                  {suggestion.text ? <span className={styles.criterionHelp}>{suggestion.text}</span> : null}
                </span>
                <span className={styles.points}>
                  {interpolate(text.points, { points: oneDecimal(suggestion.points) })}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className={styles.nextBand}>{progress}</p>
    </div>
  );
}
