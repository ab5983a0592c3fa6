// Public surface of @siipro/api for tooling (benchmarks, e2e helpers): the app factory and the database helpers.
export { createApp } from './http/app.ts';
export type { AppDependencies } from './http/dependencies.ts';
export { loadConfig, type ApiConfig } from './config.ts';
export { openDatabase, configuredTarget, type Database, type DatabaseHandle } from './db/client.ts';
export { runMigrations } from './db/migrate.ts';
export { seedDemoData } from './seed/demoDatabase.ts';
export { seedEmulatorAccounts } from './seed/emulatorAccounts.ts';
