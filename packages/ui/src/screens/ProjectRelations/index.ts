export * from './ProjectRelations';
