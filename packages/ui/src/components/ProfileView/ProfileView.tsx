import { messages } from '@siipro/domain';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Tooltip } from '../Tooltip';
import { buttonRecipe } from '../Button/Button.css';
import { WorkspaceLogo } from '../WorkspaceLogo';
import { languageName } from './languageName';
import * as styles from './ProfileView.css';

export type ProfileEditableField = 'phone' | 'workAddress';

export interface ProfileViewProfile {
  name?: string | null;
  email: string;
  avatarUrl?: string | null;
  /** A language code ("es"); shown by its Spanish name. */
  language?: string | null;
  phone?: string | null;
  workAddress?: string | null;
}

export interface ProfileViewWorkspace {
  slug: string;
  name: string;
  logo?: string | null;
}

export interface ProfileViewProps {
  profile: ProfileViewProfile;
  workspaces: ProfileViewWorkspace[];
  /** The default workspace (the one entered automatically after sign-in). */
  preferredSlug?: string | null;
  /** A field was saved (Enter or Guardar) with its trimmed value; the view shows it at once. */
  onSaveField: (field: ProfileEditableField, value: string) => void;
  /** The star of a workspace was pressed: make it the default, or unset it when it already is. */
  onTogglePreferred: (slug: string) => void;
}

const FIELD_LABELS: Record<ProfileEditableField, string> = {
  phone: messages.profile.phone,
  workAddress: messages.profile.workAddress,
};

/** A five-pointed star; filled when the workspace is the default one. */
function StarGlyph({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="1.25em" height="1.25em" aria-hidden="true" focusable="false">
      <path
        d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The profile page's content: avatar, name, e-mail and language; phone and work address editable in place, one at
 * a time (Enter saves, Escape cancels); and the user's workspaces, each with a star (a toggle button) to set or unset
 * the default workspace.
 */
export function ProfileView({ profile, workspaces, preferredSlug, onSaveField, onTogglePreferred }: ProfileViewProps) {
  const [editing, setEditing] = useState<ProfileEditableField | null>(null);
  const [draft, setDraft] = useState('');
  // Saving only updates the local view (platform.md §4): what was saved shows until the parent sends new data.
  const [saved, setSaved] = useState<Partial<Record<ProfileEditableField, string>>>({});
  const editButtons = useRef<Partial<Record<ProfileEditableField, HTMLButtonElement | null>>>({});
  const lastEdited = useRef<ProfileEditableField | null>(null);
  const titleId = useId();
  const workspacesTitleId = useId();

  // When an edit ends, give focus back to that field's Editar button, so keyboard users stay where they were.
  useEffect(() => {
    if (editing === null && lastEdited.current) {
      editButtons.current[lastEdited.current]?.focus();
      lastEdited.current = null;
    }
  }, [editing]);

  const valueOf = (field: ProfileEditableField) => saved[field] ?? profile[field] ?? '';

  const startEditing = (field: ProfileEditableField) => {
    setDraft(valueOf(field));
    setEditing(field);
  };

  const finish = () => {
    lastEdited.current = editing;
    setEditing(null);
  };

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    if (!editing) return;
    const value = draft.trim();
    setSaved((current) => ({ ...current, [editing]: value }));
    onSaveField(editing, value);
    finish();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      finish();
    }
  };

  const displayName = profile.name?.trim() || profile.email.split('@')[0] || profile.email;
  const language = languageName(profile.language);

  return (
    <div className={styles.root}>
      <h1 className={styles.pageTitle}>{messages.profile.title}</h1>

      <section className={styles.card} aria-labelledby={titleId}>
        <div className={styles.identity}>
          <Avatar name={profile.name} email={profile.email} src={profile.avatarUrl} size="lg" decorative />
          <div className={styles.identityText}>
            <h2 id={titleId} className={styles.name}>
              {displayName}
            </h2>
            <span className={styles.email}>{profile.email}</span>
          </div>
        </div>

        <dl className={styles.details}>
          <div className={styles.row}>
            <dt className={styles.term}>{messages.profile.language}</dt>
            <dd className={styles.value}>{language ?? messages.profile.empty}</dd>
          </div>
          {(['phone', 'workAddress'] as const).map((field) => (
            <div key={field} className={styles.row}>
              <dt className={styles.term}>{FIELD_LABELS[field]}</dt>
              <dd className={styles.value}>
                {editing === field ? (
                  <form className={styles.editForm} onSubmit={save}>
                    <input
                      className={styles.input}
                      aria-label={FIELD_LABELS[field]}
                      type={field === 'phone' ? 'tel' : 'text'}
                      autoComplete={field === 'phone' ? 'tel' : 'street-address'}
                      value={draft}
                      onChange={(event) => setDraft(event.target.value)}
                      onKeyDown={handleKeyDown}
                      // Focus follows the person into the field they chose to edit.
                      autoFocus
                    />
                    <Button type="submit" size="sm" variant="primary">
                      {messages.common.save}
                    </Button>
                    <Button size="sm" variant="secondary" onClick={finish}>
                      {messages.common.cancel}
                    </Button>
                  </form>
                ) : (
                  <>
                    <span className={styles.valueText}>{valueOf(field) || messages.profile.empty}</span>
                    <Button
                      ref={(element: HTMLButtonElement | null) => {
                        editButtons.current[field] = element;
                      }}
                      size="sm"
                      variant="ghost"
                      icon={<Icon name="edit" />}
                      aria-label={`${messages.common.edit} ${FIELD_LABELS[field]}`}
                      onClick={() => startEditing(field)}
                    >
                      {messages.common.edit}
                    </Button>
                  </>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section className={styles.card} aria-labelledby={workspacesTitleId}>
        <h2 id={workspacesTitleId} className={styles.sectionTitle}>
          {messages.profile.workspaces}
        </h2>
        {workspaces.length === 0 ? (
          <p className={styles.empty}>{messages.tenantPicker.empty}</p>
        ) : (
          <ul className={styles.workspaceList}>
            {workspaces.map((workspace) => {
              const isDefault = workspace.slug === preferredSlug;
              return (
                <li key={workspace.slug} className={styles.workspace}>
                  <WorkspaceLogo name={workspace.name} logo={workspace.logo} size="md" />
                  <span className={styles.workspaceText}>
                    <span className={styles.workspaceName}>
                      {workspace.name}
                      {isDefault ? (
                        <span className={styles.defaultBadge}>{messages.profile.defaultWorkspace}</span>
                      ) : null}
                    </span>
                    <span className={styles.workspaceSlug}>{workspace.slug}</span>
                  </span>
                  {/* A toggle: a stable name, the state in aria-pressed, the action in the tooltip. */}
                  <Tooltip
                    content={isDefault ? messages.profile.unsetDefault : messages.profile.setDefault}
                    placement="left"
                  >
                    <button
                      type="button"
                      className={[buttonRecipe({ variant: 'ghost' }), styles.star].join(' ')}
                      aria-label={`${messages.profile.defaultWorkspace}: ${workspace.name}`}
                      aria-pressed={isDefault}
                      onClick={() => onTogglePreferred(workspace.slug)}
                    >
                      <StarGlyph filled={isDefault} />
                    </button>
                  </Tooltip>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
