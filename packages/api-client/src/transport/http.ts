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
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Milliseconds, or false for none; ky's default is 10 s. */
  timeout?: number | false;
  /** Shown when the failure carries no server message (the call's text from the spec's error catalogue). */
  fallbackMessage?: string;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

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
