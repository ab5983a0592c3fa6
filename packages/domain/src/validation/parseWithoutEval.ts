// zod compiles object parsers with `new Function` when it may, and probes for it as each object schema is built. A page whose
// Content-Security-Policy forbids eval (the web's does) would report that probe as a violation on every load, so the
// browser turns compilation off before any schema is built (apps/web imports this first, by its own path:
// `@siipro/domain/parse-without-eval`). Servers keep it: it makes their parsing faster.
//
// zod keeps its configuration on `globalThis.__zod_globalConfig` (one object shared by every copy of zod on a page,
// created when zod first loads unless it exists). Setting it there works before zod has loaded and after, and keeps
// zod's code out of the web's entry chunk (~4 KB gzip): the sign-in page builds no schema.
const ZOD_CONFIG = '__zod_globalConfig';

export function parseWithoutEval(): void {
  const global = globalThis as { [ZOD_CONFIG]?: Record<string, unknown> };
  global[ZOD_CONFIG] = Object.assign(global[ZOD_CONFIG] ?? {}, { jitless: true });
}
