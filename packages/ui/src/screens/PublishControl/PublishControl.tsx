import { messages } from '@siipro/domain';
import { useId, useState } from 'react';
import * as styles from './PublishControl.css';

const texts = messages.publicPortal;

export interface PublishControlProps {
  published: boolean;
  /** projects:edit: the switch; without it the value is only read. */
  canEdit: boolean;
  /** A change is in flight: the switch waits. */
  busy?: boolean;
  onChange: (published: boolean) => void;
  /**
   * "Ver en el portal público": the project's public page, when it is published and the tenant's portal is on; null
   * hides the link.
   */
  publicHref: string | null;
}

/**
 * A project's "Publicado" switch (issue 45) on its page: a published project is on the tenant's public portal while
 * the portal is on. A checkbox with role="switch" (Space toggles it); the change goes to the project's history like
 * any other field. Beside it, the link to the project's public page.
 */
export function PublishControl({ published, canEdit, busy = false, onChange, publicHref }: PublishControlProps) {
  const hintId = useId();
  // The switch moves when pressed, not when the server answers (a checkbox that does not move reads as broken); it
  // shows the project's value again once that value changes or the write ends (a refusal puts it back).
  const [shown, setShown] = useState(published);
  const [settled, setSettled] = useState({ published, busy });
  if (settled.published !== published || settled.busy !== busy) {
    setSettled({ published, busy });
    if (settled.published !== published || (settled.busy && !busy)) setShown(published);
  }
  const link = publicHref ? (
    <a href={publicHref} target="_blank" rel="noopener" className={styles.link}>
      {texts.viewPublic}
    </a>
  ) : null;
  if (!canEdit) {
    return (
      <div className={styles.root}>
        <div className={styles.row}>
          <span className={styles.label}>{texts.fields.published}</span>
          <span className={styles.state}>{published ? messages.activity.yes : messages.activity.no}</span>
          {link}
        </div>
      </div>
    );
  }
  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <label className={styles.label}>
          <input
            type="checkbox"
            role="switch"
            className={styles.switchInput}
            checked={shown}
            disabled={busy}
            aria-describedby={hintId}
            onChange={(event) => {
              setShown(event.target.checked);
              onChange(event.target.checked);
            }}
          />
          {texts.fields.published}
        </label>
        {link}
      </div>
      <p id={hintId} className={styles.hint}>
        {texts.fields.publishedHint}
      </p>
    </div>
  );
}
