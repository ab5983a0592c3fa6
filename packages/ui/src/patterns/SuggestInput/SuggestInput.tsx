import { Combobox, ComboboxItem, ComboboxPopover, ComboboxProvider, useComboboxStore } from '@ariakit/react';
import { useEffect, type KeyboardEvent } from 'react';
import { listItem } from '../../styles/listPopover.css';
import * as styles from './SuggestInput.css';

export interface SuggestInputProps {
  /** The field's id (FormField's control props tie it to its label, hint and error). */
  id?: string;
  'aria-invalid'?: true | undefined;
  'aria-describedby'?: string | undefined;
  'aria-required'?: true | undefined;
  value: string;
  /** Every keystroke, and the suggestion picked. */
  onChange: (text: string) => void;
  onBlur?: () => void;
  /** The values offered; any other text is accepted as typed. */
  suggestions: readonly string[];
  /**
   * Whether a suggestion answers the typed text. By default it contains it, in any case; a screen passes its own
   * rule (SIIPRO matches without regard to accents either).
   */
  matches?: (suggestion: string, text: string) => boolean;
  /** The list's name for a screen reader ("Sector: sugerencias"). */
  listLabel?: string;
  className?: string;
}

const containsText = (suggestion: string, text: string) => suggestion.toLowerCase().includes(text.toLowerCase());

/**
 * A one-line text field that suggests values as one types (a sector, an executing area already in use), so the same
 * value is not typed two ways; any text is still accepted. The suggestions that answer the text drop under the field
 * (all of them on a click or ArrowDown while it is empty): arrow keys move, Enter or a click picks, Escape closes the
 * list only (a form around it that closes on Escape stays open). Nothing drops when nothing answers.
 */
export function SuggestInput({
  value,
  onChange,
  onBlur,
  suggestions,
  matches = containsText,
  listLabel,
  className,
  ...control
}: SuggestInputProps) {
  const store = useComboboxStore({ value, setValue: onChange });
  const open = store.useState('open');
  const text = value.trim();
  const offered = text ? suggestions.filter((suggestion) => matches(suggestion, text)) : suggestions;
  // The typed text is already the one suggestion: nothing left to offer.
  const shown = offered.length === 1 && offered[0] === value ? [] : offered;

  // Nothing to offer: the list closes, so the field never says it is expanded with no list to point at.
  const empty = shown.length === 0;
  useEffect(() => {
    if (empty && open) store.hide();
  }, [empty, open, store]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Escape closes the list and nothing else (an in-place editor closes on Escape too): the event stops here, so the
    // list is closed here rather than by the popover's own listener on the document.
    if (event.key !== 'Escape' || !open || shown.length === 0) return;
    event.stopPropagation();
    store.hide();
  };

  return (
    <ComboboxProvider store={store}>
      <Combobox {...control} className={className} autoSelect={false} onBlur={onBlur} onKeyDown={onKeyDown} />
      {shown.length > 0 ? (
        <ComboboxPopover className={styles.popover} gutter={4} sameWidth aria-label={listLabel} unmountOnHide>
          {shown.map((suggestion) => (
            <ComboboxItem key={suggestion} className={[listItem, styles.item].join(' ')} value={suggestion} />
          ))}
        </ComboboxPopover>
      ) : null}
    </ComboboxProvider>
  );
}
