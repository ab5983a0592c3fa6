import {
  Select,
  SelectArrow,
  SelectItem,
  SelectItemCheck,
  SelectPopover,
  useSelectStore,
  VisuallyHidden,
} from '@ariakit/react';
import { messages, type ProjectStatusOption } from '@siipro/domain';
import { Spinner } from '../../primitives/Spinner';
import { StatusPill } from '../StatusPill';
import * as styles from './StatusControl.css';

export interface StatusControlProps {
  /** The tenant's statuses (domain's projectStatusesFromConfig); an empty list renders nothing. */
  statuses: readonly ProjectStatusOption[];
  /** The project's status; a missing value, or one not in `statuses`, shows the first status. */
  value: string | null | undefined;
  /** Called with the chosen status value; never for the one already shown. */
  onChange: (value: string) => void;
  /** A viewer: only the status pill, no control. */
  readOnly?: boolean;
  /** A change in flight: the control is disabled (still focusable) and aria-busy. */
  busy?: boolean;
  className?: string;
}

/** "Estado: Ejecución", the control's accessible name and the read-only pill's announcement. */
const accessibleName = (label: string) => `${messages.projectDetail.statusLabel}: ${label}`;

/**
 * The project's status on its detail page (portfolio.md §4.1): a dropdown whose button is the status pill. It shows the
 * current status (the first of the list when the project has none, or one the list lacks), renders nothing when the
 * tenant has no statuses, and lets the user pick any status with no transition rule. Ariakit's Select: arrow keys,
 * type-ahead, Enter, Escape and a click outside all work; colours come from StatusPill (unknown values neutral).
 */
export function StatusControl({
  statuses,
  value,
  onChange,
  readOnly = false,
  busy = false,
  className,
}: StatusControlProps) {
  const current = statuses.find((status) => status.value === value) ?? statuses[0];
  if (!current) return null;
  if (readOnly) {
    return (
      <span className={[styles.readOnly, className].filter(Boolean).join(' ')}>
        <VisuallyHidden>{`${messages.projectDetail.statusLabel}: `}</VisuallyHidden>
        <StatusPill status={current.value} label={current.label} />
      </span>
    );
  }
  return <StatusSelect statuses={statuses} current={current} onChange={onChange} busy={busy} className={className} />;
}

interface StatusSelectProps {
  statuses: readonly ProjectStatusOption[];
  current: ProjectStatusOption;
  onChange: (value: string) => void;
  busy: boolean;
  className?: string;
}

function StatusSelect({ statuses, current, onChange, busy, className }: StatusSelectProps) {
  // Controlled: the page's value stays the truth, so a refused change shows the previous status again.
  const select = useSelectStore({
    value: current.value,
    setValue: (next) => {
      if (next && next !== current.value) onChange(next);
    },
  });
  return (
    <>
      <Select
        store={select}
        aria-label={accessibleName(current.label)}
        aria-busy={busy || undefined}
        disabled={busy}
        // Focus stays on the control while a change is saved (aria-disabled rather than disabled).
        accessibleWhenDisabled
        className={[styles.trigger, className].filter(Boolean).join(' ')}
      >
        <StatusPill status={current.value} label={current.label} />
        {busy ? <Spinner size="sm" decorative /> : <SelectArrow className={styles.chevron} />}
      </Select>
      <SelectPopover store={select} gutter={4} className={styles.popover} unmountOnHide>
        {statuses.map((status) => (
          <SelectItem key={status.value} value={status.value} className={styles.item}>
            <SelectItemCheck className={styles.tick} />
            <StatusPill status={status.value} label={status.label} />
          </SelectItem>
        ))}
      </SelectPopover>
    </>
  );
}
