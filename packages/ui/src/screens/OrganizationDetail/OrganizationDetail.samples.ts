// Story data (not exported by the package): a demo organisation of the CENIT tenant as the API answers it, its
// latest projects and the hrefs the web app builds with domain's paths.
import {
  demoOrganizationsByTenant,
  demoProjectsByTenant,
  messages,
  paths,
  type OrganizationAnswer,
  type ProjectListItem,
} from '@siipro/domain';
import { samplePortrait } from '../../primitives/Avatar/Avatar.samples';
import type { BreadcrumbItem } from '../../patterns/Breadcrumbs';

const TENANT = 'cenit-demo';
const demo = demoOrganizationsByTenant[TENANT][0]!;

export const sampleOrganization: OrganizationAnswer = {
  organizationId: demo.organizationId,
  version: 3,
  slug: demo.slug,
  code: demo.slug,
  name: demo.name,
  description: demo.description ?? null,
  responsable: { name: 'Gabriela Ruiz', email: 'gruiz@minfra.example.gob.ar', avatarUrl: samplePortrait },
  createdBy: { name: 'Martín Sosa', avatarUrl: null },
  updatedBy: { name: 'Gabriela Ruiz', avatarUrl: samplePortrait },
  createdAt: '2024-11-04T12:00:00.000Z',
  updatedAt: '2026-10-21T15:30:00.000Z',
  archivedAt: null,
  projectCount: 12,
};

/** No responsable, author or editor recorded, and no description: every person reads as a dash. */
export const sparseOrganization: OrganizationAnswer = {
  ...sampleOrganization,
  description: null,
  responsable: null,
  createdBy: null,
  updatedBy: null,
};

export const organizationBreadcrumbs = (name: string): BreadcrumbItem[] => [
  { label: messages.projects.breadcrumbOrganizations, href: paths.organizations(TENANT) },
  { label: name },
];

/** Its latest projects, as GET …/organizations/{slug}/projects?limit=5 answers them. */
export const sampleLatestProjects: readonly ProjectListItem[] = demoProjectsByTenant[TENANT].filter(
  (project) => project.type === 'proyecto',
).slice(0, 5);

export const projectHrefOf = (project: ProjectListItem) =>
  paths.project(TENANT, { slug: project.slug, type: project.type, organizationSlug: sampleOrganization.slug });

export const allProjectsHref = paths.projects(TENANT, { organizationSlug: sampleOrganization.slug });
