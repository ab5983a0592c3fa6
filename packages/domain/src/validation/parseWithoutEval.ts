// zod compiles object parsers with `new Function` when it may, and probes for it as each object schema is built. A page whose
// Content-Security-Policy forbids eval (the web's does) would report that probe as a violation on every load, so the
// browser turns compilation off before any schema is built (apps/web imports this first, by its own path:
// `@siipro/domain/parse-without-eval`). Servers keep it: it makes their parsing faster.
import { config } from 'zod';

export function parseWithoutEval(): void {
  config({ jitless: true });
}
