// Colour family of the status pill (portfolio.md §4.1). Components map tones to theme colours.

export type StatusTone = 'grey' | 'purple' | 'green' | 'orange' | 'yellow' | 'darkGrey' | 'neutral';

// A Map, not an object literal, so that names such as "toString" are not found on the prototype.
const TONES: ReadonlyMap<string, StatusTone> = new Map([
  ['Desestimado', 'grey'],
  ['Presupuesto Asignado', 'purple'],
  ['Ejecución', 'green'],
  ['Identificado', 'orange'],
  ['Priorizado', 'yellow'],
  ['Finalizado', 'darkGrey'],
]);

export function statusTone(status: string | null | undefined): StatusTone {
  return (status && TONES.get(status)) || 'neutral';
}
