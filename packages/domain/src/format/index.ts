export * from './money.ts';
export * from './dates.ts';
