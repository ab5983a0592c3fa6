import { messages, statusTone } from '@siipro/domain';
import { toneRecipe } from '../../styles/tone.css';
import { dot, pill, wrapping } from './StatusPill.css';

export interface StatusPillProps {
  /** The status value (it decides the colour); unknown values get the neutral style. */
  status: string | null | undefined;
  /** The tenant's label for the value, when it differs from the value itself. */
  label?: string;
  /** Let a long label take two lines (a table's narrow column); by default the pill keeps one line. */
  wrap?: boolean;
  className?: string;
}

/** A project's status as a coloured pill (portfolio.md §4.1). An empty status shows "-". */
export function StatusPill({ status, label, wrap = false, className }: StatusPillProps) {
  const value = status?.trim();
  const text = label?.trim() || value || messages.common.empty;
  const tone = statusTone(value);
  return (
    <span
      className={[pill, toneRecipe({ tone, look: 'soft' }), wrap ? wrapping : null, className]
        .filter(Boolean)
        .join(' ')}
      data-tone={tone}
    >
      <span className={dot} aria-hidden="true" />
      <span>{text}</span>
    </span>
  );
}
