// The detail calls against the real API (a fresh PGlite database seeded with the demo data, its own server since
// these tests write): the project with its scoring, the edit with its version and its conflict, the activity feed,
// and a document's round trip through multipart upload and download.
import { demoProjectsByTenant } from '@siipro/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caught, startRealApi, type RealApi } from './support/realApi.ts';

const EDITOR = 'editor@siipro.test';
const VIEWER = 'viewer@siipro.test';
const TENANT = 'cenit-demo';

let api: RealApi;

beforeAll(async () => {
  api = await startRealApi([EDITOR, VIEWER]);
}, 180_000);

afterAll(() => api?.stop());

const clientAs = (email: string) => api.clientAs(email);

const seeded = demoProjectsByTenant[TENANT];
const [first, second] = seeded.filter((project) => project.type === 'proyecto');

describe('the detail calls against the real API', () => {
  it('reads a project by slug with its explained score', async () => {
    const project = await clientAs(VIEWER).projectDetail.get(TENANT, first!.slug);
    expect(project.projectId).toBe(first!.projectId);
    expect(project.scoring.total).toBe(project.score);
    expect(project.scoring.breakdown.map((item) => item.criterion)).toHaveLength(7);
  });

  it('answers a missing slug with the Spanish not-found message', async () => {
    const error = await caught(clientAs(VIEWER).projectDetail.get(TENANT, 'no-existe-este-proyecto'));
    expect(error).toMatchObject({ status: 404, message: 'No se encontró el proyecto.' });
  });

  it('saves with the version it read and refuses a second save of the same version', async () => {
    const client = clientAs(EDITOR).projectDetail;
    const before = await client.get(TENANT, second!.slug);
    const saved = await client.update(TENANT, before.projectId, {
      name: 'Acueducto renombrado',
      version: before.version,
    });
    expect(saved).toMatchObject({ name: 'Acueducto renombrado', version: before.version + 1 });
    const conflict = await caught(client.update(TENANT, before.projectId, { name: 'Otro', version: before.version }));
    expect(conflict).toMatchObject({ status: 409, errorCode: 'CONFLICT' });
    expect((await client.get(TENANT, second!.slug)).name).toBe('Acueducto renombrado');
  });

  it("refuses a viewer's edit with 403", async () => {
    const project = await clientAs(VIEWER).projectDetail.get(TENANT, first!.slug);
    const error = await caught(
      clientAs(VIEWER).projectDetail.update(TENANT, project.projectId, { name: 'X', version: project.version }),
    );
    expect(error.status).toBe(403);
  });

  it('writes a comment that the activity of its kind lists first', async () => {
    const client = clientAs(EDITOR).projectDetail;
    const entry = await client.comment(TENANT, first!.projectId, '  Revisar el pliego  ');
    expect(entry).toMatchObject({ kind: 'comment', text: 'Revisar el pliego' });
    const page = await clientAs(VIEWER).projectDetail.activity(TENANT, first!.projectId, { kinds: ['comment'] });
    expect(page.data[0]?.id).toBe(entry.id);
    expect(page.data.every((item) => item.kind === 'comment')).toBe(true);
  });

  it('uploads a document as multipart and downloads the same bytes under its name', async () => {
    const client = clientAs(EDITOR).projectDetail;
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a, 0x00, 0xff, 0x10]);
    const entry = await client.uploadDocument(TENANT, first!.projectId, new Blob([bytes]), 'Pliego técnico.pdf');
    expect(entry).toMatchObject({ kind: 'file_upload', file: { name: 'Pliego técnico.pdf', size: bytes.length } });
    const download = await clientAs(VIEWER).projectDetail.downloadDocument(
      TENANT,
      first!.projectId,
      entry.file!.documentId,
    );
    expect(download.filename).toBe('Pliego técnico.pdf');
    expect(new Uint8Array(await download.blob.arrayBuffer())).toEqual(bytes);

    // A viewer may not delete it; the editor does, and the history names it.
    const documentId = entry.file!.documentId;
    const refused = await caught(clientAs(VIEWER).projectDetail.deleteDocument(TENANT, first!.projectId, documentId));
    expect(refused.status).toBe(403);
    await client.deleteDocument(TENANT, first!.projectId, documentId);
    const gone = await caught(client.deleteDocument(TENANT, first!.projectId, documentId));
    expect(gone).toMatchObject({ status: 404, message: 'No se encontró el documento.' });
    const history = await client.activity(TENANT, first!.projectId, { kinds: ['field_update'] });
    expect(history.data[0]).toMatchObject({ field: 'document', from: 'Pliego técnico.pdf', to: null });
  });

  it('refuses a forbidden type with its Spanish message', async () => {
    const error = await caught(
      clientAs(EDITOR).projectDetail.uploadDocument(TENANT, first!.projectId, new Blob(['MZ']), 'setup.exe'),
    );
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/No se admiten archivos/);
  });

  it('creates, edits, archives and restores a project and an organisation (issue 42)', async () => {
    const editor = clientAs(EDITOR);
    const organization = await editor.organizations.create(TENANT, {
      name: 'Agencia de Obras Hídricas del Cliente',
      responsableEmail: 'obras@hidricas.gob.ar',
    });
    expect(organization).toMatchObject({ slug: 'agencia-de-obras-hidricas-del-cliente', archivedAt: null });
    const project = await editor.projects.create(TENANT, {
      type: 'proyecto',
      name: 'Canal de Riego del Cliente',
      organizationIds: [organization.organizationId],
      budgetAmount: 750_000,
    });
    expect(project).toMatchObject({ version: 1, organizationIds: [organization.organizationId] });
    const edited = await editor.projectDetail.update(TENANT, project.projectId, {
      version: 1,
      beneficiaryCount: 1200,
    });
    expect(edited).toMatchObject({ version: 2, beneficiaryCount: 1200 });
    const busy = await caught(editor.organizations.archive(TENANT, organization.organizationId));
    expect(busy).toMatchObject({ status: 409, message: expect.stringContaining('tiene 1 proyecto activo') });
    expect((await editor.projectDetail.archive(TENANT, project.projectId)).archivedAt).not.toBeNull();
    const archivedView = await editor.projects.list(TENANT, { archived: true, type: 'proyecto' });
    expect(archivedView.data.map((item) => item.projectId)).toContain(project.projectId);
    expect((await editor.organizations.archive(TENANT, organization.organizationId)).archivedAt).not.toBeNull();
    expect((await editor.organizations.list(TENANT, { archived: true })).map((item) => item.slug)).toContain(
      organization.slug,
    );
    expect((await editor.organizations.restore(TENANT, organization.organizationId)).archivedAt).toBeNull();
    expect((await editor.projectDetail.restore(TENANT, project.projectId)).archivedAt).toBeNull();
    const viewerCreate = await caught(clientAs(VIEWER).projects.create(TENANT, { type: 'proyecto', name: 'X' }));
    expect(viewerCreate.status).toBe(403);
  });
});
