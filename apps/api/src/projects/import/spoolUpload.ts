// The upload of POST /t/{slug}/projects/imports, streamed to a temporary file as it arrives (http/multipartFile.ts),
// so a 50 MB spreadsheet never sits whole in memory: the readers stream it back from disk, twice at most (counting
// its rows, then checking them). The file lives as long as its job; `discard` removes it.
import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { interpolate, messages } from '@siipro/domain';
import { ApiError } from '@siipro/server';
import { receiveFormFile } from '../../http/multipartFile.ts';
import { IMPORT_MAX_BYTES } from './importLimits.ts';

const texts = messages.projectImport.request;

export type SpreadsheetFormat = 'csv' | 'xlsx';

export interface SpooledUpload {
  path: string;
  fileName: string;
  format: SpreadsheetFormat;
  /** The form's text fields (dryRun, createOrganizations, reviewId). */
  fields: Record<string, string>;
  discard(): Promise<void>;
}

/** Spools the `file` part to disk; 413 past IMPORT_MAX_BYTES, 400 when there is no file or it is no spreadsheet. */
export async function spoolUpload(request: Request): Promise<SpooledUpload> {
  if (!/^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? '') || !request.body) {
    throw new ApiError('VALIDATION_ERROR', texts.fileRequired);
  }
  const directory = await mkdtemp(join(tmpdir(), 'siipro-import-'));
  const path = join(directory, 'upload');
  const discard = () => rm(directory, { recursive: true, force: true });
  try {
    const { fileName, fields } = await receive(request, path);
    const format = await formatOf(path);
    return { path, fileName, format, fields, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}

async function receive(request: Request, path: string) {
  const limits = { maxFileBytes: IMPORT_MAX_BYTES, maxFields: 10, maxFieldBytes: 1024 };
  let form;
  try {
    form = await receiveFormFile(request, limits, (file) => pipeline(file, createWriteStream(path)));
  } catch {
    // A body no multipart parser accepts (no boundary, truncated parts): the same 400 as a form without the file.
    throw new ApiError('VALIDATION_ERROR', texts.fileRequired);
  }
  if (form.tooLarge) {
    throw new ApiError('PAYLOAD_TOO_LARGE', interpolate(texts.fileTooLarge, { max: IMPORT_MAX_BYTES / 1024 / 1024 }));
  }
  if (form.fileName === null) throw new ApiError('VALIDATION_ERROR', texts.fileRequired);
  return { fileName: form.fileName || 'planilla', fields: form.fields };
}

/**
 * CSV or xlsx, from the bytes rather than the name the browser sent: an xlsx is a zip ("PK\3\4"); a CSV is text,
 * which has no NUL byte and is valid UTF-8 in its first bytes. Anything else (a PDF, an image, an old .xls) is 400.
 */
async function formatOf(path: string): Promise<SpreadsheetFormat> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const bytes = head.subarray(0, bytesRead);
    if (bytes.length === 0) throw new ApiError('VALIDATION_ERROR', texts.emptyFile);
    if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'xlsx';
    if (bytes.includes(0)) throw new ApiError('VALIDATION_ERROR', texts.notSpreadsheet);
    // When the window is full, its last bytes may cut a character in two: a streaming decode keeps an incomplete
    // sequence at its end aside. A file read whole must be valid UTF-8 to its last byte ("quizás" included).
    const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes, { stream: bytesRead === head.length });
    if (text.includes('\uFFFD')) throw new ApiError('VALIDATION_ERROR', texts.notSpreadsheet);
    return 'csv';
  } finally {
    await handle.close();
  }
}
