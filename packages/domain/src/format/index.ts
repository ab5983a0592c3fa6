export * from './money.ts';
export * from './dates.ts';
export * from './numbers.ts';
