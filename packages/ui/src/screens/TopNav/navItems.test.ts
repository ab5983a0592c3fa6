import { describe, expect, it } from 'vitest';
import {
  activeNavKey,
  buildNavItems,
  homeHref,
  isReportsPath,
  isSettingsPath,
  reportsHref,
  settingsHref,
} from './navItems';

describe('buildNavItems', () => {
  it('builds the six entries under the tenant, in order', () => {
    expect(buildNavItems('cenit-demo').map((item) => [item.label, item.href])).toEqual([
      ['Inicio', '/cenit-demo/actividad'],
      ['Organismos', '/cenit-demo/organismos/lista'],
      ['Programas', '/cenit-demo/programas/lista'],
      ['Proyectos', '/cenit-demo/proyectos/lista'],
      ['Mapa', '/cenit-demo/mapa'],
      ['Optimización', '/cenit-demo/optimizacion'],
    ]);
  });

  it('encodes the tenant slug, as every app path does', () => {
    const items = buildNavItems('a/b');
    expect(items[0]?.href).toBe('/a%2Fb/actividad');
    expect(activeNavKey('/a%2Fb/mapa', 'a/b')).toBe('map');
    expect(activeNavKey('/a/b/mapa', 'a/b')).toBeNull();
    expect(settingsHref('a/b')).toBe('/a%2Fb/tenant/configuracion');
    expect(homeHref('a/b')).toBe('/a%2Fb/actividad');
    expect(homeHref(null)).toBe('/');
  });

  it('has no entries without a tenant', () => {
    expect(buildNavItems(null)).toEqual([]);
    expect(buildNavItems('')).toEqual([]);
  });
});

describe('activeNavKey', () => {
  const cases: Array<[string, ReturnType<typeof activeNavKey>]> = [
    ['/cenit-demo/actividad', 'home'],
    ['/CENIT-DEMO/Actividad', 'home'],
    ['/cenit-demo/actividad/reciente', 'home'],
    ['/cenit-demo/organismos/lista', 'organizations'],
    ['/cenit-demo/organismos/ministerio-de-obras-publicas', 'organizations'],
    ['/cenit-demo/organismos/ministerio-de-obras-publicas/proyectos/lista', 'projects'],
    ['/cenit-demo/organismos/ministerio-de-obras-publicas/proyectos/ruta-provincial-6', 'projects'],
    ['/cenit-demo/organismos/ministerio-de-obras-publicas/programas/lista', 'programs'],
    ['/cenit-demo/organismos/ministerio-de-obras-publicas/programas/agua-segura', 'programs'],
    ['/cenit-demo/organismos/ministerio-de-obras-publicas/programas/agua-segura/proyectos/lista', 'projects'],
    ['/cenit-demo/programas/lista', 'programs'],
    ['/cenit-demo/proyectos/lista?page=2&sort=-score', 'projects'],
    ['/cenit-demo/mapa', 'map'],
    ['/cenit-demo/mapa/@-34.6,-58.4,14z', 'map'],
    ['/cenit-demo/optimizacion', 'optimizer'],
    ['/cenit-demo/tenant/configuracion/general', null],
    ['/cenit-demo/perfil', null],
    ['/reports', null],
    ['/obras-publicas/proyectos/lista', null],
  ];
  it.each(cases)('%s → %s', (path, expected) => {
    expect(activeNavKey(path, 'cenit-demo')).toBe(expected);
  });

  it('marks nothing without a tenant, except the activity rule', () => {
    expect(activeNavKey('/profile', null)).toBeNull();
    expect(activeNavKey('/proyectos/lista', null)).toBeNull();
    expect(activeNavKey('/x/actividad', null)).toBe('home');
  });
});

describe('settings', () => {
  it('goes to the tenant settings, or to / without a tenant', () => {
    expect(settingsHref('obras-publicas')).toBe('/obras-publicas/tenant/configuracion');
    expect(settingsHref(null)).toBe('/');
  });

  it('knows when the settings are the current page', () => {
    expect(isSettingsPath('/Obras-Publicas/tenant/configuracion/accesos', 'obras-publicas')).toBe(true);
    expect(isSettingsPath('/obras-publicas/actividad', 'obras-publicas')).toBe(false);
    expect(isSettingsPath('/', null)).toBe(false);
  });
});

describe('reports', () => {
  it('leads to /reports for the active tenant, and is not offered without one', () => {
    expect(reportsHref('cenit-demo')).toBe('/reports');
    expect(reportsHref(null)).toBeNull();
    expect(reportsHref('')).toBeNull();
  });

  it('knows when the reports are the current page, whatever the case or the query', () => {
    expect(isReportsPath('/reports')).toBe(true);
    expect(isReportsPath('/Reports?filter[prioridad][in]=Alta')).toBe(true);
    expect(isReportsPath('/reports/')).toBe(true);
    expect(isReportsPath('/reportes')).toBe(false);
    expect(isReportsPath('/cenit-demo/reports')).toBe(false);
  });
});
