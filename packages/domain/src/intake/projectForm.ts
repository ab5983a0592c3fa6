// The project form's value model (issue 42): what a person types in each field (text, as typed) ↔ the API's body
// (projectCreateBodySchema / projectEditBodySchema). Every check is the API's own field schema (projectFieldSchema),
// so the form, the API and the import say the same Spanish sentence for the same bad value. Numbers are typed the
// Argentine way ("1.500.000,50"); coordinates take a comma or a point as the decimal mark (pasted from a map).
import { computeScore } from '../score/computeScore.ts';
import { explainScore, type ProjectDetail, type ScoreExplanation } from '../entities/projectDetail.ts';
import type { ProjectType } from '../entities/project.ts';
import { formatTypedNumber, readTypedAmount } from '../format/numbers.ts';
import { messages } from '../messages/messages.ts';
import { SPREADSHEET_LIST_SEPARATOR } from './spreadsheetColumns.ts';
import {
  DEFAULT_BUDGET_CURRENCY,
  PROJECT_WRITE_FIELDS,
  projectCreateBodySchema,
  projectEditBodySchema,
  projectFieldSchema,
  type ProjectCreateBody,
  type ProjectEditBody,
  type ProjectWriteField,
} from './projectWrite.ts';

/** The two fields that hold lists (ticked boxes); every other field holds the text of its input. */
type ListField = 'organizationIds' | 'sdgTargets';
export type ProjectFormTextField = Exclude<ProjectWriteField, ListField>;

/**
 * The form's state: each field as its input holds it. Choices hold '' for "none"; yes/no fields hold '', 'si' or
 * 'no'; the first organisation is the lead one.
 */
export type ProjectFormValues = { type: ProjectType } & Record<ProjectFormTextField, string> &
  Record<ListField, string[]>;

export type ProjectFormErrors = Partial<Record<ProjectWriteField, string>>;

/** The three answers of a yes/no field: unknown, yes, no. */
export const YES_NO_CHOICES = ['', 'si', 'no'] as const;
export type YesNoChoice = (typeof YES_NO_CHOICES)[number];

const NUMBER_FIELDS = ['budgetAmount', 'expectedExecutionMonths', 'beneficiaryCount', 'tir'] as const;
const COORDINATE_FIELDS = ['latitude', 'longitude'] as const;
const YES_NO_FIELDS = ['isGreen', 'hasGenderDiversity', 'hasSpecificFunds'] as const;
/** Choices whose '' means "none" (null), and the date. */
const BLANK_IS_NULL_FIELDS = ['programId', 'priority', 'progressStage', 'budgetDate', 'plannedStart'] as const;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** The decimals a placed pin keeps (about 10 cm): what the latitude and longitude fields show. */
export const COORDINATE_DECIMALS = 6;

/** A coordinate as typed: "-34,603722" or "-34.603722" → the number; null when it is not a plain decimal. */
export function parseCoordinate(text: string): number | null {
  const plain = text.trim().replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : null;
}

/** A coordinate as the fields show it: es-AR decimal comma, at most 6 decimals ("-34,603722"). */
export function formatCoordinate(value: number): string {
  const rounded = Math.round(value * 10 ** COORDINATE_DECIMALS) / 10 ** COORDINATE_DECIMALS;
  return String(rounded).replace('.', ',');
}

/**
 * The value the API's schema gets for a field's text. What cannot be read as the field's kind is passed on as the text
 * itself, so the schema refuses it with its own message ("El presupuesto debe ser un número…").
 */
function apiValue(values: ProjectFormValues, field: ProjectWriteField): unknown {
  if (field === 'organizationIds' || field === 'sdgTargets') return values[field];
  const text = values[field];
  if (isOneOf(NUMBER_FIELDS, field)) {
    // The one reader of typed numbers (format/numbers.ts): "1.500.000,50", "50 mil millones".
    const reading = readTypedAmount(text);
    return reading.ok ? reading.value : text;
  }
  if (isOneOf(COORDINATE_FIELDS, field)) {
    if (text.trim() === '') return null;
    return parseCoordinate(text) ?? text;
  }
  if (isOneOf(YES_NO_FIELDS, field)) return text === '' ? null : text === 'si' ? true : text === 'no' ? false : text;
  if (isOneOf(BLANK_IS_NULL_FIELDS, field)) return text.trim() === '' ? null : text.trim();
  if (field === 'budgetCurrencyCode') return text.trim().toUpperCase();
  return text;
}

type FieldResult = { ok: true; value: unknown } | { ok: false; error: string };

/** One field checked alone, with the API's rule: its value for the body, or the Spanish reason. */
function checkField(values: ProjectFormValues, field: ProjectWriteField): FieldResult {
  const result = projectFieldSchema(field).safeParse(apiValue(values, field));
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, error: result.error.issues[0]?.message ?? messages.errors.byCode.VALIDATION_ERROR };
}

/** The fields a form of this type shows: a program belongs to no program. */
export function projectFormFields(type: ProjectType): ProjectWriteField[] {
  return PROJECT_WRITE_FIELDS.filter((field) => type === 'proyecto' || field !== 'programId');
}

/** The form's fields of this type, or those of `fields` among them, in the form's order. */
function shownFields(type: ProjectType, fields?: readonly ProjectWriteField[]): ProjectWriteField[] {
  const all = projectFormFields(type);
  return fields ? all.filter((field) => fields.includes(field)) : all;
}

/**
 * A field's Spanish error while it is typed, or null. Latitude and longitude also carry the pair rule: the empty one
 * of a half-filled pair says "Indica latitud y longitud, o ninguna de las dos.".
 */
export function projectFormFieldError(values: ProjectFormValues, field: ProjectWriteField): string | null {
  const checked = checkField(values, field);
  if (!checked.ok) return checked.error;
  if (isOneOf(COORDINATE_FIELDS, field) && values[field].trim() === '') {
    const other = field === 'latitude' ? 'longitude' : 'latitude';
    if (values[other].trim() !== '') return messages.projectForm.validation.coordinatesPaired;
  }
  return null;
}

/**
 * Every field's error at once (what Guardar shows), in the form's order. `fields`: only these (a part of the project
 * edited on its own, as the detail page's side panel does), in the form's order still.
 */
export function projectFormErrors(values: ProjectFormValues, fields?: readonly ProjectWriteField[]): ProjectFormErrors {
  const errors: ProjectFormErrors = {};
  for (const field of shownFields(values.type, fields)) {
    const error = projectFormFieldError(values, field);
    if (error) errors[field] = error;
  }
  return errors;
}

/** A new project's or program's form: the tenant's first status, pesos, everything else empty. */
export function emptyProjectForm(type: ProjectType, defaults: { status?: string } = {}): ProjectFormValues {
  const values = Object.fromEntries(
    PROJECT_WRITE_FIELDS.map((field) => [field, field === 'organizationIds' || field === 'sdgTargets' ? [] : '']),
  ) as unknown as Omit<ProjectFormValues, 'type'>;
  return { ...values, type, status: defaults.status ?? '', budgetCurrencyCode: DEFAULT_BUDGET_CURRENCY };
}

/** A project's stored values, as the API's body names them (null: no value). */
export type ProjectFormSource = { type: ProjectType } & {
  [Field in ProjectWriteField]?: ProjectCreateBody[Field] | null;
};

/**
 * A project's stored values as the form's source: the detail answer carries every field the form edits under the
 * body's own names (organizationIds, programId…). The edit page and the side panel's sections start from it.
 */
export function projectFormSourceOf(project: ProjectDetail): ProjectFormSource {
  const detail = project as unknown as Record<string, unknown>;
  const source: Record<string, unknown> = {};
  for (const field of PROJECT_WRITE_FIELDS) if (field in detail) source[field] = detail[field];
  return {
    ...(source as Omit<ProjectFormSource, 'type'>),
    type: project.type === 'programa' ? 'programa' : 'proyecto',
  };
}

/** The text of a stored value in its field: what the person sees when editing starts. */
function textOf(field: ProjectFormTextField, value: unknown): string {
  if (value === null || value === undefined) return '';
  // Stored lists of benefits (demo data) are one text in the form, joined as the export writes them.
  if (Array.isArray(value)) return value.map(String).join(SPREADSHEET_LIST_SEPARATOR);
  if (isOneOf(YES_NO_FIELDS, field)) return value ? 'si' : 'no';
  if (typeof value === 'number') {
    return isOneOf(COORDINATE_FIELDS, field) ? formatCoordinate(value) : formatTypedNumber(String(value));
  }
  return String(value);
}

/** The form of an existing project (edit mode): each stored value as its field shows it. */
export function projectFormFromSource(source: ProjectFormSource): ProjectFormValues {
  const values = emptyProjectForm(source.type);
  for (const field of PROJECT_WRITE_FIELDS) {
    if (field === 'organizationIds' || field === 'sdgTargets') values[field] = [...(source[field] ?? [])];
    else if (source[field] !== undefined) values[field] = textOf(field, source[field]);
  }
  return values;
}

export type ProjectFormResult<Body> = { ok: true; body: Body } | { ok: false; errors: ProjectFormErrors };

/** The field an API error's `path` names ("organizationIds.0" → organizationIds), or null for the whole body. */
export function projectFormFieldOfPath(path: string): ProjectWriteField | null {
  const [head = ''] = path.split('.');
  return isOneOf(PROJECT_WRITE_FIELDS, head) ? head : null;
}

function issuesToErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): ProjectFormErrors {
  const errors: ProjectFormErrors = {};
  for (const issue of issues) {
    const field = projectFormFieldOfPath(issue.path.map(String).join('.'));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The parsed value of every shown field (or of `fields`), or the errors of the bad ones. */
function checkedValues(
  values: ProjectFormValues,
  fields?: readonly ProjectWriteField[],
): ProjectFormResult<Partial<Record<ProjectWriteField, unknown>>> {
  const errors = projectFormErrors(values, fields);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const parsed: Partial<Record<ProjectWriteField, unknown>> = {};
  for (const field of shownFields(values.type, fields)) {
    const checked = checkField(values, field);
    if (checked.ok) parsed[field] = checked.value;
  }
  return { ok: true, body: parsed };
}

/** POST /t/{slug}/projects' body from a filled form, or the errors to show. */
export function projectCreateBody(values: ProjectFormValues): ProjectFormResult<ProjectCreateBody> {
  const checked = checkedValues(values);
  if (!checked.ok) return checked;
  const result = projectCreateBodySchema.safeParse({ type: values.type, ...checked.body });
  return result.success ? { ok: true, body: result.data } : { ok: false, errors: issuesToErrors(result.error.issues) };
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * PUT /t/{slug}/projects/{projectId}'s body: only the fields that differ from the form's start, with the version
 * read. A moved pin sends both coordinates (the API refuses half a pair). `fields`: only these are checked and sent
 * (a section edited on its own: a stored value elsewhere that today's rules refuse does not block it).
 */
export function projectEditBody(
  values: ProjectFormValues,
  initial: ProjectFormValues,
  version: number,
  fields?: readonly ProjectWriteField[],
): ProjectFormResult<ProjectEditBody> {
  const checked = checkedValues(values, fields);
  if (!checked.ok) return checked;
  const body: Partial<Record<ProjectWriteField, unknown>> = {};
  for (const field of shownFields(values.type, fields)) {
    const before = checkField(initial, field);
    if (!before.ok || !sameValue(before.value, checked.body[field])) body[field] = checked.body[field];
  }
  if ('latitude' in body || 'longitude' in body) {
    body.latitude = checked.body.latitude;
    body.longitude = checked.body.longitude;
  }
  const result = projectEditBodySchema.safeParse({ ...body, version });
  return result.success ? { ok: true, body: result.data } : { ok: false, errors: issuesToErrors(result.error.issues) };
}

/** Whether the person changed anything (of `fields`, when given) since the form opened: no change need not be sent. */
export function projectFormChanged(
  values: ProjectFormValues,
  initial: ProjectFormValues,
  fields?: readonly ProjectWriteField[],
): boolean {
  return shownFields(values.type, fields).some((field) => !sameValue(values[field], initial[field]));
}

/** A field's value for the score, or null while it is empty or wrong (missing data costs its points). */
function scoreValue(values: ProjectFormValues, field: ProjectWriteField): unknown {
  const checked = checkField(values, field);
  return checked.ok ? checked.value : null;
}

/**
 * The score the project will get with what is typed so far, explained (domain's computeScore + explainScore, the
 * API's own), so a person sees which missing data costs points. `configJson` is the tenant's (beneficiary reference).
 */
export function previewScore(values: ProjectFormValues, configJson?: unknown): ScoreExplanation {
  const number = (field: ProjectWriteField) => scoreValue(values, field) as number | null;
  const yesNo = (field: ProjectWriteField) => scoreValue(values, field) as boolean | null;
  const result = computeScore(
    {
      tir: number('tir'),
      progressStage: scoreValue(values, 'progressStage') as string | null,
      sdgTargets: (scoreValue(values, 'sdgTargets') as string[] | null) ?? [],
      beneficiaryCount: number('beneficiaryCount'),
      budgetAmount: number('budgetAmount'),
      budgetCurrencyCode: (scoreValue(values, 'budgetCurrencyCode') as string | null) ?? DEFAULT_BUDGET_CURRENCY,
      isGreen: yesNo('isGreen'),
      hasGenderDiversity: yesNo('hasGenderDiversity'),
      hasSpecificFunds: yesNo('hasSpecificFunds'),
    },
    { configJson },
  );
  return explainScore(result);
}
