// Project priorities and their colours (portfolio.md §4.2).

export const PRIORITIES = ['Alta', 'Media', 'Baja'] as const;
export type Priority = (typeof PRIORITIES)[number];

export type PriorityTone = 'red' | 'orange' | 'green' | 'blue';

const TONES: Readonly<Record<Priority, PriorityTone>> = { Alta: 'red', Media: 'orange', Baja: 'green' };

export function isPriority(value: unknown): value is Priority {
  return typeof value === 'string' && (PRIORITIES as readonly string[]).includes(value);
}

/** Alta red, Media orange, Baja green; any other value (or none) blue. */
export function priorityTone(priority?: string | null): PriorityTone {
  return isPriority(priority) ? TONES[priority] : 'blue';
}

/** Tooltip text of the priority icon: "Prioridad: X" or "Sin prioridad asignada". */
export function priorityLabel(priority?: string | null): string {
  const value = priority?.trim();
  return value ? `Prioridad: ${value}` : 'Sin prioridad asignada';
}
