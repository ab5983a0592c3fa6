import {
  SEARCH_AS_YOU_TYPE_MIN_LENGTH,
  interpolate,
  messages,
  type ProjectRelation,
  type ProjectRelations as Relations,
} from '@siipro/domain';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { Icon } from '../../primitives/Icon';
import { IconButton } from '../../primitives/IconButton';
import { Spinner } from '../../primitives/Spinner';
import { Stack } from '../../primitives/Stack';
import { Disclosure } from '../../patterns/Disclosure';
import { useLinkNavigation } from '../../providers/LinkProvider';
import { errorLine, note } from '../../styles/sectionText.css';
import { FormField } from '../../patterns/FormField';
import { input as fieldInput } from '../../styles/formField.css';
import { RequirePicker, type RequirePickerResults } from '../RequirePicker';
import * as styles from './ProjectRelations.css';

const texts = messages.projectDetail.relations;

/** What a save sends: the whole «Requiere» list (ids) and the group's name (null: none). */
export interface ProjectRelationsChange {
  requires: string[];
  alternativeGroup: string | null;
}

export interface ProjectRelationsProps {
  /** loading: the relations are being read; error: they could not be (with "Reintentar"). */
  state: 'loading' | 'error' | 'loaded';
  relations: Relations | null;
  /** projects:edit: the picker, the remove buttons and the group's field. Without it the section only reads. */
  canEdit: boolean;
  /** The page of a related project (the app builds it with domain's paths). */
  hrefOf: (relation: ProjectRelation) => string;
  onRetry?: () => void;
  /** Saves the relations as a whole, with the version the app read; the app says how it went (a toast). */
  onSave: (change: ProjectRelationsChange) => void;
  /** A save is in flight: the controls wait. */
  busy?: boolean;
  /**
   * The search as one types (the app's GET …/search): called with the trimmed text from `minLength` characters once
   * the typing pauses, and at once on Enter. `results` answer the newest term; the project itself and those it
   * already requires are left out here.
   */
  onSearch: (term: string) => void;
  results: RequirePickerResults | null;
  searching?: boolean;
  searchError?: string | null;
  /** Characters before the box searches by itself (domain's SEARCH_AS_YOU_TYPE_MIN_LENGTH, 2). */
  minLength?: number;
  /** The pause in typing, in ms, before it searches (250). */
  debounceMs?: number;
  className?: string;
}

function RelationLink({ relation, href }: { relation: ProjectRelation; href: string }) {
  const { linkProps } = useLinkNavigation();
  return (
    <span className={styles.relationText}>
      <a {...linkProps(href)} className={styles.link}>
        {relation.name}
      </a>
      {relation.code ? <span className={styles.code}>{relation.code}</span> : null}
    </span>
  );
}

function RelationList({
  relations,
  hrefOf,
  renderAction,
}: {
  relations: readonly ProjectRelation[];
  hrefOf: (relation: ProjectRelation) => string;
  renderAction?: (relation: ProjectRelation) => ReactNode;
}) {
  return (
    <ul className={styles.list}>
      {relations.map((relation) => (
        <li key={relation.projectId} className={styles.listItem}>
          <RelationLink relation={relation} href={hrefOf(relation)} />
          {renderAction?.(relation)}
        </li>
      ))}
    </ul>
  );
}

function GroupForm({
  group,
  disabled,
  onSave,
}: {
  group: string | null;
  disabled: boolean;
  onSave: (group: string | null) => void;
}) {
  const [draft, setDraft] = useState(group ?? '');
  // A new group from the server (a save, another person's edit read again) replaces the draft.
  const [shown, setShown] = useState(group);
  if (shown !== group) {
    setShown(group);
    setDraft(group ?? '');
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(draft.trim() || null);
  };
  const unchanged = (draft.trim() || null) === group;
  return (
    <form className={styles.groupForm} onSubmit={submit}>
      <FormField
        label={texts.groupLabel}
        hint={messages.projectForm.hints.alternativeGroup}
        className={styles.groupField}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            className={fieldInput}
            value={draft}
            maxLength={200}
            onChange={(event) => setDraft(event.target.value)}
          />
        )}
      </FormField>
      <Button
        type="submit"
        variant="secondary"
        disabled={disabled || unchanged}
        disabledReason={disabled ? messages.common.saving : texts.groupUnchanged}
      >
        {texts.groupSave}
      </Button>
    </form>
  );
}

/**
 * A project's «Requiere» and «Alternativas» on its page (issue 44), what the optimizer's model v2 reads: the projects
 * it requires (links; with projects:edit each one has "Quitar" and a search-as-you-type combobox adds another), the
 * projects that require it, and its group of alternatives with the group's other projects as links. Every change is
 * saved at once, as a whole, and kept in the project's history. Pure UI: the app reads, searches and saves.
 */
export function ProjectRelations({
  state,
  relations,
  canEdit,
  hrefOf,
  onRetry,
  onSave,
  busy = false,
  onSearch,
  results,
  searching = false,
  searchError = null,
  minLength = SEARCH_AS_YOU_TYPE_MIN_LENGTH,
  debounceMs = 250,
  className,
}: ProjectRelationsProps) {
  const requiresId = useId();
  const alternativesId = useId();
  const pickerRef = useRef<HTMLInputElement>(null);

  let body: ReactNode;
  if (state === 'loading' || (state === 'loaded' && !relations)) {
    body = <Spinner size="sm" label={messages.common.loading} showLabel />;
  } else if (state === 'error' || !relations) {
    body = (
      <Stack space="2">
        <p className={errorLine} role="alert">
          <Icon name="error" />
          {texts.loadError}
        </p>
        {onRetry ? (
          <div>
            <Button variant="secondary" onClick={onRetry}>
              {messages.common.retry}
            </Button>
          </div>
        ) : null}
      </Stack>
    );
  } else {
    const requireIds = relations.requires.map((relation) => relation.projectId);
    const save = (change: Partial<ProjectRelationsChange>) =>
      onSave({ requires: requireIds, alternativeGroup: relations.alternativeGroup, ...change });
    body = (
      <Stack space="5">
        <section aria-labelledby={requiresId} className={styles.part}>
          <h3 id={requiresId} className={styles.heading}>
            {texts.requires}
          </h3>
          <p className={note}>{texts.requiresHint}</p>
          {relations.requires.length === 0 ? (
            <p className={styles.none}>{texts.requiresNone}</p>
          ) : (
            <RelationList
              relations={relations.requires}
              hrefOf={hrefOf}
              renderAction={
                canEdit
                  ? (relation) => (
                      <IconButton
                        size="sm"
                        label={interpolate(texts.remove, { name: relation.name })}
                        icon={<Icon name="close" />}
                        disabled={busy}
                        disabledReason={messages.common.saving}
                        onClick={() => {
                          save({ requires: requireIds.filter((id) => id !== relation.projectId) });
                          // The button leaves with its project: the keyboard goes on from the picker.
                          pickerRef.current?.focus();
                        }}
                      />
                    )
                  : undefined
              }
            />
          )}
          {canEdit ? (
            <RequirePicker
              exclude={[relations.projectId, ...requireIds]}
              onPick={(relation) => save({ requires: [...requireIds, relation.projectId] })}
              disabled={busy}
              onSearch={onSearch}
              results={results}
              searching={searching}
              searchError={searchError}
              minLength={minLength}
              debounceMs={debounceMs}
              inputRef={pickerRef}
            />
          ) : null}
          {relations.requiredBy.length > 0 ? (
            <Stack space="1">
              <h4 className={styles.subheading}>{texts.requiredBy}</h4>
              <RelationList relations={relations.requiredBy} hrefOf={hrefOf} />
            </Stack>
          ) : null}
        </section>
        <section aria-labelledby={alternativesId} className={styles.part}>
          <h3 id={alternativesId} className={styles.heading}>
            {texts.alternatives}
          </h3>
          {canEdit ? (
            <GroupForm
              group={relations.alternativeGroup}
              disabled={busy}
              onSave={(alternativeGroup) => save({ alternativeGroup })}
            />
          ) : (
            <p className={relations.alternativeGroup ? styles.groupName : styles.none}>
              {relations.alternativeGroup ?? texts.groupNone}
            </p>
          )}
          {relations.alternativeGroup ? (
            <Stack space="1">
              <h4 className={styles.subheading}>{texts.otherMembers}</h4>
              {relations.alternatives.length === 0 ? (
                <p className={styles.none}>{texts.otherMembersNone}</p>
              ) : (
                <RelationList relations={relations.alternatives} hrefOf={hrefOf} />
              )}
            </Stack>
          ) : null}
        </section>
      </Stack>
    );
  }
  return (
    <Disclosure title={texts.title} className={className}>
      <div aria-busy={busy || state === 'loading'}>{body}</div>
    </Disclosure>
  );
}
