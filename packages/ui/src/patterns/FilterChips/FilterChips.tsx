import { useRef } from 'react';
import { Button } from '../../primitives/Button';
import { Icon } from '../../primitives/Icon';
import { IconButton } from '../../primitives/IconButton';
import * as styles from './FilterChips.css';
import { filterChipsTexts, type FilterChipsTexts } from './texts';

export interface FilterChipItem {
  /** Unique among the chips. */
  id: string;
  /** What the chip shows: "Provincia: Neuquén". */
  label: string;
  /** The remove button's accessible name: "Quitar filtro Provincia: Neuquén". */
  removeLabel: string;
}

export interface FilterChipsProps {
  chips: readonly FilterChipItem[];
  onRemove: (id: string) => void;
  /** "Quitar todos", shown with two chips or more; absent without it. */
  onClearAll?: () => void;
  /**
   * Where focus goes when no chip is left (the chips then render nothing): the control that adds filters, say.
   * Without it, focus is left to the browser.
   */
  focusWhenEmpty?: () => void;
  texts?: Partial<FilterChipsTexts>;
  className?: string;
}

/**
 * The active filters as a list of chips, each with a remove button named after it ("Quitar filtro Provincia:
 * Neuquén"), and "Quitar todos" for two or more. Without chips it renders nothing. After a removal, focus moves to the
 * next chip's button (or the previous one's, or `focusWhenEmpty`'s target), so the keyboard never stays on a button that went.
 */
export function FilterChips({
  chips,
  onRemove,
  onClearAll,
  focusWhenEmpty,
  texts: ownTexts,
  className,
}: FilterChipsProps) {
  const texts = { ...filterChipsTexts, ...ownTexts };
  const rootRef = useRef<HTMLDivElement>(null);
  if (chips.length === 0) return null;

  const remove = (index: number) => {
    const neighbour = chips[index + 1] ?? chips[index - 1];
    onRemove(chips[index]!.id);
    // After the parent's re-render: the neighbour's button by its id, else focusWhenEmpty's target.
    requestAnimationFrame(() => {
      if (!neighbour) {
        focusWhenEmpty?.();
        return;
      }
      rootRef.current?.querySelector<HTMLButtonElement>(`[data-chip-id="${CSS.escape(neighbour.id)}"]`)?.focus();
    });
  };

  return (
    <div ref={rootRef} className={[styles.root, className].filter(Boolean).join(' ')}>
      <ul aria-label={texts.label} className={styles.list}>
        {chips.map((chip, index) => (
          <li key={chip.id} className={styles.chip}>
            <span className={styles.label}>{chip.label}</span>
            <IconButton
              label={chip.removeLabel}
              icon={<Icon name="close" />}
              size="sm"
              className={styles.remove}
              data-chip-id={chip.id}
              onClick={() => remove(index)}
            />
          </li>
        ))}
      </ul>
      {onClearAll && chips.length > 1 ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            onClearAll();
            requestAnimationFrame(() => focusWhenEmpty?.());
          }}
        >
          {texts.clearAll}
        </Button>
      ) : null}
    </div>
  );
}
