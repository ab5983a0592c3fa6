// Documents of a project (issue #14): uploaded as multipart, kept in the database with their file_upload activity
// entry, listed, and downloaded byte for byte — from any API process — with their original name; oversized and
// forbidden files are refused with their message and leave nothing behind. On PGlite and on PostgreSQL.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { activityEntrySchema, demoProjectsByTenant, projectDocumentSchema } from '@siipro/domain';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { migrationsFolder } from '../src/db/migrate.ts';
import { activity, documents } from '../src/db/schema.ts';
import { authorized } from './support/http.ts';
import { fixture, usePortfolioApi } from './support/portfolioApi.ts';

const { testContext, tokens, get } = usePortfolioApi();

const projectsOnly = fixture.filter((project) => project.type === 'proyecto');
const otherTenantProject = demoProjectsByTenant['obras-publicas'][0]!;

/** A small but real-looking PDF: the header, random bytes (every byte value), the trailer. */
function pdfBytes(size = 200_000): Uint8Array {
  const body = randomBytes(size);
  body.set(Buffer.from('%PDF-1.7\n'), 0);
  body.set(Buffer.from('\n%%EOF\n'), size - 7);
  return new Uint8Array(body);
}

function upload(projectId: string, name: string, bytes: Uint8Array, token = tokens.editor!, app = testContext().app) {
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  return app.request(`http://127.0.0.1:3000/t/cenit-demo/projects/${projectId}/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

async function storedRows() {
  const db = testContext().database.db;
  const [documentRows] = await db.select({ total: count() }).from(documents);
  const [uploads] = await db.select({ total: count() }).from(activity);
  return { documents: Number(documentRows?.total), activity: Number(uploads?.total) };
}

describe('project documents', () => {
  it('uploads a PDF that downloads byte-identical, with its name and type, from another API process too', async () => {
    const project = projectsOnly[0]!;
    const bytes = pdfBytes();
    const response = await upload(project.projectId, 'Informe técnico (v2).pdf', bytes);
    expect(response.status, await response.clone().text()).toBe(201);
    const entry = activityEntrySchema.parse(await response.json());
    expect(entry).toMatchObject({
      kind: 'file_upload',
      text: 'Informe técnico (v2).pdf',
      user: { name: 'Juan Pérez' },
      file: { name: 'Informe técnico (v2).pdf', size: bytes.byteLength },
    });

    // A viewer reads the list and the file; another API process on the same database serves it too.
    const listed = await get(`/t/cenit-demo/projects/${project.projectId}/documents`, tokens.viewer);
    const { documents: list } = (await listed.json()) as { documents: unknown[] };
    expect(list.map((document) => projectDocumentSchema.parse(document))).toEqual([
      expect.objectContaining({
        documentId: entry.file!.documentId,
        name: 'Informe técnico (v2).pdf',
        contentType: 'application/pdf',
        size: bytes.byteLength,
        uploadedBy: { name: 'Juan Pérez', avatarUrl: null },
      }),
    ]);
    const other = await testContext().anotherProcess();
    try {
      for (const app of [testContext().app, other.app]) {
        const download = await app.request(
          `http://127.0.0.1:3000/t/cenit-demo/projects/${project.projectId}/documents/${entry.file!.documentId}`,
          { headers: { authorization: `Bearer ${tokens.viewer}` } },
        );
        expect(download.status).toBe(200);
        expect(download.headers.get('content-type')).toBe('application/pdf');
        expect(download.headers.get('content-disposition')).toBe(
          `attachment; filename="Informe t_cnico (v2).pdf"; filename*=UTF-8''Informe%20t%C3%A9cnico%20%28v2%29.pdf`,
        );
        expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
      }
    } finally {
      await other.close();
    }

    const feed = await get(`/t/cenit-demo/projects/${project.projectId}/activity?kind=file_upload`);
    expect(((await feed.json()) as { data: unknown[] }).data).toEqual([entry]);
  });

  it('refuses an oversized, a forbidden, an empty or a missing file with its message, storing nothing', async () => {
    const project = projectsOnly[1]!;
    const before = await storedRows();

    const oversized = await upload(project.projectId, 'grande.pdf', new Uint8Array(10 * 1024 * 1024 + 1));
    expect(oversized.status).toBe(413);
    expect(await oversized.json()).toEqual({
      errorCode: 'PAYLOAD_TOO_LARGE',
      message: 'El archivo supera el máximo de 10 MB.',
    });

    for (const name of ['programa.exe', 'pagina.html', 'dibujo.svg', 'sin-extension', 'informe.pdf.js']) {
      const response = await upload(project.projectId, name, pdfBytes(1000));
      expect(response.status, name).toBe(400);
      expect((await response.json()).message).toMatch(/^No se admiten archivos «.+»\. Tipos admitidos: pdf, /);
    }
    const empty = await upload(project.projectId, 'vacio.pdf', new Uint8Array(0));
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe('El archivo está vacío.');
    // A part sent with filename="" (busboy reads no name at all): answered, not left hanging (found by the fuzz suite).
    for (const bytes of [new Uint8Array(0), pdfBytes(1000)]) {
      const nameless = await upload(project.projectId, '', bytes);
      expect(nameless.status).toBe(400);
      expect((await nameless.json()).errorCode).toBe('VALIDATION_ERROR');
    }

    const fileRequired = 'Adjunta el archivo en el campo «file» de un formulario multipart/form-data.';
    const noFile = new FormData();
    noFile.append('otro', 'texto');
    for (const init of [
      { body: noFile },
      { body: JSON.stringify({ file: 'x' }), headers: { 'content-type': 'application/json' } },
      { body: '--roto\r\n', headers: { 'content-type': 'multipart/form-data; boundary=roto' } },
    ]) {
      const response = await authorized(
        testContext(),
        `/t/cenit-demo/projects/${project.projectId}/documents`,
        tokens.editor!,
        {
          method: 'POST',
          ...init,
        },
      );
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe(fileRequired);
    }
    expect(await storedRows()).toEqual(before);
  });

  it('lets only editors upload, and never reaches another tenant’s project or document', async () => {
    const project = projectsOnly[2]!;
    const before = await storedRows();
    const viewer = await upload(project.projectId, 'acta.pdf', pdfBytes(1000), tokens.viewer);
    expect(viewer.status).toBe(403);
    expect((await upload(otherTenantProject.projectId, 'acta.pdf', pdfBytes(1000))).status).toBe(404);
    expect(await storedRows()).toEqual(before);

    // A document of this project, asked for under another project, an unknown id or a malformed one: 404.
    const stored = activityEntrySchema.parse(
      await (await upload(project.projectId, 'acta.pdf', pdfBytes(1000))).json(),
    );
    for (const path of [
      `/t/cenit-demo/projects/${projectsOnly[3]!.projectId}/documents/${stored.file!.documentId}`,
      `/t/cenit-demo/projects/${project.projectId}/documents/00000000-0000-4000-8000-000000000000`,
      `/t/cenit-demo/projects/${project.projectId}/documents/no-es-un-uuid`,
      `/t/cenit-demo/projects/${otherTenantProject.projectId}/documents`,
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
    // The editor is no member of obras-publicas.
    expect(
      (await get(`/t/obras-publicas/projects/${otherTenantProject.projectId}/documents`, tokens.editor)).status,
    ).toBe(403);
  });

  it('strips control and bidirectional characters from names: "a\\u202egpj.txt" cannot pose as a .jpg (issue 46)', async () => {
    const project = projectsOnly[4]!;
    for (const [sent, stored] of [
      ['a\u202egpj.txt', 'agpj.txt'],
      ['acta\u2066\u200b de obra\u0007.pdf\u2069', 'acta de obra.pdf'],
      ['\u202ePliego\r\n.PDF', 'Pliego.PDF'],
    ] as const) {
      const response = await upload(project.projectId, sent, pdfBytes(500));
      expect(response.status, JSON.stringify(sent)).toBe(201);
      const entry = activityEntrySchema.parse(await response.json());
      expect(entry.text).toBe(stored);
      expect(entry.file?.name).toBe(stored);
    }
    // What shows as an allowed type only thanks to an override is what it really is: refused.
    const before = await storedRows();
    const disguised = await upload(project.projectId, 'foto\u202egpj.exe', pdfBytes(500));
    expect(disguised.status).toBe(400);
    expect(((await disguised.json()) as { message: string }).message).toMatch(/exe/);
    expect(await storedRows()).toEqual(before);
  });

  it('cleans the names stored before the rule, and their upload entries (migration 0022)', async () => {
    const db = testContext().database.db;
    const project = projectsOnly[5]!;
    const entry = activityEntrySchema.parse(await (await upload(project.projectId, 'viejo.txt', pdfBytes(100))).json());
    const id = entry.file!.documentId;
    // As an older API stored them.
    await db.update(documents).set({ name: 'a\u202egpj\u200b\u0001.txt' }).where(eq(documents.id, id));
    await db.update(activity).set({ text: 'a\u202egpj\u200b\u0001.txt' }).where(eq(activity.id, entry.id));

    const migration = readFileSync(join(migrationsFolder, '0022_sessions_and_clean_names.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) {
      if (/^\s*UPDATE/m.test(statement)) await db.execute(sql.raw(statement.replace(/^--.*$/gm, '')));
    }
    const [document] = await db.select({ name: documents.name }).from(documents).where(eq(documents.id, id));
    expect(document?.name).toBe('agpj.txt');
    const [row] = await db.select({ text: activity.text }).from(activity).where(eq(activity.id, entry.id));
    expect(row?.text).toBe('agpj.txt');
  });
});
