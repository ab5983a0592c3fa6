// Structured JSON logs (pino), one logger per service. Tests pass LOG_LEVEL=silent or their own logger.
import { pino, type Logger } from 'pino';

export type { Logger } from 'pino';

export function createLogger(options: { level: string; service: string }): Logger {
  return pino({
    level: options.level,
    base: { service: options.service },
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  });
}
