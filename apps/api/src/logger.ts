// The API's logger: the server kit's structured JSON logs, named for this service.
import { createLogger as createServiceLogger, type Logger } from '@siipro/server';

export function createLogger(level: string): Logger {
  return createServiceLogger({ level, service: 'siipro-api' });
}
