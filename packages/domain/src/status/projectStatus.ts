// Project statuses are defined per tenant (configJson.projectStatus); these are the six of portfolio.md §4.1.

export interface ProjectStatusOption {
  value: string;
  label: string;
  /** The tenant marks projects in this status "en ejecución": the optimizer can keep them in (issue 44). */
  inExecution?: true;
}

export const DEFAULT_PROJECT_STATUSES: readonly ProjectStatusOption[] = [
  { value: 'Identificado', label: 'Identificado' },
  { value: 'Priorizado', label: 'Priorizado' },
  { value: 'Presupuesto Asignado', label: 'Presupuesto Asignado' },
  { value: 'Ejecución', label: 'Ejecución' },
  { value: 'Finalizado', label: 'Finalizado' },
  { value: 'Desestimado', label: 'Desestimado' },
];

/** The status of a new project, or of one whose status is missing. */
export const DEFAULT_STATUS = 'Identificado';

function toOption(entry: unknown): ProjectStatusOption | null {
  if (typeof entry === 'string') {
    const value = entry.trim();
    return value ? { value, label: value } : null;
  }
  if (entry && typeof entry === 'object') {
    const { value, label, inExecution } = entry as { value?: unknown; label?: unknown; inExecution?: unknown };
    if (typeof value !== 'string' || !value.trim()) return null;
    const option: ProjectStatusOption = { value, label: typeof label === 'string' && label.trim() ? label : value };
    if (inExecution === true) option.inExecution = true;
    return option;
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
    const option = toOption(entry);
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

/** The status values the tenant marks "en ejecución" (issue 44's keepInExecution fixes their projects in). */
export function executionStatuses(options: readonly ProjectStatusOption[]): Set<string> {
  return new Set(options.filter((option) => option.inExecution).map((option) => option.value));
}
