// Structured JSON logs (pino). Tests pass LOG_LEVEL=silent or their own logger.
import { pino, type Logger } from 'pino';

export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'siipro-api' }, redact: ['req.headers.authorization', 'req.headers.cookie'] });
}
