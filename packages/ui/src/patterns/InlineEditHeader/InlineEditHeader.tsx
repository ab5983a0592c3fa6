import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Breadcrumbs, type BreadcrumbsProps } from '../Breadcrumbs';
import { Button } from '../../primitives/Button';
import { FieldError } from '../../primitives/FieldError';
import { Icon } from '../../primitives/Icon';
import { IconButton } from '../../primitives/IconButton';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as styles from './InlineEditHeader.css';
import { inlineEditHeaderTexts, type InlineEditHeaderActionTexts } from './texts';

/** How a save ended: stored; refused because someone else saved first (409); or failed otherwise (the page toasts). */
export type InlineEditOutcome = 'saved' | 'conflict' | 'failed';

/**
 * The texts that name what is edited (a project, an organisation), given by the page; the actions' texts may be
 * given too (inlineEditHeaderTexts by default).
 */
export interface InlineEditHeaderTexts extends Partial<InlineEditHeaderActionTexts> {
  /** The name field's label (read by screen readers; the field stands where the title was). */
  nameLabel: string;
  /** The heading above the description, and the text area's label. */
  description: string;
  /** An empty name, refused here with the API's own text. */
  nameRequired: string;
  /** Someone else saved first; "Recargar" follows it. */
  conflict: string;
}

export interface InlineEditHeaderProps {
  /** The trail above the title. */
  breadcrumbs: BreadcrumbsProps['items'];
  name: string;
  description: string | null;
  /** False (a viewer): no pencil and no edit mode at all. */
  canEdit: boolean;
  /** Saves the edited name (trimmed, never empty) and description (null when emptied). */
  onSave: (changes: { name: string; description: string | null }) => Promise<InlineEditOutcome>;
  /** The conflict message's "Recargar": the page loads the record again. */
  onReload: () => void;
  texts: InlineEditHeaderTexts;
  /** The API's limits for the two fields. */
  nameMaxLength: number;
  descriptionMaxLength: number;
  /** Meta slot between the title and the description. */
  children?: ReactNode;
  className?: string;
}

/**
 * The top of a detail page whose name and description edit in place (projects, portfolio.md §2.4; organisations,
 * platform.md §2): breadcrumb, the name as the page's h1, the meta slot and the description. An editor's pencil
 * ("Editar") turns name and description into fields at once: Enter in the name or Guardar saves, Cancelar or Escape
 * restores them. While saving, the button reads "Guardando..." and nothing can be sent twice. An empty name is refused
 * here with the API's own text. On a conflict (someone else saved first) the typed text stays and a message offers
 * "Recargar"; on a failure the text stays too (the page shows a toast).
 */
export function InlineEditHeader({
  breadcrumbs,
  name,
  description,
  canEdit,
  onSave,
  onReload,
  children,
  className,
  texts: givenTexts,
  nameMaxLength,
  descriptionMaxLength,
}: InlineEditHeaderProps) {
  const texts = { ...inlineEditHeaderTexts, ...givenTexts };
  const [editing, setEditing] = useState(false);
  const [draftName, setDraftName] = useState(name);
  const [draftDescription, setDraftDescription] = useState(description ?? '');
  const [saving, setSaving] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  // Guards the same tick too: a double click or two Enters before React re-renders must not save twice.
  const savingRef = useRef(false);
  // Where focus goes once the mode has switched: the name field on entering, the pencil on leaving.
  const focusAfterSwitch = useRef<'name' | 'pencil' | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const pencilRef = useRef<HTMLButtonElement>(null);
  const baseId = useId();
  const ids = {
    name: `${baseId}-name`,
    nameError: `${baseId}-name-error`,
    description: `${baseId}-description`,
  };
  const isEditing = canEdit && editing;

  useEffect(() => {
    const target = focusAfterSwitch.current;
    focusAfterSwitch.current = null;
    if (target === 'name') nameRef.current?.focus();
    if (target === 'pencil') pencilRef.current?.focus();
  }, [isEditing]);

  // The description grows with its text instead of scrolling inside a small box.
  useLayoutEffect(() => {
    const textarea = descriptionRef.current;
    if (!textarea) return;
    textarea.style.height = 'auto';
    const borders = textarea.offsetHeight - textarea.clientHeight;
    textarea.style.height = `${textarea.scrollHeight + borders}px`;
  }, [draftDescription, isEditing]);

  const startEditing = () => {
    setDraftName(name);
    setDraftDescription(description ?? '');
    setNameError(null);
    setConflict(false);
    focusAfterSwitch.current = 'name';
    setEditing(true);
  };

  const stopEditing = () => {
    setNameError(null);
    setConflict(false);
    focusAfterSwitch.current = 'pencil';
    setEditing(false);
  };

  const cancel = () => {
    if (!savingRef.current) stopEditing();
  };

  const save = async () => {
    if (savingRef.current) return;
    const trimmedName = draftName.trim();
    if (!trimmedName) {
      setNameError(texts.nameRequired);
      nameRef.current?.focus();
      return;
    }
    savingRef.current = true;
    setSaving(true);
    setConflict(false);
    let outcome: InlineEditOutcome;
    try {
      outcome = await onSave({ name: trimmedName, description: draftDescription.trim() ? draftDescription : null });
    } catch {
      outcome = 'failed';
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
    if (outcome === 'saved') stopEditing();
    else if (outcome === 'conflict') setConflict(true);
  };

  const handleEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    }
  };

  const handleNameKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter saves (not while an input method is composing a word).
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void save();
      return;
    }
    handleEscape(event);
  };

  const shownDescription = description?.trim() ? description : null;

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <Breadcrumbs items={breadcrumbs} />
      <div className={styles.titleRow}>
        {isEditing ? (
          <>
            {/* The page keeps its h1 while the name is a field. */}
            <h1 className={visuallyHidden}>{name}</h1>
            <label htmlFor={ids.name} className={visuallyHidden}>
              {texts.nameLabel}
            </label>
            <input
              ref={nameRef}
              id={ids.name}
              className={styles.nameInput}
              type="text"
              value={draftName}
              maxLength={nameMaxLength}
              // Read-only rather than disabled while saving, so focus stays in the field.
              readOnly={saving}
              aria-required="true"
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? ids.nameError : undefined}
              onChange={(event) => {
                setDraftName(event.target.value);
                if (nameError) setNameError(null);
              }}
              onKeyDown={handleNameKeyDown}
            />
          </>
        ) : (
          <>
            <h1 className={styles.title}>{name}</h1>
            {canEdit ? (
              <IconButton
                ref={pencilRef}
                label={texts.edit}
                icon={<Icon name="edit" />}
                size="sm"
                className={styles.pencil}
                onClick={startEditing}
              />
            ) : null}
          </>
        )}
      </div>
      {isEditing && nameError ? <FieldError id={ids.nameError}>{nameError}</FieldError> : null}
      {children ? <div className={styles.meta}>{children}</div> : null}
      <div className={styles.descriptionBlock}>
        {isEditing ? (
          <>
            <label htmlFor={ids.description} className={styles.descriptionLabel}>
              {texts.description}
            </label>
            <textarea
              ref={descriptionRef}
              id={ids.description}
              className={styles.descriptionInput}
              rows={3}
              value={draftDescription}
              maxLength={descriptionMaxLength}
              readOnly={saving}
              onChange={(event) => setDraftDescription(event.target.value)}
              onKeyDown={handleEscape}
            />
          </>
        ) : (
          <>
            <h2 className={styles.descriptionLabel}>{texts.description}</h2>
            {shownDescription ? (
              <p className={styles.description}>{shownDescription}</p>
            ) : (
              <p className={[styles.description, styles.noDescription].join(' ')}>{texts.noDescription}</p>
            )}
          </>
        )}
      </div>
      {isEditing && conflict ? (
        <div role="alert" className={styles.conflict}>
          <p className={styles.conflictText}>
            <Icon name="warning" />
            {texts.conflict}
          </p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              // Back to reading: the page loads the record again and the header shows what the colleague saved.
              stopEditing();
              onReload();
            }}
          >
            {texts.reload}
          </Button>
        </div>
      ) : null}
      {isEditing ? (
        <div className={styles.actions}>
          <Button variant="primary" loading={saving} onClick={() => void save()} onKeyDown={handleEscape}>
            {saving ? texts.saving : texts.save}
          </Button>
          <Button
            variant="secondary"
            disabled={saving}
            disabledReason={texts.saving}
            onClick={cancel}
            onKeyDown={handleEscape}
          >
            {texts.cancel}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
