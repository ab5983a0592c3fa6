import { useId } from 'react';
import { CAPITAL_GROUP_BY, CAPITAL_YEARS_MAX, interpolate, messages, type CapitalGroupBy } from '@siipro/domain';
import { Button } from '../../primitives/Button';
import { DataCell, DataRow, DataTable } from '../../patterns/DataTable';
import { AmountInput } from '../AmountInput';
import type { ConstraintsDraft, ConstraintsErrors } from './constraintsDraft';
import * as styles from './OptimizerWizard.css';

const texts = messages.optimizer.constraints;

export interface ConstraintsStepProps {
  draft: ConstraintsDraft;
  onChange: (draft: ConstraintsDraft) => void;
  /** Shown once the person tried to continue. */
  errors: ConstraintsErrors | null;
  /** The funding sources the tenant's projects use: one ceiling each. */
  fundingSources: readonly string[];
  /** Groups a regional minimum can name, suggested while typing. */
  groupSuggestions: Partial<Record<CapitalGroupBy, readonly string[]>>;
  /** The first year offered when adding one (the current year). */
  firstYear: number;
}

/**
 * The wizard's "Restricciones" step (issue 44): yearly limits in a small table (up to 10 years), a ceiling for each
 * funding source the tenant uses, "Mantener obras en ejecución", and regional minimums (by province, organisation or
 * executing area, a group and a percentage). Money and percentages are typed the Argentine way in AmountInput (a year
 * is four digits, not an amount); every control has its own label, and a row's problem is said under its input.
 */
export function ConstraintsStep({
  draft,
  onChange,
  errors,
  fundingSources,
  groupSuggestions,
  firstYear,
}: ConstraintsStepProps) {
  const id = useId();
  const set = (changes: Partial<ConstraintsDraft>) => onChange({ ...draft, ...changes });
  const limitLabel = `${texts.yearLimit} (ARS)`;
  const lastYear = Number(draft.years.at(-1)?.year);
  const addYear = () =>
    set({
      years: [
        ...draft.years,
        { id: draft.nextId, year: String(Number.isInteger(lastYear) ? lastYear + 1 : firstYear), limit: '' },
      ],
      nextId: draft.nextId + 1,
    });
  const addShare = () =>
    set({
      shares: [...draft.shares, { id: draft.nextId, by: 'province', group: '', percent: '' }],
      nextId: draft.nextId + 1,
    });

  return (
    <div className={styles.body}>
      <section aria-labelledby={`${id}-years`} className={styles.constraintSection}>
        <h3 id={`${id}-years`} className={styles.sectionTitle}>
          {texts.yearsTitle}
        </h3>
        <p className={styles.hint}>{interpolate(texts.yearsHint, { max: CAPITAL_YEARS_MAX })}</p>
        {draft.years.length ? (
          <DataTable
            variant="panel"
            caption={texts.yearsTitle}
            columns={[
              { id: 'year', label: texts.year },
              { id: 'limit', label: limitLabel },
              { id: 'actions', label: texts.actions, hiddenLabel: true },
            ]}
          >
            {draft.years.map((row) => {
              const rowErrors = errors?.years[row.id];
              const update = (changes: Partial<typeof row>) =>
                set({ years: draft.years.map((item) => (item.id === row.id ? { ...item, ...changes } : item)) });
              return (
                <DataRow key={row.id}>
                  <DataCell label={texts.year} className={styles.constraintCell}>
                    {/* One piece beside the label when the rows are cards (a phone): the input and what it says under it. */}
                    <div>
                      <input
                        className={[styles.input, styles.yearInput].join(' ')}
                        inputMode="numeric"
                        autoComplete="off"
                        aria-label={texts.year}
                        value={row.year}
                        aria-invalid={rowErrors?.year ? true : undefined}
                        aria-describedby={rowErrors?.year ? `${id}-year-${row.id}-error` : undefined}
                        onChange={(event) => update({ year: event.target.value })}
                      />
                      {rowErrors?.year ? (
                        <p id={`${id}-year-${row.id}-error`} className={styles.error}>
                          {rowErrors.year}
                        </p>
                      ) : null}
                    </div>
                  </DataCell>
                  <DataCell label={limitLabel} className={styles.constraintCell}>
                    <div>
                      <AmountInput
                        aria-label={interpolate(texts.yearLimitLabel, { year: row.year })}
                        value={row.limit}
                        onChange={(limit) => update({ limit })}
                        currency="ARS"
                        error={rowErrors?.limit ?? null}
                        className={styles.input}
                      />
                    </div>
                  </DataCell>
                  <DataCell className={styles.constraintCell}>
                    {/* "Quitar" on screen (the table is narrow on a phone); the year in its name. */}
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={interpolate(texts.removeYear, { year: row.year })}
                      onClick={() => set({ years: draft.years.filter((item) => item.id !== row.id) })}
                    >
                      {texts.remove}
                    </Button>
                  </DataCell>
                </DataRow>
              );
            })}
          </DataTable>
        ) : null}
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={addYear}
            disabled={draft.years.length >= CAPITAL_YEARS_MAX}
            disabledReason={interpolate(texts.addYearLimit, { max: CAPITAL_YEARS_MAX })}
          >
            {texts.addYear}
          </Button>
        </div>
      </section>

      <section aria-labelledby={`${id}-sources`} className={styles.constraintSection}>
        <h3 id={`${id}-sources`} className={styles.sectionTitle}>
          {texts.sourcesTitle}
        </h3>
        {fundingSources.length ? (
          <>
            <p className={styles.hint}>{texts.sourcesHint}</p>
            <div className={styles.sourceGrid}>
              {fundingSources.map((source) => (
                <div key={source} className={styles.field}>
                  <label htmlFor={`${id}-source-${source}`} className={styles.label}>
                    {interpolate(texts.sourceLimit, { source })} (ARS)
                  </label>
                  <AmountInput
                    id={`${id}-source-${source}`}
                    value={draft.caps[source] ?? ''}
                    onChange={(text) => set({ caps: { ...draft.caps, [source]: text } })}
                    currency="ARS"
                    error={errors?.caps[source] ?? null}
                    className={styles.input}
                  />
                </div>
              ))}
            </div>
          </>
        ) : (
          <p className={styles.hint}>{texts.noSources}</p>
        )}
      </section>

      <section className={styles.constraintSection}>
        <label className={styles.check}>
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={draft.keepInExecution}
            aria-describedby={`${id}-keep-hint`}
            onChange={(event) => set({ keepInExecution: event.target.checked })}
          />
          {texts.keepInExecution}
        </label>
        <p id={`${id}-keep-hint`} className={styles.hint}>
          {texts.keepInExecutionHint}
        </p>
      </section>

      <section aria-labelledby={`${id}-shares`} className={styles.constraintSection}>
        <h3 id={`${id}-shares`} className={styles.sectionTitle}>
          {texts.sharesTitle}
        </h3>
        <p className={styles.hint}>{texts.sharesHint}</p>
        {draft.shares.length ? (
          <ul className={styles.shareList}>
            {draft.shares.map((row, index) => {
              const rowErrors = errors?.shares[row.id];
              const update = (changes: Partial<typeof row>) =>
                set({ shares: draft.shares.map((item) => (item.id === row.id ? { ...item, ...changes } : item)) });
              const base = `${id}-share-${row.id}`;
              const suggestions = groupSuggestions[row.by] ?? [];
              return (
                <li key={row.id} className={styles.shareRow}>
                  <div className={styles.field}>
                    <label htmlFor={`${base}-by`} className={styles.label}>
                      {texts.shareBy}
                    </label>
                    <select
                      id={`${base}-by`}
                      className={styles.input}
                      value={row.by}
                      onChange={(event) => update({ by: event.target.value as CapitalGroupBy })}
                    >
                      {CAPITAL_GROUP_BY.map((by) => (
                        <option key={by} value={by}>
                          {texts.byOptions[by]}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className={styles.field}>
                    <label htmlFor={`${base}-group`} className={styles.label}>
                      {texts.shareGroup}
                    </label>
                    <input
                      id={`${base}-group`}
                      className={styles.input}
                      autoComplete="off"
                      list={suggestions.length ? `${base}-groups` : undefined}
                      value={row.group}
                      aria-invalid={rowErrors?.group ? true : undefined}
                      aria-describedby={rowErrors?.group ? `${base}-group-error` : undefined}
                      onChange={(event) => update({ group: event.target.value })}
                    />
                    {suggestions.length ? (
                      <datalist id={`${base}-groups`}>
                        {suggestions.map((group) => (
                          <option key={group} value={group} />
                        ))}
                      </datalist>
                    ) : null}
                    {rowErrors?.group ? (
                      <p id={`${base}-group-error`} className={styles.error}>
                        {rowErrors.group}
                      </p>
                    ) : null}
                  </div>
                  <div className={styles.field}>
                    <label htmlFor={`${base}-percent`} className={styles.label}>
                      {texts.sharePercent}
                    </label>
                    <AmountInput
                      id={`${base}-percent`}
                      className={[styles.input, styles.yearInput].join(' ')}
                      value={row.percent}
                      onChange={(percent) => update({ percent })}
                      error={rowErrors?.percent ?? null}
                    />
                  </div>
                  <div className={[styles.field, styles.shareRemove].join(' ')}>
                    <span className={[styles.label, styles.shareRemoveSpacer].join(' ')} aria-hidden="true">
                      {'\u00a0'}
                    </span>
                    {/* "Quitar" on screen, as the years' rows: a long group ("Tierra del Fuego, Antártida e Islas…")
                        ran past the dialog's edge; the group is in its name. */}
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={interpolate(texts.removeShare, { group: row.group.trim() || String(index + 1) })}
                      onClick={() => set({ shares: draft.shares.filter((item) => item.id !== row.id) })}
                    >
                      {texts.remove}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        ) : null}
        <div>
          <Button variant="secondary" size="sm" onClick={addShare}>
            {texts.addShare}
          </Button>
        </div>
      </section>
      {errors?.whole ? (
        <p role="alert" className={styles.error}>
          {errors.whole}
        </p>
      ) : null}
    </div>
  );
}
