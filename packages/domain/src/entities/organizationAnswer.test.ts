import { describe, expect, it } from 'vitest';
import { ORGANIZATION_LIST_MAX_LIMIT, organizationListQuerySchema } from './organizationAnswer.ts';
import { organizationUpdateBodySchema } from '../intake/organizationWrite.ts';

describe('organisation queries and edits', () => {
  it('reads the list query with its defaults and refuses unknown sorts, bad limits and NUL in q', () => {
    expect(organizationListQuerySchema.parse({})).toEqual({ limit: ORGANIZATION_LIST_MAX_LIMIT, sort: 'name' });
    expect(organizationListQuerySchema.parse({ sort: '-name', limit: '5', q: '  energía ' })).toEqual({
      sort: '-name',
      limit: 5,
      q: 'energía',
    });
    expect(organizationListQuerySchema.safeParse({ sort: 'budget' }).error?.issues[0]?.message).toBe(
      'Orden desconocido: budget. Los órdenes posibles son name, -name, createdAt, -createdAt, updatedAt, -updatedAt.',
    );
    expect(organizationListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(organizationListQuerySchema.safeParse({ q: 'a\u0000' }).success).toBe(false);
    expect(organizationListQuerySchema.safeParse({ q: 'x'.repeat(201) }).success).toBe(false);
  });

  it('trims the name, refuses an empty one in Spanish and needs the version read', () => {
    expect(organizationUpdateBodySchema.parse({ name: '  Vialidad  ', version: 2 })).toEqual({
      name: 'Vialidad',
      version: 2,
    });
    expect(organizationUpdateBodySchema.safeParse({ name: ' ', version: 2 }).error?.issues[0]?.message).toBe(
      'El nombre del organismo no puede estar vacío.',
    );
    expect(organizationUpdateBodySchema.safeParse({ name: 'x' }).success).toBe(false);
    expect(organizationUpdateBodySchema.safeParse({ name: 'x', version: 1, slug: 'y' }).success).toBe(false);
    expect(
      organizationUpdateBodySchema.parse({
        responsableName: ' Ana Pérez ',
        responsableEmail: 'ANA@gob.ar',
        version: 3,
      }),
    ).toEqual({ responsableName: 'Ana Pérez', responsableEmail: 'ana@gob.ar', version: 3 });
    expect(organizationUpdateBodySchema.safeParse({ responsableEmail: 'ana', version: 3 }).success).toBe(false);
  });
});
