export * from './PublicProjectView';
