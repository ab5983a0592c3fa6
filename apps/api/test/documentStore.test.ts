// One suite for every document store (issue 46): files under DATA_DIR and an S3-compatible bucket (an s3rver in this
// process, configured through DOCUMENTS_S3_* as an operator would) must behave the same — bytes back exactly, large
// documents streamed in parts, a missing object is null, removing is idempotent, listing names documents only, a cut
// upload leaves nothing, keys that are paths are refused — and the API's upload and download work through either.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEntrySchema, demoProjectsByTenant } from '@siipro/domain';
import { loadConfig } from '../src/config.ts';
import { createApp } from '../src/http/app.ts';
import { documentStoreFor } from '../src/projects/configuredDocumentStore.ts';
import { documentKey, type DocumentStore } from '../src/projects/documentStore.ts';
import { usePortfolioApi } from './support/portfolioApi.ts';
import { startS3Server, type TestS3Server } from './support/s3Server.ts';

let s3: TestS3Server;
const diskRoot = mkdtempSync(join(tmpdir(), 'siipro-store-'));
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
  rmSync(diskRoot, { recursive: true, force: true });
});

/** Each store as the configuration names it: DATA_DIR for the disk, DOCUMENTS_S3_* for the bucket. */
const stores: [string, () => DocumentStore][] = [
  ['disk (DATA_DIR/documents)', () => documentStoreFor(loadConfig({ DATA_DIR: diskRoot }))],
  ['S3-compatible (DOCUMENTS_S3_BUCKET)', () => documentStoreFor(loadConfig({ DATA_DIR: diskRoot, ...s3.env }))],
];

const newKey = () => documentKey(randomUUID(), randomUUID());
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** A source that yields `bytes` in small chunks, as a socket does, so nothing arrives whole. */
function trickle(bytes: Uint8Array, chunk = 64 * 1024): Readable {
  return Readable.from(
    (function* () {
      for (let offset = 0; offset < bytes.byteLength; offset += chunk) yield bytes.subarray(offset, offset + chunk);
    })(),
  );
}

async function listed(store: DocumentStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of store.list()) keys.push(object.key);
  return keys;
}

describe.each(stores)('document store: %s', (_name, open) => {
  let store: DocumentStore;
  beforeAll(() => {
    store = open();
  });

  it('gives back exactly the bytes written, small and past one part (11 MB, streamed in chunks)', async () => {
    for (const size of [1, 70_001, 11 * 1024 * 1024 + 5]) {
      const bytes = new Uint8Array(randomBytes(size));
      const key = newKey();
      expect(await store.write(key, trickle(bytes))).toBe(size);
      const read = await store.read(key);
      expect(read?.size).toBe(size);
      expect(sha256(await readAll(read!.stream))).toBe(sha256(bytes));
    }
  });

  it('answers null for a key with no object, and removes idempotently', async () => {
    const key = newKey();
    expect(await store.read(key)).toBeNull();
    await store.write(key, Readable.from([Buffer.from('acta')]));
    await store.remove(key);
    expect(await store.read(key)).toBeNull();
    await expect(store.remove(key)).resolves.toBeUndefined();
  });

  it('lists the documents it holds with when they were written, and nothing else', async () => {
    const before = Date.now() - 2000;
    const keys = [newKey(), newKey()];
    for (const key of keys) await store.write(key, Readable.from([Buffer.from(key)]));
    const objects = [];
    for await (const object of store.list()) objects.push(object);
    for (const key of keys) {
      const object = objects.find((candidate) => candidate.key === key);
      expect(object, key).toBeDefined();
      expect(object!.modifiedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    }
    for (const object of objects) expect(object.key).toMatch(/^[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
  });

  it('leaves no object behind when the source fails halfway, also past one part', async () => {
    for (const size of [100_000, 7 * 1024 * 1024]) {
      const key = newKey();
      const broken = Readable.from(
        (async function* () {
          yield Buffer.from(randomBytes(size));
          throw new Error('conexión cortada');
        })(),
      );
      await expect(store.write(key, broken)).rejects.toThrow('conexión cortada');
      expect(await store.read(key)).toBeNull();
      expect(await listed(store)).not.toContain(key);
    }
  });

  it('refuses keys that are not two ids, whatever asks', async () => {
    for (const key of ['../escape', `${randomUUID()}/../../x`, '/etc/passwd', `${randomUUID()}`]) {
      await expect(store.write(key, Readable.from([Buffer.from('x')])), key).rejects.toThrow(/Clave de documento/);
      await expect(store.read(key), key).rejects.toThrow(/Clave de documento/);
      await expect(store.remove(key), key).rejects.toThrow(/Clave de documento/);
    }
  });
});

describe('the disk store lists documents only', () => {
  it('skips uploads in flight (.part) and foreign files', async () => {
    const store = stores[0]![1]();
    const tenant = randomUUID();
    mkdirSync(join(diskRoot, 'documents', tenant), { recursive: true });
    writeFileSync(join(diskRoot, 'documents', tenant, `${randomUUID()}.part`), 'a medias');
    writeFileSync(join(diskRoot, 'documents', tenant, 'notas.txt'), 'ajeno');
    expect((await listed(store)).filter((key) => key.startsWith(tenant))).toEqual([]);
  });
});

describe('the API on S3-compatible storage', () => {
  const { testContext, tokens } = usePortfolioApi();
  const project = demoProjectsByTenant['cenit-demo'].find((candidate) => candidate.type === 'proyecto')!;

  it('streams an upload into the bucket and the download back, byte for byte', async () => {
    const config = loadConfig({ ...s3.env, DATA_DIR: testContext().config.dataDir });
    const store = documentStoreFor(config);
    // The app makes its store from the configuration, as the server does.
    const app = createApp({
      ...testContext().deps,
      documents: undefined,
      config: { ...testContext().config, documentStorage: config.documentStorage },
    });
    const bytes = new Uint8Array(randomBytes(9 * 1024 * 1024 + 3));
    const form = new FormData();
    form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], 'Pliego licitación.pdf'));
    const base = `http://127.0.0.1:3000/t/cenit-demo/projects/${project.projectId}/documents`;
    const auth = { authorization: `Bearer ${tokens.editor}` };
    const uploaded = await app.request(base, { method: 'POST', headers: auth, body: form });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const documentId = activityEntrySchema.parse(await uploaded.json()).file!.documentId;
    // In the bucket under the document's key; no file on the disk.
    expect((await listed(store)).some((key) => key.endsWith(`/${documentId}`))).toBe(true);
    expect(existsSync(join(testContext().config.dataDir, 'documents'))).toBe(false);
    const download = await app.request(`${base}/${documentId}`, { headers: auth });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(bytes));
  });
});
