// Documents' bytes in an S3-compatible bucket (DOCUMENTS_S3_BUCKET; AWS S3, MinIO, Ceph, Garage…), for API processes
// on several machines that share no disk. The same three operations as the disk (documentStore.ts), streamed both
// ways: an upload goes up in parts of PART_BYTES (one PutObject when it is smaller), so at most one part is in memory
// whatever the document's size; a download is the object's body stream, handed to the response as it arrives.
import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import type { DocumentStorageConfig } from '../config.ts';
import { checkedKey, isDocumentKey, type DocumentStore, type StoredObject } from './documentStore.ts';

/** S3's smallest part but the last: 5 MiB. A 10 MB document is two or three requests. */
const PART_BYTES = 5 * 1024 * 1024;

export class S3DocumentStore implements DocumentStore {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    /** Ends with `/`, or is empty. */
    private readonly prefix = '',
  ) {}

  static fromConfig(storage: Extract<DocumentStorageConfig, { kind: 's3' }>): S3DocumentStore {
    const client = new S3Client({
      region: storage.region,
      endpoint: storage.endpoint,
      forcePathStyle: storage.forcePathStyle,
      credentials: storage.credentials,
      // Checksums only where S3 requires them: the SDK's default trailing CRC32 on every upload is refused by many
      // S3-compatible servers, and the bytes' integrity is already the TLS connection's and the signature's.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    return new S3DocumentStore(client, storage.bucket, storage.prefix);
  }

  async write(key: string, bytes: Readable): Promise<number> {
    const Key = this.objectKey(key);
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let total = 0;
    let upload: { id: string; parts: { PartNumber: number; ETag: string | undefined }[] } | null = null;
    const sendPart = async () => {
      if (!upload) {
        const created = await this.client.send(new CreateMultipartUploadCommand({ Bucket: this.bucket, Key }));
        upload = { id: created.UploadId!, parts: [] };
      }
      const PartNumber = upload.parts.length + 1;
      const body = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      const sent = await this.client.send(
        new UploadPartCommand({ Bucket: this.bucket, Key, UploadId: upload.id, PartNumber, Body: body }),
      );
      upload.parts.push({ PartNumber, ETag: sent.ETag });
    };
    try {
      for await (const chunk of bytes) {
        const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
        pending.push(buffer);
        pendingBytes += buffer.byteLength;
        total += buffer.byteLength;
        if (pendingBytes >= PART_BYTES) await sendPart();
      }
      if (!upload) {
        const body = Buffer.concat(pending, pendingBytes);
        await this.client.send(
          new PutObjectCommand({ Bucket: this.bucket, Key, Body: body, ContentLength: body.byteLength }),
        );
        return total;
      }
      if (pendingBytes > 0) await sendPart();
      const { id, parts } = upload as { id: string; parts: { PartNumber: number; ETag: string | undefined }[] };
      // Only a whole upload becomes an object: readers never see part of one (as the disk's rename).
      await this.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key,
          UploadId: id,
          MultipartUpload: { Parts: parts },
        }),
      );
      return total;
    } catch (error) {
      const started = upload as { id: string } | null;
      if (started) {
        await this.client
          .send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key, UploadId: started.id }))
          .catch(() => undefined);
      }
      throw error;
    }
  }

  async read(key: string): Promise<{ stream: Readable; size: number } | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404))
        return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    // S3 answers a delete of a missing key with success, as the interface asks.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async *list(): AsyncIterable<StoredObject> {
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix || undefined, ContinuationToken }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.prefix.length) ?? '';
        if (isDocumentKey(key)) yield { key, modifiedAt: object.LastModified ?? new Date(0) };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  private objectKey(key: string): string {
    return `${this.prefix}${checkedKey(key)}`;
  }
}
