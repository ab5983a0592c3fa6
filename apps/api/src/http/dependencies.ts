// Everything the HTTP app needs from the outside, injected so tests can pass their own database, clock and logger.
import type { Logger } from 'pino';
import type { Lifecycle } from '@siipro/server';
import type { AccessTokens } from '../auth/accessTokens.ts';
import type { IdTokenVerifier } from '../auth/idTokenVerifier.ts';
import type { Clock } from '../clock.ts';
import type { ApiConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { ArrivalQueue } from './arrivalOrder.ts';
import type { DocumentStore } from '../projects/documentStore.ts';
import type { ImportRunner } from '../projects/import/importRunner.ts';
import type { PageAnchorCache } from '../projects/pageAnchors.ts';

export interface AuthServices {
  idTokens: IdTokenVerifier;
  accessTokens: AccessTokens;
}

export interface AppDependencies {
  config: ApiConfig;
  db: Database;
  auth: AuthServices;
  clock: Clock;
  logger: Logger;
  /** Sends e-mail (invitations); null for none. Absent: made from config.smtpUrl (none without it). */
  mailer?: Mailer | null;
  /** The project list's page anchors (projects/pageAnchors.ts), one per process. Absent: the list's routes make them. */
  pageAnchors?: PageAnchorCache;
  /** The spreadsheet imports running in this process (projects/import/). Absent: the import's routes make one. */
  imports?: ImportRunner;
  /** Where documents' bytes live. Absent: the store config.documentStorage names (projects/documentStore.ts). */
  documents?: DocumentStore;
  /** The line requests wait in to be served in arrival order (http/arrivalOrder.ts); server.ts makes one on PGlite. */
  arrivalQueue?: ArrivalQueue;
  /** Told when the process starts to stop: /health/ready then answers 503. Absent: a process that never stops. */
  lifecycle?: Lifecycle;
}

/**
 * What the /t/:slug areas get: everything but the owner's database. Their statements go through the tenant's
 * (`tenantDb(c)`, db/tenantScope.ts), which row-level security confines to the request's tenant.
 */
export type TenantAreaDependencies = Omit<AppDependencies, 'db'>;
