import { describe, expect, it } from 'vitest';
import { permissionsForRole } from '@siipro/domain';
import { buildCreateLinks } from './createLinks';

describe('buildCreateLinks', () => {
  it('offers every kind to an editor', () => {
    expect(buildCreateLinks('cenit-demo', permissionsForRole('editor'))).toEqual({
      project: '/cenit-demo/proyectos/nuevo',
      program: '/cenit-demo/programas/nuevo',
      organization: '/cenit-demo/organismos/nuevo',
    });
  });

  it('offers nothing to a viewer, nor without a tenant', () => {
    expect(Object.values(buildCreateLinks('cenit-demo', permissionsForRole('viewer'))).filter(Boolean)).toEqual([]);
    expect(buildCreateLinks(null, permissionsForRole('admin'))).toEqual({});
  });

  it('follows each permission on its own', () => {
    expect(buildCreateLinks('cenit-demo', ['organizations:create'])).toEqual({
      project: null,
      program: null,
      organization: '/cenit-demo/organismos/nuevo',
    });
  });
});
