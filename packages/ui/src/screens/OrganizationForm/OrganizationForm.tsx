import { messages, organizationCreateBodySchema, type OrganizationCreateBody } from '@siipro/domain';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Box } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { Inline } from '../../primitives/Inline';
import { Stack } from '../../primitives/Stack';
import { FormField } from '../../patterns/FormField';
import * as fieldStyles from '../../styles/formField.css';
import * as styles from './OrganizationForm.css';

const texts = messages.organizationForm;
const FIELDS = ['name', 'description', 'responsableName', 'responsableEmail'] as const;
export type OrganizationFormField = (typeof FIELDS)[number];
/** The four fields as typed. */
export type OrganizationFormValues = Record<OrganizationFormField, string>;

/** The API's refusal of the last save: its status, Spanish message and, for a 400, the fields' problems. */
export interface OrganizationFormServerError {
  status: number;
  message: string;
  details?: readonly { path: string; message: string }[];
}

export interface OrganizationFormProps {
  /** create: POST /t/{slug}/organizations; edit: the changes of an existing organisation. */
  mode: 'create' | 'edit';
  /** The organisation's stored values (edit), or a prefill (create). */
  initialValues?: Partial<Record<OrganizationFormField, string | null>>;
  /**
   * Guardar with valid values: in create mode the whole body of POST /t/{slug}/organizations; in edit mode only the
   * fields that changed (the page adds the version it read).
   */
  onSubmit: (body: Partial<OrganizationCreateBody>) => unknown;
  onCancel: () => void;
  /** A save is in flight: "Guardando..." and no second submit. */
  submitting?: boolean;
  /** The API's refusal: a 400's details beside their fields, anything else above the buttons. */
  serverError?: OrganizationFormServerError | null;
  /** The heading; "Nuevo organismo" / "Editar organismo" by default. */
  title?: string;
  className?: string;
}

const valuesOf = (initial: OrganizationFormProps['initialValues'] = {}): OrganizationFormValues => ({
  name: initial.name ?? '',
  description: initial.description ?? '',
  responsableName: initial.responsableName ?? '',
  responsableEmail: initial.responsableEmail ?? '',
});

/** The values checked with the API's own schema: the body, or each field's first Spanish error. */
function check(values: OrganizationFormValues) {
  const description = values.description.trim();
  const result = organizationCreateBodySchema.safeParse({ ...values, description: description || null });
  if (result.success) return { body: result.data, errors: {} as Partial<Record<OrganizationFormField, string>> };
  const errors: Partial<Record<OrganizationFormField, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as OrganizationFormField;
    if (FIELDS.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return { body: null, errors };
}

/**
 * The organisation form (issue 42): name, description and the responsible person's name and e-mail, checked with
 * the API's own schema (organizationCreateBodySchema) once a field is left and all together on Guardar, where focus
 * moves to the first bad field. Create and edit modes; a 400's details land beside their fields.
 */
export function OrganizationForm({
  mode,
  initialValues,
  onSubmit,
  onCancel,
  submitting = false,
  serverError,
  title,
  className,
}: OrganizationFormProps) {
  const [initial] = useState(() => valuesOf(initialValues));
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<OrganizationFormField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [unchanged, setUnchanged] = useState(false);
  const [changedSinceServer, setChangedSinceServer] = useState<{
    error: typeof serverError;
    fields: ReadonlySet<OrganizationFormField>;
  }>({ error: serverError, fields: new Set() });
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLElement>(null);
  const id = useId();
  const { body, errors } = check(values);

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const serverFields = changedSinceServer.error === serverError ? changedSinceServer.fields : new Set();
  const errorOf = (field: OrganizationFormField): string | null => {
    if ((submitted || touched.has(field)) && errors[field]) return errors[field];
    if (serverFields.has(field)) return null;
    return serverError?.details?.find((detail) => detail.path.split('.')[0] === field)?.message ?? null;
  };

  const update = (field: OrganizationFormField, text: string) => {
    setValues((current) => ({ ...current, [field]: text }));
    setChangedSinceServer((current) => ({
      error: serverError,
      fields: new Set([...(current.error === serverError ? current.fields : []), field]),
    }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    if (!body) {
      setFocusRequest((count) => count + 1);
      return;
    }
    if (mode === 'create') {
      setUnchanged(false);
      onSubmit(body);
      return;
    }
    const before = check(initial).body;
    const changes = Object.fromEntries(
      FIELDS.filter((field) => !before || before[field] !== body[field]).map((field) => [field, body[field]]),
    ) as Partial<OrganizationCreateBody>;
    setUnchanged(Object.keys(changes).length === 0);
    if (Object.keys(changes).length > 0) onSubmit(changes);
  };

  const pageError =
    serverError && !(serverError.status === 400 && serverError.details?.some((detail) => detail.path))
      ? serverError.message
      : null;

  const input = (field: OrganizationFormField, extra: { type?: string; autoComplete?: string } = {}) => (
    <FormField label={texts.fields[field]} required={field === 'name'} error={errorOf(field)} announceError={submitted}>
      {(control) =>
        field === 'description' ? (
          <textarea
            {...control}
            rows={5}
            className={fieldStyles.textarea}
            value={values[field]}
            onChange={(event) => update(field, event.target.value)}
            onBlur={() => setTouched((current) => new Set([...current, field]))}
          />
        ) : (
          <input
            {...control}
            type={extra.type ?? 'text'}
            autoComplete={extra.autoComplete ?? 'off'}
            className={fieldStyles.input}
            value={values[field]}
            onChange={(event) => update(field, event.target.value)}
            onBlur={() => setTouched((current) => new Set([...current, field]))}
          />
        )
      }
    </FormField>
  );

  return (
    <Box
      as="form"
      ref={formRef}
      display="flex"
      flexDirection="column"
      gap="5"
      aria-labelledby={`${id}-title`}
      className={className}
      onSubmit={submit}
    >
      <h1 id={`${id}-title`} className={styles.title}>
        {title ?? texts.titles[mode]}
      </h1>
      <Stack space="4" className={styles.panel}>
        {input('name')}
        {input('description')}
        {input('responsableName', { autoComplete: 'name' })}
        {input('responsableEmail', { type: 'email', autoComplete: 'email' })}
      </Stack>
      {pageError || unchanged ? (
        <p role={pageError ? 'alert' : 'status'} className={pageError ? styles.alert : undefined}>
          {pageError ?? messages.projectForm.noChanges}
        </p>
      ) : null}
      <Inline space="3" align="end" className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={submitting} disabledReason={messages.common.saving}>
          {messages.common.cancel}
        </Button>
        {/* The form's own checks speak Spanish beside each field; the browser's bubbles would stop the submit first. */}
        <Button type="submit" variant="primary" loading={submitting} formNoValidate>
          {submitting ? messages.common.saving : mode === 'create' ? texts.create : messages.common.saveChanges}
        </Button>
      </Inline>
    </Box>
  );
}
