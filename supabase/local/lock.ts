/** The lock file of a .local directory: it names the process whose stack uses it. */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** One stack per .local directory: PGlite's files allow a single owner. */
export function takeLock(dataDir: string): () => void {
  const lockFile = join(dataDir, 'stack.lock');
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    if (pid && pid !== process.pid && pidAlive(pid)) {
      throw new Error(
        `Another local stack (process ${pid}) is using ${dataDir}. Stop it first, or set LOCAL_DATA_DIR to another directory.`,
      );
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}
