// The commit a benchmark measured, and whether the measured folders differed from it (benchmarks run the working
// tree): printed at the top of each benchmark's output, so a figure can be traced to its code.
import { execFileSync } from 'node:child_process';

export function sourceVersion(folders: readonly string[]): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', ...folders], { encoding: 'utf8' }).trim();
    return dirty ? `${head} + uncommitted changes in ${folders.join(', ')}` : head;
  } catch {
    return 'unknown (no git)';
  }
}
