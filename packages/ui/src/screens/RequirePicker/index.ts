export * from './RequirePicker';
