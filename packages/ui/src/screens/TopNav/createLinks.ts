import { hasPermission, paths } from '@siipro/domain';
import type { CreateLinks } from './CreateMenu';

/**
 * Crear's entries for a person in a tenant: projects and programs need `projects:create`, organisations
 * `organizations:create` (the server refuses the rest anyway; this only hides what would be refused).
 */
export function buildCreateLinks(
  tenantSlug: string | null | undefined,
  features: readonly string[] | null | undefined,
): CreateLinks {
  if (!tenantSlug) return {};
  const projects = hasPermission(features, 'projects:create');
  return {
    project: projects ? paths.newProject(tenantSlug) : null,
    program: projects ? paths.newProgram(tenantSlug) : null,
    organization: hasPermission(features, 'organizations:create') ? paths.newOrganization(tenantSlug) : null,
  };
}
