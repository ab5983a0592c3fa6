import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Icon } from '../../primitives/Icon';
import { IconButton } from '../../primitives/IconButton';
import { searchBox, searchBoxInput } from '../../styles/searchBox.css';
import * as styles from './SearchInput.css';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { searchInputTexts } from './texts';

export interface SearchInputProps {
  /** The applied term (from the URL). The box shows it, and shows it again whenever it changes from outside. */
  value: string;
  /** Called with the trimmed term on Enter or the magnifier, and with '' when the X clears the box. */
  onSearch: (term: string) => void;
  /** Accessible name of the box ("Buscar"). */
  label?: string;
  placeholder?: string;
  /** Accessible name of the X button ("Limpiar búsqueda"). */
  clearLabel?: string;
  className?: string;
}

/**
 * A search box that applies on demand, not on every keystroke: Enter or the magnifier button calls `onSearch` with the
 * trimmed term; the X button (shown while there is text) empties the box and calls `onSearch('')`; Escape clears too.
 * What is typed is a draft until applied (portfolio.md §2.2, "Search input").
 */
export function SearchInput({
  value,
  onSearch,
  label = searchInputTexts.search,
  placeholder = searchInputTexts.placeholder,
  clearLabel = searchInputTexts.clear,
  className,
}: SearchInputProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(value);
  // A new value from outside (back button, a link, clearing filters) replaces the draft; compared during render,
  // React's pattern for state derived from a prop.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setDraft(value);
  }

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const term = draft.trim();
    setDraft(term);
    onSearch(term);
  };

  const clear = () => {
    setDraft('');
    onSearch('');
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && draft !== '') {
      event.preventDefault();
      clear();
    }
  };

  return (
    <form role="search" className={[searchBox, className].filter(Boolean).join(' ')} onSubmit={apply}>
      <label htmlFor={inputId} className={visuallyHidden}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        className={searchBoxInput}
        placeholder={placeholder}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <span className={styles.actions}>
        {draft !== '' ? <IconButton label={clearLabel} icon={<Icon name="close" />} size="sm" onClick={clear} /> : null}
        <IconButton label={label} icon={<Icon name="search" />} size="sm" type="submit" />
      </span>
    </form>
  );
}
