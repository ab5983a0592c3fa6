import { VisuallyHidden } from '@ariakit/react';
import type { ReactNode } from 'react';
import { Avatar } from '../../primitives/Avatar';
import { Inline } from '../../primitives/Inline';
import * as styles from './FieldList.css';
import { fieldListTexts } from './texts';

/** A description list of label/value pairs, each label above its value. */
export function FieldList({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={[styles.fields, className].filter(Boolean).join(' ')}>{children}</dl>;
}

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/** "-" on screen, "Sin datos" to screen readers: the kit's mark for a missing value. */
export function MissingValue() {
  return (
    <>
      <span aria-hidden="true">{fieldListTexts.empty}</span>
      <VisuallyHidden>{fieldListTexts.noData}</VisuallyHidden>
    </>
  );
}

/** A formatted value, or the missing mark for domain formatters' "-" and for empty text. */
export function valueOrMissing(text: string | null | undefined): ReactNode {
  const value = text?.trim();
  return value && value !== fieldListTexts.empty ? value : <MissingValue />;
}

/** A person with their avatar (initials when there is no picture), or the missing mark without a name. */
export function PersonValue({ person }: { person: { name: string; avatarUrl?: string | null } | null | undefined }) {
  if (!person?.name.trim()) return <MissingValue />;
  return (
    <Inline space="2" alignY="center" wrap={false}>
      <Avatar name={person.name} src={person.avatarUrl ?? null} size="sm" decorative />
      <span>{person.name}</span>
    </Inline>
  );
}
