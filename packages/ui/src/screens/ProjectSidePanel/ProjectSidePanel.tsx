import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import {
  formatDateAR,
  formatMonthAR,
  formatMoney,
  formatNumber,
  hasCoordinates,
  interpolate,
  messages,
  previewScore,
  projectFormSourceOf,
  type MapBaseLayerKey,
  type ProjectDetail,
  type ProjectEditBody,
  type ProjectWriteField,
} from '@siipro/domain';
import { useLinkNavigation } from '../../providers/LinkProvider';
import { Disclosure } from '../../patterns/Disclosure';
import { Field, FieldList, MissingValue, PersonValue, valueOrMissing } from '../../patterns/FieldList';
import { inlineEditHeaderTexts } from '../../patterns/InlineEditHeader/texts';
import { Button } from '../../primitives/Button';
import { Icon } from '../../primitives/Icon';
import { Inline } from '../../primitives/Inline';
import { Stack } from '../../primitives/Stack';
import { LocationPicker, type LocationField } from '../LocationPicker';
import { MiniMap } from '../MiniMap';
import {
  useProjectFieldControls,
  type ProjectControlField,
  type ProjectFormOption,
  type ProjectFormSuggestions,
} from '../ProjectForm/useProjectFieldControls';
import { useProjectForm, type ProjectFormServerError } from '../ProjectForm/useProjectForm';
import { ScoreBadge } from '../ScoreBadge';
import * as styles from './ProjectSidePanel.css';

const texts = messages.sidePanel;

/** What a section's save needs (projects:edit); without it the panel only reads. */
export interface ProjectSidePanelEdit {
  /**
   * Guardar Cambios: PUT /t/{slug}/projects/{projectId}'s body (the section's changed fields and the version read).
   * Resolves to null once saved (the page shows the new project), or to the API's refusal: a 400's details go beside
   * their fields, a 409 says someone else saved first and offers "Recargar".
   */
  onSave: (body: ProjectEditBody) => Promise<ProjectFormServerError | null>;
  /** The conflict's "Recargar": the page reads the project again. */
  onReload: () => void;
  /** The tenant's programs, for "Programa" (a proyecto may belong to one). */
  programs?: readonly ProjectFormOption[];
  /** Values the tenant already uses, offered while typing. */
  suggestions?: ProjectFormSuggestions;
  /** The tenant's configJson: the score the section's values would give, as the server computes it. */
  configJson?: unknown;
  /** The location map's start while there is no pin (the tenant's map centre and zoom) and base layer. */
  mapCenter?: { lat: number; lng: number };
  mapZoom?: number;
  baseLayer?: MapBaseLayerKey;
}

type SectionKey = 'details' | 'location';

/** The fields each section edits: those it shows, in its order (a program belongs to no program). */
function sectionFields(section: SectionKey, project: ProjectDetail): ProjectWriteField[] {
  if (section === 'location') return ['addressLine1', 'province', 'latitude', 'longitude'];
  return [
    ...(project.type === 'programa' ? [] : (['programId'] as const)),
    'budgetAmount',
    'budgetCurrencyCode',
    'budgetDate',
    'fundingSource',
    'expectedExecutionMonths',
    'plannedStart',
    'alternativeGroup',
    'beneficiaryCount',
    'expectedBenefits',
    'sdgTargets',
    'economicEvaluation',
    'landAvailability',
    'environmentalStudy',
  ];
}

export interface ProjectSidePanelProps {
  project: ProjectDetail;
  /** projects:edit: each section's "Editar" turns it into the project form's fields. Absent (a viewer): read-only. */
  edit?: ProjectSidePanelEdit | null;
  /** The parent program's page (the page builds it with domain's paths); null shows its name without a link. */
  programHref: string | null;
  /** "Ver en el mapa": the map page at the project, /{tenant}/mapa/@lat,lng,14z; null without coordinates. */
  mapHref: string | null;
  className?: string;
}

/** A list when there are several items, the text itself for one text, the missing mark for none. */
function listOrText(value: string | readonly string[] | null): ReactNode {
  const items = (typeof value === 'string' ? [value] : (value ?? [])).map((item) => item.trim()).filter(Boolean);
  if (items.length === 0) return <MissingValue />;
  if (typeof value === 'string') return items[0];
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function AppLink({ to, children }: { to: string; children: ReactNode }) {
  const { linkProps } = useLinkNavigation();
  return (
    <a {...linkProps(to)} className={styles.link}>
      {children}
    </a>
  );
}

/**
 * The right column of a project's detail page (portfolio.md §2.5): "Detalles" (program, budget in es-AR money, dates,
 * funding, execution, beneficiaries, benefits and SDGs as lists, evaluations, author, creation date) and "Ubicación"
 * (address, a mini map at zoom 10 with a marker and popup, and "Ver en el mapa"; without coordinates "Sin coordenadas
 * para mostrar el mapa"). Both sections collapse and start open. A missing value shows "-" ("Sin datos" to screen
 * readers).
 */
export function ProjectSidePanel({ project, programHref, mapHref, edit, className }: ProjectSidePanelProps) {
  const program = project.parentProject;
  const author = project.createdBy;
  // One section at a time is edited; closing it gives focus back to its "Editar".
  const [editing, setEditing] = useState<SectionKey | null>(null);
  const editButtons = useRef<Partial<Record<SectionKey, HTMLButtonElement | null>>>({});
  const returnFocus = useRef<SectionKey | null>(null);
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    editButtons.current[returnFocus.current]?.focus();
    returnFocus.current = null;
  }, [editing]);
  const close = () => {
    returnFocus.current = editing;
    setEditing(null);
  };
  const editButton = (section: SectionKey) =>
    edit && !editing ? (
      <Inline space="2" align="end">
        <Button
          ref={(element) => {
            editButtons.current[section] = element;
          }}
          variant="secondary"
          size="sm"
          icon={<Icon name="edit" />}
          aria-label={section === 'details' ? texts.editDetails : texts.editLocation}
          onClick={() => setEditing(section)}
        >
          {messages.common.edit}
        </Button>
      </Inline>
    ) : null;
  const editor = (section: SectionKey) =>
    edit && editing === section ? (
      <SectionEditor
        project={project}
        section={section}
        edit={edit}
        onClose={close}
        onReload={() => {
          close();
          edit.onReload();
        }}
      />
    ) : null;

  return (
    <Stack space="4" className={[styles.root, className].filter(Boolean).join(' ')}>
      <Disclosure title={texts.details}>
        {editing === 'details' ? (
          editor('details')
        ) : (
          <Stack space="3">
            {editButton('details')}
            <FieldList>
              <Field label={texts.program}>
                {program?.name ? (
                  programHref ? (
                    <AppLink to={programHref}>{program.name}</AppLink>
                  ) : (
                    program.name
                  )
                ) : (
                  <MissingValue />
                )}
              </Field>
              <Field label={texts.budget}>
                {valueOrMissing(formatMoney(project.budgetAmount, project.budgetCurrencyCode))}
              </Field>
              <Field label={texts.budgetDate}>{valueOrMissing(formatDateAR(project.budgetDate))}</Field>
              <Field label={texts.fundingSource}>{valueOrMissing(project.fundingSource)}</Field>
              <Field label={texts.executionMonths}>
                {valueOrMissing(formatNumber(project.expectedExecutionMonths))}
              </Field>
              <Field label={texts.plannedStart}>{valueOrMissing(formatMonthAR(project.plannedStart))}</Field>
              <Field label={texts.alternativeGroup}>{valueOrMissing(project.alternativeGroup)}</Field>
              <Field label={texts.beneficiaries}>
                {valueOrMissing(formatNumber(project.beneficiaryCount, { maximumFractionDigits: 0 }))}
              </Field>
              <Field label={texts.expectedBenefits}>{listOrText(project.expectedBenefits)}</Field>
              <Field label={texts.sdgTargets}>{listOrText(project.sdgTargets)}</Field>
              <Field label={texts.economicEvaluation}>{valueOrMissing(project.economicEvaluation)}</Field>
              <Field label={texts.landAvailability}>{valueOrMissing(project.landAvailability)}</Field>
              <Field label={texts.environmentalStudy}>{valueOrMissing(project.environmentalStudy)}</Field>
              <Field label={texts.author}>
                <PersonValue person={author} />
              </Field>
              <Field label={texts.createdAt}>{valueOrMissing(formatDateAR(project.createdAt))}</Field>
            </FieldList>
          </Stack>
        )}
      </Disclosure>
      <Disclosure title={texts.location}>
        {editing === 'location' ? (
          editor('location')
        ) : (
          <Stack space="3">
            {editButton('location')}
            <FieldList>
              <Field label={texts.address}>{valueOrMissing(project.addressLine1)}</Field>
              <Field label={texts.province}>{valueOrMissing(project.province)}</Field>
            </FieldList>
            {hasCoordinates(project) ? (
              <>
                <MiniMap latitude={project.latitude} longitude={project.longitude} name={project.name} />
                {mapHref ? (
                  <p className={styles.paragraph}>
                    <AppLink to={mapHref}>{messages.map.viewOnMap}</AppLink>
                  </p>
                ) : null}
              </>
            ) : (
              <p className={[styles.paragraph, styles.noCoordinates].join(' ')}>{texts.noCoordinates}</p>
            )}
          </Stack>
        )}
      </Disclosure>
    </Stack>
  );
}

interface SectionEditorProps {
  project: ProjectDetail;
  section: SectionKey;
  edit: ProjectSidePanelEdit;
  onClose: () => void;
  onReload: () => void;
}

/**
 * A section in edit mode: the project form's own fields and rules (ProjectForm's controls, domain's projectForm) for
 * the section's fields only, the score those values would give, and Guardar Cambios / Cancelar. Focus starts on the
 * first field; Escape cancels; a refused save puts focus on the first bad field.
 */
function SectionEditor({ project, section, edit, onClose, onReload }: SectionEditorProps) {
  const [fields] = useState(() => sectionFields(section, project));
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<ProjectFormServerError | null>(null);
  const [unchanged, setUnchanged] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const type = project.type === 'programa' ? 'programa' : 'proyecto';
  const form = useProjectForm({
    mode: 'edit',
    type,
    initialValues: projectFormSourceOf(project),
    version: project.version,
    serverError,
    fields,
  });
  const { fieldOf } = useProjectFieldControls(form, { programs: edit.programs, suggestions: edit.suggestions });
  const score = previewScore(form.values, edit.configJson);

  // Opening puts focus on the first field; a refused save on the first bad one (once its error is drawn).
  useEffect(() => {
    const selector =
      focusRequest === 0
        ? 'input, select, textarea'
        : '[aria-invalid="true"], [data-invalid] input, [data-invalid] select';
    formRef.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [focusRequest]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const result = form.submit();
    setUnchanged(result.kind === 'unchanged');
    if (result.kind === 'invalid') setFocusRequest((count) => count + 1);
    if (result.kind !== 'edit') return;
    setSubmitting(true);
    setServerError(null);
    let refusal: ProjectFormServerError | null;
    try {
      refusal = await edit.onSave(result.body);
    } catch {
      refusal = { status: 0, message: messages.errors.unexpected };
    }
    setSubmitting(false);
    if (!refusal) onClose();
    else {
      setServerError(refusal);
      if (refusal.status === 400) setFocusRequest((count) => count + 1);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || submitting) return;
    event.preventDefault();
    onClose();
  };

  const conflict = serverError?.status === 409;
  const fieldsRefused = serverError?.details?.some((detail) =>
    fields.some((field) => detail.path.split('.')[0] === field),
  );
  const message = conflict
    ? null
    : serverError && !fieldsRefused
      ? serverError.message
      : form.errorCount > 0
        ? form.errorCount === 1
          ? messages.projectForm.errorsSummaryOne
          : interpolate(messages.projectForm.errorsSummary, { count: form.errorCount })
        : null;

  return (
    <form
      ref={formRef}
      aria-label={section === 'details' ? texts.editDetails : texts.editLocation}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onKeyDown={onKeyDown}
    >
      <Stack space="4">
        {section === 'location' ? (
          <>
            <LocationPicker
              value={{
                addressLine1: form.values.addressLine1,
                latitude: form.values.latitude,
                longitude: form.values.longitude,
              }}
              onChange={form.update}
              onBlur={(name: LocationField) => form.touch(name)}
              errors={{
                addressLine1: form.errorOf('addressLine1'),
                latitude: form.errorOf('latitude'),
                longitude: form.errorOf('longitude'),
              }}
              announceErrors={form.submitted}
              defaultCenter={edit.mapCenter}
              defaultZoom={edit.mapZoom}
              baseLayer={edit.baseLayer}
              height={220}
            />
            {fieldOf('province')}
          </>
        ) : (
          fields.map((field) => fieldOf(field as ProjectControlField))
        )}
        <Inline space="2" alignY="center" className={styles.scorePreview}>
          <span>{texts.scorePreview}</span>
          <ScoreBadge score={score.total} />
        </Inline>
        {conflict ? (
          <div role="alert" className={styles.alert}>
            <p className={styles.paragraph}>{messages.projectDetail.errors.conflict}</p>
            <Button variant="secondary" size="sm" onClick={onReload}>
              {inlineEditHeaderTexts.reload}
            </Button>
          </div>
        ) : message ? (
          <p role="alert" className={styles.alert}>
            {message}
          </p>
        ) : unchanged ? (
          <p role="status" className={styles.note}>
            {messages.projectForm.noChanges}
          </p>
        ) : null}
        <Inline space="2" align="end">
          <Button variant="secondary" size="sm" disabled={submitting} onClick={onClose}>
            {messages.common.cancel}
          </Button>
          <Button type="submit" variant="primary" size="sm" loading={submitting}>
            {submitting ? messages.common.saving : messages.common.saveChanges}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
