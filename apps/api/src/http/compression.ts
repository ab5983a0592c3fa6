// Content coding of large answers (the projects map, issue 16). The API does not compress in general — most answers
// are a few kB — so a route that sends megabytes compresses its own body: brotli when the client takes it, else
// gzip, else nothing. zlib's asynchronous functions run on libuv's thread pool, so compressing one answer does not
// hold up the other requests of the process.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type ContentCoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli quality 2 and gzip level 4, measured on the map's answer at 100 000 projects (2.1 MB of JSON, 2026-11-28):
 * brotli 2 gives 0.78 MB in ~28 ms, quality 4 0.74 MB in ~80 (5: larger and slower still); gzip 4 gives 0.77 MB in
 * ~30 ms, a third of level 6's time. A fresh answer waits for its compression, so those milliseconds are the
 * person's; 6 % more bytes are ~4 ms on a 100 Mbit/s office link (bench/README.md, `pnpm bench:map`).
 */
const BROTLI_QUALITY = 2;
const GZIP_LEVEL = 4;

/**
 * zlib hands its output back to the main thread one chunk at a time (16 KB by default): room for the whole body
 * compresses it in one trip to the thread pool (~10 ms less on the map's answer).
 */
const chunkSizeFor = (body: Buffer) => Math.max(constants.Z_DEFAULT_CHUNK, body.length);

/** q-values of an Accept-Encoding header by coding, lower case; `*` stands for any coding not named. */
function acceptedCodings(header: string): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let q = 1;
    for (const parameter of parameters) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(parameter);
      if (match) q = Number(match[1]);
    }
    accepted.set(name, Number.isFinite(q) ? q : 0);
  }
  return accepted;
}

/** The coding to answer with: br, then gzip, among those the client accepts (q > 0); identity otherwise. */
export function chooseContentCoding(acceptEncoding: string | undefined): ContentCoding {
  if (!acceptEncoding) return 'identity';
  const accepted = acceptedCodings(acceptEncoding);
  const wildcard = accepted.get('*');
  for (const coding of ['br', 'gzip'] as const) {
    const q = accepted.get(coding) ?? (coding === 'gzip' ? accepted.get('x-gzip') : undefined) ?? wildcard ?? 0;
    if (q > 0) return coding;
  }
  return 'identity';
}

/** `body` in `coding`. */
export async function encodeBody(body: Buffer, coding: ContentCoding): Promise<Buffer> {
  if (coding === 'br') {
    return brotli(body, {
      chunkSize: chunkSizeFor(body),
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  if (coding === 'gzip') return gzipAsync(body, { level: GZIP_LEVEL, chunkSize: chunkSizeFor(body) });
  return body;
}
