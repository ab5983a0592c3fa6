// The build's hashed files: compressed once beside themselves, and served by `vite preview` as immutable for a year,
// brotli to a browser that takes it — the bytes it decompresses are the file's.
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connect, PreviewServer, ResolvedConfig } from 'vite';
import { cachedAssets, compressFiles } from './cachedAssets.ts';

const root = mkdtempSync(join(tmpdir(), 'siipro-cached-assets-'));
const assets = join(root, 'dist', 'assets');
const script = `export const texto = ${JSON.stringify('Proyectos de la cartera '.repeat(200))};\n`;
let server: Server;

beforeAll(async () => {
  mkdirSync(assets, { recursive: true });
  writeFileSync(join(assets, 'index-Ab12Cd.js'), script);
  writeFileSync(join(assets, 'inter-latin-Xy34.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  const plugin = cachedAssets();
  const hook = <T>(value: unknown) => value as (this: unknown, argument: T) => void;
  hook<ResolvedConfig>(plugin.configResolved).call(null, {
    root,
    command: 'build',
    build: { outDir: 'dist', assetsDir: 'assets' },
  } as ResolvedConfig);
  hook<void>(plugin.closeBundle).call(null);
  let assetsHandler: Connect.NextHandleFunction | undefined;
  const previewServer = {
    middlewares: {
      use: (path: string, handler: Connect.NextHandleFunction) => {
        expect(path).toBe('/assets');
        assetsHandler = handler;
      },
    },
  } as unknown as PreviewServer;
  hook<PreviewServer>(plugin.configurePreviewServer).call(null, previewServer);
  server = createServer((incoming, outgoing) => {
    // Mounted at /assets, as connect strips the prefix.
    incoming.url = incoming.url!.slice('/assets'.length);
    assetsHandler!(incoming, outgoing, () => {
      outgoing.statusCode = 404;
      outgoing.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(() => {
  server?.close();
  rmSync(root, { recursive: true, force: true });
});

function get(path: string, encoding: string): Promise<{ response: IncomingMessage; body: Buffer }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ response, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('cachedAssets', () => {
  it('writes brotli and gzip copies of scripts and styles, not of fonts', () => {
    expect(brotliDecompressSync(readFileSync(join(assets, 'index-Ab12Cd.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(assets, 'index-Ab12Cd.js.gz'))).toString()).toBe(script);
    expect(existsSync(join(assets, 'inter-latin-Xy34.woff2.br'))).toBe(false);
    compressFiles(assets); // again: the copies are not compressed in turn
    expect(existsSync(join(assets, 'index-Ab12Cd.js.br.br'))).toBe(false);
  });

  it('serves a hashed file as immutable for a year, brotli when the browser takes it, gzip otherwise', async () => {
    const brotli = await get('/assets/index-Ab12Cd.js', 'gzip, deflate, br');
    expect(brotli.response.statusCode).toBe(200);
    expect(brotli.response.headers['cache-control']).toBe('public,max-age=31536000,immutable');
    expect(brotli.response.headers['content-encoding']).toBe('br');
    expect(brotli.response.headers['vary']).toBe('Accept-Encoding');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script);
    expect(brotli.body.length).toBeLessThan(script.length / 10);

    const gzip = await get('/assets/index-Ab12Cd.js', 'gzip');
    expect(gzip.response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    expect((await get('/assets/no-existe.js', 'br')).response.statusCode).toBe(404);
  });
});
