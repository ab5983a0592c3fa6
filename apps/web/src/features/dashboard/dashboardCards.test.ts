import { describe, expect, it } from 'vitest';
import {
  sampleCompleteProject,
  sampleIncompleteProject,
  sampleProgram,
  type OrganizationAnswer,
  type ProjectListItem,
  type RecentProject,
} from '@siipro/domain';
import {
  dashboardOrganizationCards,
  dashboardProjectCards,
  needsNewest,
  recentOrganizationCard,
} from './dashboardCards.ts';

const TENANT = 'cenit-demo';

const recent: RecentProject = {
  slug: 'puente-sobre-el-rio-negro',
  name: 'Puente sobre el río Negro',
  lastViewed: '2026-11-20T10:00:00.000Z',
  type: 'proyecto',
  organizationName: 'Dirección de Vialidad',
  organizationSlug: 'vialidad',
  priority: 'Media',
  programName: 'Plan Vial',
  programSlug: 'plan-vial',
};

const listed = (project: typeof sampleCompleteProject, slug = project.slug): ProjectListItem =>
  ({ ...project, slug }) as unknown as ProjectListItem;
const newest = Array.from({ length: 6 }, (_, i) => listed(sampleCompleteProject, `nuevo-${i}`));

describe('dashboard project cards', () => {
  it('asks for the newest projects only when the device has no recent project', () => {
    expect(needsNewest([])).toBe(true);
    expect(needsNewest([recent])).toBe(false);
  });

  it('shows the recents when there are any, even if newest projects arrived', () => {
    const cards = dashboardProjectCards(TENANT, [recent], newest);
    expect(cards).toEqual([
      {
        key: 'puente-sobre-el-rio-negro',
        name: 'Puente sobre el río Negro',
        href: '/cenit-demo/organismos/vialidad/proyectos/puente-sobre-el-rio-negro',
        priority: 'Media',
        organizationName: 'Dirección de Vialidad',
        organizationHref: '/cenit-demo/organismos/vialidad',
        programHref: '/cenit-demo/organismos/vialidad/programas/plan-vial',
      },
    ]);
  });

  it('falls back to the first 4 of the newest when there are no recents', () => {
    const cards = dashboardProjectCards(TENANT, [], newest);
    expect(cards.map((card) => card.key)).toEqual(['nuevo-0', 'nuevo-1', 'nuevo-2', 'nuevo-3']);
    expect(cards[0]).toMatchObject({
      href: '/cenit-demo/organismos/ministerio-de-infraestructura/proyectos/nuevo-0',
      organizationName: 'Ministerio de Infraestructura',
      programHref: '/cenit-demo/organismos/ministerio-de-infraestructura/programas/programa-provincial-de-agua-segura',
    });
  });

  it('reads "Sin programa" (no program link) for a project outside any program', () => {
    const [card] = dashboardProjectCards(TENANT, [], [listed(sampleIncompleteProject)]);
    expect(card?.programHref).toBeNull();
    const [fromRecord] = dashboardProjectCards(TENANT, [{ ...recent, programSlug: undefined }], undefined);
    expect(fromRecord?.programHref).toBeNull();
  });

  it('shows no card while the newest are loading or after they failed', () => {
    expect(dashboardProjectCards(TENANT, [], undefined)).toEqual([]);
    expect(dashboardProjectCards(TENANT, [], [listed(sampleProgram)])).toHaveLength(1);
  });
});

describe('dashboard organisation cards', () => {
  const organization = (slug: string) =>
    ({
      organizationId: `id-${slug}`,
      version: 1,
      slug,
      code: slug,
      name: slug.toUpperCase(),
      description: null,
      responsable: { name: 'Hernán Castro', email: 'hcastro@epen.gob.ar', avatarUrl: null },
      createdBy: null,
      updatedBy: null,
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
      archivedAt: null,
      projectCount: 3,
    }) satisfies OrganizationAnswer;

  it('falls back to the first 4 of the newest organisations when there are no recents', () => {
    const newestOrganizations = ['a', 'b', 'c', 'd', 'e'].map(organization);
    const cards = dashboardOrganizationCards(TENANT, [], newestOrganizations);
    expect(cards.map((card) => card.key)).toEqual(['a', 'b', 'c', 'd']);
    expect(cards[0]).toEqual({
      key: 'a',
      name: 'A',
      href: '/cenit-demo/organismos/a',
      projectsHref: '/cenit-demo/organismos/a/proyectos/lista',
      responsable: 'Hernán Castro',
    });
    const recentOne = {
      slug: 'epen',
      name: 'EPEN',
      lastViewed: '2026-11-20T10:00:00.000Z',
      tenantSlug: TENANT,
      responsable: null,
    };
    expect(dashboardOrganizationCards(TENANT, [recentOne], newestOrganizations).map((card) => card.key)).toEqual([
      'epen',
    ]);
    expect(dashboardOrganizationCards(TENANT, [], undefined)).toEqual([]);
  });

  it('links the organisation and its projects list', () => {
    expect(
      recentOrganizationCard(TENANT, {
        slug: 'epen',
        name: 'EPEN',
        lastViewed: '2026-11-20T10:00:00.000Z',
        tenantSlug: TENANT,
        responsable: null,
      }),
    ).toEqual({
      key: 'epen',
      name: 'EPEN',
      href: '/cenit-demo/organismos/epen',
      projectsHref: '/cenit-demo/organismos/epen/proyectos/lista',
      responsable: null,
    });
  });
});
