export * from './PublicOrganizationList';
