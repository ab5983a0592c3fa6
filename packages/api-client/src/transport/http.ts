// Typed request helpers over a ky instance: every call names its parser (so answers become domain types) and the
// Spanish message to show when the server gives none. These are also the generic GET/POST/PUT/PATCH/DELETE helpers
// of platform.md §7.
import type { KyInstance, SearchParamsOption } from 'ky';
import { ResponseShapeError } from './errors.ts';
import { toApiError } from './toApiError.ts';

export type Parse<T> = (body: unknown) => T;

export interface CallOptions {
  searchParams?: SearchParamsOption;
  json?: unknown;
  /** A body sent as is (a FormData upload: the browser writes its multipart content type). */
  body?: FormData;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Milliseconds, or false for none; ky's default is 10 s. */
  timeout?: number | false;
  /** Shown when the failure carries no server message (the call's text from the spec's error catalogue). */
  fallbackMessage?: string;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * What a request made elsewhere (a Web Worker) came back with: a Response with the server's status and headers — its
 * body only when it is an error answer — and what the other side decoded from a successful body.
 */
export interface FetchedElsewhere<T> {
  response: Response;
  decoded?: T;
}

/** Runs `request` elsewhere; rejects as fetch does (TypeError when no answer arrived, the signal's reason on abort). */
export type FetchElsewhere<T> = (request: Request) => Promise<FetchedElsewhere<T>>;

export class Http {
  readonly #ky: KyInstance;

  constructor(instance: KyInstance) {
    this.#ky = instance;
  }

  get<T>(path: string, parse: Parse<T>, options?: CallOptions): Promise<T> {
    return this.request('get', path, parse, options);
  }

  post<T>(path: string, parse: Parse<T>, options?: CallOptions): Promise<T> {
    return this.request('post', path, parse, options);
  }

  put<T>(path: string, parse: Parse<T>, options?: CallOptions): Promise<T> {
    return this.request('put', path, parse, options);
  }

  patch<T>(path: string, parse: Parse<T>, options?: CallOptions): Promise<T> {
    return this.request('patch', path, parse, options);
  }

  delete<T>(path: string, parse: Parse<T>, options?: CallOptions): Promise<T> {
    return this.request('delete', path, parse, options);
  }

  /**
   * GET of a file through the authorized instance (bearer token, refresh and retry like every call): a plain link
   * could not carry the token. Errors come back as ApiError with the server's Spanish message.
   */
  async download(path: string, options: Omit<CallOptions, 'json' | 'body'> = {}): Promise<Download> {
    const { fallbackMessage, headers, ...kyOptions } = options;
    try {
      const response = await this.#ky(path, {
        method: 'get',
        // ky's default of 10 s would cut a large export short.
        timeout: false,
        ...withoutUndefined(kyOptions),
        headers: { accept: '*/*', ...headers },
      });
      return { blob: await response.blob(), filename: filenameOf(response.headers.get('content-disposition')) };
    } catch (error) {
      throw await toApiError(error, fallbackMessage);
    }
  }

  /**
   * GET of a large answer that `decode` reads from its bytes, possibly off the main thread (the map's 100,000 points);
   * errors come back as every call's do.
   */
  async getBytes<T>(path: string, decode: (bytes: ArrayBuffer) => Promise<T>, options: CallOptions = {}): Promise<T> {
    const { fallbackMessage, ...kyOptions } = options;
    try {
      const response = await this.#ky(path, { method: 'get', ...withoutUndefined(kyOptions) });
      return await decode(await response.arrayBuffer());
    } catch (error) {
      throw await toApiError(error, fallbackMessage);
    }
  }

  /**
   * GET whose network request and answer run in `fetchElsewhere` (a Web Worker), which also decodes a successful
   * body there: the page never holds the bytes. ky still does the rest as for every call — the token, the refresh
   * and the one retry after a 401, and error answers turned into ApiError with the server's Spanish message.
   */
  async getFetchedElsewhere<T>(path: string, fetchElsewhere: FetchElsewhere<T>, options: CallOptions = {}): Promise<T> {
    const { fallbackMessage, ...kyOptions } = options;
    let decoded: T | undefined;
    try {
      await this.#ky(path, {
        method: 'get',
        ...withoutUndefined(kyOptions),
        fetch: async (input, init) => {
          const answer = await fetchElsewhere(input instanceof Request ? input : new Request(input, init));
          decoded = answer.decoded;
          return answer.response;
        },
      });
    } catch (error) {
      throw await toApiError(error, fallbackMessage);
    }
    if (decoded === undefined)
      throw await toApiError(new ResponseShapeError('The answer has no body'), fallbackMessage);
    return decoded;
  }

  async request<T>(method: Method, path: string, parse: Parse<T>, options: CallOptions = {}): Promise<T> {
    const { fallbackMessage, ...kyOptions } = options;
    try {
      const response = await this.#ky(path, { method, ...withoutUndefined(kyOptions) });
      return parse(await readJson(response));
    } catch (error) {
      throw await toApiError(error, fallbackMessage);
    }
  }
}

/** A file the API sent as an attachment. */
export interface Download {
  blob: Blob;
  /** From Content-Disposition (filename* first, then filename); null when the server named none. */
  filename: string | null;
}

/** The file name of a Content-Disposition header: RFC 6266 `filename*=UTF-8''…` wins over `filename="…"`. */
export function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(disposition);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return name?.trim() || null;
}

/** Builds a path below the prefix URL from raw segments, encoding each (slugs, e-mails, domains). */
export function pathOf(...segments: ReadonlyArray<string | number>): string {
  return segments.map((segment) => encodeURIComponent(String(segment))).join('/');
}

/** Parser for answers whose body the caller does not need (204, or the 201 of a write). */
export const noContent: Parse<void> = () => undefined;

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ResponseShapeError('The answer is not JSON', { cause: error });
  }
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}
