export * from './paths.ts';
export * from './publicPaths.ts';
