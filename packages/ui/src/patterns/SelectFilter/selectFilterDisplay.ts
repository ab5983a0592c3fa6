// What the closed select shows: "Todos" with nothing chosen, the chosen label, or the first one and "+N".
import { selectFilterTexts } from './texts';

export interface SelectFilterOption {
  value: string;
  label: string;
}

export interface SelectFilterDisplay {
  /** The first selection's label, or null when nothing is selected. */
  first: string | null;
  /** "+2" when three values are selected; null for none or one. */
  more: string | null;
  /** Every selected label, in the order of the options, for the tooltip. */
  labels: string[];
}

export function selectFilterDisplay(
  options: readonly SelectFilterOption[],
  value: readonly string[],
  /** The badge's text for `count` more values ("+2"). */
  moreSelected: (count: number) => string = selectFilterTexts.moreSelected,
): SelectFilterDisplay {
  const chosen = new Set(value);
  // Values without an option (a stale URL) still show, by their raw value, after the known ones.
  const known = options.filter((option) => chosen.has(option.value)).map((option) => option.label);
  const unknown = value.filter((item) => !options.some((option) => option.value === item));
  const labels = [...known, ...unknown];
  return {
    first: labels[0] ?? null,
    more: labels.length > 1 ? moreSelected(labels.length - 1) : null,
    labels,
  };
}
