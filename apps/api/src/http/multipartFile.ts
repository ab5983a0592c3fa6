// The one file of a multipart/form-data body, streamed to wherever the caller puts it as it arrives (parsed by
// busboy): no upload ever sits whole in memory. Used by document uploads and spreadsheet imports.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import Busboy from '@fastify/busboy';

export interface ReceivedForm {
  /** The name the browser gave the `file` part; null when the form has none. */
  fileName: string | null;
  /** The part went past `maxFileBytes`: what was written is cut short and must be thrown away. */
  tooLarge: boolean;
  /** The form's text fields. */
  fields: Record<string, string>;
}

/** The body is no multipart form a parser accepts (no boundary, truncated parts, a body cut off). */
export class MalformedFormError extends Error {
  constructor(cause: unknown) {
    super('El cuerpo no es un formulario multipart/form-data válido', { cause });
  }
}

export interface FormLimits {
  maxFileBytes: number;
  maxFields: number;
  maxFieldBytes: number;
}

/**
 * Streams the body's `file` part into `sink` (which resolves once it has consumed the stream) and collects the
 * fields. Rejects with MalformedFormError when the body is no multipart form a parser accepts (no boundary, truncated
 * parts), and with the sink's own error when the sink fails (a full disk is no mistake of the person's). A part past
 * the limit is not an error but `tooLarge` (the sink still gets the bytes up to the limit).
 */
export async function receiveFormFile(
  request: Request,
  limits: FormLimits,
  sink: (file: Readable, fileName: string) => Promise<unknown>,
): Promise<ReceivedForm> {
  const form: ReceivedForm = { fileName: null, tooLarge: false, fields: {} };
  if (!request.body) throw new MalformedFormError('Sin cuerpo');
  let written: Promise<unknown> = Promise.resolve();
  let fileStream: Readable | null = null;
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      limits: { files: 1, fields: limits.maxFields, fieldSize: limits.maxFieldBytes, fileSize: limits.maxFileBytes },
    });
  } catch (error) {
    // No boundary in the Content-Type, or no multipart type at all.
    throw new MalformedFormError(error);
  }
  // A body that ends mid-form is reported by busboy on the next tick, after the pipeline below may have settled and
  // let go of its listeners: without a listener of our own, that 'error' would stop the whole process.
  let lateError: unknown;
  const keepError = (error: unknown) => {
    lateError ??= error;
  };
  parser.on('error', keepError);
  parser.on('field', (name: string, value: string) => {
    form.fields[name] = value;
  });
  // busboy gives no name (undefined) for a part sent with filename="": that is a file without a name, which the
  // route refuses in Spanish. (Reading it as a string threw inside busboy's event, where nothing caught it: the
  // request never answered, and a server would have crashed.)
  parser.on('file', (field: string, stream: Readable, name: string | undefined) => {
    if (field !== 'file' || form.fileName !== null) {
      stream.resume();
      return;
    }
    form.fileName = unescapeFormName(name ?? '');
    fileStream = stream;
    stream.on('error', keepError);
    stream.on('limit', () => {
      form.tooLarge = true;
    });
    written = sink(stream, form.fileName);
    // Seen by the await below; until then, not an unhandled rejection.
    written.catch(() => undefined);
  });
  try {
    await pipeline(Readable.fromWeb(request.body as NodeWebStream<Uint8Array>), parser);
    // Past busboy's next tick, where a form cut short is reported.
    await new Promise((resolve) => setImmediate(resolve));
    if (lateError) throw lateError;
  } catch (error) {
    // The sink must fail too (never keep half a file as if whole), and be done before the caller cleans up after it.
    (fileStream as Readable | null)?.destroy(error as Error);
    await written.catch(() => undefined);
    // A body cut off past the limit is answered as too large, not as malformed.
    if (form.tooLarge) return form;
    throw new MalformedFormError(error);
  }
  await written;
  return form;
}

/**
 * Browsers write a file name's line breaks and quotes as %0D, %0A and %22 in a form (the HTML standard's
 * multipart/form-data encoding); read back as the characters they stand for, as fetch's own formData() does, so the
 * name's checks see what the person's file was called.
 */
function unescapeFormName(name: string): string {
  return name.replace(/%0D/gi, '\r').replace(/%0A/gi, '\n').replace(/%22/gi, '"');
}
