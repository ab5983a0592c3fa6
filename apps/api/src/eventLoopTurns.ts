// The import's CPU work (reading and checking a file's rows, then scoring and encoding the rows it writes) runs in the
// API's one thread, beside the requests it answers. Each of those requests comes back to the event loop after every
// statement it awaits (its access, its page, its count…), and each time waits for the import's current stretch of work
// to end: with a turn every 50 rows (~4.5 ms of checks at 0.09 ms a row), the list's p95 during a review of 100 000
// rows was twice its idle one (bench/README.md, bench:import). A turn is given by time instead, once the work has held
// the thread for SLICE_MS.
import { setImmediate } from 'node:timers/promises';

/**
 * The longest stretch of import work between two turns of the event loop. A request waits for up to one stretch at
 * each of its steps (the list: its access, its page, its items): with 1 ms the list's p95 during a 100 000-row apply
 * was 2.7 times its idle one, with 0.25 ms 1.7–2.3 times, the apply as fast (bench/README.md, bench:import).
 */
export const SLICE_MS = 0.25;

export class EventLoopTurns {
  private since = performance.now();

  /** Whether the work has held the thread for a slice: then `give()` before going on. */
  due(): boolean {
    return performance.now() - this.since >= SLICE_MS;
  }

  /** One turn of the event loop: whatever waits for the thread (a request's next step) runs first. */
  async give(): Promise<void> {
    await setImmediate();
    this.since = performance.now();
  }
}
