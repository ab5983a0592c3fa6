import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isLoopbackHost, loadConfig, pgliteDirectory, repoRoot } from '../src/config.ts';
import { configuredTarget } from '../src/db/client.ts';

describe('loadConfig', () => {
  it('starts invitation links at WEB_URL (else the first web origin) and e-mails them through SMTP_URL', () => {
    expect(loadConfig({ WEB_ORIGINS: 'https://siipro.gob.ar,https://www.siipro.gob.ar' }).webUrl).toBe(
      'https://siipro.gob.ar',
    );
    expect(
      loadConfig({ WEB_URL: 'https://app.siipro.gob.ar/', SMTP_URL: ' smtp://u:p@mail:587 ', SMTP_FROM: 'X <x@y.z>' }),
    ).toMatchObject({ webUrl: 'https://app.siipro.gob.ar', smtpUrl: 'smtp://u:p@mail:587', smtpFrom: 'X <x@y.z>' });
  });

  it('defaults to 127.0.0.1:3000, PGlite in <repo>/.data, no emulator and the contract lifetimes', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      databaseUrl: undefined,
      dataDir: join(repoRoot, '.data'),
      firebaseProjectId: 'demo-siipro',
      firebaseAuthEmulatorHost: undefined,
      webOrigins: ['http://127.0.0.1:5173', 'http://localhost:5173'],
      webUrl: 'http://127.0.0.1:5173',
      smtpUrl: undefined,
      smtpFrom: 'SIIPRO <no-reply@siipro.local>',
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
      SIGN_IN_FAILURE_LIMIT: '3',
      SIGN_IN_FAILURE_WINDOW: '600',
      SIGN_IN_ACCOUNT_LIMIT: '4',
      SIGN_IN_ACCOUNT_WINDOW: '300',
      WEB_ORIGINS: 'https://siipro.gob.ar, https://www.siipro.gob.ar',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'debug',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 4000,
      dataDir: '/var/lib/siipro',
      accessTokenTtlSeconds: 300,
      refreshTokenTtlSeconds: 86400,
      authRateLimit: { limit: 5, windowSeconds: 10 },
      signInFailureLimit: { limit: 3, windowSeconds: 600 },
      signInAccountLimit: { limit: 4, windowSeconds: 300 },
      webOrigins: ['https://siipro.gob.ar', 'https://www.siipro.gob.ar'],
      trustProxy: true,
      logLevel: 'debug',
    });
    expect(configuredTarget(config)).toEqual({ kind: 'postgres', url: 'postgres://siipro@db:5432/siipro' });
    expect(loadConfig({ PORT: '3100', HOST: '::1' })).toMatchObject({ port: 3100, host: '::1' });
    expect(loadConfig({ DATA_DIR: 'tmp/datos' }).dataDir).toBe(join(repoRoot, 'tmp/datos'));
  });

  it('answers only the Host names it is configured with (DNS rebinding), its own by default', () => {
    expect(loadConfig({}).allowedHosts).toEqual([
      '127.0.0.1:3000',
      'localhost:3000',
      '[::1]:3000',
      '127.0.0.1:5173',
      'localhost:5173',
    ]);
    // Listening everywhere adds no name; the URLs it is known by do.
    expect(
      loadConfig({
        API_HOST: '0.0.0.0',
        API_PORT: '4000',
        API_URL: 'http://api.interna:4000',
        WEB_ORIGINS: 'https://siipro.gob.ar',
      }).allowedHosts,
    ).toEqual(['127.0.0.1:4000', 'localhost:4000', '[::1]:4000', 'api.interna:4000', 'siipro.gob.ar']);
    expect(loadConfig({ API_HOST: '::1' }).allowedHosts).toContain('[::1]:3000');
    // API_ALLOWED_HOSTS replaces the list.
    expect(loadConfig({ API_ALLOWED_HOSTS: 'API.siipro.gob.ar, 10.0.0.5:3000' }).allowedHosts).toEqual([
      'api.siipro.gob.ar',
      '10.0.0.5:3000',
    ]);
  });

  it('asks Firebase for the account on refresh with the emulator or a service account, or when told to', () => {
    expect(loadConfig({}).firebaseAccountLookup).toBe(false);
    expect(loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).firebaseAccountLookup).toBe(true);
    expect(
      loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIREBASE_ACCOUNT_CHECK: 'off' })
        .firebaseAccountLookup,
    ).toBe(true);
    expect(loadConfig({ GOOGLE_APPLICATION_CREDENTIALS: '/etc/siipro/sa.json' }).firebaseAccountLookup).toBe(true);
    expect(
      loadConfig({ GOOGLE_APPLICATION_CREDENTIALS: '/etc/siipro/sa.json', FIREBASE_ACCOUNT_CHECK: 'off' })
        .firebaseAccountLookup,
    ).toBe(false);
    expect(loadConfig({ FIREBASE_ACCOUNT_CHECK: 'on' }).firebaseAccountLookup).toBe(true);
  });

  it('uses the Auth emulator only when FIREBASE_AUTH_EMULATOR_HOST names it, whatever the project id', () => {
    expect(loadConfig({ FIREBASE_PROJECT_ID: 'demo-siipro' }).firebaseAuthEmulatorHost).toBeUndefined();
    expect(loadConfig({ FIREBASE_PROJECT_ID: 'siipro-produccion' }).firebaseAuthEmulatorHost).toBeUndefined();
    expect(loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '' }).firebaseAuthEmulatorHost).toBeUndefined();
    expect(loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).firebaseAuthEmulatorHost).toBe(
      '127.0.0.1:9099',
    );
    expect(
      loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9199', API_HOST: '::1' }).firebaseAuthEmulatorHost,
    ).toBe('localhost:9199');
    expect(
      loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '[::1]:9099', API_HOST: '127.0.0.2' }).firebaseAuthEmulatorHost,
    ).toBe('[::1]:9099');
  });

  it('refuses to start with the emulator unless the API and the emulator are both on loopback', () => {
    for (const env of [
      { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', API_HOST: '0.0.0.0' },
      { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', API_HOST: '10.0.0.5' },
      { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', HOST: '::' },
      { FIREBASE_AUTH_EMULATOR_HOST: '10.0.0.2:9099' },
      { FIREBASE_AUTH_EMULATOR_HOST: 'emulador.interno:9099' },
    ]) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(/emulador de Firebase Auth.*loopback/);
    }
  });

  it('refuses a setting that is not a positive number', () => {
    expect(() => loadConfig({ ACCESS_TOKEN_TTL: 'quince' })).toThrow(/ACCESS_TOKEN_TTL/);
    expect(() => loadConfig({ AUTH_RATE_LIMIT: '0' })).toThrow(/AUTH_RATE_LIMIT/);
  });

  it('knows which addresses are loopback', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost', 'LOCALHOST'])
      expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['0.0.0.0', '::', '10.0.0.1', '128.0.0.1', 'localhost.evil.com', '127.0.0.1.nip.io']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});
