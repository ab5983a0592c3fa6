// Searching as one types, for the kit's comboboxes (the top bar's GlobalSearch, ProjectRelations' picker): from
// `minLength` characters, once the typing pauses for `debounceMs`, the trimmed text goes to `onSearch`.
import { useEffect, useRef } from 'react';

export function useSearchAsYouType(
  text: string,
  onSearch: (term: string) => void,
  { minLength, debounceMs }: { minLength: number; debounceMs: number },
) {
  const term = text.trim();
  const typedEnough = term.length >= minLength;
  // The newest onSearch, so a new function from the app does not restart the pause.
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  });
  useEffect(() => {
    if (!typedEnough) return;
    const timer = setTimeout(() => search.current(term), debounceMs);
    return () => clearTimeout(timer);
  }, [term, typedEnough, debounceMs]);
  /**
   * Whether `results` answer the text shown: from `minLength` characters, or below them when Enter asked for that
   * very text; never for an empty box.
   */
  const answers = (results: { term: string } | null): results is { term: string } =>
    results !== null && term !== '' && (typedEnough || results.term === term);
  return { term, answers };
}
