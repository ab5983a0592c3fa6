import { priorityLabel, priorityTone } from '@siipro/domain';
import { Icon } from '../../primitives/Icon';
import { Tooltip } from '../../primitives/Tooltip';
import { toneRecipe } from '../../styles/tone.css';
import { indicator } from './PriorityIndicator.css';

export interface PriorityIndicatorProps {
  /** Alta, Media or Baja; any other value (or none) is shown as "no priority" in blue. */
  priority: string | null | undefined;
  /**
   * Whether the icon takes keyboard focus to show its tooltip (default). Turn it off where the priority is also
   * written next to it, to save a tab stop.
   */
  focusable?: boolean;
  className?: string;
}

/**
 * A flag coloured by priority (Alta red, Media orange, Baja green, other blue) with the tooltip "Prioridad: X" or
 * "Sin prioridad asignada", which is also its accessible name.
 */
export function PriorityIndicator({ priority, focusable = true, className }: PriorityIndicatorProps) {
  const label = priorityLabel(priority);
  const tone = priorityTone(priority);
  return (
    <Tooltip content={label} describeChild={false} focusableAnchor={focusable}>
      <span
        role="img"
        aria-label={label}
        data-tone={tone}
        className={[indicator, toneRecipe({ tone, look: 'soft' }), className].filter(Boolean).join(' ')}
      >
        <Icon name="flag" fill="currentColor" />
      </span>
    </Tooltip>
  );
}
