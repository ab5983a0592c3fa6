export { OrganizationCard, OrganizationCardSkeleton, ResponsableName } from './OrganizationCard';
export type { OrganizationCardProps, OrganizationHrefs, OrganizationSummary } from './OrganizationCard';
