import {
  ECONOMIC_EVALUATIONS,
  ENVIRONMENTAL_STUDIES,
  interpolate,
  LAND_AVAILABILITY,
  messages,
  previewScore,
  PRIORITIES,
  PROGRESS_STAGES,
  PROVINCES,
  SDGS,
  type MapBaseLayerKey,
  type ProjectCreateBody,
  type ProjectEditBody,
  type ProjectFormSource,
  type ProjectFormTextField,
  type ProjectStatusOption,
  type ProjectType,
  type ProjectWriteField,
} from '@siipro/domain';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Box } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { Grid } from '../../primitives/Grid';
import { Inline } from '../../primitives/Inline';
import { Stack } from '../../primitives/Stack';
import { FormField, type FormFieldControlProps } from '../FormField';
import * as fieldStyles from '../../styles/formField.css';
import { LocationPicker, type LocationField } from '../LocationPicker';
import { ScoreBadge } from '../ScoreBadge';
import { ScoreBreakdown } from '../ScoreExplanation';
import { useProjectForm, type ProjectFormServerError } from './useProjectForm';
import * as styles from './ProjectForm.css';

export type { ProjectFormServerError } from './useProjectForm';

const texts = messages.projectForm;
const labels = texts.fields;
/** The 24 jurisdictions, suggested for "Provincia" (a regional minimum groups by it). */
const PROVINCE_NAMES = PROVINCES.map((province) => province.name);

/** An organisation or program the form offers (GET …/organizations, the tenant's programs). */
export interface ProjectFormOption {
  id: string;
  name: string;
}

interface ProjectFormCommonProps {
  /** proyecto or programa; a programa has no Programa field. The type of a row never changes. */
  type: ProjectType;
  /** The tenant's projectStatus list (configJson, domain's projectStatusesFromConfig), in order; a new one takes the first. */
  statuses: readonly ProjectStatusOption[];
  /** The tenant's organisations; the first chosen is the lead one. */
  organizations: readonly ProjectFormOption[];
  /** The tenant's programs (a proyecto may belong to one). */
  programs?: readonly ProjectFormOption[];
  /** The tenant's configJson: its scoring.beneficiaryReference shapes the live score, as on the server. */
  configJson?: unknown;
  /** Values the tenant already uses, offered while typing (any text is accepted). */
  suggestions?: { sectors?: readonly string[]; executingAreas?: readonly string[]; fundingSources?: readonly string[] };
  /** The location map's start while there is no pin (the tenant's map centre and zoom) and base layer. */
  mapCenter?: { lat: number; lng: number };
  mapZoom?: number;
  baseLayer?: MapBaseLayerKey;
  /** A save is in flight: "Guardando..." and no second submit. */
  submitting?: boolean;
  /** The API's refusal of the last save: a 400's details go beside their fields, the message above the buttons. */
  serverError?: ProjectFormServerError | null;
  onCancel: () => void;
  /** The page's heading; "Nuevo proyecto", "Editar programa"… by default. */
  title?: string;
  className?: string;
}

export type ProjectFormProps = ProjectFormCommonProps &
  (
    | {
        mode: 'create';
        /** Prefilled values (a program's page creating a project in it, say). */
        initialValues?: Partial<Omit<ProjectFormSource, 'type'>>;
        /** Guardar with valid values: POST /t/{slug}/projects's body. */
        onSubmit: (body: ProjectCreateBody) => unknown;
      }
    | {
        mode: 'edit';
        /** The project's stored values, by the API body's names (map the detail answer's names and ids to them). */
        initialValues: Partial<Omit<ProjectFormSource, 'type'>>;
        /** The version read with them: a stale one gets 409. */
        version: number;
        /** Guardar with valid values: PUT /t/{slug}/projects/{projectId}'s body, only the changed fields + version. */
        onSubmit: (body: ProjectEditBody) => unknown;
      }
  );

/** Yes/no questions: unknown (no points), Sí, No. */
const YES_NO_OPTIONS = [
  { value: '', label: texts.none },
  { value: 'si', label: texts.yes },
  { value: 'no', label: texts.no },
];

/**
 * The project and program form (issue 42): every field a person enters (portfolio.md §3) in sections — Identificación,
 * Organismos y programa, Presupuesto, Ejecución y beneficios, Estudios y evaluación, Ubicación (LocationPicker) and
 * the score's own inputs — beside the score the project will get, recomputed as fields are filled. Each field is
 * checked with the API's own rule (domain's projectForm) once it is left, every field on Guardar (focus goes to the
 * first bad one), and a 400's details land beside their fields. Numbers are typed the Argentine way (1.500.000,50).
 */
export function ProjectForm(props: ProjectFormProps) {
  const {
    mode,
    type,
    statuses,
    organizations,
    programs = [],
    configJson,
    suggestions = {},
    mapCenter,
    mapZoom,
    baseLayer,
    submitting = false,
    serverError,
    onCancel,
    title,
    className,
  } = props;
  const form = useProjectForm({
    mode,
    type,
    initialValues: props.initialValues,
    defaultStatus: statuses[0]?.value,
    version: mode === 'edit' ? props.version : undefined,
    serverError,
  });
  const { values, update, touch, errorOf } = form;
  const [unchanged, setUnchanged] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLElement>(null);
  const id = useId();
  const score = previewScore(values, configJson);

  // After a refused Guardar, the first bad field takes focus (once its error is drawn).
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current
      ?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input, [data-invalid] select')
      ?.focus();
  }, [focusRequest]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const result = form.submit();
    setUnchanged(result.kind === 'unchanged');
    if (result.kind === 'invalid') setFocusRequest((count) => count + 1);
    else if (result.kind === 'create' && props.mode === 'create') props.onSubmit(result.body);
    else if (result.kind === 'edit' && props.mode === 'edit') props.onSubmit(result.body);
  };

  /** A one-line text field (with suggestions when given). */
  const textInput = (
    field: ProjectFormTextField,
    options: { list?: readonly string[]; inputMode?: 'decimal' | 'numeric' } = {},
  ) => {
    const listId = options.list?.length ? `${id}-${field}-list` : undefined;
    return (control: FormFieldControlProps) => (
      <>
        <input
          {...control}
          className={fieldStyles.input}
          value={values[field]}
          inputMode={options.inputMode}
          list={listId}
          autoComplete="off"
          onChange={(event) => update({ [field]: event.target.value })}
          onBlur={() => touch(field)}
        />
        {listId ? (
          <datalist id={listId}>
            {options.list!.map((option) => (
              <option key={option} value={option} />
            ))}
          </datalist>
        ) : null}
      </>
    );
  };

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

  const field = (
    name: ProjectWriteField,
    control: (control: FormFieldControlProps) => ReactNode,
    options: { label?: string; hint?: string; required?: boolean; wide?: boolean } = {},
  ) => (
    <FormField
      key={name}
      label={options.label ?? labelOf(name)}
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

  // A stored status the tenant has since removed stays choosable.
  const statusOptions = [
    ...(values.status && !statuses.some((status) => status.value === values.status)
      ? [{ value: values.status, label: values.status }]
      : []),
    ...statuses,
  ];
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
  const toggleSdg = (goal: string, checked: boolean) => {
    // Kept in the list's order, as the detail page shows them.
    const chosen = new Set(values.sdgTargets);
    if (checked) chosen.add(goal);
    else chosen.delete(goal);
    update({ sdgTargets: SDGS.filter((sdg) => chosen.has(sdg)) });
    touch('sdgTargets');
  };

  const titleKey = `${mode === 'create' ? 'create' : 'edit'}${type === 'proyecto' ? 'Proyecto' : 'Programa'}` as const;
  const heading = title ?? texts.titles[titleKey];
  const sectionProps = (key: keyof typeof texts.groups) => ({
    as: 'section' as const,
    space: '4' as const,
    className: styles.section,
    'aria-labelledby': `${id}-${key}`,
  });
  const sectionTitle = (key: keyof typeof texts.groups) => (
    <h2 id={`${id}-${key}`} className={styles.sectionTitle}>
      {texts.groups[key]}
    </h2>
  );

  const pageError =
    serverError && !(serverError.status === 400 && serverError.details?.some((detail) => detail.path))
      ? serverError.status === 409 && !serverError.details?.length
        ? texts.conflict
        : serverError.message
      : null;
  const summary =
    form.errorCount > 1
      ? interpolate(texts.errorsSummary, { count: form.errorCount })
      : form.errorCount === 1
        ? texts.errorsSummaryOne
        : null;

  return (
    <Box
      as="form"
      ref={formRef}
      display="flex"
      flexDirection="column"
      gap="5"
      aria-labelledby={`${id}-title`}
      className={className}
      onSubmit={onSubmit}
    >
      <h1 id={`${id}-title`} className={styles.title}>
        {heading}
      </h1>
      <div className={styles.layout}>
        <Stack space="5">
          <Stack {...sectionProps('identification')}>
            {sectionTitle('identification')}
            <Grid space="4" minColumnWidth="14rem">
              {field('name', textInput('name'), { required: true, wide: true })}
              {field('projectCode', textInput('projectCode'), { hint: texts.hints.projectCode })}
              {field('status', select('status', statusOptions), { required: true })}
              {field('priority', select('priority', choices(PRIORITIES, values.priority)))}
              {field('sector', textInput('sector', { list: suggestions.sectors }))}
              {field('executingArea', textInput('executingArea', { list: suggestions.executingAreas }))}
              {field('description', textArea('description'), { wide: true })}
            </Grid>
          </Stack>

          <Stack {...sectionProps('organizations')}>
            {sectionTitle('organizations')}
            {organizations.length === 0 ? <p className={styles.note}>{texts.noOrganizations}</p> : null}
            <Grid space="4" minColumnWidth="14rem">
              {field(
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
              )}
              {type === 'proyecto'
                ? field(
                    'programId',
                    select('programId', [
                      { value: '', label: texts.noProgram },
                      ...programs.map((program) => ({ value: program.id, label: program.name })),
                    ]),
                  )
                : null}
            </Grid>
            {organizations.length > 1 ? (
              <FormField label={texts.otherOrganizations} group>
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
            ) : null}
          </Stack>

          <Stack {...sectionProps('budget')}>
            {sectionTitle('budget')}
            <Grid space="4" minColumnWidth="14rem">
              {field('budgetAmount', textInput('budgetAmount', { inputMode: 'decimal' }), {
                hint: texts.hints.budgetAmount,
              })}
              {field('budgetCurrencyCode', textInput('budgetCurrencyCode', { list: ['ARS', 'USD', 'EUR'] }), {
                hint: texts.hints.budgetCurrencyCode,
              })}
              {field('budgetDate', (control) => (
                <input
                  {...control}
                  type="date"
                  className={fieldStyles.input}
                  value={values.budgetDate}
                  onChange={(event) => update({ budgetDate: event.target.value })}
                  onBlur={() => touch('budgetDate')}
                />
              ))}
              {field('fundingSource', textInput('fundingSource', { list: suggestions.fundingSources }))}
            </Grid>
          </Stack>

          <Stack {...sectionProps('execution')}>
            {sectionTitle('execution')}
            <Grid space="4" minColumnWidth="14rem">
              {field('expectedExecutionMonths', textInput('expectedExecutionMonths', { inputMode: 'numeric' }))}
              {field('beneficiaryCount', textInput('beneficiaryCount', { inputMode: 'numeric' }))}
              {field(
                'progressStage',
                select(
                  'progressStage',
                  choices(
                    PROGRESS_STAGES.map((stage) => stage.value),
                    values.progressStage,
                  ),
                ),
              )}
              {field('expectedBenefits', textArea('expectedBenefits'), { wide: true })}
            </Grid>
            <FormField label={labels.sdgTargets} group error={errorOf('sdgTargets')} announceError={form.submitted}>
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
          </Stack>

          <Stack {...sectionProps('optimizer')}>
            {sectionTitle('optimizer')}
            <Grid space="4" minColumnWidth="14rem">
              {field('province', textInput('province', { list: PROVINCE_NAMES }))}
              {field(
                'plannedStart',
                (control) => (
                  <input
                    {...control}
                    type="month"
                    placeholder="AAAA-MM"
                    className={fieldStyles.input}
                    value={values.plannedStart}
                    onChange={(event) => update({ plannedStart: event.target.value })}
                    onBlur={() => touch('plannedStart')}
                  />
                ),
                { hint: texts.hints.plannedStart },
              )}
              {field('alternativeGroup', textInput('alternativeGroup'), { hint: texts.hints.alternativeGroup })}
            </Grid>
          </Stack>

          <Stack {...sectionProps('studies')}>
            {sectionTitle('studies')}
            <Grid space="4" minColumnWidth="14rem">
              {field('landAvailability', textInput('landAvailability', { list: LAND_AVAILABILITY }))}
              {field('environmentalStudy', textInput('environmentalStudy', { list: ENVIRONMENTAL_STUDIES }))}
              {field('economicEvaluation', textInput('economicEvaluation', { list: ECONOMIC_EVALUATIONS }))}
            </Grid>
          </Stack>

          <Stack {...sectionProps('location')}>
            {sectionTitle('location')}
            <LocationPicker
              value={{ addressLine1: values.addressLine1, latitude: values.latitude, longitude: values.longitude }}
              onChange={update}
              onBlur={(name: LocationField) => touch(name)}
              errors={{
                addressLine1: errorOf('addressLine1'),
                latitude: errorOf('latitude'),
                longitude: errorOf('longitude'),
              }}
              announceErrors={form.submitted}
              defaultCenter={mapCenter}
              defaultZoom={mapZoom}
              baseLayer={baseLayer}
            />
          </Stack>

          <Stack {...sectionProps('scoring')}>
            {sectionTitle('scoring')}
            <Grid space="4" minColumnWidth="14rem">
              {field('tir', textInput('tir', { inputMode: 'decimal' }), { hint: texts.hints.tir })}
              {field('isGreen', select('isGreen', YES_NO_OPTIONS))}
              {field('hasGenderDiversity', select('hasGenderDiversity', YES_NO_OPTIONS))}
              {field('hasSpecificFunds', select('hasSpecificFunds', YES_NO_OPTIONS))}
            </Grid>
          </Stack>
        </Stack>

        <Stack as="aside" space="4" className={styles.scorePanel} aria-labelledby={`${id}-score`} data-score-preview="">
          <h2 id={`${id}-score`} className={styles.sectionTitle}>
            {texts.scorePanel.title}
          </h2>
          <p className={styles.note}>{texts.scorePanel.intro}</p>
          <ScoreBadge score={score.total} variant="full" />
          <ScoreBreakdown scoring={score} />
        </Stack>
      </div>

      {summary || pageError || unchanged ? (
        <p
          role={unchanged && !summary && !pageError ? 'status' : 'alert'}
          className={unchanged && !summary && !pageError ? styles.note : styles.alert}
        >
          {summary ?? pageError ?? texts.noChanges}
        </p>
      ) : null}
      <Inline space="3" align="end">
        <Button variant="secondary" onClick={onCancel} disabled={submitting} disabledReason={messages.common.saving}>
          {messages.common.cancel}
        </Button>
        {/* The form's own checks speak Spanish beside each field; the browser's bubbles would stop the submit first. */}
        <Button type="submit" variant="primary" loading={submitting} formNoValidate>
          {submitting
            ? messages.common.saving
            : mode === 'edit'
              ? messages.common.saveChanges
              : type === 'proyecto'
                ? texts.create
                : texts.createProgram}
        </Button>
      </Inline>
    </Box>
  );
}

/** A field's label: the catalogue's, by the API body's name (organisations and program have their own names). */
function labelOf(field: ProjectWriteField): string {
  if (field === 'organizationIds') return labels.organizations;
  if (field === 'programId') return labels.program;
  return labels[field];
}
