import {
  formatDateTimeAR,
  invitationStatusLabel,
  isRole,
  messages,
  roleLabel,
  INVITATION_STATUSES,
  TENANT_PLANS,
  type TenantPlan,
  type AuditAction,
  type InvitationStatus,
} from '@siipro/domain';
import { useId } from 'react';
import { Pagination } from '../../patterns/Pagination';
import { Skeleton } from '../../primitives/Skeleton';
import { Stack } from '../../primitives/Stack';
import * as shared from '../../styles/settingsPanel.css';
import { DataCell, DataRow } from '../../patterns/DataTable';
import { SettingsTable } from '../SettingsLayout';
import * as styles from './ChangeRecordTable.css';

const texts = messages.settings.audit;

export interface ChangeRecordEntry {
  auditId: string;
  action: AuditAction;
  /** What changed: a domain, an e-mail. */
  target?: string | null;
  actor?: { name: string; email?: string | null } | null;
  before?: unknown;
  after?: unknown;
  createdAt: string;
}

export interface ChangeRecordTableProps {
  /** Absent while loading. */
  entries?: readonly ChangeRecordEntry[] | null;
  loadError?: string | null;
  /** The pager: shown when there is more than one page. */
  page?: number;
  totalPages?: number;
  total?: number;
  onPageChange?: (page: number) => void;
  className?: string;
}

/** Ids say nothing to a person: the record's target names what changed. */
const HIDDEN_KEYS = new Set(['invitationId', 'uid']);

const FIELD_LABELS: Record<string, string> = {
  ...messages.settings.general.fields,
  role: messages.settings.members.role,
  email: messages.settings.members.email,
  status: messages.settings.members.status,
  expiresAt: messages.settings.members.expiresAt,
  domain: messages.settings.domains.label,
};

const MAX_VALUE_LENGTH = 80;

const isPlan = (value: unknown): value is TenantPlan =>
  typeof value === 'string' && (TENANT_PLANS as readonly string[]).includes(value);

const isInvitationStatus = (value: unknown): value is InvitationStatus =>
  typeof value === 'string' && (INVITATION_STATUSES as readonly string[]).includes(value);

/** One value as a short text: labels for roles and statuses, dates in es-AR, objects as compact JSON. */
function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return texts.none;
  if (key === 'role' && isRole(value)) return roleLabel(value);
  if (key === 'status' && isInvitationStatus(value)) return invitationStatusLabel(value);
  if (key === 'plan' && isPlan(value)) return messages.settings.general.plans[value];
  if (key === 'expiresAt' && typeof value === 'string') return formatDateTimeAR(value);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The changed fields of an entry, each with its value before and after ("—" when it did not exist). */
export function changeLines(before: unknown, after: unknown) {
  const old = asRecord(before);
  const next = asRecord(after);
  const keys = [...new Set([...Object.keys(old), ...Object.keys(next)])].filter((key) => !HIDDEN_KEYS.has(key));
  return keys.map((key) => ({
    key,
    label: FIELD_LABELS[key] ?? key,
    before: before === null || before === undefined ? null : valueText(key, old[key]),
    after: after === null || after === undefined ? null : valueText(key, next[key]),
  }));
}

/**
 * "Registro de cambios", the record of changes of the settings area (GET /t/{slug}/audit): when (es-AR, Buenos Aires time), who, what
 * (the action and its target) and before → after for each changed field, newest first, paged.
 */
export function ChangeRecordTable({
  entries,
  loadError,
  page = 1,
  totalPages = 1,
  total = 0,
  onPageChange,
  className,
}: ChangeRecordTableProps) {
  const head = [texts.when, texts.who, texts.what, texts.change];
  const titleId = useId();
  return (
    <Stack
      as="section"
      space="3"
      padding={{ default: '5', compact: '3' }}
      aria-labelledby={titleId}
      className={[shared.panel, className].filter(Boolean).join(' ')}
    >
      <Stack space="1">
        <h2 id={titleId} className={shared.sectionTitle}>
          {texts.title}
        </h2>
        <p className={shared.muted}>{texts.intro}</p>
      </Stack>
      {loadError ? (
        <p role="alert" className={shared.alert}>
          {loadError}
        </p>
      ) : !entries ? (
        <Skeleton lines={5} />
      ) : (
        <SettingsTable caption={texts.title} head={head} emptyText={texts.empty}>
          {entries.map((entry) => (
            <DataRow key={entry.auditId}>
              <DataCell label={head[0]} nowrap>
                {formatDateTimeAR(entry.createdAt)}
              </DataCell>
              <DataCell label={head[1]}>
                <Stack space="0">
                  <span className={styles.strong}>{entry.actor?.name || texts.system}</span>
                  {entry.actor?.email ? <span className={shared.muted}>{entry.actor.email}</span> : null}
                </Stack>
              </DataCell>
              <DataCell label={head[2]}>
                <Stack space="0">
                  <span className={styles.strong}>{texts.actions[entry.action]}</span>
                  {entry.target ? <span className={styles.target}>{entry.target}</span> : null}
                </Stack>
              </DataCell>
              <DataCell label={head[3]}>
                <ul className={styles.changes}>
                  {changeLines(entry.before, entry.after).map((line) => (
                    <li key={line.key}>
                      <span className={shared.fieldLabel}>{line.label}: </span>
                      {line.before !== null ? <del className={styles.before}>{line.before}</del> : null}
                      {line.before !== null && line.after !== null ? <span aria-hidden="true"> → </span> : null}
                      {line.after !== null ? <ins className={styles.after}>{line.after}</ins> : null}
                    </li>
                  ))}
                </ul>
              </DataCell>
            </DataRow>
          ))}
        </SettingsTable>
      )}
      {onPageChange && totalPages > 1 ? (
        <Pagination page={page} totalPages={totalPages} total={total} onPageChange={onPageChange} />
      ) : null}
    </Stack>
  );
}
