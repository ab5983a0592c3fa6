import {
  Combobox,
  ComboboxItem,
  ComboboxLabel,
  ComboboxList,
  ComboboxPopover,
  ComboboxProvider,
  useComboboxStore,
} from '@ariakit/react';
import { SEARCH_AS_YOU_TYPE_MIN_LENGTH, interpolate, messages, type ProjectRelation } from '@siipro/domain';
import { useState, type ReactNode, type RefObject } from 'react';
import { Icon } from '../../primitives/Icon';
import { Spinner } from '../../primitives/Spinner';
import { Stack } from '../../primitives/Stack';
import { useSearchAsYouType } from '../../patterns/SearchInput';
import { label as fieldLabel } from '../../styles/formField.css';
import { listEmpty, listItem } from '../../styles/listPopover.css';
import { searchBox, searchBoxInput } from '../../styles/searchBox.css';
import {
  resultDetail,
  resultName,
  resultText,
  resultsMessage,
  resultsPopover,
  searchIcon,
} from '../../styles/searchCombobox.css';

const texts = messages.projectDetail.relations;

/** The last search's term and the projects it found. */
export interface RequirePickerResults {
  term: string;
  items: readonly ProjectRelation[];
}

export interface RequirePickerProps {
  /**
   * The projects it never offers, by id: the page's project itself and those it already requires (the API would
   * refuse both).
   */
  exclude: readonly string[];
  /** A project chosen (Enter or a click): the box empties and the list closes. */
  onPick: (relation: ProjectRelation) => void;
  /** A save is in flight: the box stays focusable but takes no input. */
  disabled?: boolean;
  /**
   * The search as one types (the app's GET …/search): called with the trimmed text from `minLength` characters once
   * the typing pauses, and at once on Enter. `results` answer the newest term.
   */
  onSearch: (term: string) => void;
  results: RequirePickerResults | null;
  searching?: boolean;
  searchError?: string | null;
  /** Characters before the box searches by itself (domain's SEARCH_AS_YOU_TYPE_MIN_LENGTH, 2). */
  minLength?: number;
  /** The pause in typing, in ms, before it searches (250). */
  debounceMs?: number;
  /** The box itself, for the page to move the keyboard there (after «Quitar» removes the focused button). */
  inputRef?: RefObject<HTMLInputElement | null>;
}

/**
 * «Agregar un proyecto requerido»: a combobox that searches the workspace's projects as one types (GlobalSearch's
 * behaviour, the kit's search box and list). Below `minLength` letters it says how many it needs; then it lists the
 * projects found, leaving out those in `exclude`, or says that none matches, that it is searching or what failed.
 * Arrow keys move, Enter or a click picks, Escape closes. Pure UI: the app searches and saves.
 */
export function RequirePicker({
  exclude,
  onPick,
  disabled = false,
  onSearch,
  results,
  searching = false,
  searchError = null,
  minLength = SEARCH_AS_YOU_TYPE_MIN_LENGTH,
  debounceMs = 250,
  inputRef,
}: RequirePickerProps) {
  const [text, setText] = useState('');
  const store = useComboboxStore({ value: text, setValue: setText });
  const { term, answers } = useSearchAsYouType(text, onSearch, { minLength, debounceMs });

  const taken = new Set(exclude);
  const showResults = answers(results);
  const items = showResults ? results.items.filter((item) => !taken.has(item.projectId)) : [];

  let content: ReactNode;
  if (!showResults) {
    content = (
      <p className={[listItem, listEmpty].join(' ')} role="status">
        {interpolate(texts.searchHint, { min: minLength })}
      </p>
    );
  } else if (searching && results.items.length === 0) {
    content = (
      <div className={resultsMessage}>
        <Spinner size="sm" label={messages.common.loading} showLabel />
      </div>
    );
  } else if (searchError) {
    content = (
      <p className={resultsMessage} role="alert">
        {searchError}
      </p>
    );
  } else if (items.length === 0) {
    content = (
      <p className={[listItem, listEmpty].join(' ')} role="status">
        {interpolate(texts.noResults, { term: results.term })}
      </p>
    );
  } else {
    content = (
      <ComboboxList aria-label={texts.results}>
        {items.map((item) => (
          <ComboboxItem
            key={item.projectId}
            className={listItem}
            value={item.projectId}
            setValueOnClick={false}
            onClick={() => {
              store.hide();
              setText('');
              onPick(item);
            }}
          >
            <span className={resultText}>
              <span className={resultName}>{item.name}</span>
              {item.code ? <span className={resultDetail}>{item.code}</span> : null}
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
        <div className={searchBox}>
          <Combobox
            ref={inputRef}
            className={searchBoxInput}
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
          <span aria-hidden="true" className={searchIcon}>
            <Icon name="search" />
          </span>
        </div>
      </Stack>
      <ComboboxPopover className={resultsPopover} gutter={4} role="dialog" aria-label={texts.add} unmountOnHide>
        {content}
      </ComboboxPopover>
    </ComboboxProvider>
  );
}
