// The import jobs this API process runs in its background (one per upload). The job's state lives in the database
// (importJobs.ts), so any process answers for it; this only keeps the running promises, so a test or a shutdown can
// wait for them to end instead of closing the database under them.
export class ImportRunner {
  private readonly running = new Map<string, Promise<void>>();

  start(importId: string, work: () => Promise<void>): void {
    const job = work().finally(() => this.running.delete(importId));
    this.running.set(importId, job);
  }

  /** Resolves when the job has ended here (at once when it is not running in this process). */
  async settled(importId: string): Promise<void> {
    await this.running.get(importId);
  }

  /** Jobs running in this process now (the metrics' gauge). */
  get active(): number {
    return this.running.size;
  }

  /** Resolves when every job of this process has ended. */
  async idle(): Promise<void> {
    await Promise.all([...this.running.values()]);
  }
}
