export * from './PublicPortalLayout';
