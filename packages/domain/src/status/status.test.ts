import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROJECT_STATUSES,
  DEFAULT_STATUS,
  isKnownStatus,
  projectStatusesFromConfig,
  statusLabel,
} from './projectStatus.ts';
import { statusTone } from './statusTone.ts';

describe('project statuses', () => {
  it('has the six statuses of portfolio §4.1, in order, and Identificado as default', () => {
    expect(DEFAULT_PROJECT_STATUSES.map((s) => s.value)).toEqual([
      'Identificado',
      'Priorizado',
      'Presupuesto Asignado',
      'Ejecución',
      'Finalizado',
      'Desestimado',
    ]);
    expect(DEFAULT_STATUS).toBe('Identificado');
  });

  it('reads the tenant list, with label falling back to value and malformed or repeated entries dropped', () => {
    const config = {
      projectStatus: [
        { value: 'En planificación', label: 'Planificación' },
        { value: 'En ejecución' },
        'Finalizado',
        { label: 'sin valor' },
        { value: 'En ejecución', label: 'repetido' },
        42,
      ],
    };
    expect(projectStatusesFromConfig(config)).toEqual([
      { value: 'En planificación', label: 'Planificación' },
      { value: 'En ejecución', label: 'En ejecución' },
      { value: 'Finalizado', label: 'Finalizado' },
    ]);
  });

  it('accepts the configuration as JSON text, and reads no unchecked snake_case alias (issue 46)', () => {
    expect(projectStatusesFromConfig('{"projectStatus":[{"value":"A","label":"B"}]}')).toEqual([
      { value: 'A', label: 'B' },
    ]);
    expect(projectStatusesFromConfig('{"project_status":[{"value":"A","label":"B"}]}')).toEqual(
      DEFAULT_PROJECT_STATUSES,
    );
  });

  it('falls back to the defaults without a list, but honours an explicit empty list', () => {
    expect(projectStatusesFromConfig({ map: { zoom: 4 } })).toEqual(DEFAULT_PROJECT_STATUSES);
    expect(projectStatusesFromConfig(null)).toEqual(DEFAULT_PROJECT_STATUSES);
    expect(projectStatusesFromConfig('{not json')).toEqual(DEFAULT_PROJECT_STATUSES);
    expect(projectStatusesFromConfig({ projectStatus: [] })).toEqual([]);
  });

  it('labels a status through the list, defaulting a missing one to Identificado', () => {
    const options = [{ value: 'Identificado', label: 'Identificado (nuevo)' }];
    expect(statusLabel(null, options)).toBe('Identificado (nuevo)');
    expect(statusLabel('Otro', options)).toBe('Otro');
    expect(isKnownStatus('Identificado', options)).toBe(true);
    expect(isKnownStatus('Otro', options)).toBe(false);
  });
});

describe('statusTone', () => {
  it.each([
    ['Desestimado', 'grey'],
    ['Presupuesto Asignado', 'purple'],
    ['Ejecución', 'green'],
    ['Identificado', 'orange'],
    ['Priorizado', 'yellow'],
    ['Finalizado', 'darkGrey'],
    ['En planificación', 'neutral'],
    ['', 'neutral'],
  ])('%s → %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });

  it('is neutral for null and for names inherited from Object.prototype', () => {
    expect(statusTone(null)).toBe('neutral');
    expect(statusTone('toString')).toBe('neutral');
  });
});
