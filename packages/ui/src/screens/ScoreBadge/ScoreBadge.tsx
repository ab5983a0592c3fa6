import { VisuallyHidden } from '@ariakit/react';
import {
  interpolate,
  messages,
  nextScoreBand,
  normalizeScore,
  pointsToNextBand,
  SCORE_BANDS,
  scoreBand,
} from '@siipro/domain';
import { toneRecipe } from '../../styles/tone.css';
import { bandLabel, compact, details, figure, fill, full, nextBand, outOf, tick, title, track } from './ScoreBadge.css';

export type ScoreBadgeVariant = 'compact' | 'full';

export interface ScoreBadgeProps {
  /** 0-100; numeric strings are accepted, values are rounded and clamped; null or anything else means no score. */
  score: number | string | null | undefined;
  /** compact: the number in a coloured pill (tables, map popups); full: number, band and distance to the next band. */
  variant?: ScoreBadgeVariant;
  /** full only: show the "Puntuación SIIPRO" heading above the figure. */
  showTitle?: boolean;
  className?: string;
}

/** Band limits inside the bar (40, 60, 80): every band's lower bound except the first. */
const BAND_LIMITS = SCORE_BANDS.slice(1).map((band) => band.min);

/**
 * The SIIPRO score coloured by band (portfolio.md §4.3): Crítico red 0-39, Débil orange 40-59, Bueno yellow 60-79,
 * Excelente green 80-100. Without a score it shows "-" (compact) or "Sin puntuación" (full).
 */
export function ScoreBadge({ score, variant = 'compact', showTitle = false, className }: ScoreBadgeProps) {
  const value = normalizeScore(score);
  const band = value === null ? null : scoreBand(value);
  // The band's colour (red, orange, yellow, green), neutral for "no score".
  const tone = band?.tone ?? 'neutral';
  const classes = (...names: string[]) => [...names, className].filter(Boolean).join(' ');

  if (variant === 'compact') {
    return (
      <span className={classes(compact, toneRecipe({ tone, look: 'soft' }))} data-band={band?.key ?? 'none'}>
        {value === null || band === null ? (
          <>
            <span aria-hidden="true">{messages.common.empty}</span>
            <VisuallyHidden>{messages.score.noScore}</VisuallyHidden>
          </>
        ) : (
          <>
            {value}
            {/* The colour shows the band; this says it to screen readers. */}
            <VisuallyHidden>{`, ${band.label}`}</VisuallyHidden>
          </>
        )}
      </span>
    );
  }

  const next = value === null ? null : nextScoreBand(value);
  const missing = value === null ? null : pointsToNextBand(value);
  const progress =
    value === null
      ? null
      : next && missing !== null
        ? interpolate(messages.score.pointsToNextBand, { points: missing, band: next.label })
        : messages.score.topBand;

  return (
    <div className={classes(full)} data-band={band?.key ?? 'none'}>
      {showTitle ? <p className={title}>{messages.score.title}</p> : null}
      <span className={[figure, toneRecipe({ tone, look: 'soft' })].join(' ')}>
        {value === null ? (
          <span aria-hidden="true">{messages.common.empty}</span>
        ) : (
          <>
            {value}
            <span className={outOf} aria-hidden="true">
              /100
            </span>
            <VisuallyHidden> de 100</VisuallyHidden>
          </>
        )}
      </span>
      <span className={details}>
        <span className={bandLabel}>{band ? band.label : messages.score.noScore}</span>
        {progress ? <span className={nextBand}>{progress}</span> : null}
      </span>
      {/* The band's ink colours the bar (its fill is `currentColor`). */}
      <span className={[track, toneRecipe({ tone, look: 'ink' })].join(' ')} aria-hidden="true">
        {value === null ? null : <span className={fill} style={{ width: `${value}%` }} data-score-fill="" />}
        {BAND_LIMITS.map((limit) => (
          <span key={limit} className={tick} style={{ insetInlineStart: `${limit}%` }} />
        ))}
      </span>
    </div>
  );
}
