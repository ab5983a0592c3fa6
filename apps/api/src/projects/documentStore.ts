// Where the bytes of project documents live (issue 46, finding 9): outside the database, so a 10 MB upload or download
// is a stream between the socket and a file, and neither PGlite (which runs in the API's own thread) nor a PostgreSQL
// connection carries it. The database keeps the document's row and its `storage_key`.
//
// The store is an interface with two implementations: files under DATA_DIR/documents (several API processes on one
// machine, or on a shared volume, serve every document from it), and an S3-compatible bucket for several API machines
// (projects/s3DocumentStore.ts, when DOCUMENTS_S3_BUCKET is set). Both pass the same suite (test/documentStore.test.ts).
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface DocumentStore {
  /** Streams `bytes` into a new object at `key`; resolves with its size once it is whole and durable. */
  write(key: string, bytes: Readable): Promise<number>;
  /** The object's bytes as a stream, with its size; null when there is no such object. */
  read(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes the object; removing one that is not there is no error. */
  remove(key: string): Promise<void>;
  /** Every object of the store (documentKey's keys only), with when it was last written: for backups and sweeps. */
  list(): AsyncIterable<StoredObject>;
}

export interface StoredObject {
  key: string;
  modifiedAt: Date;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** `{tenantId}/{documentId}`: the only keys the API makes (documentKey), and the only ones a store accepts. */
const KEY_PATTERN = new RegExp(`^${UUID}/${UUID}$`);

/** The key of a document's bytes: ids the database generated, never a name a person typed. */
export function documentKey(tenantId: string, documentId: string): string {
  return checkedKey(`${tenantId}/${documentId}`);
}

/** Whether `key` is one documentKey makes (what list() yields: anything else in the store is not ours). */
export function isDocumentKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Refuses any other key, so no value can ever name a path outside the store (`../`, absolute paths, NUL). */
export function checkedKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`Clave de documento no válida: ${JSON.stringify(key)}`);
  return key;
}

/** Files in `directory`, one folder per tenant. */
export class DiskDocumentStore implements DocumentStore {
  constructor(private readonly directory: string) {}

  async write(key: string, bytes: Readable): Promise<number> {
    const path = this.pathOf(key);
    await mkdir(join(path, '..'), { recursive: true });
    // Written beside its final name and renamed when complete: a reader never sees half a file, and a crash leaves
    // only a `.part` behind.
    const partial = `${path}.part`;
    try {
      await pipeline(bytes, createWriteStream(partial, { flags: 'wx', flush: true }));
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return (await stat(path)).size;
  }

  async read(key: string): Promise<{ stream: Readable; size: number } | null> {
    // Opened here, not when the stream is first read: a missing file is null now, and a file removed while it is
    // being downloaded (its document deleted meanwhile) still streams whole from the open descriptor.
    let handle;
    try {
      handle = await open(this.pathOf(key), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    try {
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *list(): AsyncIterable<StoredObject> {
    let tenants: string[];
    try {
      tenants = await readdir(this.directory);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const tenant of tenants.sort()) {
      const files = await readdir(join(this.directory, tenant)).catch(() => [] as string[]);
      for (const file of files.sort()) {
        const key = `${tenant}/${file}`;
        // `.part` files (an upload in flight, or cut by a crash) and anything else are not documents.
        if (!isDocumentKey(key)) continue;
        const stats = await stat(join(this.directory, key)).catch(() => null);
        if (stats?.isFile()) yield { key, modifiedAt: stats.mtime };
      }
    }
  }

  private pathOf(key: string): string {
    return join(this.directory, checkedKey(key));
  }
}

/** Where a configuration's documents live on disk: DATA_DIR/documents. */
export function documentStoreDirectory(config: { dataDir: string }): string {
  return join(config.dataDir, 'documents');
}
