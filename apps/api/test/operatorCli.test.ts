// The operator's command line (issue 46, `pnpm siipro …`), on the test project's engine (PGlite in a directory, or a
// database of its own on the PostgreSQL server), run in-process with the environment an operator would set:
// each command does what it says and says it in Spanish; every bad command line is refused with its reason, a
// non-zero exit, and a database exactly as it was; a backup restored into an empty database holds the same rows in
// every table; a restore never overwrites a database that holds anything without --force.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { defaultTenantConfig, messages } from '@siipro/domain';
import { runCli } from '../src/cli/siipro.ts';
import type { Database } from '../src/db/client.ts';
import { migrationsAreCurrent } from '../src/db/migrate.ts';
import { textRows } from '../src/db/textRows.ts';
import { documents, invitations, projects, tenantAudit, tenants } from '../src/db/schema.ts';
import { loadConfig } from '../src/config.ts';
import { documentStoreFor } from '../src/projects/configuredDocumentStore.ts';
import { documentKey, type DocumentStore } from '../src/projects/documentStore.ts';
import { readDocument } from '../src/projects/projectDocuments.ts';
import { seedDemoData } from '../src/seed/demoDatabase.ts';
import { capturedOutput, cliTarget, type CliTarget } from './support/cliTarget.ts';
import { databaseChecksum } from './support/databaseChecksum.ts';
import { testDatabaseKind } from './support/testDatabase.ts';
import { TestClock } from './support/testClock.ts';

const clock = new TestClock(new Date('2026-12-06T12:00:00Z'));
const files = mkdtempSync(join(tmpdir(), 'siipro-cli-files-'));
afterAll(() => rmSync(files, { recursive: true, force: true }));

async function run(target: CliTarget, argv: string[], env: NodeJS.ProcessEnv = {}) {
  const output = capturedOutput();
  const code = await runCli(argv, { env: { ...target.env, ...env }, output, clock });
  return { code, ...output };
}

async function withDb<T>(target: CliTarget, work: (db: Database) => Promise<T>): Promise<T> {
  const handle = await target.open();
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

/** Every table of the database, the migrations' own record and the bookkeeping included: `schema.table → rows:md5`. */
async function everyTableChecksum(db: Database): Promise<Record<string, string>> {
  const { rows: tables } = await textRows(
    db,
    sql`select table_schema, table_name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`,
  );
  const checksum: Record<string, string> = {};
  for (const [schema, table] of tables) {
    const name = sql`${sql.identifier(schema!)}.${sql.identifier(table!)}`;
    const { rows } = await textRows(
      db,
      sql`select count(*)::text, md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) from ${name} t`,
    );
    checksum[`${schema}.${table}`] = `${rows[0]?.[0]}:${rows[0]?.[1]}`;
  }
  return checksum;
}

describe('tenant create', () => {
  let target: CliTarget;
  const mail: { to: string[]; raw: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mail.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  beforeAll(async () => {
    // Migrated already (from the test template: a new PGlite cluster takes most of a minute); `migrate` starts empty.
    target = await cliTarget({ migrated: true });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await target.dispose();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('opens a tenant on a database without any, with the default configuration and prints its admin’s invitation link', async () => {
    const result = await run(target, [
      'tenant',
      'create',
      '--slug',
      'salud',
      '--name',
      'Ministerio de Salud',
      '--admin',
      '  Jefa@Salud.gob.ar ',
      '--plan',
      'basic',
    ]);
    expect(result.stderr).toEqual([]);
    expect(result.code).toBe(0);
    expect(result.stdout[0]).toBe('Espacio de trabajo Ministerio de Salud (salud) creado con el plan Básico.');
    expect(result.stdout[1]).toBe(
      'Invitación de administrador para jefa@salud.gob.ar (no hay servidor SMTP configurado). Enlace:',
    );
    const link = result.stdout[2]!;
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:5173\/login\?invitacion=[\w-]{32}$/);
    expect(result.stdout[3]).toMatch(/^La invitación vence el 13\/12\/2026/);

    await withDb(target, async (db) => {
      const [tenant] = await db.select().from(tenants).where(eq(tenants.slug, 'salud'));
      expect(tenant).toMatchObject({
        name: 'Ministerio de Salud',
        plan: 'basic',
        isDemo: false,
        disabledAt: null,
        configJson: defaultTenantConfig(),
      });
      const rows = await db.select().from(invitations).where(eq(invitations.tenantId, tenant!.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email: 'jefa@salud.gob.ar', role: 'admin', status: 'pending', invitedBy: null });
      expect(link.endsWith(rows[0]!.token!)).toBe(true);
      const [audit] = await db.select().from(tenantAudit).where(eq(tenantAudit.tenantId, tenant!.id));
      expect(audit).toMatchObject({
        action: 'invitation.created',
        actorUserId: null,
        actorName: 'Administración de SIIPRO (línea de comandos)',
      });
    });
  });

  it('e-mails the invitation when SMTP is set, and marks a demo tenant', async () => {
    const { port } = smtp.server.address() as { port: number };
    const result = await run(
      target,
      ['tenant', 'create', '--slug=obras', '--name=Obras', '--admin=obras@example.gob.ar', '--demo'],
      { SMTP_URL: `smtp://127.0.0.1:${port}` },
    );
    expect(result.stderr).toEqual([]);
    expect(result.code).toBe(0);
    expect(result.stdout[1]).toBe('Invitación de administrador enviada por correo a obras@example.gob.ar.');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to).toEqual(['obras@example.gob.ar']);
    expect(mail[0]!.raw).toContain('invitacion=');
    const [tenant] = await withDb(target, (db) => db.select().from(tenants).where(eq(tenants.slug, 'obras')));
    expect(tenant).toMatchObject({ isDemo: true, plan: 'free' });
  });

  it('refuses every bad command line with its reason, a non-zero exit, and no change', async () => {
    const before = await withDb(target, everyTableChecksum);
    const cases: Array<[string[], number, string]> = [
      [['tenant', 'create', '--name', 'X', '--admin', 'a@b.gob.ar'], 2, 'Falta la opción --slug.'],
      [['tenant', 'create', '--slug', 'x1', '--admin', 'a@b.gob.ar'], 2, 'Falta la opción --name.'],
      [['tenant', 'create', '--slug', 'x1', '--name', 'X'], 2, 'Falta la opción --admin.'],
      [
        ['tenant', 'create', '--slug', '--name', 'X', '--admin', 'a@b.gob.ar'],
        2,
        'La opción --slug necesita un valor.',
      ],
      [
        ['tenant', 'create', '--slug', 'x1', '--name', 'X', '--admin', 'a@b.gob.ar', '--owner', 'y'],
        2,
        'La opción --owner no existe para este comando.',
      ],
      [
        ['tenant', 'create', '--slug', 'x1', '--name', 'X', '--admin', 'a@b.gob.ar', 'extra'],
        2,
        'Sobra el argumento extra.',
      ],
      [
        ['tenant', 'create', '--slug', 'Salud Pública', '--name', 'X', '--admin', 'a@b.gob.ar'],
        1,
        'El identificador Salud Pública no es válido',
      ],
      [
        ['tenant', 'create', '--slug', "x'; drop table tenants;--", '--name', 'X', '--admin', 'a@b.gob.ar'],
        1,
        'no es válido',
      ],
      [['tenant', 'create', '--slug', 'a', '--name', 'X', '--admin', 'a@b.gob.ar'], 1, 'no es válido'],
      [
        ['tenant', 'create', '--slug', 'login', '--name', 'X', '--admin', 'a@b.gob.ar'],
        1,
        'El identificador login está reservado.',
      ],
      [['tenant', 'create', '--slug', 'proyectos', '--name', 'X', '--admin', 'a@b.gob.ar'], 1, 'está reservado'],
      // The public portal's pages live under /publico/… (issue 45).
      [['tenant', 'create', '--slug', 'publico', '--name', 'X', '--admin', 'a@b.gob.ar'], 1, 'está reservado'],
      [
        ['tenant', 'create', '--slug', 'salud', '--name', 'Otro', '--admin', 'a@b.gob.ar'],
        1,
        'Ya existe un espacio de trabajo con el identificador salud.',
      ],
      [['tenant', 'create', '--slug', 'x1', '--name', '   ', '--admin', 'a@b.gob.ar'], 2, 'necesita un valor'],
      [
        ['tenant', 'create', '--slug', 'x1', '--name', 'N'.repeat(201), '--admin', 'a@b.gob.ar'],
        1,
        'no puede superar los 200 caracteres',
      ],
      [
        ['tenant', 'create', '--slug', 'x1', '--name', 'X', '--admin', 'no-es-un-correo'],
        1,
        messages.validation.emailInvalid,
      ],
      [
        ['tenant', 'create', '--slug', 'x1', '--name', 'X', '--admin', 'a@b.gob.ar', '--plan', 'gold'],
        1,
        'El plan gold no existe. Usa uno de estos: free, basic, premium.',
      ],
      [
        ['tenant', 'create', '--slug', 'x1', '--name', 'X', '--admin', 'a@b.gob.ar', '--demo=yes'],
        2,
        'La opción --demo=yes no existe',
      ],
      [['tenant', 'disable'], 2, 'Falta la opción <identificador>.'],
      [['tenant', 'disable', 'nadie'], 1, 'No existe un espacio de trabajo con el identificador nadie.'],
      [['tenant', 'enable', 'salud', 'obras'], 2, 'Sobra el argumento obras.'],
      [['tenant', 'list', '--all'], 2, 'La opción --all no existe'],
      [['tenant', 'borrar', 'salud'], 2, 'El comando tenant borrar no existe.'],
      [['drop'], 2, 'El comando drop no existe.'],
      [['backup'], 2, 'Indica el archivo de la copia de seguridad.'],
      [['restore'], 2, 'Indica el archivo de la copia de seguridad.'],
      [['restore', join(files, 'no-existe.dump')], 1, 'No se pudo leer la copia de seguridad'],
      [['migrate', 'ahora'], 2, 'Sobra el argumento ahora.'],
    ];
    for (const [argv, code, message] of cases) {
      const result = await run(target, argv);
      expect({ argv, code: result.code }).toEqual({ argv, code });
      expect(result.stderr[0], argv.join(' ')).toContain(message);
    }
    // A file that is no backup at all.
    const junk = join(files, 'junk.dump');
    writeFileSync(junk, 'esto no es una copia');
    const refused = await run(target, ['restore', junk, '--force']);
    expect(refused.code).toBe(1);
    expect(refused.stderr[0]).toContain(
      'no es una copia de SIIPRO, ni de pg_dump (formato custom), ni de la base embebida',
    );
    expect(await withDb(target, everyTableChecksum)).toEqual(before);
  });

  it('lists, disables and enables; doing it twice changes nothing and is no error', async () => {
    const list = await run(target, ['tenant', 'list']);
    expect(list.code).toBe(0);
    expect(list.stdout).toEqual([
      'Identificador | Nombre | Plan | Miembros | Estado',
      'obras | Obras | Gratuito | 0 | habilitado, demostración',
      'salud | Ministerio de Salud | Básico | 0 | habilitado',
    ]);
    expect((await run(target, ['tenant', 'disable', 'salud'])).stdout).toEqual([
      'Espacio de trabajo salud deshabilitado: sus miembros ya no pueden entrar. Sus datos se conservan.',
    ]);
    const again = await run(target, ['tenant', 'disable', 'salud']);
    expect(again).toMatchObject({
      code: 0,
      stdout: ['El espacio de trabajo salud ya estaba deshabilitado: no se cambió nada.'],
    });
    expect((await run(target, ['tenant', 'list'])).stdout[2]).toBe(
      'salud | Ministerio de Salud | Básico | 0 | deshabilitado',
    );
    // Its data is kept.
    const invitationCount = await withDb(target, async (db) => {
      const [tenant] = await db.select().from(tenants).where(eq(tenants.slug, 'salud'));
      expect(tenant!.disabledAt).toEqual(clock.now());
      return (
        await db
          .select()
          .from(invitations)
          .where(and(eq(invitations.tenantId, tenant!.id)))
      ).length;
    });
    expect(invitationCount).toBe(1);
    expect((await run(target, ['tenant', 'enable', 'salud'])).stdout).toEqual([
      'Espacio de trabajo salud habilitado de nuevo.',
    ]);
    const [tenant] = await withDb(target, (db) => db.select().from(tenants).where(eq(tenants.slug, 'salud')));
    expect(tenant!.disabledAt).toBeNull();
  });
});

describe('migrate', () => {
  it('brings an empty database up to date, and says so again when there is nothing to do', async () => {
    const target = await cliTarget();
    try {
      for (let round = 0; round < 2; round += 1) {
        const result = await run(target, ['migrate']);
        expect(result.stderr).toEqual([]);
        expect(result.code).toBe(0);
        expect(result.stdout[0]).toMatch(/^Migraciones aplicadas: la base de datos está al día \(\d+ migraciones\)\.$/);
      }
      expect(await withDb(target, migrationsAreCurrent)).toBe(true);
      // Only the schema: no tenant was seeded.
      expect(await withDb(target, (db) => db.select().from(tenants))).toEqual([]);
    } finally {
      await target.dispose();
    }
  });
});

/** The document store a target's environment names (its DATA_DIR, or the bucket of DOCUMENTS_S3_*). */
const storeOf = (target: CliTarget, env: NodeJS.ProcessEnv = {}): DocumentStore =>
  documentStoreFor(loadConfig({ ...target.env, ...env }));

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Uploads as the API leaves them: the file in the target's store, the row naming it. Returns id → sha256. */
async function addDocuments(target: CliTarget, sizes: number[]): Promise<Map<string, string>> {
  const store = storeOf(target);
  const added = new Map<string, string>();
  await withDb(target, async (db) => {
    const rows = await db
      .select({ projectId: projects.id, tenantId: projects.tenantId })
      .from(projects)
      .orderBy(projects.id)
      .limit(sizes.length);
    for (const [index, size] of sizes.entries()) {
      const { projectId, tenantId } = rows[index % rows.length]!;
      const bytes = new Uint8Array(randomBytes(size));
      const id = randomUUID();
      const storageKey = documentKey(tenantId, id);
      await store.write(storageKey, Readable.from([Buffer.from(bytes)]));
      await db.insert(documents).values({
        id,
        tenantId,
        projectId,
        name: `Documento ${index}.pdf`,
        contentType: 'application/pdf',
        size,
        storageKey,
      });
      added.set(id, sha256(bytes));
    }
  });
  return added;
}

/** Every document of the target as its download streams it (readDocument, the route's own reader): id → sha256. */
async function downloadedDocuments(target: CliTarget, env: NodeJS.ProcessEnv = {}): Promise<Map<string, string>> {
  const store = storeOf(target, env);
  return withDb(target, async (db) => {
    const rows = await db
      .select({ id: documents.id, tenantId: documents.tenantId, projectId: documents.projectId })
      .from(documents);
    const downloaded = new Map<string, string>();
    for (const row of rows) {
      const document = await readDocument(db, store, row.tenantId, row.projectId, row.id);
      const chunks: Buffer[] = [];
      if (document.body instanceof Uint8Array) chunks.push(Buffer.from(document.body));
      else for await (const chunk of document.body) chunks.push(Buffer.from(chunk as Uint8Array));
      downloaded.set(row.id, sha256(Buffer.concat(chunks)));
    }
    return downloaded;
  });
}

/** Every entry of a backup archive, read whole (the tests' archives are small). */
async function archiveEntries(file: string): Promise<{ name: string; bytes: Buffer }[]> {
  const entries: { name: string; bytes: Buffer }[] = [];
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.push({ name: entry.header.name, bytes: Buffer.concat(chunks) });
  }
  await reading;
  return entries;
}

/** Writes `entries` as a tar archive, as a backup is written (or as someone could craft one). */
async function writeArchive(file: string, entries: { name: string; bytes: Buffer }[]): Promise<void> {
  const pack = tar.pack();
  const written = pipeline(pack, createWriteStream(file));
  for (const { name, bytes } of entries) pack.entry({ name, size: bytes.length }, bytes);
  pack.finalize();
  await written;
}

/** The first 80 % of a database dump: its schema reads, its data does not. */
const cut = (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length * 0.8));

describe('backup and restore', () => {
  let source: CliTarget;
  let empty: CliTarget;
  let uploaded: Map<string, string>;
  const file = join(files, 'siipro.backup');
  beforeAll(async () => {
    source = await cliTarget({ migrated: true });
    await withDb(source, (db) => seedDemoData(db));
    // Something in every kind of table: a disabled tenant, a pending invitation, a record of changes.
    expect(
      (await run(source, ['tenant', 'create', '--slug=salud', '--name=Salud', '--admin=a@salud.gob.ar'])).code,
    ).toBe(0);
    expect((await run(source, ['tenant', 'disable', 'salud'])).code).toBe(0);
    // Documents whose bytes live in the store, one past a few MB.
    uploaded = await addDocuments(source, [1, 20_000, 3 * 1024 * 1024 + 7]);
    empty = await cliTarget();
  });
  afterAll(async () => {
    await source?.dispose();
    await empty?.dispose();
  });

  it('restores a backup into an empty database and an empty DATA_DIR: every table identical, every document byte for byte', async () => {
    const backup = await run(source, ['backup', file]);
    expect(backup.stderr).toEqual([]);
    expect(backup.code).toBe(0);
    expect(backup.stdout[0]).toMatch(new RegExp(`^Copia de seguridad guardada en ${file} \\(.+\\)\\.$`));
    expect(backup.stdout[1]).toBe('Incluye la base de datos y los archivos de 3 documentos.');

    const restore = await run(empty, ['restore', file]);
    expect(restore.stderr).toEqual([]);
    expect(restore.code).toBe(0);
    expect(restore.stdout).toEqual([
      `Copia ${file} restaurada: 3 espacios de trabajo, 5 cuentas.`,
      'Archivos de documentos restaurados: 3.',
    ]);

    const expected = await withDb(source, everyTableChecksum);
    expect(Object.keys(expected).length).toBeGreaterThan(15);
    expect(expected['public.projects']).not.toMatch(/^0:/);
    expect(await withDb(empty, everyTableChecksum)).toEqual(expected);
    // The restored database serves as the source did: migrations current, row-level security in place.
    expect(await withDb(empty, migrationsAreCurrent)).toBe(true);
    expect(await withDb(empty, (db) => databaseChecksum(db))).toEqual(
      await withDb(source, (db) => databaseChecksum(db)),
    );
    expect(await downloadedDocuments(empty)).toEqual(uploaded);
  });

  it('restores the documents into S3-compatible storage when the target is configured for it', async () => {
    const { startS3Server } = await import('./support/s3Server.ts');
    const s3 = await startS3Server();
    const target = await cliTarget();
    try {
      const restore = await run(target, ['restore', file], s3.env);
      expect(restore.stderr).toEqual([]);
      expect(restore.stdout[1]).toBe('Archivos de documentos restaurados: 3.');
      expect(await downloadedDocuments(target, s3.env)).toEqual(uploaded);
    } finally {
      await target.dispose();
      await s3.close();
    }
  });

  it('never overwrites a file, nor a database that holds anything without --force', async () => {
    const before = await withDb(empty, everyTableChecksum);
    const again = await run(source, ['backup', file]);
    expect(again.code).toBe(1);
    expect(again.stderr[0]).toBe(`El archivo ${file} ya existe. Elige otro nombre o bórralo primero.`);

    const refused = await run(empty, ['restore', file]);
    expect(refused.code).toBe(1);
    expect(refused.stderr[0]).toMatch(
      /^La base de datos de destino no está vacía \(\d+ tablas\)\. Para reemplazar todo su contenido, repite el comando con --force\.$/,
    );
    expect(await withDb(empty, everyTableChecksum)).toEqual(before);
    expect(existsSync(`${file}.partial`)).toBe(false);
  });

  it('with --force, a backup that breaks halfway leaves the database exactly as it was', async () => {
    // The archive is whole but the database inside it is cut; and the bare dump of the earlier format, cut the same way.
    const entries = await archiveEntries(file);
    const broken = join(files, 'rota.backup');
    await writeArchive(
      broken,
      entries.map((entry) => (entry.name.startsWith('database.') ? { ...entry, bytes: cut(entry.bytes) } : entry)),
    );
    const extracted = join(files, 'cortada.dump');
    writeFileSync(extracted, cut(entries.find((entry) => entry.name.startsWith('database.'))!.bytes));

    const before = await withDb(empty, everyTableChecksum);
    expect(before['public.projects']).not.toMatch(/^0:/);
    for (const backupFile of [broken, extracted]) {
      const forced = await run(empty, ['restore', backupFile, '--force']);
      expect(forced.code, backupFile).toBe(1);
      // PostgreSQL reads the cut dump as far as it goes — the old content was already dropped in the restore's
      // transaction — and fails there: the transaction rolls back. PGlite's cut dump never replaces the directory.
      expect(forced.stderr[0], backupFile).toMatch(
        testDatabaseKind() === 'postgres'
          ? /^pg_restore terminó con error: /
          : /^No se pudo leer la copia de seguridad /,
      );
      expect(await withDb(empty, everyTableChecksum), backupFile).toEqual(before);
    }
    expect(readFileSync(file).length).toBeGreaterThan(0);
  });

  it('with --force replaces the whole database by the backup', async () => {
    // The target moved on after the backup: a tenant the backup does not have.
    expect(
      (await run(empty, ['tenant', 'create', '--slug=despues', '--name=Después', '--admin=n@x.gob.ar'])).code,
    ).toBe(0);
    const forced = await run(empty, ['restore', file, '--force']);
    expect(forced.stderr).toEqual([]);
    expect(forced.code).toBe(0);
    expect(await withDb(empty, everyTableChecksum)).toEqual(await withDb(source, everyTableChecksum));
    expect(await downloadedDocuments(empty)).toEqual(uploaded);
  });

  it('refuses an archive entry that would write anywhere but the store', async () => {
    const crafted = join(files, 'maliciosa.backup');
    await writeArchive(
      crafted,
      (await archiveEntries(file)).flatMap((entry) =>
        entry.name.startsWith('database.')
          ? [entry, { name: 'documents/../../fuera.txt', bytes: Buffer.from('fuera') }]
          : [entry],
      ),
    );
    const target = await cliTarget();
    try {
      const refused = await run(target, ['restore', crafted]);
      expect(refused.code).toBe(1);
      expect(refused.stderr[0]).toBe(
        `No se pudo leer la copia de seguridad ${crafted}: contiene una entrada que no es de una copia de SIIPRO (documents/../../fuera.txt).`,
      );
      expect(existsSync(join(target.dataDir, '..', 'fuera.txt'))).toBe(false);
      expect(await withDb(target, (db) => db.select().from(tenants)).catch(() => [])).toEqual([]);
    } finally {
      await target.dispose();
    }
  });
});
