// The filters dialog's rules (portfolio.md §2.3, §9), kept apart from the markup so they are unit-tested.
import {
  formatTypedNumber,
  parseTypedNumber,
  rangeFromKey,
  rangeToKey,
  readTypedAmount,
  type DialogResult,
} from '@siipro/domain';

export type FilterSectionType = 'single' | 'multiple' | 'range';

export interface FilterSectionOption {
  id: string;
  label: string;
}

export interface FilterSection {
  /** The key of the result map: a filter name (status, priority, …) or a range id (budgetAmount, score, …). */
  id: string;
  title: string;
  type: FilterSectionType;
  /** Choices of single and multiple sections; ranges have none. */
  options?: readonly FilterSectionOption[];
}

/** The map the dialog works on and hands back: section id → option ids; `<rangeId>From` / `<rangeId>To` → [value]. */
export type FilterSelection = Record<string, string[]>;

/** How many options a collapsed section shows (portfolio.md §9: 3 single, 4 multiple). */
export const COLLAPSED_OPTION_COUNT = { single: 3, multiple: 4 } as const;

/**
 * The form's starting state: a mutable copy of the caller's map, without empty entries. Range bounds arrive as the
 * dialog hands them back (plain decimals, "1500000.5") and are shown as a person types them in es-AR ("1.500.000,5"),
 * the text buildDialogResult reads: shown as "1.125", a bound of 1.125 would be read back as 1125.
 */
export function selectionFrom(initial: DialogResult | undefined, sections: readonly FilterSection[]): FilterSelection {
  const rangeKeys = new Set(
    sections.filter((section) => section.type === 'range').flatMap((s) => [rangeFromKey(s.id), rangeToKey(s.id)]),
  );
  const selection: FilterSelection = {};
  for (const [key, values] of Object.entries(initial ?? {})) {
    if (!values || values.length === 0) continue;
    selection[key] = rangeKeys.has(key) ? values.map(formatTypedNumber) : [...values];
  }
  return selection;
}

/** Single choice: choosing the chosen option again clears it; at most one value. */
export function toggleSingle(current: readonly string[] | undefined, optionId: string): string[] {
  return current?.[0] === optionId ? [] : [optionId];
}

export function toggleMultiple(current: readonly string[] | undefined, optionId: string): string[] {
  const values = current ?? [];
  return values.includes(optionId) ? values.filter((value) => value !== optionId) : [...values, optionId];
}

/** The options to show: all when expanded or few enough, else the first 3 (single) or 4 (multiple). */
export function visibleOptions(section: FilterSection, expanded: boolean): readonly FilterSectionOption[] {
  const options = section.options ?? [];
  if (expanded || section.type === 'range') return options;
  return options.slice(0, COLLAPSED_OPTION_COUNT[section.type]);
}

export function isCollapsible(section: FilterSection): boolean {
  return section.type !== 'range' && (section.options?.length ?? 0) > COLLAPSED_OPTION_COUNT[section.type];
}

/** Sections that start expanded because a chosen option would otherwise be hidden. */
export function initiallyExpanded(sections: readonly FilterSection[], selection: FilterSelection): Set<string> {
  const expanded = new Set<string>();
  for (const section of sections) {
    if (!isCollapsible(section)) continue;
    const shown = new Set(visibleOptions(section, false).map((option) => option.id));
    if ((selection[section.id] ?? []).some((id) => !shown.has(id))) expanded.add(section.id);
  }
  return expanded;
}

/**
 * The result handed to the caller on apply: one key per choice section with its option ids (possibly none), and for
 * ranges `<id>From` / `<id>To` one-item lists holding the plain decimal ("1.500.000,5" typed → "1500000.5"), left out
 * when the bound is empty. The form refuses to apply while a bound cannot be read (`unreadableRangeKey`).
 */
/** The first range bound whose text is not a number (the form focuses it instead of applying), or null. */
export function unreadableRangeKey(sections: readonly FilterSection[], selection: FilterSelection): string | null {
  for (const section of sections) {
    if (section.type !== 'range') continue;
    for (const key of [rangeFromKey(section.id), rangeToKey(section.id)]) {
      if (!readTypedAmount(selection[key]?.[0] ?? '').ok) return key;
    }
  }
  return null;
}

export function buildDialogResult(sections: readonly FilterSection[], selection: FilterSelection): FilterSelection {
  const result: FilterSelection = {};
  for (const section of sections) {
    if (section.type === 'range') {
      for (const key of [rangeFromKey(section.id), rangeToKey(section.id)]) {
        const text = selection[key]?.[0] ?? '';
        const reading = readTypedAmount(text);
        // The exact decimal typed ("2.000.000,50" → "2000000.50") when there is one; amounts in words as read.
        if (reading.ok && reading.value !== null) result[key] = [parseTypedNumber(text) ?? String(reading.value)];
      }
    } else {
      const values = selection[section.id] ?? [];
      result[section.id] = section.type === 'single' ? values.slice(0, 1) : [...values];
    }
  }
  return result;
}
