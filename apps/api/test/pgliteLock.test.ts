import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseBusyError, lockDirectory } from '../src/db/pgliteLock.ts';

const root = mkdtempSync(join(tmpdir(), 'siipro-lock-'));
const directory = join(root, 'pglite');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('PGlite directory lock', () => {
  it('refuses a directory another live process holds, with a Spanish message', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(`${directory}.lock`, String(other.pid));
      expect(() => lockDirectory(directory)).toThrow(DatabaseBusyError);
      expect(() => lockDirectory(directory)).toThrow(/está en uso por el proceso \d+\. Detén la API/);
    } finally {
      other.kill();
      await new Promise((resolve) => other.once('exit', resolve));
    }
  });

  it('takes over the lock of a process that is gone, and releases it', () => {
    writeFileSync(`${directory}.lock`, '999999999');
    const release = lockDirectory(directory);
    expect(readFileSync(`${directory}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(`${directory}.lock`)).toBe(false);
  });
});
