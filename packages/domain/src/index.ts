// Public surface of @siipro/domain: pure types, rules and texts shared by the UI, the web app, the API and the optimizer.
export * from './status/index.ts';
export * from './priority/index.ts';
export * from './score/index.ts';
export * from './messages/index.ts';
export * from './format/index.ts';
export * from './permissions/index.ts';
export * from './entities/index.ts';
export * from './optimizer/index.ts';
export * from './fixtures/index.ts';
export * from './filters/index.ts';
export * from './invitations/index.ts';
export * from './recents/index.ts';
export * from './validation/index.ts';
export * from './map/index.ts';
export * from './routes/index.ts';
export * from './intake/index.ts';
export * from './public/index.ts';
