// Where the bytes of project documents live (issue 46, finding 9): outside the database, so a 10 MB upload or download
// is a stream between the socket and a file, and neither PGlite (which runs in the API's own thread) nor a PostgreSQL
// connection carries it. The database keeps the document's row and its `storage_key`.
//
// The store is an interface so that S3-compatible storage can take the disk's place for several API machines: it
// needs these three operations and nothing else. Today there is one implementation, files under DATA_DIR/documents;
// several API processes on one machine (or on a shared volume) serve every document from it.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
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
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** `{tenantId}/{documentId}`: the only keys the API makes (documentKey), and the only ones a store accepts. */
const KEY_PATTERN = new RegExp(`^${UUID}/${UUID}$`);

/** The key of a document's bytes: ids the database generated, never a name a person typed. */
export function documentKey(tenantId: string, documentId: string): string {
  return checkedKey(`${tenantId}/${documentId}`);
}

/** Refuses any other key, so no value can ever name a path outside the store (`../`, absolute paths, NUL). */
function checkedKey(key: string): string {
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
    const path = this.pathOf(key);
    try {
      const { size } = await stat(path);
      return { stream: createReadStream(path), size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    return join(this.directory, checkedKey(key));
  }
}

/** Where a configuration's documents live: DATA_DIR/documents. */
export function documentStoreDirectory(config: { dataDir: string }): string {
  return join(config.dataDir, 'documents');
}
