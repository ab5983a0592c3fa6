import {
  Combobox,
  ComboboxGroup,
  ComboboxGroupLabel,
  ComboboxItem,
  ComboboxLabel,
  ComboboxList,
  ComboboxPopover,
  ComboboxProvider,
  useComboboxStore,
  useStoreState,
} from '@ariakit/react';
import { SEARCH_AS_YOU_TYPE_MIN_LENGTH, messages } from '@siipro/domain';
import { useState, type KeyboardEvent } from 'react';
import { Icon } from '../../primitives/Icon';
import { Spinner } from '../../primitives/Spinner';
import { useSearchAsYouType } from '../../patterns/SearchInput';
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
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as styles from './GlobalSearch.css';

const texts = messages.search;

/** One thing the box can open: a project, a program or an organisation, with the page it opens. */
export interface GlobalSearchItem {
  /** Unique among the items shown (kind and slug). */
  key: string;
  kind: 'proyecto' | 'programa' | 'organization';
  name: string;
  /** A second line: the code, the organisation. */
  detail?: string | null;
  href: string;
}

export interface GlobalSearchProps {
  /**
   * Runs the search for the trimmed text: as the person types, from `minLength` characters once the typing pauses
   * for `debounceMs`, and at once on Enter (any text). The app answers the newest term and drops older ones.
   */
  onSearch: (term: string) => void;
  /** Characters before the box searches by itself (domain's SEARCH_AS_YOU_TYPE_MIN_LENGTH, 2). */
  minLength?: number;
  /** The pause in typing, in ms, before it searches (250). */
  debounceMs?: number;
  /**
   * The last search's term and results; null before any (the list shows the recent items). While a newer term
   * loads, the previous results stay listed.
   */
  results: { term: string; items: readonly GlobalSearchItem[] } | null;
  /** A search is running. */
  loading?: boolean;
  /** The last search failed: its message. */
  error?: string | null;
  /** The items opened last on this device, newest first (the app passes 5: domain's searchRecents). */
  recents: readonly GlobalSearchItem[];
  /** Opens an item (the app navigates to its href). */
  onSelect: (item: GlobalSearchItem) => void;
  className?: string;
}

function Item({ item, onSelect }: { item: GlobalSearchItem; onSelect: (item: GlobalSearchItem) => void }) {
  const kind = texts.kinds[item.kind];
  return (
    <ComboboxItem
      className={listItem}
      value={item.key}
      // Choosing opens the item; it does not write its key into the box.
      setValueOnClick={false}
      onClick={() => onSelect(item)}
    >
      <span className={resultText}>
        <span className={resultName}>{item.name}</span>
        <span className={resultDetail}>{[kind, item.detail].filter(Boolean).join(' · ')}</span>
      </span>
    </ComboboxItem>
  );
}

/**
 * The top bar's search (platform.md §2): a combobox with the placeholder "Buscar...". Focusing it lists
 * "Vistos recientemente" ("No hay elementos recientes" without any); typing two characters searches as one types
 * (after a short pause) and Enter at once, listing "Resultados de búsqueda", or "No se encontraron resultados para"
 * and the text. Arrow keys move through the items,
 * Enter opens one, Escape closes the list. Pure UI: the app runs the search and navigates.
 */
export function GlobalSearch({
  onSearch,
  minLength = SEARCH_AS_YOU_TYPE_MIN_LENGTH,
  debounceMs = 250,
  results,
  loading = false,
  error = null,
  recents,
  onSelect,
  className,
}: GlobalSearchProps) {
  const [text, setText] = useState('');
  const store = useComboboxStore({ value: text, setValue: setText });
  const activeId = useStoreState(store, 'activeId');
  const { term, answers } = useSearchAsYouType(text, onSearch, { minLength, debounceMs });
  // Results answer the text being typed; below `minLength` characters (unless Enter asked for that very text) or
  // once it is emptied, the recent items come back.
  const showResults = answers(results);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || activeId || !term) return;
    event.preventDefault();
    onSearch(term);
    store.show();
  };

  const choose = (item: GlobalSearchItem) => {
    store.hide();
    onSelect(item);
  };

  let content;
  // While a newer term loads, the results of the previous one stay (no flicker at every key); the first one spins.
  if (showResults && loading && results.items.length === 0) {
    content = (
      <div className={resultsMessage}>
        <Spinner size="sm" label={messages.common.loading} showLabel />
      </div>
    );
  } else if (showResults && error) {
    content = (
      <div className={resultsMessage} role="alert">
        {error}
      </div>
    );
  } else {
    const items = showResults ? results.items : recents;
    const title = showResults ? texts.results : texts.recent;
    const none = showResults ? `${texts.noResults} «${results.term}»` : texts.noRecent;
    content =
      items.length === 0 ? (
        <>
          <p className={styles.groupLabel}>{title}</p>
          <p className={[listItem, listEmpty].join(' ')} role="status">
            {none}
          </p>
        </>
      ) : (
        <ComboboxList aria-label={title}>
          <ComboboxGroup>
            <ComboboxGroupLabel className={styles.groupLabel}>{title}</ComboboxGroupLabel>
            {items.map((item) => (
              <Item key={item.key} item={item} onSelect={choose} />
            ))}
          </ComboboxGroup>
        </ComboboxList>
      );
  }

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <ComboboxProvider store={store}>
        <ComboboxLabel className={visuallyHidden}>{texts.label}</ComboboxLabel>
        <div className={searchBox} role="search">
          <Combobox
            className={searchBoxInput}
            placeholder={messages.common.searchPlaceholder}
            onKeyDown={onKeyDown}
            // Nothing is chosen until an arrow key says so: Enter then searches.
            autoSelect={false}
          />
          <span aria-hidden="true" className={searchIcon}>
            <Icon name="search" />
          </span>
        </div>
        {/* A dialog around the list: its messages (loading, nothing found) are not options of a listbox. Closed, it
            leaves the page (unmountOnHide): the top bar is on every screen and the popover is closed most of the time. */}
        <ComboboxPopover className={resultsPopover} gutter={4} role="dialog" aria-label={texts.label} unmountOnHide>
          {content}
        </ComboboxPopover>
      </ComboboxProvider>
    </div>
  );
}
