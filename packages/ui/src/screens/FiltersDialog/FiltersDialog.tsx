import { interpolate, messages, rangeFromKey, rangeToKey, type DialogResult } from '@siipro/domain';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../primitives/Button';
import { Modal } from '../../patterns/Modal';
import { AmountInput } from '../AmountInput';
import * as styles from './FiltersDialog.css';
import {
  buildDialogResult,
  initiallyExpanded,
  isCollapsible,
  selectionFrom,
  toggleMultiple,
  toggleSingle,
  unreadableRangeKey,
  visibleOptions,
  type FilterSection,
  type FilterSelection,
} from './filtersDialogState';

export interface FiltersDialogProps {
  open: boolean;
  /** Called with false on Escape, the close button, a click outside and after applying. */
  onOpenChange: (open: boolean) => void;
  /** The sections, supplied by the caller (which filters exist depends on the tenant's data). */
  sections: readonly FilterSection[];
  /** The selection to start from each time the dialog opens, in the result map's shape. */
  initialSelection?: DialogResult;
  /**
   * "Ver Resultados": `{[sectionId]: optionIds[], [rangeId + 'From']: [value], [rangeId + 'To']: [value]}` with empty
   * bounds left out; `filtersFromDialogResult` of @siipro/domain turns it into filters. The dialog then closes.
   */
  onApply: (result: FilterSelection) => void;
  /** "Limpiar": the dialog empties itself and stays open; the caller may clear its filters too. */
  onReset?: () => void;
}

interface FiltersFormProps extends Omit<FiltersDialogProps, 'open' | 'onOpenChange'> {
  formId: string;
  onApplied: () => void;
}

/** Enter without Shift submits from anywhere in the form except buttons, which Enter activates. */
function submitOnEnter(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key !== 'Enter' || event.shiftKey || event.defaultPrevented) return;
  const target = event.target as HTMLElement;
  if (target.closest('button, a, textarea')) return;
  event.preventDefault();
  event.currentTarget.requestSubmit();
}

/** The form's state lives here, so it starts afresh from `initialSelection` every time the dialog mounts it. */
function FiltersForm({ formId, sections, initialSelection, onApply, onReset, onApplied }: FiltersFormProps) {
  const [selection, setSelection] = useState<FilterSelection>(() => selectionFrom(initialSelection, sections));
  const [expanded, setExpanded] = useState<Set<string>>(() => initiallyExpanded(sections, selection));
  const idPrefix = useId();

  const set = (key: string, values: string[]) => setSelection((current) => ({ ...current, [key]: values }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A bound that is not a number is never applied as a part of it, nor dropped silently: its input says why.
    const unreadable = unreadableRangeKey(sections, selection);
    if (unreadable) {
      event.currentTarget.querySelector<HTMLInputElement>(`input[name="${unreadable}"]`)?.focus();
      return;
    }
    onApply(buildDialogResult(sections, selection));
    onApplied();
  };

  const reset = () => {
    setSelection({});
    setExpanded(new Set());
    onReset?.();
  };

  const toggleExpanded = (sectionId: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(sectionId)) next.add(sectionId);
      return next;
    });

  return (
    <form id={formId} className={styles.form} onSubmit={submit} onKeyDown={submitOnEnter} onReset={reset} noValidate>
      {sections.map((section) => {
        const listId = `${idPrefix}-${section.id}`;
        const isExpanded = expanded.has(section.id);
        const values = selection[section.id] ?? [];
        return (
          <fieldset key={section.id} className={styles.section} data-section={section.id}>
            <legend className={styles.legend}>{section.title}</legend>
            {section.type === 'range' ? (
              <div className={styles.range}>
                {(
                  [
                    [rangeFromKey(section.id), messages.filters.from, messages.filters.rangeFrom],
                    [rangeToKey(section.id), messages.filters.to, messages.filters.rangeTo],
                  ] as const
                ).map(([key, placeholder, label]) => (
                  <div key={key} className={styles.rangeField}>
                    <AmountInput
                      name={key}
                      className={styles.rangeInput}
                      placeholder={placeholder}
                      aria-label={interpolate(label, { section: section.title })}
                      value={selection[key]?.[0] ?? ''}
                      onChange={(text) => set(key, text === '' ? [] : [text])}
                    />
                  </div>
                ))}
              </div>
            ) : (section.options?.length ?? 0) === 0 ? (
              <p className={styles.noData}>{messages.common.noData}</p>
            ) : (
              <>
                <ul
                  id={listId}
                  className={section.type === 'multiple' ? styles.optionsTwoColumns : styles.options}
                  role="list"
                >
                  {visibleOptions(section, isExpanded).map((option) => {
                    const checked = values.includes(option.id);
                    return (
                      <li key={option.id}>
                        <label className={styles.option}>
                          {section.type === 'single' ? (
                            <input
                              type="radio"
                              name={section.id}
                              value={option.id}
                              className={styles.control}
                              checked={checked}
                              // A click on the chosen radio clears it (portfolio.md §2.3); browsers fire no change
                              // event for it, so the click itself is handled.
                              onClick={() => set(section.id, toggleSingle(values, option.id))}
                              onChange={() => undefined}
                            />
                          ) : (
                            <input
                              type="checkbox"
                              name={section.id}
                              value={option.id}
                              className={styles.control}
                              checked={checked}
                              onChange={() => set(section.id, toggleMultiple(values, option.id))}
                            />
                          )}
                          <span>{option.label}</span>
                        </label>
                      </li>
                    );
                  })}
                </ul>
                {isCollapsible(section) ? (
                  <button
                    type="button"
                    className={styles.moreToggle}
                    aria-expanded={isExpanded}
                    aria-controls={listId}
                    onClick={() => toggleExpanded(section.id)}
                  >
                    {isExpanded ? messages.common.seeLess : messages.common.seeMore}
                  </button>
                ) : null}
              </>
            )}
          </fieldset>
        );
      })}
    </form>
  );
}

/**
 * The "Filtros" dialog of the list (portfolio.md §2.3): a full-screen overlay that closes on Escape, its close button
 * and a click outside, fading and scaling in (300 ms) and out (200 ms), instantly under reduced motion. Single-choice
 * sections are radios (choosing the chosen one clears it), multiple-choice sections checkboxes in two columns, ranges
 * two numeric inputs "Desde" / "Hasta"; a section without options says "Sin datos"; long sections show 3 (single) or
 * 4 (multiple) options and "Ver más" / "Ver menos". "Limpiar" empties everything and stays open; "Ver Resultados" (or
 * Enter without Shift) hands the result map to `onApply` and closes.
 */
export function FiltersDialog({ open, onOpenChange, ...formProps }: FiltersDialogProps) {
  const formId = useId();
  return (
    <Modal
      open={open}
      onClose={() => onOpenChange(false)}
      title={messages.filters.title}
      size="full"
      className={styles.dialog}
      footer={
        <>
          <Button variant="secondary" type="reset" form={formId}>
            {messages.filters.clear}
          </Button>
          <Button type="submit" form={formId}>
            {messages.filters.apply}
          </Button>
        </>
      }
    >
      <FiltersForm {...formProps} formId={formId} onApplied={() => onOpenChange(false)} />
    </Modal>
  );
}
