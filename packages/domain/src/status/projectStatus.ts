// Project statuses are defined per tenant (configJson.projectStatus); these are the six of portfolio.md §4.1.

/**
 * What a status means to the optimizer and to a status change (issue 43): a candidate may be selected; a work in
 * execution is a commitment (included, and kept in when the run asks); a closed project (finished or dismissed) is
 * never a candidate, and moving a project there asks for confirmation.
 */
export const PROJECT_STATUS_ROLES = ['candidate', 'execution', 'closed'] as const;
export type ProjectStatusRole = (typeof PROJECT_STATUS_ROLES)[number];

export interface ProjectStatusOption {
  value: string;
  label: string;
  /** Always set by projectStatusesFromConfig; a hand-written option without one reads through statusRole. */
  role?: ProjectStatusRole;
}

export const DEFAULT_PROJECT_STATUSES: readonly ProjectStatusOption[] = [
  { value: 'Identificado', label: 'Identificado', role: 'candidate' },
  { value: 'Priorizado', label: 'Priorizado', role: 'candidate' },
  { value: 'Presupuesto Asignado', label: 'Presupuesto Asignado', role: 'candidate' },
  { value: 'Ejecución', label: 'Ejecución', role: 'execution' },
  { value: 'Finalizado', label: 'Finalizado', role: 'closed' },
  { value: 'Desestimado', label: 'Desestimado', role: 'closed' },
];

const isRole = (role: unknown): role is ProjectStatusRole =>
  typeof role === 'string' && (PROJECT_STATUS_ROLES as readonly string[]).includes(role);

/**
 * The role of a status without a valid `role`: an old configuration's `inExecution: true` (the flag roles replaced)
 * reads as execution; one of the six default values takes its default role; any other status is a candidate.
 */
function defaultRole(value: string, legacyInExecution: unknown): ProjectStatusRole {
  if (legacyInExecution === true) return 'execution';
  return DEFAULT_PROJECT_STATUSES.find((option) => option.value === value)?.role ?? 'candidate';
}

/** The role of an option (its own, else its default): the one reading of a status' role. */
export function statusRole(option: ProjectStatusOption): ProjectStatusRole {
  return option.role ?? defaultRole(option.value, undefined);
}

/** The status of a new project, or of one whose status is missing. */
export const DEFAULT_STATUS = 'Identificado';

/** One entry of configJson.projectStatus (a bare string is its value), with its role; null when malformed. */
export function projectStatusOptionOf(entry: unknown): ProjectStatusOption | null {
  if (typeof entry === 'string') {
    const value = entry.trim();
    return value ? { value, label: value, role: defaultRole(value, undefined) } : null;
  }
  if (entry && typeof entry === 'object') {
    const { value, label, role, inExecution } = entry as Record<string, unknown>;
    if (typeof value !== 'string' || !value.trim()) return null;
    return {
      value,
      label: typeof label === 'string' && label.trim() ? label : value,
      role: isRole(role) ? role : defaultRole(value, inExecution),
    };
  }
  return null;
}

function asObject(configJson: unknown): Record<string, unknown> | null {
  if (typeof configJson === 'string') {
    try {
      return asObject(JSON.parse(configJson));
    } catch {
      return null;
    }
  }
  return configJson && typeof configJson === 'object' && !Array.isArray(configJson)
    ? (configJson as Record<string, unknown>)
    : null;
}

/**
 * The tenant's status list. A configuration without a `projectStatus` list gets the six defaults; an explicit list
 * (even an empty one, which the status control renders as nothing) is honoured, dropping malformed entries and
 * repeated values.
 */
export function projectStatusesFromConfig(configJson: unknown): ProjectStatusOption[] {
  const config = asObject(configJson);
  const list = config?.projectStatus;
  if (!Array.isArray(list)) return DEFAULT_PROJECT_STATUSES.map((option) => ({ ...option }));
  const seen = new Set<string>();
  const options: ProjectStatusOption[] = [];
  for (const entry of list) {
    const option = projectStatusOptionOf(entry);
    if (option && !seen.has(option.value)) {
      seen.add(option.value);
      options.push(option);
    }
  }
  return options;
}

/** Label of a status value in the tenant's list, else the value itself (unknown statuses still display). */
export function statusLabel(status: string | null | undefined, options: readonly ProjectStatusOption[]): string {
  const value = status?.trim() ? status : DEFAULT_STATUS;
  return options.find((option) => option.value === value)?.label ?? value;
}

/** Whether a value belongs to the tenant's list (the API refuses any other on update). */
export function isKnownStatus(status: string, options: readonly ProjectStatusOption[]): boolean {
  return options.some((option) => option.value === status);
}

/** The status values of one role (execution: issue 44's keepInExecution fixes their projects in). */
export function statusesWithRole(options: readonly ProjectStatusOption[], role: ProjectStatusRole): Set<string> {
  return new Set(options.filter((option) => statusRole(option) === role).map((option) => option.value));
}

/** The role of a status value in the tenant's list; null for a value the list lacks. */
export function roleOfStatus(status: string, options: readonly ProjectStatusOption[]): ProjectStatusRole | null {
  const option = options.find((entry) => entry.value === status);
  return option ? statusRole(option) : null;
}

/** Whether moving a project to `status` closes it (the status control asks for confirmation and a reason). */
export function isClosedStatus(status: string, options: readonly ProjectStatusOption[]): boolean {
  return roleOfStatus(status, options) === 'closed';
}
