// Story data (not exported by the package): the CENIT demo tenant's organisations as the API answers them (one of
// them without a responsable), and hrefs built with the app's paths.
import { demoOrganizationsByTenant, paths, type OrganizationAnswer } from '@siipro/domain';
import type { OrganizationHrefs } from './OrganizationCard';

const TENANT = 'cenit-demo';

const asAnswer = (organization: (typeof demoOrganizationsByTenant)[typeof TENANT][number]): OrganizationAnswer => ({
  organizationId: organization.organizationId,
  version: 1,
  slug: organization.slug,
  code: organization.slug,
  name: organization.name,
  description: organization.description ?? null,
  responsable: organization.responsable?.name
    ? {
        name: organization.responsable.name,
        email: organization.responsable.email ?? null,
        avatarUrl: organization.responsable.avatarUrl ?? null,
      }
    : null,
  createdBy: null,
  updatedBy: null,
  createdAt: organization.createdAt ?? '2024-11-04T12:00:00.000Z',
  updatedAt: organization.updatedAt ?? '2024-11-04T12:00:00.000Z',
  archivedAt: null,
  projectCount: organization.projectCount ?? 0,
});

/** The demo organisations; the Secretaría de Transporte de Mendoza has no responsable yet ("No asignado"). */
export const sampleOrganizations: readonly OrganizationAnswer[] = demoOrganizationsByTenant[TENANT].map(asAnswer);

export const sampleOrganizationHrefs: OrganizationHrefs = {
  organization: (slug) => paths.organization(TENANT, slug),
  projects: (slug) => paths.projects(TENANT, { organizationSlug: slug }),
};
