// Deep pages of the whole tenant without walking to them. OFFSET reads every row it skips: page 2 000 of the default
// list (39 980 rows in) read 40 000 index entries on every call, 5–9 ms at 100 000 projects, even from the nearer
// end (listQuery.ts). So a process keeps, per tenant, type and one-term sort, every PAGE_ANCHOR_STEP-th row of the
// order (its anchors) with the tenant's portfolio version they were read at; a deep page is then walked to from the
// anchor before it (at most a step of index entries) by a statement that reads the version again, in its own
// snapshot. Its page is used only if the version is still the anchors': no write of the tenant's projects or
// organisations came between (migration 0011), so the page is exactly OFFSET's. Otherwise the anchors are dropped,
// the page is found as before, and new anchors are read in the background, beside it: one walk of the whole order
// (50–80 ms at 100 000 projects) that no request waits for, for the next deep page.
import type { SQL } from 'drizzle-orm';
import type { ApiProjectQuery } from '@siipro/domain';
import type { Database } from '../db/client.ts';
import {
  NEARER_END_FROM_OFFSET,
  type OrderStretch,
  type PageAnchor,
  anchorable,
  buildAnchoredPageIdsQuery,
  buildPageAnchorsQuery,
} from './listQuery.ts';
import { rowsOf } from './listRows.ts';

/** Rows between two anchors: the most a deep page walks (~0.15 ms of index entries). */
export const PAGE_ANCHOR_STEP = 1_000;

/** Orders (tenant, type and sort) whose anchors a process keeps, the least recently used dropped first. */
const PAGE_ANCHOR_ORDERS = 64;

/** What buildPageAnchorsQuery read, at one portfolio version. */
interface AnchorSet {
  version: string;
  /** By position, ascending. */
  anchors: PageAnchor[];
  /** Rows of the order. */
  total: number;
  /** Rows with a sort value: positions 0 … valued − 1; the rows without one follow. */
  valued: number;
}

export interface PageAnchorOptions {
  /** Rows between anchors (PAGE_ANCHOR_STEP unless given: tests lower it to anchor a small tenant). */
  step?: number;
  /** From how many skipped rows a page is walked to from an anchor (NEARER_END_FROM_OFFSET unless given). */
  fromOffset?: number;
}

export class PageAnchorCache {
  readonly #sets = new Map<string, AnchorSet>();
  /** Anchors being read, by order. */
  readonly #reading = new Map<string, Promise<void>>();
  readonly #step: number;
  readonly #fromOffset: number;

  constructor(options: PageAnchorOptions = {}) {
    this.#step = options.step ?? PAGE_ANCHOR_STEP;
    this.#fromOffset = options.fromOffset ?? NEARER_END_FROM_OFFSET;
  }

  /**
   * The ids of the query's page, walked to from an anchor; null when anchors cannot serve it (a shallow or filtered
   * page, or no anchors of the current version yet): the caller then runs the page's own statement.
   */
  async pageIds(db: Database, tenantId: string, query: ApiProjectQuery): Promise<string[] | null> {
    if (!this.#serves(query)) return null;
    const order = orderOf(tenantId, query);
    const set = this.#sets.get(order);
    if (set) {
      const [row] = await rowsOf(db, pageQueryOf(tenantId, query, set));
      if (row && String(row.version) === set.version) {
        // Most recently used last.
        this.#sets.delete(order);
        this.#sets.set(order, set);
        return row.ids as string[];
      }
      if (this.#sets.get(order) === set) this.#sets.delete(order);
    }
    this.#read(db, tenantId, query, order);
    return null;
  }

  /**
   * The statement pageIds runs for the query once its order's anchors are held (read now if they are not), or null
   * when anchors cannot serve it: what the benchmark times as the page's own SQL.
   */
  async pageQuery(db: Database, tenantId: string, query: ApiProjectQuery): Promise<SQL | null> {
    if (!this.#serves(query)) return null;
    const order = orderOf(tenantId, query);
    if (!this.#sets.has(order)) {
      this.#read(db, tenantId, query, order);
      await this.settled();
    }
    const set = this.#sets.get(order);
    return set ? pageQueryOf(tenantId, query, set) : null;
  }

  #serves(query: ApiProjectQuery): boolean {
    const offset = (query.page - 1) * query.limit;
    return anchorable(query) && offset > 0 && offset >= this.#fromOffset;
  }

  /** Resolves once every read of anchors started so far has ended (tests). */
  async settled(): Promise<void> {
    await Promise.all(this.#reading.values());
  }

  /** Reads the order's anchors in the background, one read at a time per order. */
  #read(db: Database, tenantId: string, query: ApiProjectQuery, order: string): void {
    if (this.#reading.has(order)) return;
    const reading = rowsOf(db, buildPageAnchorsQuery(tenantId, query, this.#step))
      .then(([row]) => {
        if (!row) return;
        const anchors = (row.anchors as [number, string, string | null][]).map(([position, id, key]) => ({
          position,
          id,
          keys: [key],
        }));
        this.#sets.delete(order);
        this.#sets.set(order, {
          version: String(row.version),
          anchors,
          total: Number(row.total),
          valued: Number(row.valued),
        });
        for (const oldest of this.#sets.keys()) {
          if (this.#sets.size <= PAGE_ANCHOR_ORDERS) break;
          this.#sets.delete(oldest);
        }
      })
      // Nothing waits for it: a failed read (the database went away) leaves no anchors, and the next deep page tries
      // again.
      .catch(() => undefined)
      .finally(() => this.#reading.delete(order));
    this.#reading.set(order, reading);
  }
}

/** The page's statement from the anchors of `set` (buildAnchoredPageIdsQuery). */
function pageQueryOf(tenantId: string, query: ApiProjectQuery, set: AnchorSet): SQL {
  const offset = (query.page - 1) * query.limit;
  return buildAnchoredPageIdsQuery(tenantId, query, stretchesOf(set, offset, query.limit));
}

/** One order of the whole tenant: the anchors of one serve every page size. */
function orderOf(tenantId: string, query: ApiProjectQuery): string {
  return JSON.stringify([tenantId, query.type, query.sort]);
}

/**
 * The stretches of the order that make the page of `limit` rows from `offset`: of the rows with a sort value, then
 * of those without, each walked from the last anchor before it in its stretch (or from the stretch's first row).
 */
function stretchesOf(set: AnchorSet, offset: number, limit: number): OrderStretch[] {
  const end = Math.min(offset + limit, set.total);
  const stretches: OrderStretch[] = [];
  const stretch = (nulls: boolean, from: number, to: number, first: number) => {
    const anchor = anchorBefore(set.anchors, from);
    const after = anchor && anchor.position >= first ? anchor : null;
    const skipped = after ? after.position + 1 : first;
    stretches.push({ nulls, after, offset: from - skipped, limit: to - from });
  };
  if (offset < Math.min(end, set.valued)) stretch(false, offset, Math.min(end, set.valued), 0);
  if (Math.max(offset, set.valued) < end) stretch(true, Math.max(offset, set.valued), end, set.valued);
  return stretches;
}

/** The last anchor before the row at `position` (at position − 1 or before), if any. */
function anchorBefore(anchors: readonly PageAnchor[], position: number): PageAnchor | undefined {
  let low = 0;
  let high = anchors.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (anchors[middle]!.position < position) low = middle + 1;
    else high = middle;
  }
  return anchors[low - 1];
}
