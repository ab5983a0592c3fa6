import { describe, expect, it } from 'vitest';
import { parsePublicPath, publicPaths } from './publicPaths.ts';

describe('the public portal’s paths', () => {
  it('are read back as the page they build', () => {
    expect(parsePublicPath(publicPaths.projects('cenit-demo'))).toEqual({ view: 'projects', tenant: 'cenit-demo' });
    expect(parsePublicPath(publicPaths.project('cenit-demo', 'acueducto-ñandú'))).toEqual({
      view: 'project',
      tenant: 'cenit-demo',
      project: 'acueducto-ñandú',
    });
    expect(parsePublicPath(publicPaths.map('cenit-demo'))).toEqual({ view: 'map', tenant: 'cenit-demo' });
    expect(parsePublicPath(`${publicPaths.organizations('x')}/`)).toEqual({ view: 'organizations', tenant: 'x' });
    expect(parsePublicPath(publicPaths.openData('x'))).toEqual({ view: 'openData', tenant: 'x' });
  });

  it('answer null for any other path', () => {
    for (const path of [
      '/',
      '/publico',
      '/publico/',
      '/cenit-demo/proyectos/lista',
      '/publico/x/otra',
      '/publico/x/proyectos',
      '/publico/x/proyectos/a/b',
      '/publico/%E0%A4%A',
    ]) {
      expect(parsePublicPath(path), path).toBeNull();
    }
  });
});
