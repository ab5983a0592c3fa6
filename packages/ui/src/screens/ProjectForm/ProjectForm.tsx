import {
  interpolate,
  messages,
  previewScore,
  type MapBaseLayerKey,
  type ProjectCreateBody,
  type ProjectEditBody,
  type ProjectFormSource,
  type ProjectStatusOption,
  type ProjectType,
} from '@siipro/domain';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Box } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { Grid } from '../../primitives/Grid';
import { Inline } from '../../primitives/Inline';
import { Stack } from '../../primitives/Stack';
import { LocationPicker, type LocationField } from '../LocationPicker';
import { ScoreBadge } from '../ScoreBadge';
import { ScoreBreakdown } from '../ScoreExplanation';
import {
  PROJECT_SCORING_FIELDS,
  useProjectFieldControls,
  type ProjectControlField,
  type ProjectFormOption,
  type ProjectFormSuggestions,
} from './useProjectFieldControls';
import { useProjectForm, type ProjectFormServerError } from './useProjectForm';
import * as styles from './ProjectForm.css';

export type { ProjectFormServerError } from './useProjectForm';

export type { ProjectFormOption } from './useProjectFieldControls';

const texts = messages.projectForm;

/** The sections' fields in the form's order (the organisations and the location draw their own). */
const IDENTIFICATION_FIELDS: ProjectControlField[] = [
  'name',
  'projectCode',
  'status',
  'priority',
  'sector',
  'executingArea',
  'description',
];
const BUDGET_FIELDS: ProjectControlField[] = ['budgetAmount', 'budgetCurrencyCode', 'budgetDate', 'fundingSource'];
const EXECUTION_FIELDS: ProjectControlField[] = [
  'expectedExecutionMonths',
  'beneficiaryCount',
  'progressStage',
  'expectedBenefits',
];
const OPTIMIZER_FIELDS: ProjectControlField[] = ['province', 'plannedStart', 'alternativeGroup'];
const STUDIES_FIELDS: ProjectControlField[] = ['landAvailability', 'environmentalStudy', 'economicEvaluation'];

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
  suggestions?: ProjectFormSuggestions;
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
  const { fieldOf, leadOrganization, otherOrganizations } = useProjectFieldControls(form, {
    statuses,
    programs,
    organizations,
    suggestions,
  });
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
              {IDENTIFICATION_FIELDS.map(fieldOf)}
            </Grid>
          </Stack>

          <Stack {...sectionProps('organizations')}>
            {sectionTitle('organizations')}
            {organizations.length === 0 ? <p className={styles.note}>{texts.noOrganizations}</p> : null}
            <Grid space="4" minColumnWidth="14rem">
              {leadOrganization()}
              {type === 'proyecto' ? fieldOf('programId') : null}
            </Grid>
            {otherOrganizations()}
          </Stack>

          <Stack {...sectionProps('budget')}>
            {sectionTitle('budget')}
            <Grid space="4" minColumnWidth="14rem">
              {BUDGET_FIELDS.map(fieldOf)}
            </Grid>
          </Stack>

          <Stack {...sectionProps('execution')}>
            {sectionTitle('execution')}
            <Grid space="4" minColumnWidth="14rem">
              {EXECUTION_FIELDS.map(fieldOf)}
            </Grid>
            {fieldOf('sdgTargets')}
          </Stack>

          <Stack {...sectionProps('optimizer')}>
            {sectionTitle('optimizer')}
            <Grid space="4" minColumnWidth="14rem">
              {OPTIMIZER_FIELDS.map(fieldOf)}
            </Grid>
          </Stack>

          <Stack {...sectionProps('studies')}>
            {sectionTitle('studies')}
            <Grid space="4" minColumnWidth="14rem">
              {STUDIES_FIELDS.map(fieldOf)}
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
              {PROJECT_SCORING_FIELDS.map(fieldOf)}
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
