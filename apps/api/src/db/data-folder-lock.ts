// One process at a time opens an embedded database's folder. PGlite takes no lock of its own, and two
// engines writing one folder (a second `npm start`, or `npm run db:seed` beside a running shop) each
// believe they alone hold it: the folder is left corrupt, or unopenable. A file beside the folder names
// the process holding it; one left behind by a process that has ended is taken over.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { ConfigError } from '../config';

/** Whether a process with this id runs (on this machine). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process named by the lock file, if the file is there. */
function holderOf(lockFile: string): number | undefined {
  try {
    return Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Claims `dataDir` for this process, or throws a ConfigError naming the process that holds it; the
 * returned function gives it up.
 */
export function lockDataFolder(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  // Twice at most: a lock left by an ended process is removed and claimed afresh. Creating the file
  // exclusively decides between two processes claiming at once.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = holderOf(lockFile);
    // Created but not yet written: another process is claiming the folder this very moment.
    if (holder !== undefined && !Number.isInteger(holder)) break;
    if (holder !== undefined && isRunning(holder)) {
      throw new ConfigError(
        `The embedded database in ${dataDir} is open in another process (pid ${holder}): stop it ` +
          `first, or set DATA_DIR to another folder. If no such process runs, delete ${lockFile}.`,
      );
    }
    rmSync(lockFile, { force: true });
  }
  throw new ConfigError(
    `Another process is claiming ${dataDir} at the same time: try again. If this persists, delete ` +
      `${lockFile}.`,
  );
}
