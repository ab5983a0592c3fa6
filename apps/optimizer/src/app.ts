// The optimizer's HTTP surface. Today: its version; the linear-int-opt-v1 model is mounted here by a later issue.
import { Hono } from 'hono';
import type { OptimizerConfig } from './config.ts';

export function createApp(config: OptimizerConfig): Hono {
  const app = new Hono();

  app.get('/', (c) => c.json({ version: { version: config.version, buildDate: config.buildDate } }));

  app.notFound((c) => c.json({ errorCode: 'NOT_FOUND', message: 'El recurso solicitado no existe.' }, 404));
  app.onError((error, c) => {
    console.error(error);
    return c.json({ errorCode: 'INTERNAL', message: 'Ocurrió un error inesperado en el optimizador.' }, 500);
  });

  return app;
}
