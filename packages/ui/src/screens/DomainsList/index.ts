export { DomainsList } from './DomainsList';
export type { DomainsListItem, DomainsListProps } from './DomainsList';
