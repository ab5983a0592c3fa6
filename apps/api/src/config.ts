// Runtime settings of the API, every one overridable by an environment variable (see README, "Configuration").
import { existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { metricsTokenFrom, signingKeyFrom } from '@siipro/server';
import { imageHostsFrom } from '@siipro/domain';

/**
 * What a relative DATA_DIR resolves against: the repository's root when running from the sources, whatever directory
 * pnpm starts us from; the working directory when running the build (dist/api/server.mjs, which has no repository).
 */
const sourcesRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const repoRoot = existsSync(join(sourcesRoot, 'pnpm-workspace.yaml')) ? sourcesRoot : process.cwd();

export interface RateLimitConfig {
  /** Hits a key may make in one window. */
  limit: number;
  /** Length of the window, in seconds. */
  windowSeconds: number;
}

/**
 * Where documents' bytes live (projects/documentStore.ts): files under DATA_DIR/documents, or an S3-compatible bucket
 * when DOCUMENTS_S3_BUCKET is set. The bucket's credentials: DOCUMENTS_S3_ACCESS_KEY_ID and
 * DOCUMENTS_S3_SECRET_ACCESS_KEY when both are set, else the AWS SDK's usual chain (AWS_ACCESS_KEY_ID, a profile, the
 * machine's role).
 */
export type DocumentStorageConfig =
  | { kind: 'disk'; directory: string }
  | {
      kind: 's3';
      bucket: string;
      /** Prepended to every key (DOCUMENTS_S3_PREFIX), so one bucket can hold several installations. */
      prefix: string;
      /** Another provider's or a private server's address (DOCUMENTS_S3_ENDPOINT); AWS's own when absent. */
      endpoint: string | undefined;
      region: string;
      /** bucket in the path rather than the host name (DOCUMENTS_S3_FORCE_PATH_STYLE; on with an endpoint). */
      forcePathStyle: boolean;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

export interface ApiConfig {
  host: string;
  port: number;
  /** postgres://… switches from embedded PGlite to a PostgreSQL server. */
  databaseUrl: string | undefined;
  /** PGlite files and the generated signing key live here. */
  dataDir: string;
  firebaseProjectId: string;
  /** host:port of the Auth emulator (locally, only when FIREBASE_AUTH_EMULATOR_HOST says so); never in production. */
  firebaseAuthEmulatorHost: string | undefined;
  /**
   * Ask Firebase on every refresh whether the account is still enabled (FIREBASE_ACCOUNT_CHECK): on with the emulator
   * and whenever GOOGLE_APPLICATION_CREDENTIALS gives firebase-admin a service account to ask with.
   */
  firebaseAccountLookup: boolean;
  /**
   * Host header values (host:port, lower case) this API answers (API_ALLOWED_HOSTS); any other is refused, so a page
   * on another site cannot reach a local API by pointing its own name at 127.0.0.1 (DNS rebinding).
   */
  allowedHosts: string[];
  /**
   * Hosts images may come from (domain's imageHostsFrom: the sign-in provider's avatars, IMAGE_HOSTS, the map's tile
   * servers): a tenant logo elsewhere is refused, an avatar elsewhere not stored. The web's CSP reads the same list.
   */
  imageHosts: string[];
  /** Origins of the web app allowed to call /auth/refresh and /auth/logout from a browser. */
  webOrigins: string[];
  /** The web app's address, which invitation links start with (WEB_URL; the first web origin by default). */
  webUrl: string;
  /**
   * smtp://user:password@host:port (or smtps://) of the server that sends invitation e-mails (SMTP_URL); without it
   * no e-mail is sent and the admin copies the invitation's link.
   */
  smtpUrl: string | undefined;
  /** The From of those e-mails (SMTP_FROM). */
  smtpFrom: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** PKCS#8 PEM of the ES256 signing key; when absent one is generated into dataDir on first start. */
  jwtPrivateKey: string | undefined;
  logLevel: string;
  version: string;
  buildDate: string;
  /** Sign-in requests (POST /auth/exchange and /auth/login), per client address; refresh and logout are not counted. */
  authRateLimit: RateLimitConfig;
  /** Refused sign-ins (a bad or forged ID token), per client address only: never per a claim nobody verified. */
  signInFailureLimit: RateLimitConfig;
  /**
   * Sign-ins of one account from one client address, counted only once Firebase has verified the token: a claim
   * nobody verified never counts, and one address spending it leaves the account free from every other (issue 43).
   */
  signInAccountLimit: RateLimitConfig;
  /** Requests to the public portal's open data (/public/*), per client address (issue 45). */
  publicRateLimit: RateLimitConfig;
  /** Writes (POST, PUT, PATCH, DELETE under /t/…) per signed-in person, whatever address they come from (issue 46). */
  writeRateLimit: RateLimitConfig;
  /** Bytes of documents a tenant may keep (DOCUMENT_QUOTA_MB, 2 GB by default); an upload past it is refused. */
  documentQuotaBytes: number;
  documentStorage: DocumentStorageConfig;
  /** On PGlite, requests served at once, the rest waiting in arrival order (PGLITE_CONCURRENT_REQUESTS, 2). */
  pgliteConcurrentRequests: number;
  /** Trust X-Forwarded-For / X-Forwarded-Proto (only behind a proxy that sets them). */
  trustProxy: boolean;
  bodyLimitBytes: number;
  /**
   * DEMO_RESET=on-start: the demo tenant goes back to the demo data at every start (`pnpm start` sets it, so the demo
   * banner's promise holds); off (the default, production) leaves it as it is.
   */
  demoReset: 'off' | 'on-start';
  /** Bearer token of GET /metrics (METRICS_TOKEN, ≥ 16 characters); without it the route does not exist. */
  metricsToken: string | undefined;
  /**
   * The key the optimizer service signs its answers with (OPTIMIZER_SIGNING_KEY, ≥ 32 characters; issue 44): a
   * scenario is saved only with an answer signed by it for the posted request. Unset: saving answers 503.
   */
  optimizerSigningKey: string | undefined;
  /**
   * Seconds between SIGTERM and closing the listener (SHUTDOWN_DRAIN_SECONDS, default 0): /health/ready answers 503
   * during them while requests are still served, so a load balancer that probes every few seconds stops sending
   * traffic before the process stops taking it.
   */
  shutdownDrainSeconds: number;
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

/** 127.0.0.0/8, ::1 and localhost: addresses no other machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return name === 'localhost' || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name);
}

/** `host:port` or `[v6]:port` → host. */
function hostOf(address: string): string {
  const bracketed = /^\[([^\]]+)\]/.exec(address);
  if (bracketed?.[1]) return bracketed[1];
  return address.split(':')[0] ?? address;
}

/**
 * The Auth emulator accepts ID tokens nobody signed: an API trusting it would let anyone be anyone. So it is used only
 * when FIREBASE_AUTH_EMULATOR_HOST names it, and only by an API that listens on loopback and talks to an emulator on
 * loopback, where nobody but the developer's own machine can reach either.
 */
function emulatorHostFrom(env: NodeJS.ProcessEnv, apiHost: string): string | undefined {
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST?.trim() || undefined;
  if (!emulatorHost) return undefined;
  if (!isLoopbackHost(apiHost) || !isLoopbackHost(hostOf(emulatorHost))) {
    throw new Error(
      `FIREBASE_AUTH_EMULATOR_HOST=${emulatorHost} con API_HOST=${apiHost}: el emulador de Firebase Auth acepta ` +
        'tokens sin firma y solo se permite con la API y el emulador en loopback (127.0.0.1, ::1, localhost).',
    );
  }
  return emulatorHost;
}

function demoResetFrom(value: string | undefined): ApiConfig['demoReset'] {
  const mode = value?.trim() || 'off';
  if (mode !== 'off' && mode !== 'on-start') throw new Error(`DEMO_RESET debe ser on-start u off (recibido: ${value})`);
  return mode;
}

/** Account lookups: always with the emulator; else FIREBASE_ACCOUNT_CHECK, or on when there is a credential to ask with. */
function accountLookupFrom(env: NodeJS.ProcessEnv, emulatorHost: string | undefined): boolean {
  if (emulatorHost) return true;
  const setting = env.FIREBASE_ACCOUNT_CHECK?.trim();
  if (setting) return booleanFrom(setting);
  return Boolean(env.GOOGLE_APPLICATION_CREDENTIALS?.trim());
}

/** `http://name:port/…` → `name:port`, the way a browser writes it in Host (default ports left out). */
function hostHeaderOf(url: string): string | undefined {
  try {
    return new URL(url).host.toLowerCase() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The names this API answers to: what API_ALLOWED_HOSTS lists, else the loopback names on its port, the address it
 * listens on (unless a wildcard), and the hosts of the URLs it is known by (API_URL, the web's origins, WEB_URL).
 */
function allowedHostsFrom(env: NodeJS.ProcessEnv, host: string, port: number, knownUrls: string[]): string[] {
  const configured = listFrom(env.API_ALLOWED_HOSTS, []).map((item) => item.toLowerCase());
  if (configured.length > 0) return configured;
  const names = ['127.0.0.1', 'localhost', '[::1]'];
  const listening = host.trim().toLowerCase();
  if (listening && !['0.0.0.0', '::', '[::]'].includes(listening)) {
    names.push(listening.includes(':') && !listening.startsWith('[') ? `[${listening}]` : listening);
  }
  const hosts = new Set(names.map((name) => `${name}:${port}`));
  for (const url of knownUrls) {
    const known = hostHeaderOf(url);
    if (known) hosts.add(known);
  }
  return [...hosts];
}

function listFrom(value: string | undefined, fallback: string[]): string[] {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length > 0 ? items : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const firebaseProjectId = env.FIREBASE_PROJECT_ID ?? 'demo-siipro';
  const dataDir = env.DATA_DIR ?? '.data';
  const host = env.API_HOST ?? env.HOST ?? '127.0.0.1';
  const webPort = env.WEB_PORT ?? '5173';
  const webOrigins = listFrom(env.WEB_ORIGINS, [`http://127.0.0.1:${webPort}`, `http://localhost:${webPort}`]);
  const port = numberFrom(env.API_PORT ?? env.PORT, 3000, 'API_PORT');
  const firebaseAuthEmulatorHost = emulatorHostFrom(env, host);
  const webUrl = (env.WEB_URL?.trim() || webOrigins[0] || `http://127.0.0.1:${webPort}`).replace(/\/+$/, '');
  return {
    host,
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: isAbsolute(dataDir) ? dataDir : resolve(repoRoot, dataDir),
    firebaseProjectId,
    firebaseAuthEmulatorHost,
    firebaseAccountLookup: accountLookupFrom(env, firebaseAuthEmulatorHost),
    allowedHosts: allowedHostsFrom(env, host, port, [env.API_URL ?? '', ...webOrigins, webUrl]),
    imageHosts: imageHostsFrom(env.IMAGE_HOSTS, [env.VITE_MAP_TILES_IGN_AR, env.VITE_MAP_TILES_OSM]),
    webOrigins,
    webUrl,
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    smtpFrom: env.SMTP_FROM?.trim() || 'SIIPRO <no-reply@siipro.local>',
    accessTokenTtlSeconds: numberFrom(env.ACCESS_TOKEN_TTL, 900, 'ACCESS_TOKEN_TTL'),
    refreshTokenTtlSeconds: numberFrom(env.REFRESH_TOKEN_TTL, 30 * 24 * 60 * 60, 'REFRESH_TOKEN_TTL'),
    jwtPrivateKey: env.SIIPRO_JWT_PRIVATE_KEY || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    version: env.SIIPRO_VERSION ?? '0.1.0',
    // A release pipeline sets BUILD_DATE; locally the start time is the honest answer.
    buildDate: env.BUILD_DATE ?? new Date().toISOString(),
    authRateLimit: {
      limit: numberFrom(env.AUTH_RATE_LIMIT, 300, 'AUTH_RATE_LIMIT'),
      windowSeconds: numberFrom(env.AUTH_RATE_LIMIT_WINDOW, 60, 'AUTH_RATE_LIMIT_WINDOW'),
    },
    signInFailureLimit: {
      limit: numberFrom(env.SIGN_IN_FAILURE_LIMIT, 50, 'SIGN_IN_FAILURE_LIMIT'),
      windowSeconds: numberFrom(env.SIGN_IN_FAILURE_WINDOW, 15 * 60, 'SIGN_IN_FAILURE_WINDOW'),
    },
    signInAccountLimit: {
      limit: numberFrom(env.SIGN_IN_ACCOUNT_LIMIT, 20, 'SIGN_IN_ACCOUNT_LIMIT'),
      windowSeconds: numberFrom(env.SIGN_IN_ACCOUNT_WINDOW, 15 * 60, 'SIGN_IN_ACCOUNT_WINDOW'),
    },
    publicRateLimit: {
      limit: numberFrom(env.PUBLIC_RATE_LIMIT, 600, 'PUBLIC_RATE_LIMIT'),
      windowSeconds: numberFrom(env.PUBLIC_RATE_LIMIT_WINDOW, 60, 'PUBLIC_RATE_LIMIT_WINDOW'),
    },
    writeRateLimit: {
      limit: numberFrom(env.WRITE_RATE_LIMIT, 300, 'WRITE_RATE_LIMIT'),
      windowSeconds: numberFrom(env.WRITE_RATE_LIMIT_WINDOW, 60, 'WRITE_RATE_LIMIT_WINDOW'),
    },
    documentQuotaBytes: numberFrom(env.DOCUMENT_QUOTA_MB, 2048, 'DOCUMENT_QUOTA_MB') * 1024 * 1024,
    documentStorage: documentStorageFrom(env, isAbsolute(dataDir) ? dataDir : resolve(repoRoot, dataDir)),
    pgliteConcurrentRequests: numberFrom(env.PGLITE_CONCURRENT_REQUESTS, 2, 'PGLITE_CONCURRENT_REQUESTS'),
    trustProxy: booleanFrom(env.TRUST_PROXY),
    bodyLimitBytes: numberFrom(env.BODY_LIMIT_BYTES, 1024 * 1024, 'BODY_LIMIT_BYTES'),
    demoReset: demoResetFrom(env.DEMO_RESET),
    metricsToken: metricsTokenFrom(env.METRICS_TOKEN),
    optimizerSigningKey: signingKeyFrom(env.OPTIMIZER_SIGNING_KEY),
    shutdownDrainSeconds: env.SHUTDOWN_DRAIN_SECONDS?.trim()
      ? numberFrom(env.SHUTDOWN_DRAIN_SECONDS, 0, 'SHUTDOWN_DRAIN_SECONDS')
      : 0,
  };
}

function documentStorageFrom(env: NodeJS.ProcessEnv, dataDir: string): DocumentStorageConfig {
  const bucket = env.DOCUMENTS_S3_BUCKET?.trim();
  if (!bucket) return { kind: 'disk', directory: join(dataDir, 'documents') };
  const endpoint = env.DOCUMENTS_S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\/[^/]+/.test(endpoint))
    throw new Error(`DOCUMENTS_S3_ENDPOINT debe ser una dirección http(s):// (recibido: ${endpoint})`);
  const prefix = (env.DOCUMENTS_S3_PREFIX?.trim() ?? '').replace(/^\/+|\/+$/g, '');
  const pathStyle = env.DOCUMENTS_S3_FORCE_PATH_STYLE?.trim();
  const accessKeyId = env.DOCUMENTS_S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.DOCUMENTS_S3_SECRET_ACCESS_KEY?.trim();
  return {
    kind: 's3',
    bucket,
    prefix: prefix ? `${prefix}/` : '',
    endpoint,
    region: env.DOCUMENTS_S3_REGION?.trim() || env.AWS_REGION?.trim() || 'us-east-1',
    // Most S3-compatible servers (MinIO, Ceph, Garage) are addressed by path; AWS itself by host name.
    forcePathStyle: pathStyle ? booleanFrom(pathStyle) : endpoint !== undefined,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

/** Where the embedded database keeps its files. */
export function pgliteDirectory(config: Pick<ApiConfig, 'dataDir'>): string {
  return join(config.dataDir, 'pglite');
}
