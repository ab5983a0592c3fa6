// A part of a project edited in place on its detail page (issue 42): the side panel's sections and the score's inputs
// beside the score. The project form's own controls and rules (useProjectFieldControls, domain's projectForm) for
// those fields only, the score the typed values would give, and Guardar Cambios / Cancelar.
import {
  interpolate,
  messages,
  previewScore,
  projectFormSourceOf,
  type MapBaseLayerKey,
  type ProjectDetail,
  type ProjectEditBody,
  type ProjectWriteField,
} from '@siipro/domain';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { inlineEditHeaderTexts } from '../../patterns/InlineEditHeader/texts';
import { Button } from '../../primitives/Button';
import { Grid } from '../../primitives/Grid';
import { Icon } from '../../primitives/Icon';
import { Inline } from '../../primitives/Inline';
import { Stack } from '../../primitives/Stack';
import { LocationPicker, type LocationField } from '../LocationPicker';
import { ScoreBadge } from '../ScoreBadge';
import {
  useProjectFieldControls,
  type ProjectControlField,
  type ProjectFormOption,
  type ProjectFormSuggestions,
} from './useProjectFieldControls';
import { useProjectForm, type ProjectFormServerError } from './useProjectForm';
import * as styles from './ProjectFieldsEditor.css';
import { wide } from './ProjectForm.css';

/** What an in-place save needs (projects:edit); without it the page only reads. */
export interface ProjectFieldsEdit {
  /**
   * Guardar Cambios: PUT /t/{slug}/projects/{projectId}'s body (the part's changed fields and the version read).
   * Resolves to null once saved (the page shows the new project), or to the API's refusal: a 400's details go beside
   * their fields, a 409 says someone else saved first and offers "Recargar".
   */
  onSave: (body: ProjectEditBody) => Promise<ProjectFormServerError | null>;
  /** The conflict's "Recargar": the page reads the project again. */
  onReload: () => void;
  /** The tenant's programs, for "Programa" (a proyecto may belong to one). */
  programs?: readonly ProjectFormOption[];
  /** The tenant's organisations, for "Organismo responsable" and "Otros organismos participantes". */
  organizations?: readonly ProjectFormOption[];
  /** Values the tenant already uses, offered while typing. */
  suggestions?: ProjectFormSuggestions;
  /** The tenant's configJson: the score the edited values would give, as the server computes it. */
  configJson?: unknown;
  /** The location map's start while there is no pin (the tenant's map centre and zoom) and base layer. */
  mapCenter?: { lat: number; lng: number };
  mapZoom?: number;
  baseLayer?: MapBaseLayerKey;
}

/**
 * Which part is being edited (one at a time), and focus back on its "Editar" once it closes (saved, cancelled or
 * Escape), as a dialog gives focus back to what opened it.
 */
export function useInPlaceEdit<Key extends string>() {
  const [editing, setEditing] = useState<Key | null>(null);
  const buttons = useRef<Partial<Record<Key, HTMLButtonElement | null>>>({});
  const returnFocus = useRef<Key | null>(null);
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    buttons.current[returnFocus.current]?.focus();
    returnFocus.current = null;
  }, [editing]);
  return {
    editing,
    open: (key: Key) => setEditing(key),
    close: () => {
      returnFocus.current = editing;
      setEditing(null);
    },
    buttonRef: (key: Key) => (element: HTMLButtonElement | null) => {
      buttons.current[key] = element;
    },
  };
}

/** A part's "Editar": named after what it edits ("Editar clasificación"), at the end of its row. */
export function InPlaceEditButton({
  label,
  buttonRef,
  onClick,
}: {
  label: string;
  buttonRef: (element: HTMLButtonElement | null) => void;
  onClick: () => void;
}) {
  return (
    <Button
      ref={buttonRef}
      variant="secondary"
      size="sm"
      icon={<Icon name="edit" />}
      aria-label={label}
      onClick={onClick}
    >
      {messages.common.edit}
    </Button>
  );
}

export interface ProjectFieldsEditorProps {
  project: ProjectDetail;
  /** The fields edited, in the order they show (only these are checked and sent). */
  fields: readonly ProjectWriteField[];
  /** The form's name: its "Editar" button's ("Editar detalles"). */
  label: string;
  edit: ProjectFieldsEdit;
  /** Saved, Cancelar or Escape. */
  onClose: () => void;
  /** The conflict's "Recargar" (after which the part closes). */
  onReload: () => void;
  /** 'stack': one field per row (a narrow column); 'grid': as many side by side as fit (a wide one). */
  layout?: 'stack' | 'grid';
  className?: string;
}

/**
 * The fields in edit mode. The organisations draw as the form's lead choice and ticked others; the address with
 * latitude and longitude as its LocationPicker. Focus starts on the first field; Escape cancels; a refused save puts
 * focus on the first bad field.
 */
export function ProjectFieldsEditor({
  project,
  fields: givenFields,
  label,
  edit,
  onClose,
  onReload,
  layout = 'stack',
  className,
}: ProjectFieldsEditorProps) {
  const [fields] = useState(givenFields);
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<ProjectFormServerError | null>(null);
  const [unchanged, setUnchanged] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useProjectForm({
    mode: 'edit',
    type: project.type === 'programa' ? 'programa' : 'proyecto',
    initialValues: projectFormSourceOf(project),
    version: project.version,
    serverError,
    fields,
  });
  const { fieldOf, leadOrganization, otherOrganizations } = useProjectFieldControls(form, {
    programs: edit.programs,
    organizations: edit.organizations,
    suggestions: edit.suggestions,
  });
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

  /** One field's control(s): the organisations and the location are drawn by their own pieces. */
  const controlsOf = (field: ProjectWriteField): ReactNode => {
    switch (field) {
      case 'organizationIds':
        return (
          <Stack key={field} space="4" className={wide}>
            {leadOrganization()}
            {otherOrganizations()}
          </Stack>
        );
      case 'addressLine1':
        return (
          <LocationPicker
            key={field}
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
        );
      case 'latitude':
      case 'longitude':
        // The address's LocationPicker holds them.
        return null;
      default:
        return fieldOf(field as ProjectControlField);
    }
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

  const controls = fields.map(controlsOf);
  return (
    <form
      ref={formRef}
      aria-label={label}
      noValidate
      className={className}
      onSubmit={(event) => void onSubmit(event)}
      onKeyDown={onKeyDown}
    >
      <Stack space="4">
        {layout === 'grid' ? (
          <Grid space="4" minColumnWidth="14rem">
            {controls}
          </Grid>
        ) : (
          controls
        )}
        <Inline space="2" alignY="center" className={styles.scorePreview}>
          <span>{messages.sidePanel.scorePreview}</span>
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
