// The document store the configuration names (config.documentStorage): the API, the operator's command line (backups)
// and the tests open it the same way.
import type { ApiConfig } from '../config.ts';
import { DiskDocumentStore, type DocumentStore } from './documentStore.ts';
import { S3DocumentStore } from './s3DocumentStore.ts';

export function documentStoreFor(config: Pick<ApiConfig, 'documentStorage'>): DocumentStore {
  const storage = config.documentStorage;
  return storage.kind === 's3' ? S3DocumentStore.fromConfig(storage) : new DiskDocumentStore(storage.directory);
}
