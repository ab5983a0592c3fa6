// Big bodies out of the database (issue 46, finding 9): a document's bytes stream into the document store (files under
// DATA_DIR) and back, documents stored in the database before keep downloading, each tenant has a storage quota, and
// every person a write limit. With the tries of an attacker: names that climb out of the folder, another tenant's
// document ids, store keys that are paths, uploads at once to slip past the quota, writes from one account.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { and, count, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { activityEntrySchema, activityPageSchema, demoProjectsByTenant } from '@siipro/domain';
import { activity, documents, tenants } from '../src/db/schema.ts';
import { createApp } from '../src/http/app.ts';
import { DiskDocumentStore, documentKey, documentStoreDirectory } from '../src/projects/documentStore.ts';
import { fixture, usePortfolioApi } from './support/portfolioApi.ts';

const { testContext, tokens, get } = usePortfolioApi();

const projectsOnly = fixture.filter((project) => project.type === 'proyecto');
const otherTenantProject = demoProjectsByTenant['obras-publicas'][0]!;

function upload(projectId: string, name: string, bytes: Uint8Array, token = tokens.editor!, app = testContext().app) {
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  return app.request(`http://127.0.0.1:3000/t/cenit-demo/projects/${projectId}/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

const storeDirectory = () => documentStoreDirectory(testContext().config);

/** Every file under the store, as `tenant/document` paths. */
function storedFiles(): string[] {
  const root = storeDirectory();
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
    .sort();
}

async function tenantBytes(): Promise<number> {
  const [row] = await testContext()
    .database.db.select({ used: sql<string>`coalesce(sum(${documents.size}), 0)::text` })
    .from(documents)
    .where(eq(documents.tenantId, await tenantIdOf('cenit-demo')));
  return Number(row?.used);
}

/** A tenant's id, by its slug (the fixture names tenants by slug). */
async function tenantIdOf(slug: string): Promise<string> {
  const [row] = await testContext().database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug));
  return row!.id;
}

const uuidPath = /^[0-9a-f-]{36}\/[0-9a-f-]{36}$/;

describe('document storage', () => {
  it('keeps the bytes in a file of the store, not in the database, and streams them back', async () => {
    const project = projectsOnly[0]!;
    const bytes = new Uint8Array(randomBytes(3 * 1024 * 1024 + 17));
    const response = await upload(project.projectId, 'Pliego de obra.pdf', bytes);
    expect(response.status, await response.clone().text()).toBe(201);
    const entry = activityEntrySchema.parse(await response.json());
    const documentId = entry.file!.documentId;

    const [row] = await testContext()
      .database.db.select({
        content: documents.content,
        storageKey: documents.storageKey,
        tenantId: documents.tenantId,
      })
      .from(documents)
      .where(eq(documents.id, documentId));
    expect(row?.content).toBeNull();
    expect(row?.storageKey).toBe(`${row?.tenantId}/${documentId}`);
    const file = join(storeDirectory(), row!.storageKey!);
    expect(Buffer.from(readFileSync(file)).equals(Buffer.from(bytes))).toBe(true);

    const download = await get(`/t/cenit-demo/projects/${project.projectId}/documents/${documentId}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
  });

  it('still serves a document stored in the database before migration 0026', async () => {
    const project = projectsOnly[1]!;
    const bytes = new Uint8Array(randomBytes(50_000));
    const [old] = await testContext()
      .database.db.insert(documents)
      .values({
        tenantId: await tenantIdOf('cenit-demo'),
        projectId: project.projectId,
        name: 'Acta antigua.pdf',
        contentType: 'application/pdf',
        size: bytes.byteLength,
        content: bytes,
      })
      .returning({ id: documents.id });
    const download = await get(`/t/cenit-demo/projects/${project.projectId}/documents/${old!.id}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    // A row with both or neither is refused by the database itself.
    await expect(
      testContext()
        .database.db.update(documents)
        .set({ storageKey: `${await tenantIdOf('cenit-demo')}/${old!.id}` })
        .where(eq(documents.id, old!.id)),
    ).rejects.toThrow();
  });

  it('names files by ids only: a name that climbs out of the folder is stored as its bare name', async () => {
    const project = projectsOnly[2]!;
    for (const [sent, stored] of [
      ['../../../../etc/passwd.txt', 'passwd.txt'],
      ['..\\..\\..\\windows\\win.ini.txt', 'win.ini.txt'],
      ['/tmp/absoluto.pdf', 'absoluto.pdf'],
    ] as const) {
      const response = await upload(project.projectId, sent, new Uint8Array(randomBytes(100)));
      expect(response.status, sent).toBe(201);
      expect(activityEntrySchema.parse(await response.json()).file?.name).toBe(stored);
    }
    for (const file of storedFiles()) expect(file).toMatch(uuidPath);
  });

  it('refuses store keys that are not two ids, whatever asks', async () => {
    const store = new DiskDocumentStore(storeDirectory());
    const tenantId = await tenantIdOf('cenit-demo');
    for (const key of ['../escape', `${tenantId}/../../x`, '/etc/passwd', `${tenantId}/a\0b`, `${tenantId}`]) {
      await expect(store.write(key, Readable.from([Buffer.from('x')])), key).rejects.toThrow(/Clave de documento/);
      await expect(store.read(key), key).rejects.toThrow(/Clave de documento/);
    }
    expect(() => documentKey(tenantId, '../../x')).toThrow(/Clave de documento/);
    expect(existsSync(join(storeDirectory(), '..', 'escape'))).toBe(false);
  });

  it('never serves another tenant’s document, even by its exact id', async () => {
    const bytes = new Uint8Array(randomBytes(1000));
    const [foreign] = await testContext()
      .database.db.insert(documents)
      .values({
        tenantId: await tenantIdOf('obras-publicas'),
        projectId: otherTenantProject.projectId,
        name: 'Secreto.pdf',
        contentType: 'application/pdf',
        size: bytes.byteLength,
        content: bytes,
      })
      .returning({ id: documents.id });
    const ownProject = projectsOnly[0]!.projectId;
    for (const path of [
      `/t/cenit-demo/projects/${ownProject}/documents/${foreign!.id}`,
      `/t/cenit-demo/projects/${otherTenantProject.projectId}/documents/${foreign!.id}`,
    ]) {
      expect((await get(path, tokens.admin)).status, path).toBe(404);
    }
    expect(
      (await get(`/t/obras-publicas/projects/${otherTenantProject.projectId}/documents/${foreign!.id}`)).status,
    ).toBe(403);
  });

  it('leaves no file behind when an upload is refused', async () => {
    const project = projectsOnly[3]!;
    const before = storedFiles();
    expect((await upload(project.projectId, 'programa.exe', new Uint8Array(randomBytes(500)))).status).toBe(400);
    expect((await upload(project.projectId, 'vacio.pdf', new Uint8Array(0))).status).toBe(400);
    const oversized = new Uint8Array(10 * 1024 * 1024 + 1);
    expect((await upload(project.projectId, 'grande.pdf', oversized)).status).toBe(413);
    expect((await upload(project.projectId, 'acta.pdf', new Uint8Array(500), tokens.viewer)).status).toBe(403);
    expect(storedFiles()).toEqual(before);
  });

  it('answers a form without a boundary, or cut short, with the 400 of a missing file, storing nothing', async () => {
    const project = projectsOnly[3]!;
    const before = storedFiles();
    const url = `http://127.0.0.1:3000/t/cenit-demo/projects/${project.projectId}/documents`;
    for (const [contentType, body] of [
      ['multipart/form-data', 'sin límite'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF',
      ],
    ] as const) {
      const response = await testContext().app.request(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.editor}`, 'content-type': contentType },
        body,
      });
      expect(response.status, contentType).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(
        'Adjunta el archivo en el campo «file» de un formulario multipart/form-data.',
      );
    }
    expect(storedFiles()).toEqual(before);
  });

  it('keeps a tenant within its quota, also against uploads sent at once', async () => {
    const project = projectsOnly[4]!;
    const used = await tenantBytes();
    const config = { ...testContext().config, documentQuotaBytes: used + 1024 * 1024 };
    const app = createApp({ ...testContext().deps, config });
    const filesBefore = storedFiles().length;

    // Five uploads of 400 KB at once into the 1 MB left: two fit, three are refused with the quota's message.
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        upload(project.projectId, `plano-${index}.pdf`, new Uint8Array(400 * 1024), tokens.editor, app),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 413, 413, 413]);
    const refused = answers.find((answer) => answer.status === 413)!;
    expect(await refused.json()).toEqual({
      errorCode: 'PAYLOAD_TOO_LARGE',
      message: expect.stringMatching(
        /^Este archivo no entra: los documentos del espacio de trabajo ya ocupan .+ de .+\. Pide a un administrador que libere espacio\.$/,
      ),
    });
    expect(await tenantBytes()).toBe(used + 2 * 400 * 1024);
    expect(await tenantBytes()).toBeLessThanOrEqual(config.documentQuotaBytes);
    expect(storedFiles().length).toBe(filesBefore + 2);
    const [{ total } = { total: 0 }] = await testContext()
      .database.db.select({ total: count() })
      .from(documents)
      .where(eq(documents.projectId, project.projectId));
    expect(total).toBe(2);
  });

  it('limits each person’s writes with a Spanish 429, leaving reads and other people alone', async () => {
    const config = { ...testContext().config, writeRateLimit: { limit: 3, windowSeconds: 60 } };
    const app = createApp({ ...testContext().deps, config });
    const project = projectsOnly[5]!;
    // A fresh window: the uploads above counted under the same rule.
    testContext().clock.advanceSeconds(61);
    const comment = (token: string) =>
      app.request(`http://127.0.0.1:3000/t/cenit-demo/projects/${project.projectId}/activity`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ text: 'Revisado.' }),
      });
    for (let write = 0; write < 3; write++) expect((await comment(tokens.editor!)).status).toBe(201);
    const refused = await comment(tokens.editor!);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({
      errorCode: 'RATE_LIMITED',
      message: expect.stringMatching(/^Hiciste demasiados cambios seguidos\. Vuelve a intentarlo en .+\.$/),
    });
    // An upload is a write too, and refused before its bytes are stored.
    const before = storedFiles();
    expect((await upload(project.projectId, 'otro.pdf', new Uint8Array(100), tokens.editor, app)).status).toBe(429);
    expect(storedFiles()).toEqual(before);
    // Reading is not counted; another person writes.
    const read = await app.request(`http://127.0.0.1:3000/t/cenit-demo/projects/${project.projectId}/documents`, {
      headers: { authorization: `Bearer ${tokens.editor}` },
    });
    expect(read.status).toBe(200);
    expect((await comment(tokens.admin!)).status).toBe(201);
    testContext().clock.advanceSeconds(61);
    expect((await comment(tokens.editor!)).status).toBe(201);
  });

  it('deletes a document: its row, then its file; never another tenant’s, never for a viewer', async () => {
    const project = projectsOnly[6]!;
    const bytes = new Uint8Array(randomBytes(40_000));
    const response = await upload(project.projectId, 'Borrador.pdf', bytes);
    expect(response.status).toBe(201);
    const documentId = activityEntrySchema.parse(await response.json()).file!.documentId;
    const path = `/t/cenit-demo/projects/${project.projectId}/documents/${documentId}`;
    const remove = (token: string, target = path) =>
      testContext().app.request(`http://127.0.0.1:3000${target}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
    const fileOf = async () => {
      const [row] = await testContext()
        .database.db.select({ key: documents.storageKey })
        .from(documents)
        .where(eq(documents.id, documentId));
      return row?.key ?? null;
    };
    const key = await fileOf();
    expect(storedFiles()).toContain(key);

    const historyRows = async () => {
      const [row] = await testContext()
        .database.db.select({ total: count() })
        .from(activity)
        .where(eq(activity.projectId, project.projectId));
      return Number(row?.total);
    };
    const rowsBefore = await historyRows();

    // A viewer may not; the id under another project, or in another tenant's path, is not found.
    const refused = await remove(tokens.viewer!);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { errorCode: string }).errorCode).toBe('PERMISSION_DENIED');
    const otherProject = projectsOnly[7]!.projectId;
    expect(
      (await remove(tokens.editor!, `/t/cenit-demo/projects/${otherProject}/documents/${documentId}`)).status,
    ).toBe(404);
    expect(
      (
        await remove(
          tokens.admin!,
          `/t/obras-publicas/projects/${otherTenantProject.projectId}/documents/${documentId}`,
        )
      ).status,
    ).toBe(404);
    for (const unknown of ['no-es-un-id', '00000000-0000-4000-8000-000000000000']) {
      const answer = await remove(tokens.editor!, `/t/cenit-demo/projects/${project.projectId}/documents/${unknown}`);
      expect(answer.status, unknown).toBe(404);
      expect(await answer.json()).toEqual({ errorCode: 'NOT_FOUND', message: 'No se encontró el documento.' });
    }
    expect(await fileOf()).toBe(key);
    expect(storedFiles()).toContain(key);
    // Refusals write no history.
    expect(await historyRows()).toBe(rowsBefore);

    testContext().clock.advanceSeconds(60);
    expect((await remove(tokens.editor!)).status).toBe(204);
    expect(await fileOf()).toBeNull();
    expect(storedFiles()).not.toContain(key);
    expect((await get(path)).status).toBe(404);
    expect((await remove(tokens.editor!)).status).toBe(404);
    const list = (await (await get(`/t/cenit-demo/projects/${project.projectId}/documents`)).json()) as {
      documents: { documentId: string }[];
    };
    expect(list.documents.map((document) => document.documentId)).not.toContain(documentId);

    // The history says who deleted which document, by its name; the Documentación tab no longer lists its upload.
    const activityOf = async (kind: string) =>
      activityPageSchema.parse(
        await (await get(`/t/cenit-demo/projects/${project.projectId}/activity?kind=${kind}`, tokens.viewer)).json(),
      );
    const history = await activityOf('status_change,field_update,created,archived,restored,imported');
    const deletions = history.data.filter((entry) => entry.field === 'document');
    expect(deletions).toHaveLength(1);
    expect(deletions[0]).toMatchObject({
      kind: 'field_update',
      field: 'document',
      from: 'Borrador.pdf',
      to: null,
      file: null,
      user: { name: 'Juan Pérez' },
      createdAt: testContext().clock.now().toISOString(),
    });
    expect((await activityOf('file_upload')).data).toEqual([]);
    // The upload's entry is kept (the cascade from the document would have removed it), without its document.
    const uploads = await testContext()
      .database.db.select({ text: activity.text, documentId: activity.documentId })
      .from(activity)
      .where(and(eq(activity.projectId, project.projectId), eq(activity.kind, 'file_upload')));
    expect(uploads).toEqual([{ text: 'Borrador.pdf', documentId: null }]);
    expect(await historyRows()).toBe(rowsBefore + 1);
  });

  it('answers a document whose file is missing from the store with a Spanish 404, and logs it', async () => {
    const project = projectsOnly[8]!;
    const response = await upload(project.projectId, 'Acta de inicio.pdf', new Uint8Array(randomBytes(5_000)));
    expect(response.status).toBe(201);
    const documentId = activityEntrySchema.parse(await response.json()).file!.documentId;
    const [row] = await testContext()
      .database.db.select({ key: documents.storageKey })
      .from(documents)
      .where(eq(documents.id, documentId));
    // As after restoring the store from a backup older than the database.
    rmSync(join(storeDirectory(), row!.key!));

    const logged: Record<string, unknown>[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => logged.push(JSON.parse(line)) });
    const app = createApp({ ...testContext().deps, logger });
    const download = await app.request(
      `http://127.0.0.1:3000/t/cenit-demo/projects/${project.projectId}/documents/${documentId}`,
      { headers: { authorization: `Bearer ${tokens.viewer}` } },
    );
    expect(download.status).toBe(404);
    expect(await download.json()).toEqual({
      errorCode: 'NOT_FOUND',
      message:
        'El archivo de este documento ya no está en el almacenamiento. Pide a un administrador que lo restaure desde una copia de seguridad.',
    });
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 50,
        documentId,
        storageKey: row!.key,
        msg: 'document file missing from the store',
      }),
    );
  });
});
