import { describe, expect, it } from 'vitest';
import { detailBreadcrumbs, listBreadcrumbs } from './breadcrumbs.ts';
import type { ListScope } from './listQuery.ts';

const tenantWide: ListScope = { tenantSlug: 'cenit-demo', type: 'proyecto', organizationSlug: null, programSlug: null };
const none = { organization: null, program: null };

describe('listBreadcrumbs (portfolio.md §2.2)', () => {
  it('is just the list title without an organisation', () => {
    expect(listBreadcrumbs(tenantWide, none)).toEqual([{ label: 'Proyectos' }]);
    expect(listBreadcrumbs({ ...tenantWide, type: 'programa' }, none)).toEqual([{ label: 'Programas' }]);
  });

  it('leads from Organismos through the organisation to the list', () => {
    const scope = { ...tenantWide, organizationSlug: 'epen' };
    expect(listBreadcrumbs(scope, { organization: 'Ente Provincial de Energía del Neuquén', program: null })).toEqual([
      { label: 'Organismos', href: '/cenit-demo/organismos/lista' },
      { label: 'Ente Provincial de Energía del Neuquén', href: '/cenit-demo/organismos/epen' },
      { label: 'Proyectos' },
    ]);
    // The slug stands in while the name is unknown.
    expect(listBreadcrumbs(scope, none)[1]?.label).toBe('epen');
  });

  it("puts the program before a program's projects", () => {
    const scope = { ...tenantWide, organizationSlug: 'epen', programSlug: 'energia-rural' };
    expect(listBreadcrumbs(scope, { organization: 'EPEN', program: 'Energía rural' })).toEqual([
      { label: 'Organismos', href: '/cenit-demo/organismos/lista' },
      { label: 'EPEN', href: '/cenit-demo/organismos/epen' },
      { label: 'Energía rural', href: '/cenit-demo/organismos/epen/programas/energia-rural' },
      { label: 'Proyectos' },
    ]);
  });
});

describe('detailBreadcrumbs (portfolio.md §2.4)', () => {
  const epen = { name: 'Ente Provincial de Energía del Neuquén', slug: 'epen' };

  it('is "Proyectos > slug" without an organisation', () => {
    expect(detailBreadcrumbs('cenit-demo', { slug: 'ruta-7', type: 'proyecto', organizations: [] }, null)).toEqual([
      { label: 'Proyectos', href: '/cenit-demo/proyectos/lista' },
      { label: 'ruta-7' },
    ]);
    expect(
      detailBreadcrumbs('cenit-demo', { slug: 'energia-rural', type: 'programa', organizations: [] }, null),
    ).toEqual([{ label: 'Programas', href: '/cenit-demo/programas/lista' }, { label: 'energia-rural' }]);
  });

  it('leads from Organismos through the organisation and its list to the slug', () => {
    expect(detailBreadcrumbs('cenit-demo', { slug: 'ruta-7', type: 'proyecto', organizations: [epen] }, null)).toEqual([
      { label: 'Organismos', href: '/cenit-demo/organismos/lista' },
      { label: 'Ente Provincial de Energía del Neuquén', href: '/cenit-demo/organismos/epen' },
      { label: 'Proyectos', href: '/cenit-demo/organismos/epen/proyectos/lista' },
      { label: 'ruta-7' },
    ]);
  });

  it("prefers the path's organisation among several, and names an unknown one by its slug", () => {
    const other = { name: 'Vialidad', slug: 'vialidad' };
    const project = { slug: 'ruta-7', type: 'proyecto' as const, organizations: [epen, other] };
    expect(detailBreadcrumbs('cenit-demo', project, 'vialidad')[1]).toEqual({
      label: 'Vialidad',
      href: '/cenit-demo/organismos/vialidad',
    });
    expect(detailBreadcrumbs('cenit-demo', project, 'otro')[1]?.label).toBe('otro');
  });
});
