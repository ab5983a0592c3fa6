import {
  Select,
  SelectArrow,
  SelectItem,
  SelectItemCheck,
  SelectPopover,
  useSelectStore,
  VisuallyHidden,
} from '@ariakit/react';
import {
  interpolate,
  isClosedStatus,
  messages,
  STATUS_REASON_MAX_LENGTH,
  statusReasonError,
  type ProjectStatusOption,
} from '@siipro/domain';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Button } from '../../primitives/Button';
import { FieldError } from '../../primitives/FieldError';
import { Spinner } from '../../primitives/Spinner';
import { Modal } from '../../patterns/Modal';
import { StatusPill } from '../StatusPill';
import * as styles from './StatusControl.css';

export interface StatusControlProps {
  /** The tenant's statuses (domain's projectStatusesFromConfig); an empty list renders nothing. */
  statuses: readonly ProjectStatusOption[];
  /** The project's status; a missing value, or one not in `statuses`, shows the first status. */
  value: string | null | undefined;
  /**
   * Called with the chosen status value; never for the one already shown. A closed status (its role is "closed")
   * is confirmed first in a dialog, whose optional reason comes along (absent when none was written).
   */
  onChange: (value: string, reason?: string) => void;
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
 * tenant has no statuses, and lets the user pick any status with no transition rule, but a closed one (Finalizado,
 * Desestimado: issue 43) is confirmed first, with an optional reason kept in the history. Ariakit's Select: arrow
 * keys, type-ahead, Enter, Escape and a click outside all work; colours come from StatusPill (unknown values neutral).
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
  onChange: StatusControlProps['onChange'];
  busy: boolean;
  className?: string;
}

function StatusSelect({ statuses, current, onChange, busy, className }: StatusSelectProps) {
  // A closed status waiting for the person's confirmation; null when none is asked.
  const [closing, setClosing] = useState<ProjectStatusOption | null>(null);
  // Where focus goes back when the dialog closes: it opens from an option of a list that is gone by then, so Ariakit's
  // own return target would be the page (seen in the story: focus on <body> after «Cambiar el estado»).
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Controlled: the page's value stays the truth, so a refused change shows the previous status again.
  const select = useSelectStore({
    value: current.value,
    setValue: (next) => {
      if (!next || next === current.value) return;
      if (isClosedStatus(next, statuses)) setClosing(statuses.find((status) => status.value === next) ?? null);
      else onChange(next);
    },
  });
  return (
    <>
      <Select
        ref={triggerRef}
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
      <CloseStatusDialog
        status={closing}
        returnFocusTo={triggerRef}
        onClose={() => setClosing(null)}
        onConfirm={(reason) => {
          const value = closing!.value;
          setClosing(null);
          if (reason) onChange(value, reason);
          else onChange(value);
        }}
      />
    </>
  );
}

const closeTexts = messages.projectDetail.closeStatus;

/** Asks before a project is closed, with an optional reason (at most STATUS_REASON_MAX_LENGTH characters). */
function CloseStatusDialog({
  status,
  returnFocusTo,
  onClose,
  onConfirm,
}: {
  status: ProjectStatusOption | null;
  returnFocusTo: RefObject<HTMLElement | null>;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState(status);
  // Each time it opens, it opens empty: React's "adjust state when a prop changes".
  if (status !== shownFor) {
    setShownFor(status);
    setReason('');
    setError(null);
  }
  const fieldId = useId();
  const formId = useId();
  const label = status?.label ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = statusReasonError(reason);
    setError(problem);
    if (problem === null) onConfirm(reason.trim());
  };

  return (
    <Modal
      open={status !== null}
      onClose={onClose}
      finalFocus={returnFocusTo}
      title={interpolate(closeTexts.title, { status: label })}
      description={interpolate(closeTexts.description, { status: label })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {messages.common.cancel}
          </Button>
          <Button type="submit" form={formId}>
            {closeTexts.confirm}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className={styles.reasonField}>
        <label htmlFor={fieldId} className={styles.reasonLabel}>
          {closeTexts.reasonLabel}
        </label>
        <textarea
          id={fieldId}
          rows={3}
          value={reason}
          maxLength={STATUS_REASON_MAX_LENGTH + 50}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          className={styles.reasonInput}
        />
        {error ? <FieldError id={`${fieldId}-error`}>{error}</FieldError> : null}
      </form>
    </Modal>
  );
}
