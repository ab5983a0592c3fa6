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
  texts?: Partial<FilterChipsTexts>;
  className?: string;
}

/**
 * The active filters as a list of chips, each with a remove button named after it ("Quitar filtro Provincia:
 * Neuquén"), and "Quitar todos" for two or more. Without chips it shows nothing. After a removal, focus moves to the
 * next chip's button (or the previous one's, or the list itself), so the keyboard never stays on a button that went.
 */
export function FilterChips({ chips, onRemove, onClearAll, texts: ownTexts, className }: FilterChipsProps) {
  const texts = { ...filterChipsTexts, ...ownTexts };
  const rootRef = useRef<HTMLDivElement>(null);

  const remove = (index: number) => {
    const neighbour = chips[index + 1] ?? chips[index - 1];
    onRemove(chips[index]!.id);
    // After the parent's re-render: the neighbour's button by its id, else the list.
    requestAnimationFrame(() => {
      const root = rootRef.current;
      const target = neighbour
        ? root?.querySelector<HTMLButtonElement>(`[data-chip-id="${CSS.escape(neighbour.id)}"]`)
        : null;
      (target ?? root)?.focus();
    });
  };

  return (
    <div ref={rootRef} tabIndex={-1} className={[styles.root, className].filter(Boolean).join(' ')}>
      {/* Without chips only the (empty) wrapper stays: where focus goes when the last chip is removed. */}
      {chips.length > 0 ? (
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
      ) : null}
      {onClearAll && chips.length > 1 ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            onClearAll();
            requestAnimationFrame(() => rootRef.current?.focus());
          }}
        >
          {texts.clearAll}
        </Button>
      ) : null}
    </div>
  );
}
