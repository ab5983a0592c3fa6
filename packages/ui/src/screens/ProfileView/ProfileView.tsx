import { messages } from '@siipro/domain';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Avatar } from '../../primitives/Avatar';
import { Box } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { Icon } from '../../primitives/Icon';
import { Inline } from '../../primitives/Inline';
import { Stack } from '../../primitives/Stack';
import { Tooltip } from '../../primitives/Tooltip';
import { buttonRecipe } from '../../styles/button.css';
import { WorkspaceLogo } from '../../primitives/WorkspaceLogo';
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

/** Both cards' padding: a step tighter on compact screens. */
const CARD_PADDING = { default: '6', compact: '4' } as const;

/** A detail row: label and value side by side (columns in ProfileView.css.ts), one above the other when compact. */
const ROW_LAYOUT = {
  display: 'grid',
  alignItems: 'center',
  gap: { default: '3', compact: '1' },
  paddingY: '2',
} as const;

/** A detail's value: its text and buttons on one line, wrapping when narrow. */
const VALUE_LAYOUT = { space: '2', alignY: 'center', margin: '0', minWidth: 0 } as const;

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
    <Stack space="6" className={styles.root}>
      <h1 className={styles.pageTitle}>{messages.profile.title}</h1>

      <Stack as="section" space="4" padding={CARD_PADDING} className={styles.card} aria-labelledby={titleId}>
        <Inline space="4" alignY="center" wrap={false} minWidth={0}>
          <Avatar name={profile.name} email={profile.email} src={profile.avatarUrl} size="lg" decorative />
          <Stack space="1" minWidth={0}>
            <h2 id={titleId} className={styles.name}>
              {displayName}
            </h2>
            <span className={styles.email}>{profile.email}</span>
          </Stack>
        </Inline>

        <Stack as="dl" margin="0" className={styles.details}>
          <Box {...ROW_LAYOUT} className={styles.row}>
            <dt className={styles.term}>{messages.profile.language}</dt>
            <Inline as="dd" {...VALUE_LAYOUT}>
              {language ?? messages.common.empty}
            </Inline>
          </Box>
          {(['phone', 'workAddress'] as const).map((field) => (
            <Box key={field} {...ROW_LAYOUT} className={styles.row}>
              <dt className={styles.term}>{FIELD_LABELS[field]}</dt>
              <Inline as="dd" {...VALUE_LAYOUT}>
                {editing === field ? (
                  <Inline as="form" space="2" alignY="center" width="full" onSubmit={save}>
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
                  </Inline>
                ) : (
                  <>
                    <span className={styles.valueText}>{valueOf(field) || messages.common.empty}</span>
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
              </Inline>
            </Box>
          ))}
        </Stack>
      </Stack>

      <Stack as="section" space="4" padding={CARD_PADDING} className={styles.card} aria-labelledby={workspacesTitleId}>
        <h2 id={workspacesTitleId} className={styles.sectionTitle}>
          {messages.tenantPicker.listLabel}
        </h2>
        {workspaces.length === 0 ? (
          <p className={styles.empty}>{messages.tenantPicker.empty}</p>
        ) : (
          <Stack as="ul" margin="0" padding="0" className={styles.workspaceList}>
            {workspaces.map((workspace) => {
              const isDefault = workspace.slug === preferredSlug;
              return (
                <Inline
                  as="li"
                  key={workspace.slug}
                  space="3"
                  alignY="center"
                  wrap={false}
                  paddingY="2"
                  className={styles.workspace}
                >
                  <WorkspaceLogo name={workspace.name} logo={workspace.logo} size="md" />
                  <Stack as="span" minWidth={0} className={styles.workspaceText}>
                    <Inline as="span" space="2" alignY="center" className={styles.workspaceName}>
                      {workspace.name}
                      {isDefault ? (
                        <span className={styles.defaultBadge}>{messages.profile.defaultWorkspace}</span>
                      ) : null}
                    </Inline>
                    <span className={styles.workspaceSlug}>{workspace.slug}</span>
                  </Stack>
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
                </Inline>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
