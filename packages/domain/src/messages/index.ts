// The catalogue as one object (`messages`), and its areas one by one: code that every page loads (the entry: the
// session, the spinners, the router's error screen) imports only the areas it reads, so the first load does not carry
// the texts of every screen (~12 KB of gzip).
export * from './messages.ts';
export * from './interpolate.ts';
export * from './errorMessages.ts';
export * from './signInErrors.ts';
export { authMessages } from './areas/auth.ts';
export { commonMessages } from './areas/common.ts';
