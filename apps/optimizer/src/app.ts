// The optimizer's HTTP surface. Today: its version; the linear-int-opt-v1 model is mounted here by a later issue.
// Errors, unknown paths and the request log are the server kit's, so the optimizer answers exactly as the API does
// (ARCHITECTURE.md §4).
import { Hono } from 'hono';
import {
  createErrorHandler,
  notFoundHandler,
  requestLog,
  serviceSecurityHeaders,
  type Logger,
  type ServerEnv,
} from '@siipro/server';
import type { OptimizerConfig } from './config.ts';

export interface OptimizerDependencies {
  config: OptimizerConfig;
  logger: Logger;
}

export function createApp({ config, logger }: OptimizerDependencies): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();
  app.use(requestLog(logger));
  app.use(serviceSecurityHeaders());

  app.get('/', (c) => c.json({ version: { version: config.version, buildDate: config.buildDate } }));

  app.notFound(notFoundHandler);
  app.onError(createErrorHandler(logger));
  return app;
}
