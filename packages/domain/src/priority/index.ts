export * from './priority.ts';
