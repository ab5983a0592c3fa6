export * from './result.ts';
export * from './email.ts';
export * from './domain.ts';
export * from './configJson.ts';
export * from './forms.ts';
export * from './invisibleCharacters.ts';
export * from './imageHosts.ts';
