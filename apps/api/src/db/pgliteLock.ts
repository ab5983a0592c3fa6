// PGlite lets two processes open the same directory, and both writing corrupts it. A lock file with the owner's pid
// keeps `pnpm db:reset` from running while the API holds the database (a stale lock of a dead process is taken over).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DatabaseBusyError extends Error {
  constructor(
    readonly directory: string,
    readonly ownerPid: number,
  ) {
    super(
      `La base de datos embebida en ${directory} está en uso por el proceso ${ownerPid}. ` +
        'Detén la API (pnpm start) y vuelve a intentarlo.',
    );
    this.name = 'DatabaseBusyError';
  }
}

/** Takes the lock of `directory` for this process; returns the function that releases it. */
export function lockDirectory(directory: string): () => void {
  const file = `${directory}.lock`;
  try {
    const owner = Number(readFileSync(file, 'utf8').trim());
    if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner))
      throw new DatabaseBusyError(directory, owner);
  } catch (error) {
    if (error instanceof DatabaseBusyError) throw error;
    // No lock file (or an unreadable one): the directory is free.
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}
