import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, pgliteDirectory, repoRoot } from '../src/config.ts';
import { configuredTarget } from '../src/db/client.ts';

describe('loadConfig', () => {
  it('defaults to 127.0.0.1:3000, PGlite in <repo>/.data, the emulator and the contract lifetimes', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      databaseUrl: undefined,
      dataDir: join(repoRoot, '.data'),
      firebaseProjectId: 'demo-siipro',
      firebaseAuthEmulatorHost: '127.0.0.1:9099',
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 2_592_000,
      trustProxy: false,
    });
    expect(configuredTarget(config)).toEqual({ kind: 'pglite', dataDir: join(repoRoot, '.data', 'pglite') });
    expect(pgliteDirectory(config)).toBe(join(repoRoot, '.data', 'pglite'));
  });

  it('reads every setting from the environment (API_* as pnpm start passes them, or PORT/HOST)', () => {
    const config = loadConfig({
      API_HOST: '0.0.0.0',
      API_PORT: '4000',
      DATABASE_URL: 'postgres://siipro@db:5432/siipro',
      DATA_DIR: '/var/lib/siipro',
      ACCESS_TOKEN_TTL: '300',
      REFRESH_TOKEN_TTL: '86400',
      AUTH_RATE_LIMIT: '5',
      AUTH_RATE_LIMIT_WINDOW: '10',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'debug',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 4000,
      dataDir: '/var/lib/siipro',
      accessTokenTtlSeconds: 300,
      refreshTokenTtlSeconds: 86400,
      authRateLimit: { capacity: 5, windowSeconds: 10 },
      trustProxy: true,
      logLevel: 'debug',
    });
    expect(configuredTarget(config)).toEqual({ kind: 'postgres', url: 'postgres://siipro@db:5432/siipro' });
    expect(loadConfig({ PORT: '3100', HOST: '::1' })).toMatchObject({ port: 3100, host: '::1' });
    expect(loadConfig({ DATA_DIR: 'tmp/datos' }).dataDir).toBe(join(repoRoot, 'tmp/datos'));
  });

  it('trusts the emulator by default only for demo-* project ids, never for a real project', () => {
    expect(loadConfig({ FIREBASE_PROJECT_ID: 'siipro-produccion' }).firebaseAuthEmulatorHost).toBeUndefined();
    expect(loadConfig({ FIREBASE_PROJECT_ID: 'demo-otro' }).firebaseAuthEmulatorHost).toBe('127.0.0.1:9099');
    expect(
      loadConfig({ FIREBASE_PROJECT_ID: 'siipro-staging', FIREBASE_AUTH_EMULATOR_HOST: '10.0.0.2:9099' })
        .firebaseAuthEmulatorHost,
    ).toBe('10.0.0.2:9099');
  });

  it('refuses a setting that is not a positive number', () => {
    expect(() => loadConfig({ ACCESS_TOKEN_TTL: 'quince' })).toThrow(/ACCESS_TOKEN_TTL/);
    expect(() => loadConfig({ AUTH_RATE_LIMIT: '0' })).toThrow(/AUTH_RATE_LIMIT/);
  });
});
