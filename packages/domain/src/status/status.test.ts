import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROJECT_STATUSES,
  DEFAULT_STATUS,
  isClosedStatus,
  isKnownStatus,
  projectStatusesFromConfig,
  roleOfStatus,
  statusLabel,
  statusRole,
  statusesWithRole,
} from './projectStatus.ts';
import { tenantConfigBodySchema } from '../entities/tenantAdmin.ts';
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
      { value: 'En planificación', label: 'Planificación', role: 'candidate' },
      { value: 'En ejecución', label: 'En ejecución', role: 'candidate' },
      { value: 'Finalizado', label: 'Finalizado', role: 'closed' },
    ]);
  });

  it('accepts the configuration as JSON text, and reads no unchecked snake_case alias (issue 46)', () => {
    expect(projectStatusesFromConfig('{"projectStatus":[{"value":"A","label":"B"}]}')).toEqual([
      { value: 'A', label: 'B', role: 'candidate' },
    ]);
    expect(projectStatusesFromConfig('{"project_status":[{"value":"A","label":"B"}]}')).toEqual(
      DEFAULT_PROJECT_STATUSES,
    );
  });

  it('gives the six defaults their roles: three candidates, Ejecución in execution, Finalizado and Desestimado closed', () => {
    const roles = Object.fromEntries(projectStatusesFromConfig(null).map((option) => [option.value, option.role]));
    expect(roles).toEqual({
      Identificado: 'candidate',
      Priorizado: 'candidate',
      'Presupuesto Asignado': 'candidate',
      Ejecución: 'execution',
      Finalizado: 'closed',
      Desestimado: 'closed',
    });
  });

  it("reads each status' role, an old inExecution flag as execution, and a missing or unknown role by default", () => {
    const options = projectStatusesFromConfig({
      projectStatus: [
        { value: 'En obra', label: 'En obra', role: 'execution' },
        { value: 'Archivado', label: 'Archivado', role: 'closed' },
        { value: 'Ejecución', label: 'Ejecución', inExecution: true },
        { value: 'En curso', label: 'En curso', inExecution: true },
        { value: 'Finalizado', label: 'Finalizado', role: 'cerrado' },
        { value: 'Desestimado', label: 'Desestimado', role: 'candidate' },
        { value: 'Nuevo', label: 'Nuevo', inExecution: 'sí' },
      ],
    });
    expect(options.map((option) => [option.value, option.role])).toEqual([
      ['En obra', 'execution'],
      ['Archivado', 'closed'],
      ['Ejecución', 'execution'],
      ['En curso', 'execution'],
      ['Finalizado', 'closed'],
      ['Desestimado', 'candidate'],
      ['Nuevo', 'candidate'],
    ]);
    expect([...statusesWithRole(options, 'execution')]).toEqual(['En obra', 'Ejecución', 'En curso']);
    expect([...statusesWithRole(options, 'closed')]).toEqual(['Archivado', 'Finalizado']);
    expect(isClosedStatus('Archivado', options)).toBe(true);
    expect(isClosedStatus('Desestimado', options)).toBe(false);
    expect(isClosedStatus('Desconocido', options)).toBe(false);
    expect(roleOfStatus('En obra', options)).toBe('execution');
    expect(roleOfStatus('Desconocido', options)).toBeNull();
    // An option written by hand without a role reads its default through statusRole.
    expect(statusRole({ value: 'Finalizado', label: 'Terminado' })).toBe('closed');
    expect(statusRole({ value: 'Otro', label: 'Otro' })).toBe('candidate');
  });

  it('checks the role when an admin saves the list; the old inExecution key no longer has a rule of its own', () => {
    const list = (entry: Record<string, unknown>) => ({
      projectStatus: [
        { value: 'Identificado', label: 'Identificado' },
        { value: 'X', label: 'X', ...entry },
      ],
    });
    for (const role of ['candidate', 'execution', 'closed']) {
      expect(tenantConfigBodySchema.safeParse(list({ role })).success).toBe(true);
    }
    const saved = tenantConfigBodySchema.safeParse(list({ role: 'cerrado' }));
    expect(saved.success).toBe(false);
    expect(saved.error?.issues[0]?.message).toBe(
      'El role de un estado de projectStatus debe ser candidate, execution o closed.',
    );
    expect(tenantConfigBodySchema.safeParse(list({ inExecution: true })).success).toBe(true);
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
