import { describe, expect, it } from 'vitest';
import { permissionsForRole } from '../permissions/permissions.ts';
import { baseSlug, RESERVED_SLUGS, uniqueSlug } from './slugs.ts';
import { projectCreateBodySchema, projectEditBodySchema, PROJECT_WRITE_FIELDS } from './projectWrite.ts';
import { organizationCreateBodySchema } from './organizationWrite.ts';
import { SDGS } from './vocabulary.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('slugs', () => {
  it('never gives a route word, and numbers repeats', async () => {
    for (const word of RESERVED_SLUGS) expect(RESERVED_SLUGS).not.toContain(baseSlug(word));
    expect(baseSlug('Lista')).toBe('lista-1');
    expect(baseSlug('  ¡¡ !! ')).toBe('sin-nombre');
    expect(baseSlug('Ampliación de la red de agua')).toBe('ampliacion-de-la-red-de-agua');
    const taken = new Set(['puente-norte', 'puente-norte-2']);
    expect(await uniqueSlug('Puente Norte', (slug) => taken.has(slug))).toBe('puente-norte-3');
    expect(baseSlug('palabra '.repeat(40)).length).toBeLessThanOrEqual(80);
  });
});

describe('project write bodies', () => {
  it('takes a whole project and defaults what is left out', () => {
    const body = projectCreateBodySchema.parse({
      type: 'proyecto',
      name: '  Acueducto Norte  ',
      budgetAmount: 1_500_000.5,
      latitude: -34.6,
      longitude: -58.4,
      sdgTargets: [SDGS[5]],
      sector: '   ',
    });
    expect(body).toMatchObject({
      name: 'Acueducto Norte',
      budgetCurrencyCode: 'ARS',
      organizationIds: [],
      sector: null,
    });
  });

  it('names each bad field with a Spanish reason', () => {
    const result = projectCreateBodySchema.safeParse({
      type: 'obra',
      name: '',
      budgetAmount: -1,
      budgetDate: '2026-02-30',
      expectedExecutionMonths: 1.5,
      priority: 'Urgente',
      sdgTargets: ['ODS 99'],
      latitude: 91,
      longitude: 0,
    });
    expect(issues(result)).toEqual(
      expect.arrayContaining([
        ['type', 'El tipo debe ser «proyecto» o «programa».'],
        ['name', 'El nombre no puede estar vacío.'],
        ['budgetAmount', 'El presupuesto no puede ser negativo.'],
        ['budgetDate', 'La fecha debe ser un día real, con la forma AAAA-MM-DD.'],
        ['priority', 'La prioridad debe ser Alta, Media o Baja.'],
        ['sdgTargets.0', 'Elige los Objetivos de Desarrollo Sostenible de la lista.'],
        ['latitude', 'La latitud debe ser un número entre -90 y 90.'],
      ]),
    );
  });

  it('refuses half a pin, unknown fields, cents beyond two decimals', () => {
    expect(issues(projectCreateBodySchema.safeParse({ type: 'proyecto', name: 'A', latitude: -34 }))).toEqual([
      ['latitude', 'Indica latitud y longitud, o ninguna de las dos.'],
    ]);
    expect(projectCreateBodySchema.safeParse({ type: 'proyecto', name: 'A', tenantId: 'x' }).success).toBe(false);
    expect(projectCreateBodySchema.safeParse({ type: 'proyecto', name: 'A', budgetAmount: 1.005 }).success).toBe(false);
    expect(projectCreateBodySchema.safeParse({ type: 'proyecto', name: 'A', budgetAmount: 0.1 + 0.2 }).success).toBe(
      true,
    );
  });

  it('edits any field with the version read, and never the type', () => {
    expect(projectEditBodySchema.parse({ budgetAmount: null, version: 3 })).toEqual({ budgetAmount: null, version: 3 });
    expect(projectEditBodySchema.safeParse({ type: 'programa', version: 3 }).success).toBe(false);
    expect(projectEditBodySchema.safeParse({ name: 'B' }).success).toBe(false);
    expect(PROJECT_WRITE_FIELDS).toContain('latitude');
  });

  it('takes the optimizer v2 fields: province, planned start as a real month, group of alternatives (issue 44)', () => {
    expect(
      projectCreateBodySchema.parse({
        type: 'proyecto',
        name: 'A',
        province: ' Salta ',
        plannedStart: ' 2027-03 ',
        alternativeGroup: 'Puente del río',
      }),
    ).toMatchObject({ province: 'Salta', plannedStart: '2027-03', alternativeGroup: 'Puente del río' });
    expect(projectEditBodySchema.parse({ plannedStart: '', province: '  ', version: 2 })).toEqual({
      plannedStart: null,
      province: null,
      version: 2,
    });
    for (const month of ['2027-13', '2027-3', '03/2027', '2027-03-01']) {
      expect(issues(projectEditBodySchema.safeParse({ plannedStart: month, version: 2 })), month).toEqual([
        ['plannedStart', 'El inicio previsto debe ser un mes con la forma AAAA-MM, por ejemplo 2027-03.'],
      ]);
    }
    expect(projectEditBodySchema.safeParse({ alternativeGroup: 'x'.repeat(201), version: 2 }).success).toBe(false);
  });
});

describe('organisation body and permissions', () => {
  it('checks the responsible person', () => {
    expect(
      organizationCreateBodySchema.parse({
        name: ' Ministerio ',
        responsableEmail: ' Ana@Gob.AR ',
        responsableName: '',
      }),
    ).toEqual({ name: 'Ministerio', responsableEmail: 'ana@gob.ar', responsableName: null });
    expect(organizationCreateBodySchema.safeParse({ name: 'M', responsableEmail: 'no-es-correo' }).success).toBe(false);
  });

  it('gives create to admin, optimizer and editor, never to a viewer', () => {
    for (const role of ['admin', 'optimizer', 'editor'])
      expect(permissionsForRole(role)).toEqual(expect.arrayContaining(['projects:create', 'organizations:create']));
    expect(permissionsForRole('viewer')).toEqual([]);
  });
});
