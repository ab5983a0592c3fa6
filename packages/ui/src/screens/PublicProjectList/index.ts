export * from './PublicProjectList';
