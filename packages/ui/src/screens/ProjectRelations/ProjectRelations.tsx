import {
  Combobox,
  ComboboxItem,
  ComboboxLabel,
  ComboboxList,
  ComboboxPopover,
  ComboboxProvider,
  useComboboxStore,
} from '@ariakit/react';
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
import { form as boxStyle, input as inputStyle } from '../../patterns/SearchInput/SearchInput.css';
import { useSearchAsYouType } from '../../patterns/SearchInput/useSearchAsYouType';
import { empty as emptyItem, item as itemStyle } from '../../patterns/SelectFilter/SelectFilter.css';
import { useLinkNavigation } from '../../providers/LinkProvider';
import { errorLine, note } from '../../styles/sectionText.css';
import { FormField } from '../FormField';
import { input as fieldInput, label as fieldLabel } from '../FormField/FormField.css';
// The top bar's search look: its list panel, its items' two lines, its messages and its magnifier.
import { icon, itemName, itemText, message, popover } from '../GlobalSearch/GlobalSearch.css';
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
  results: { term: string; items: readonly ProjectRelation[] } | null;
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

interface PickerProps {
  relations: Relations;
  onPick: (relation: ProjectRelation) => void;
  disabled: boolean;
  onSearch: (term: string) => void;
  results: ProjectRelationsProps['results'];
  searching: boolean;
  searchError: string | null;
  minLength: number;
  debounceMs: number;
  inputRef: React.RefObject<HTMLInputElement | null>;
}

/**
 * «Agregar un proyecto requerido»: a combobox that searches the tenant's projects as one types (GlobalSearch's
 * behaviour and the kit's search box and list styles). Arrow keys move, Enter or a click adds, Escape closes.
 */
function RequirePicker({
  relations,
  onPick,
  disabled,
  onSearch,
  results,
  searching,
  searchError,
  minLength,
  debounceMs,
  inputRef,
}: PickerProps) {
  const [text, setText] = useState('');
  const store = useComboboxStore({ value: text, setValue: setText });
  const { term, answers } = useSearchAsYouType(text, onSearch, { minLength, debounceMs });

  // Neither the project itself nor one it already requires can be added (the API would refuse both).
  const taken = new Set([relations.projectId, ...relations.requires.map((relation) => relation.projectId)]);
  const showResults = answers(results);
  const items = showResults ? results.items.filter((item) => !taken.has(item.projectId)) : [];

  let content: ReactNode;
  if (!showResults) {
    content = (
      <p className={[itemStyle, emptyItem].join(' ')} role="status">
        {interpolate(texts.searchHint, { min: minLength })}
      </p>
    );
  } else if (searching && results.items.length === 0) {
    content = (
      <div className={message}>
        <Spinner size="sm" label={messages.common.loading} showLabel />
      </div>
    );
  } else if (searchError) {
    content = (
      <p className={message} role="alert">
        {searchError}
      </p>
    );
  } else if (items.length === 0) {
    content = (
      <p className={[itemStyle, emptyItem].join(' ')} role="status">
        {interpolate(texts.noResults, { term: results.term })}
      </p>
    );
  } else {
    content = (
      <ComboboxList aria-label={texts.results}>
        {items.map((item) => (
          <ComboboxItem
            key={item.projectId}
            className={itemStyle}
            value={item.projectId}
            setValueOnClick={false}
            onClick={() => {
              store.hide();
              setText('');
              onPick(item);
            }}
          >
            <span className={itemText}>
              <span className={itemName}>{item.name}</span>
              {item.code ? <span className={styles.code}>{item.code}</span> : null}
            </span>
          </ComboboxItem>
        ))}
      </ComboboxList>
    );
  }

  return (
    <ComboboxProvider store={store}>
      <Stack space="1">
        <ComboboxLabel className={fieldLabel}>{texts.add}</ComboboxLabel>
        <div className={boxStyle}>
          <Combobox
            ref={inputRef}
            className={inputStyle}
            placeholder={texts.addPlaceholder}
            disabled={disabled}
            // A focusable disabled box keeps the keyboard where it was while a save is in flight.
            accessibleWhenDisabled
            autoSelect={false}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' || store.getState().activeId || !term) return;
              event.preventDefault();
              onSearch(term);
              store.show();
            }}
          />
          <span aria-hidden="true" className={icon}>
            <Icon name="search" />
          </span>
        </div>
      </Stack>
      <ComboboxPopover className={popover} gutter={4} role="dialog" aria-label={texts.add} unmountOnHide>
        {content}
      </ComboboxPopover>
    </ComboboxProvider>
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
              relations={relations}
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
