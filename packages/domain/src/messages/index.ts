export * from './messages.ts';
export * from './interpolate.ts';
export * from './errorMessages.ts';
export * from './signInErrors.ts';
