// The map answers a process has built lately, by their tag (mapAnswerTag: format, tenant, portfolio version and
// selection), with their compressed forms. A tag names one answer for good — any write moves the version and so
// the tag — so an entry is never stale and needs no invalidation: the next person to open the same tenant's map with
// the same filters, in the same process, gets the bytes the previous one got (at 100 000 projects the answer costs
// ~0.1-0.3 s of query, encoding and compression; a hit costs nothing). Least recently used entries go first once the
// bytes held pass the budget. Concurrent requests for one tag share one build.
import type { ContentCoding } from '../http/compression.ts';
import { encodeBody } from '../http/compression.ts';

/** Bytes of JSON and compressed forms held at most (a 100 000-project answer with both codings: ~4 MB). */
export const MAP_ANSWER_CACHE_BYTES = 32 * 1024 * 1024;

interface Entry {
  json: Promise<Buffer>;
  codings: Map<ContentCoding, Promise<Buffer>>;
  bytes: number;
}

export class MapAnswerCache {
  readonly #entries = new Map<string, Entry>();
  readonly #budget: number;
  #bytes = 0;

  constructor(budget = MAP_ANSWER_CACHE_BYTES) {
    this.#budget = budget;
  }

  /** The answer of `tag` in `coding`, building its JSON with `build` when this process has not got it. */
  async get(tag: string, coding: ContentCoding, build: () => Promise<string>): Promise<Buffer> {
    let entry = this.#entries.get(tag);
    if (entry) {
      // Most recently used last.
      this.#entries.delete(tag);
      this.#entries.set(tag, entry);
    } else {
      const created: Entry = { json: build().then((text) => Buffer.from(text)), codings: new Map(), bytes: 0 };
      this.#entries.set(tag, created);
      void created.json.then(
        (json) => this.#account(tag, created, json.length),
        () => undefined,
      );
      entry = created;
    }
    const current = entry;
    let body = current.codings.get(coding);
    if (!body) {
      body = current.json.then((json) => encodeBody(json, coding));
      current.codings.set(coding, body);
      // The identity form is the JSON itself, already counted.
      if (coding !== 'identity') {
        void body.then(
          (bytes) => this.#account(tag, current, bytes.length),
          () => undefined,
        );
      }
    }
    try {
      return await body;
    } catch (error) {
      // A failed build (the database went away) is not kept: the next request tries again.
      if (this.#entries.get(tag) === current) this.#forget(tag, current);
      throw error;
    }
  }

  /** Bytes held now (tests). */
  get bytes(): number {
    return this.#bytes;
  }

  #account(tag: string, entry: Entry, bytes: number) {
    if (this.#entries.get(tag) !== entry) return;
    entry.bytes += bytes;
    this.#bytes += bytes;
    for (const [oldest, candidate] of this.#entries) {
      if (this.#bytes <= this.#budget) break;
      this.#forget(oldest, candidate);
    }
  }

  #forget(tag: string, entry: Entry) {
    this.#entries.delete(tag);
    this.#bytes -= entry.bytes;
  }
}
