import { useId } from 'react';
import { Icon } from '../../primitives/Icon';
import * as styles from './SelectFilter.css';
import type { SelectFilterProps } from './SelectFilter';
import { selectFilterTexts } from './texts';

export type NativeSelectFilterProps = Omit<SelectFilterProps, 'multiple'>;

/**
 * SelectFilter's one-value form on the browser's own <select>, drawn as SelectFilter's control: the same label,
 * props and texts, with no script of its own — for pages that must stay light (the public portal, issue 45), where
 * SelectFilter's Ariakit listbox would be most of the page's JavaScript. One value at a time ("Todos" clears it); a
 * phone opens its own picker. SelectFilter remains the choice where several values at once are needed.
 */
export function NativeSelectFilter({
  label,
  options,
  value,
  onChange,
  placeholder,
  texts,
  className,
}: NativeSelectFilterProps) {
  const id = useId();
  const shownPlaceholder = placeholder ?? texts?.all ?? selectFilterTexts.all;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.nativeControl}>
        <select
          id={id}
          className={styles.nativeSelect}
          value={value[0] ?? ''}
          onChange={(event) => onChange(event.target.value ? [event.target.value] : [])}
        >
          <option value="">{shownPlaceholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="chevronDown" className={styles.nativeChevron} />
      </div>
    </div>
  );
}
