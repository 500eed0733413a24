/**
 * A throwaway PostgreSQL 15 cluster for the "postgres" variant of the suite:
 * initdb in a temp dir, started on a free loopback port, trust auth, no fsync.
 * Postgres refuses to run as root, so as root it runs as user postgres
 * through runuser. Stopped and deleted by stop().
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { openPglite, openPostgres, type SqlDatabase } from '@local-stack/db.ts';
import { freePort } from '@local-stack/process.ts';

export interface PostgresCluster {
  url: string;
  stop(): void;
}

const CANDIDATE_BIN_DIRS = ['/usr/lib/postgresql/15/bin', '/usr/local/bin'];

/** The directory holding initdb, pg_ctl and postgres, or a reason why there is none. */
export function findPostgresBinaries(): { binDir: string } | { skip: string } {
  if (process.platform === 'win32') return { skip: 'PostgreSQL variant runs on Linux/macOS only' };
  for (const dir of CANDIDATE_BIN_DIRS) {
    const initdb = join(dir, 'initdb');
    if (existsSync(initdb) && existsSync(join(dir, 'pg_ctl'))) {
      const binDir = dirname(realpathSync(initdb));
      if (existsSync(join(binDir, 'postgres'))) return { binDir };
    }
  }
  return { skip: `no PostgreSQL binaries (initdb, pg_ctl) in ${CANDIDATE_BIN_DIRS.join(' or ')}` };
}

function userIds(name: string): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return undefined;
  }
}

export async function startPostgresCluster(binDir: string): Promise<PostgresCluster> {
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? userIds('postgres') : undefined;
  if (asRoot && !owner) throw new Error('Running as root but there is no "postgres" user to run PostgreSQL as');

  const dir = mkdtempSync(join(tmpdir(), 'satna-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const dataDir = join(dir, 'data');
  const run = (tool: string, args: string[]) => {
    const [cmd, cmdArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(binDir, tool), ...args]]
      : [join(binDir, tool), args];
    return execFileSync(cmd, cmdArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], cwd: dir });
  };

  const port = await freePort();
  let started = false;
  const stop = () => {
    if (started) {
      started = false;
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        /* already stopped */
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // A crashed test run must not leave a postmaster behind.
  process.once('exit', stop);

  try {
    // C.UTF-8, as hosted Supabase (supabase/postgres#696): lower() folds Ą to ą there, and in PGlite; under C it did not.
    run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']);
    const options = [
      `-p ${port}`,
      `-c listen_addresses=127.0.0.1`,
      `-c unix_socket_directories=${dir}`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=50',
    ].join(' ');
    run('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(dir, 'postgres.log'), '-w', '-t', '60', 'start']);
    started = true;
  } catch (err) {
    const e = err as { stderr?: string; message: string };
    stop();
    throw new Error(`Could not start PostgreSQL: ${e.stderr || e.message}`, { cause: err });
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

/**
 * An empty database of a backend, as a test opens it without the whole stack:
 * PGlite in memory, or a throwaway PostgreSQL 15 cluster. `close` ends both.
 */
export async function openBareDatabase(
  backend: 'pglite' | 'postgres',
  name: string,
): Promise<{ db: SqlDatabase; close(): Promise<void> }> {
  if (backend === 'pglite') {
    const db = await openPglite(`memory://${name}`);
    return { db, close: () => db.close() };
  }
  const pg = findPostgresBinaries();
  if ('skip' in pg) throw new Error(pg.skip);
  const cluster = await startPostgresCluster(pg.binDir);
  const db = await openPostgres(cluster.url);
  return {
    db,
    async close() {
      await db.close();
      cluster.stop();
    },
  };
}
