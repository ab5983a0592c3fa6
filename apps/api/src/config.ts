// Runtime settings of the API, every one overridable by an environment variable (see README, "Configuration").
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: relative paths (DATA_DIR) resolve against it, whatever directory pnpm starts us from. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface RateLimitConfig {
  /** Requests a client may make in a burst. */
  capacity: number;
  /** Seconds in which an empty bucket fills up again. */
  windowSeconds: number;
}

export interface ApiConfig {
  host: string;
  port: number;
  /** postgres://… switches from embedded PGlite to a PostgreSQL server. */
  databaseUrl: string | undefined;
  /** PGlite files and the generated signing key live here. */
  dataDir: string;
  firebaseProjectId: string;
  /** host:port of the Auth emulator (locally); never set in production. */
  firebaseAuthEmulatorHost: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** PKCS#8 PEM of the ES256 signing key; when absent one is generated into dataDir on first start. */
  jwtPrivateKey: string | undefined;
  logLevel: string;
  version: string;
  buildDate: string;
  authRateLimit: RateLimitConfig;
  /** Trust X-Forwarded-For / X-Forwarded-Proto (only behind a proxy that sets them). */
  trustProxy: boolean;
  bodyLimitBytes: number;
}

function numberFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0)
    throw new Error(`${name} debe ser un número positivo (recibido: ${value})`);
  return parsed;
}

function booleanFrom(value: string | undefined): boolean {
  return value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const firebaseProjectId = env.FIREBASE_PROJECT_ID ?? 'demo-siipro';
  const dataDir = env.DATA_DIR ?? '.data';
  return {
    host: env.API_HOST ?? env.HOST ?? '127.0.0.1',
    port: numberFrom(env.API_PORT ?? env.PORT, 3000, 'API_PORT'),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: isAbsolute(dataDir) ? dataDir : resolve(repoRoot, dataDir),
    firebaseProjectId,
    // The emulator accepts unsigned ID tokens, so it is only the default for `demo-*` project ids, which Firebase
    // reserves for emulators (no real project can have one). A fresh clone signs in with no setup; a deployment
    // with a real project id never trusts the emulator unless FIREBASE_AUTH_EMULATOR_HOST says so.
    firebaseAuthEmulatorHost:
      env.FIREBASE_AUTH_EMULATOR_HOST || (firebaseProjectId.startsWith('demo-') ? '127.0.0.1:9099' : undefined),
    accessTokenTtlSeconds: numberFrom(env.ACCESS_TOKEN_TTL, 900, 'ACCESS_TOKEN_TTL'),
    refreshTokenTtlSeconds: numberFrom(env.REFRESH_TOKEN_TTL, 30 * 24 * 60 * 60, 'REFRESH_TOKEN_TTL'),
    jwtPrivateKey: env.SIIPRO_JWT_PRIVATE_KEY || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    version: env.SIIPRO_VERSION ?? '0.1.0',
    // A release pipeline sets BUILD_DATE; locally the start time is the honest answer.
    buildDate: env.BUILD_DATE ?? new Date().toISOString(),
    authRateLimit: {
      capacity: numberFrom(env.AUTH_RATE_LIMIT, 100, 'AUTH_RATE_LIMIT'),
      windowSeconds: numberFrom(env.AUTH_RATE_LIMIT_WINDOW, 60, 'AUTH_RATE_LIMIT_WINDOW'),
    },
    trustProxy: booleanFrom(env.TRUST_PROXY),
    bodyLimitBytes: numberFrom(env.BODY_LIMIT_BYTES, 1024 * 1024, 'BODY_LIMIT_BYTES'),
  };
}

/** Where the embedded database keeps its files. */
export function pgliteDirectory(config: Pick<ApiConfig, 'dataDir'>): string {
  return join(config.dataDir, 'pglite');
}
