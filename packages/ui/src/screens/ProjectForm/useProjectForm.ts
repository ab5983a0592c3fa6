// The project form's state: the typed values, which fields were touched, the errors to show (the domain's rules, the
// server's answer), and the submit that builds the API's body. The markup is ProjectForm's.
import {
  projectCreateBody,
  projectEditBody,
  projectFormChanged,
  projectFormFieldError,
  projectFormFieldOfPath,
  projectFormFields,
  projectFormFromSource,
  type ProjectCreateBody,
  type ProjectEditBody,
  type ProjectFormErrors,
  type ProjectFormSource,
  type ProjectFormValues,
  type ProjectType,
  type ProjectWriteField,
} from '@siipro/domain';
import { useMemo, useState } from 'react';

/** The API's refusal of the last save: its status, Spanish message and, for a 400, the fields' problems. */
export interface ProjectFormServerError {
  status: number;
  message: string;
  details?: readonly { path: string; message: string }[];
}

export interface UseProjectFormOptions {
  mode: 'create' | 'edit';
  type: ProjectType;
  initialValues?: Partial<ProjectFormSource>;
  /** The create form's status when none is given: the tenant's first. */
  defaultStatus?: string;
  version?: number;
  serverError?: ProjectFormServerError | null;
  /** Edit only these fields (a section of the detail page's side panel): only they are checked, counted and sent. */
  fields?: readonly ProjectWriteField[];
}

export type ProjectFormSubmit =
  | { kind: 'create'; body: ProjectCreateBody }
  | { kind: 'edit'; body: ProjectEditBody }
  | { kind: 'invalid'; errors: ProjectFormErrors }
  | { kind: 'unchanged' };

export function useProjectForm({
  mode,
  type,
  initialValues,
  defaultStatus,
  version,
  serverError,
  fields: onlyFields,
}: UseProjectFormOptions) {
  const [initial] = useState<ProjectFormValues>(() => {
    const start = projectFormFromSource({ ...initialValues, type });
    if (!start.status && defaultStatus) start.status = defaultStatus;
    return start;
  });
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<ProjectWriteField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  // The server's errors belong to the values it refused: a field changed since then drops its own.
  const [changedSinceServer, setChangedSinceServer] = useState<{
    error: ProjectFormServerError | null | undefined;
    fields: ReadonlySet<ProjectWriteField>;
  }>({ error: serverError, fields: new Set() });
  const serverFields =
    changedSinceServer.error === serverError ? changedSinceServer.fields : new Set<ProjectWriteField>();

  const serverErrors = useMemo(() => {
    const errors: ProjectFormErrors = {};
    for (const detail of serverError?.details ?? []) {
      const field = projectFormFieldOfPath(detail.path);
      if (field && !errors[field]) errors[field] = detail.message;
    }
    return errors;
  }, [serverError]);

  const fields = projectFormFields(type).filter((field) => !onlyFields || onlyFields.includes(field));

  /** The error a field shows now: its own rule once touched (or after a submit), else the server's. */
  const errorOf = (field: ProjectWriteField): string | null => {
    if (submitted || touched.has(field)) {
      const own = projectFormFieldError(values, field);
      if (own) return own;
    }
    return serverFields.has(field) ? null : (serverErrors[field] ?? null);
  };

  const update = (changes: Partial<ProjectFormValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    const changed = Object.keys(changes) as ProjectWriteField[];
    setChangedSinceServer((current) => ({
      error: serverError,
      fields: new Set([...(current.error === serverError ? current.fields : []), ...changed]),
    }));
  };

  const touch = (...names: ProjectWriteField[]) =>
    setTouched((current) => (names.every((name) => current.has(name)) ? current : new Set([...current, ...names])));

  /** Guardar: the body to send, or the errors (every one shown from now on). */
  const submit = (): ProjectFormSubmit => {
    setSubmitted(true);
    if (mode === 'edit') {
      if (!projectFormChanged(values, initial, onlyFields)) return { kind: 'unchanged' };
      const result = projectEditBody(values, initial, version ?? 0, onlyFields);
      return result.ok ? { kind: 'edit', body: result.body } : { kind: 'invalid', errors: result.errors };
    }
    const result = projectCreateBody(values);
    return result.ok ? { kind: 'create', body: result.body } : { kind: 'invalid', errors: result.errors };
  };

  const errorCount = submitted ? fields.filter((field) => errorOf(field)).length : 0;

  return { values, update, touch, errorOf, submit, submitted, errorCount };
}
