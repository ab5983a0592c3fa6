export * from './recents.ts';
