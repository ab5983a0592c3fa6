import { describe, expect, it } from 'vitest';
import {
  LOGIN_PATH,
  NO_ACCESS_PATH,
  REPORTS_PATH,
  ROOT_PATH,
  TENANT_PICKER_PATH,
  pathSegment,
  paths,
} from './paths.ts';

describe('paths', () => {
  it('builds the routes of both specs', () => {
    expect(paths.dashboard('cenit-demo')).toBe('/cenit-demo/actividad');
    expect(paths.organizations('cenit-demo')).toBe('/cenit-demo/organismos/lista');
    expect(paths.organization('cenit-demo', 'epen')).toBe('/cenit-demo/organismos/epen');
    expect(paths.projects('cenit-demo')).toBe('/cenit-demo/proyectos/lista');
    expect(paths.projects('cenit-demo', { organizationSlug: 'epen' })).toBe(
      '/cenit-demo/organismos/epen/proyectos/lista',
    );
    expect(paths.projects('cenit-demo', { organizationSlug: 'epen', programSlug: 'plan-energia-limpia' })).toBe(
      '/cenit-demo/organismos/epen/programas/plan-energia-limpia/proyectos/lista',
    );
    expect(paths.programs('cenit-demo')).toBe('/cenit-demo/programas/lista');
    expect(paths.newProject('cenit-demo')).toBe('/cenit-demo/proyectos/nuevo');
    expect(paths.newProgram('cenit-demo')).toBe('/cenit-demo/programas/nuevo');
    expect(paths.newOrganization('cenit-demo')).toBe('/cenit-demo/organismos/nuevo');
    expect(paths.archivedProjects('cenit-demo')).toBe('/cenit-demo/proyectos/archivados');
    expect(paths.archivedOrganizations('cenit-demo')).toBe('/cenit-demo/organismos/archivados');
    expect(paths.organizationEdit('cenit-demo', 'epen')).toBe('/cenit-demo/organismos/epen/editar');
    expect(paths.projectEdit('cenit-demo', { slug: 'parque-solar', organizationSlug: 'epen' })).toBe(
      '/cenit-demo/organismos/epen/proyectos/parque-solar/editar',
    );
    expect(paths.programs('cenit-demo', { organizationSlug: 'epen' })).toBe(
      '/cenit-demo/organismos/epen/programas/lista',
    );
    expect(paths.project('cenit-demo', { slug: 'parque-solar', organizationSlug: 'epen' })).toBe(
      '/cenit-demo/organismos/epen/proyectos/parque-solar',
    );
    expect(paths.project('cenit-demo', { slug: 'plan', type: 'programa', organizationSlug: 'epen' })).toBe(
      '/cenit-demo/organismos/epen/programas/plan',
    );
    expect(paths.project('cenit-demo', { slug: 'huerfano', organizationSlug: null })).toBe(
      '/cenit-demo/proyectos/huerfano',
    );
    expect(paths.project('cenit-demo', { slug: 'plan', type: 'programa' })).toBe('/cenit-demo/programas/plan');
    expect(paths.map('cenit-demo')).toBe('/cenit-demo/mapa');
    expect(paths.map('cenit-demo', { lat: -31.4201, lng: -64.1888 })).toBe(
      '/cenit-demo/mapa/@-31.420100,-64.188800,14z',
    );
    expect(paths.settings('cenit-demo')).toBe('/cenit-demo/tenant/configuracion');
    expect(paths.settings('cenit-demo', 'accesos')).toBe('/cenit-demo/tenant/configuracion/accesos');
    expect(paths.profile(null)).toBe('/profile');
    expect(paths.profile('cenit-demo')).toBe('/cenit-demo/perfil');
    expect(paths.optimizer('cenit-demo')).toBe('/cenit-demo/optimizacion');
    expect(paths.optimizer('cenit-demo', new URLSearchParams('scoreWeight=3'))).toBe(
      '/cenit-demo/optimizacion?scoreWeight=3',
    );
    expect(paths.reports()).toBe('/reports');
    expect(paths.reports(new URLSearchParams())).toBe('/reports');
    expect(paths.reports(new URLSearchParams({ 'filter[prioridad][in]': 'Alta' }))).toBe(
      '/reports?filter%5Bprioridad%5D%5Bin%5D=Alta',
    );
  });

  it('names the screens outside a tenant', () => {
    expect([ROOT_PATH, LOGIN_PATH, TENANT_PICKER_PATH, NO_ACCESS_PATH, REPORTS_PATH]).toEqual([
      '/',
      '/login',
      '/tenant/seleccionar',
      '/no-access',
      '/reports',
    ]);
  });
});

describe('path segments are encoded', () => {
  // A slug comes from data or from a typed URL; whatever it holds stays one segment of the path it is put in.
  const hostile = ['a/b', '../admin', 'x?y=1', 'x#frag', 'dos palabras', 'año', '%2F', '//evil.example'];

  it.each(hostile)('%j stays a single segment that decodes back to itself', (slug) => {
    const encoded = pathSegment(slug);
    expect(encoded).not.toMatch(/[/?#\s]/);
    expect(decodeURIComponent(encoded)).toBe(slug);
  });

  it('encodes the tenant in every tenant path', () => {
    const tenant = 'a/b?c';
    const built = [
      paths.dashboard(tenant),
      paths.organizations(tenant),
      paths.organization(tenant, 'o'),
      paths.projects(tenant),
      paths.programs(tenant),
      paths.project(tenant, { slug: 'p', organizationSlug: 'o' }),
      paths.map(tenant),
      paths.optimizer(tenant),
      paths.settings(tenant),
      paths.profile(tenant),
    ];
    for (const path of built) expect(path).toMatch(/^\/a%2Fb%3Fc\//);
  });

  it('encodes organisation, program and project slugs', () => {
    expect(paths.organization('t', 'ministerio/obras')).toBe('/t/organismos/ministerio%2Fobras');
    expect(paths.projects('t', { organizationSlug: 'o#1', programSlug: 'p?2' })).toBe(
      '/t/organismos/o%231/programas/p%3F2/proyectos/lista',
    );
    expect(paths.programs('t', { organizationSlug: 'o o' })).toBe('/t/organismos/o%20o/programas/lista');
    expect(paths.project('t', { slug: '../x', type: 'programa', organizationSlug: 'año' })).toBe(
      '/t/organismos/a%C3%B1o/programas/..%2Fx',
    );
  });

  it('never yields a protocol-relative link', () => {
    expect(paths.dashboard('/evil.example')).toBe('/%2Fevil.example/actividad');
    expect(paths.profile('')).toBe('/profile');
  });
});
