// The project form's fields, one definition each: which control a field is (text with suggestions, choice, long text,
// date, month, yes/no, the SDG boxes), its label, hint and error. ProjectForm lays them out in its sections; the
// detail page's side panel edits a few of them in place with the very same controls and rules.
import {
  ECONOMIC_EVALUATIONS,
  ENVIRONMENTAL_STUDIES,
  foldForMatch,
  interpolate,
  LAND_AVAILABILITY,
  messages,
  PRIORITIES,
  PROGRESS_STAGES,
  PROVINCES,
  SDGS,
  type ProjectFormTextField,
  type ProjectStatusOption,
  type ProjectWriteField,
} from '@siipro/domain';
import type { ReactNode } from 'react';
import { FormField, type FormFieldControlProps } from '../../patterns/FormField';
import { SuggestInput } from '../../patterns/SuggestInput';
import { AmountInput } from '../AmountInput';
import * as fieldStyles from '../../styles/formField.css';
import type { useProjectForm } from './useProjectForm';
import * as styles from './ProjectForm.css';

const texts = messages.projectForm;
const labels = texts.fields;
/** The 24 jurisdictions, suggested for "Provincia" (a regional minimum groups by it). */
const PROVINCE_NAMES = PROVINCES.map((province) => province.name);

/** A suggestion answers the typed text when it contains it, whatever the case and accents ("energia" → "Energía"). */
const matchesTyped = (suggestion: string, text: string) => foldForMatch(suggestion).includes(foldForMatch(text));

/** Yes/no questions: unknown (no points), Sí, No. */
const YES_NO_OPTIONS = [
  { value: '', label: texts.none },
  { value: 'si', label: texts.yes },
  { value: 'no', label: texts.no },
];

/** An organisation or program the form offers (GET …/organizations, the tenant's programs). */
export interface ProjectFormOption {
  id: string;
  name: string;
}

/** Values the tenant already uses, offered while typing (any text is accepted). */
export interface ProjectFormSuggestions {
  sectors?: readonly string[];
  executingAreas?: readonly string[];
  fundingSources?: readonly string[];
}

/**
 * Every field drawn by `fieldOf`: all but the organisations (`leadOrganization` and `otherOrganizations` draw them)
 * and the location (LocationPicker).
 */
export type ProjectControlField = Exclude<
  ProjectWriteField,
  'organizationIds' | 'addressLine1' | 'latitude' | 'longitude'
>;

/**
 * The score's own inputs (portfolio.md §9) that no other part of the form holds: the form's "Datos de la puntuación"
 * and what the detail page edits beside the score.
 */
export const PROJECT_SCORING_FIELDS = [
  'tir',
  'isGreen',
  'hasGenderDiversity',
  'hasSpecificFunds',
] as const satisfies readonly ProjectControlField[];

export interface ProjectFieldControlsOptions {
  /** The tenant's projectStatus list, in order. */
  statuses?: readonly ProjectStatusOption[];
  /** The tenant's programs (a proyecto may belong to one). */
  programs?: readonly ProjectFormOption[];
  /** The tenant's organisations; the first chosen is the lead one. */
  organizations?: readonly ProjectFormOption[];
  suggestions?: ProjectFormSuggestions;
}

/** A field's label: the catalogue's, by the API body's name (organisations and program have their own names). */
export function projectFieldLabel(field: ProjectWriteField): string {
  if (field === 'organizationIds') return labels.organizations;
  if (field === 'programId') return labels.program;
  return labels[field];
}

export function useProjectFieldControls(
  form: ReturnType<typeof useProjectForm>,
  { statuses = [], programs = [], organizations = [], suggestions = {} }: ProjectFieldControlsOptions = {},
) {
  const { values, update, touch, errorOf } = form;

  /**
   * A money or number field, typed the Argentine way: the line under it says the value it understood, or that it
   * cannot read the text until the field's own error (beside it) takes over.
   */
  const amountInput =
    (field: 'budgetAmount' | 'expectedExecutionMonths' | 'beneficiaryCount' | 'tir', currency?: string) =>
    (control: FormFieldControlProps) => (
      <AmountInput
        {...control}
        className={fieldStyles.input}
        value={values[field]}
        currency={currency}
        error={errorOf(field)}
        errorShownApart
        onChange={(text) => update({ [field]: text })}
        onBlur={() => touch(field)}
      />
    );

  /**
   * A one-line text field; with suggestions, the values the tenant already uses drop under it as one types, matched
   * without regard to case or accents as the import matches names (domain's foldForMatch).
   */
  const textInput = (field: ProjectFormTextField, options: { list?: readonly string[] } = {}) => {
    if (options.list?.length) {
      const list = options.list;
      return (control: FormFieldControlProps) => (
        <SuggestInput
          {...control}
          className={fieldStyles.input}
          value={values[field]}
          suggestions={list}
          matches={matchesTyped}
          listLabel={interpolate(texts.suggestionsOf, { field: projectFieldLabel(field) })}
          onChange={(text) => update({ [field]: text })}
          onBlur={() => touch(field)}
        />
      );
    }
    return (control: FormFieldControlProps) => (
      <input
        {...control}
        className={fieldStyles.input}
        value={values[field]}
        autoComplete="off"
        onChange={(event) => update({ [field]: event.target.value })}
        onBlur={() => touch(field)}
      />
    );
  };

  /** A date or a month, typed or picked. */
  const dateInput =
    (field: 'budgetDate' | 'plannedStart', type: 'date' | 'month') => (control: FormFieldControlProps) => (
      <input
        {...control}
        type={type}
        placeholder={type === 'month' ? 'AAAA-MM' : undefined}
        className={fieldStyles.input}
        value={values[field]}
        onChange={(event) => update({ [field]: event.target.value })}
        onBlur={() => touch(field)}
      />
    );

  const select =
    (field: ProjectFormTextField, options: readonly { value: string; label: string }[]) =>
    (control: FormFieldControlProps) => (
      <select
        {...control}
        className={fieldStyles.input}
        value={values[field]}
        onChange={(event) => {
          update({ [field]: event.target.value });
          touch(field);
        }}
        onBlur={() => touch(field)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );

  const textArea = (field: ProjectFormTextField) => (control: FormFieldControlProps) => (
    <textarea
      {...control}
      rows={4}
      className={fieldStyles.textarea}
      value={values[field]}
      onChange={(event) => update({ [field]: event.target.value })}
      onBlur={() => touch(field)}
    />
  );

  /** A field with its label, hint and error around a control. */
  const field = (
    name: ProjectWriteField,
    control: (control: FormFieldControlProps) => ReactNode,
    options: { label?: string; hint?: string; required?: boolean; wide?: boolean } = {},
  ) => (
    <FormField
      key={name}
      label={options.label ?? projectFieldLabel(name)}
      hint={options.hint}
      required={options.required}
      error={errorOf(name)}
      announceError={form.submitted}
      className={options.wide ? styles.wide : undefined}
    >
      {control}
    </FormField>
  );

  const choices = (list: readonly string[], current: string, noneLabel: string = texts.none) => [
    { value: '', label: noneLabel },
    // A stored value outside the list (an old vocabulary) stays choosable.
    ...(current && !list.includes(current) ? [current] : []).map((value) => ({ value, label: value })),
    ...list.map((value) => ({ value, label: value })),
  ];

  const toggleSdg = (goal: string, checked: boolean) => {
    // Kept in the list's order, as the detail page shows them.
    const chosen = new Set(values.sdgTargets);
    if (checked) chosen.add(goal);
    else chosen.delete(goal);
    update({ sdgTargets: SDGS.filter((sdg) => chosen.has(sdg)) });
    touch('sdgTargets');
  };

  const lead = values.organizationIds[0] ?? '';
  const others = values.organizationIds.slice(1);
  const setLead = (organizationId: string) => {
    const rest = values.organizationIds.filter((existing) => existing !== organizationId && existing !== lead);
    update({ organizationIds: organizationId ? [organizationId, ...rest] : rest });
    touch('organizationIds');
  };
  const toggleOther = (organizationId: string, checked: boolean) => {
    const next = checked ? [...others, organizationId] : others.filter((existing) => existing !== organizationId);
    update({ organizationIds: lead ? [lead, ...next] : next });
    touch('organizationIds');
  };

  /** "Organismo responsable": the first of organizationIds (the field's error shows here). */
  const leadOrganization = (): ReactNode =>
    field(
      'organizationIds',
      (control) => (
        <select
          {...control}
          className={fieldStyles.input}
          value={lead}
          onChange={(event) => setLead(event.target.value)}
          onBlur={() => touch('organizationIds')}
        >
          <option value="">{texts.none}</option>
          {organizations.map((organization) => (
            <option key={organization.id} value={organization.id}>
              {organization.name}
            </option>
          ))}
        </select>
      ),
      { label: texts.leadOrganization },
    );

  /** "Otros organismos participantes": the rest of organizationIds, ticked (a box that scrolls past a dozen). */
  const otherOrganizations = (): ReactNode =>
    organizations.length > 1 ? (
      <FormField key="otherOrganizations" label={texts.otherOrganizations} group>
        {() => (
          <ul className={[styles.checkList, organizations.length > 12 ? styles.scrollBox : ''].join(' ')}>
            {organizations
              .filter((organization) => organization.id !== lead)
              .map((organization) => (
                <li key={organization.id}>
                  <label className={styles.check}>
                    <input
                      type="checkbox"
                      className={styles.checkbox}
                      checked={others.includes(organization.id)}
                      onChange={(event) => toggleOther(organization.id, event.target.checked)}
                    />
                    {organization.name}
                  </label>
                </li>
              ))}
          </ul>
        )}
      </FormField>
    ) : null;

  /** One field as the form draws it, by the API body's name. */
  const fieldOf = (name: ProjectControlField): ReactNode => {
    switch (name) {
      case 'name':
        return field(name, textInput(name), { required: true, wide: true });
      case 'projectCode':
        return field(name, textInput(name), { hint: texts.hints.projectCode });
      case 'status': {
        // A stored status the tenant has since removed stays choosable.
        const statusOptions = [
          ...(values.status && !statuses.some((status) => status.value === values.status)
            ? [{ value: values.status, label: values.status }]
            : []),
          ...statuses,
        ];
        return field(name, select(name, statusOptions), { required: true });
      }
      case 'priority':
        return field(name, select(name, choices(PRIORITIES, values.priority)));
      case 'sector':
        return field(name, textInput(name, { list: suggestions.sectors }));
      case 'executingArea':
        return field(name, textInput(name, { list: suggestions.executingAreas }));
      case 'description':
      case 'expectedBenefits':
        return field(name, textArea(name), { wide: true });
      case 'programId':
        return field(
          name,
          select(name, [
            { value: '', label: texts.noProgram },
            ...programs.map((program) => ({ value: program.id, label: program.name })),
          ]),
        );
      case 'budgetAmount':
        return field(name, amountInput(name, values.budgetCurrencyCode), {
          hint: texts.hints.budgetAmount,
        });
      case 'budgetCurrencyCode':
        return field(name, textInput(name, { list: ['ARS', 'USD', 'EUR'] }), {
          hint: texts.hints.budgetCurrencyCode,
        });
      case 'budgetDate':
        return field(name, dateInput(name, 'date'));
      case 'fundingSource':
        return field(name, textInput(name, { list: suggestions.fundingSources }));
      case 'expectedExecutionMonths':
      case 'beneficiaryCount':
        return field(name, amountInput(name));
      case 'progressStage':
        return field(
          name,
          select(
            name,
            choices(
              PROGRESS_STAGES.map((stage) => stage.value),
              values.progressStage,
            ),
          ),
        );
      case 'sdgTargets':
        return (
          <FormField key={name} label={labels.sdgTargets} group error={errorOf(name)} announceError={form.submitted}>
            {() => (
              <ul className={styles.checkList}>
                {SDGS.map((goal) => (
                  <li key={goal}>
                    <label className={styles.check}>
                      <input
                        type="checkbox"
                        className={styles.checkbox}
                        checked={values.sdgTargets.includes(goal)}
                        onChange={(event) => toggleSdg(goal, event.target.checked)}
                      />
                      {goal}
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </FormField>
        );
      case 'province':
        return field(name, textInput(name, { list: PROVINCE_NAMES }));
      case 'plannedStart':
        return field(name, dateInput(name, 'month'), { hint: texts.hints.plannedStart });
      case 'alternativeGroup':
        return field(name, textInput(name), { hint: texts.hints.alternativeGroup });
      case 'landAvailability':
        return field(name, textInput(name, { list: LAND_AVAILABILITY }));
      case 'environmentalStudy':
        return field(name, textInput(name, { list: ENVIRONMENTAL_STUDIES }));
      case 'economicEvaluation':
        return field(name, textInput(name, { list: ECONOMIC_EVALUATIONS }));
      case 'tir':
        return field(name, amountInput(name), { hint: texts.hints.tir });
      case 'isGreen':
      case 'hasGenderDiversity':
      case 'hasSpecificFunds':
        return field(name, select(name, YES_NO_OPTIONS));
    }
  };

  return { fieldOf, field, leadOrganization, otherOrganizations };
}
