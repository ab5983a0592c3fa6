// The commit a benchmark measured, and whether the measured folders differed from it (benchmarks run the working
// tree): printed at the top of each benchmark's output, so a figure can be traced to its code.
import { execFileSync } from 'node:child_process';

export function sourceVersion(folders: readonly string[]): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const changedIn = (folder: string) =>
      execFileSync('git', ['status', '--porcelain', '--', folder], { encoding: 'utf8' }).trim() !== '';
    const dirty = folders.filter(changedIn);
    return dirty.length ? `${head} + uncommitted changes in ${dirty.join(', ')}` : head;
  } catch {
    return 'unknown (no git)';
  }
}
