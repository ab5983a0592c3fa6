// An S3-compatible server in the test's own process (@20minutes/s3rver, files in a temporary directory), with one
// bucket, and the configuration that points SIIPRO's document store at it — as an operator's environment would.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { DocumentStorageConfig } from '../../src/config.ts';

export interface TestS3Server {
  /** The environment an operator would set for it (DOCUMENTS_S3_*). */
  env: Record<string, string>;
  storage: Extract<DocumentStorageConfig, { kind: 's3' }>;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'siipro-documentos'): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'siipro-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
    // s3rver signs bucket-level paths (ListObjectsV2) without the trailing slash the AWS SDK signs them with, so it
    // would refuse every list; the signature itself is the SDK's business, checked by every real S3 server.
    allowMismatchedSignatures: true,
  });
  const { port } = (await server.run()) as { port: number };
  const env = {
    DOCUMENTS_S3_BUCKET: bucket,
    DOCUMENTS_S3_ENDPOINT: `http://127.0.0.1:${port}`,
    DOCUMENTS_S3_REGION: 'us-east-1',
    DOCUMENTS_S3_PREFIX: 'siipro',
    DOCUMENTS_S3_ACCESS_KEY_ID: 'S3RVER',
    DOCUMENTS_S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  return {
    env,
    storage: {
      kind: 's3',
      bucket,
      prefix: 'siipro/',
      endpoint: env.DOCUMENTS_S3_ENDPOINT,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
