import {
  Select,
  SelectArrow,
  SelectItem,
  SelectItemCheck,
  SelectLabel,
  SelectPopover,
  useSelectStore,
  useStoreState,
} from '@ariakit/react';
import { Tooltip } from '../../primitives/Tooltip';
import { listEmpty, listItem, listPopover, listTick } from '../../styles/listPopover.css';
import * as styles from './SelectFilter.css';
import { selectFilterDisplay, type SelectFilterOption } from './selectFilterDisplay';
import { selectFilterTexts, type SelectFilterTexts } from './texts';

export type { SelectFilterOption } from './selectFilterDisplay';

export interface SelectFilterProps {
  /** The visible label, also the control's accessible name ("Prioridad"). */
  label: string;
  options: readonly SelectFilterOption[];
  /** The selected values (one at most unless `multiple`). */
  value: readonly string[];
  /** The new selection; [] when cleared. */
  onChange: (values: string[]) => void;
  /** Several values at once, each item with a check box; otherwise one value, with "Todos" to clear it. */
  multiple?: boolean;
  /** Text with nothing selected ("Todos"). */
  placeholder?: string;
  /** Texts in another language (selectFilterTexts by default). */
  texts?: Partial<SelectFilterTexts>;
  className?: string;
}

/**
 * A dropdown filter over Ariakit's Select (arrow keys, type-ahead, Escape, click outside). The list is at most 15rem
 * high and scrolls; with several values chosen the control shows the first and a "+N" badge, and a tooltip lists them
 * all; with no options the list says "Sin datos" (portfolio.md §2.2).
 */
export function SelectFilter({
  label,
  options,
  value,
  onChange,
  multiple = false,
  placeholder,
  texts,
  className,
}: SelectFilterProps) {
  const text = { ...selectFilterTexts, ...texts };
  const shownPlaceholder = placeholder ?? text.all;
  const select = useSelectStore<string | string[]>({
    value: multiple ? [...value] : (value[0] ?? ''),
    setValue: (next) => onChange(Array.isArray(next) ? next : next ? [next] : []),
  });
  const open = useStoreState(select, 'open');
  const display = selectFilterDisplay(options, value, text.moreSelected);
  const listed = display.labels.length > 1;

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <SelectLabel store={select} className={styles.label}>
        {label}
      </SelectLabel>
      {/* The select itself is the tooltip's anchor: nothing is nested inside the button. With several values the
          tooltip lists them all (also the control's description); not while the list is open below it. */}
      <Tooltip content={text.selectedValues(display.labels.join(', '))} disabled={!listed || open}>
        <Select store={select} className={styles.trigger}>
          <span className={styles.value}>
            {display.first === null ? (
              <span className={styles.placeholder}>{shownPlaceholder}</span>
            ) : (
              <span className={styles.firstLabel}>{display.first}</span>
            )}
            {display.more ? <span className={styles.badge}>{display.more}</span> : null}
          </span>
          <SelectArrow className={styles.chevron} />
        </Select>
      </Tooltip>
      <SelectPopover store={select} gutter={4} sameWidth className={listPopover} unmountOnHide>
        {options.length === 0 ? (
          // A disabled option rather than bare text keeps the listbox valid for assistive technology.
          <SelectItem disabled className={[listItem, listEmpty].join(' ')} value="">
            {text.noOptions}
          </SelectItem>
        ) : (
          <>
            {multiple ? null : (
              <SelectItem value="" className={listItem}>
                <SelectItemCheck className={listTick} />
                {shownPlaceholder}
              </SelectItem>
            )}
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value} className={listItem}>
                {multiple ? (
                  <span className={styles.checkbox} aria-hidden="true">
                    <SelectItemCheck className={styles.checkboxTick} />
                  </span>
                ) : (
                  <SelectItemCheck className={listTick} />
                )}
                <span className={styles.itemLabel}>{option.label}</span>
              </SelectItem>
            ))}
          </>
        )}
      </SelectPopover>
    </div>
  );
}
