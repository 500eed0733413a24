/**
 * supabase/local/run.ts as a process: it refuses a taken port with a clear
 * message, and however it ends (SIGTERM, SIGINT, even SIGKILL) it leaves no
 * PostgREST behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT, type StackInfo } from '../../supabase/local/stack.ts';

const RUN = join(REPO_ROOT, 'supabase', 'local', 'run.ts');
const dirs: string[] = [];
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function run(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', RUN, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: '', LOCAL_MAIL_FAIL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function until<T>(what: string, probe: () => T | undefined, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** PostgREST and its guard wrapper: processes whose environment names this PostgREST port (Linux /proc). */
function postgrestProcesses(port: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!cmdline.includes('postgrest')) continue;
      const environ = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      if (environ.includes(`PGRST_SERVER_PORT=${port}`)) found.push(Number(entry));
    } catch {
      /* gone, or not ours to read */
    }
  }
  return found;
}

async function startBackend() {
  const dataDir = mkdtempSync(join(tmpdir(), 'satna-run-'));
  dirs.push(dataDir);
  const proc = run(['stack'], { LOCAL_DATA_DIR: dataDir });
  const stackFile = join(dataDir, 'stack.json');
  // A fresh PGlite database, PostgREST and the Deno function: seconds on a quiet machine, far more on a busy one.
  await until('the backend to be ready', () => (/Backend ready/.test(proc.output()) ? true : undefined), 100_000);
  const info = JSON.parse(readFileSync(stackFile, 'utf8')) as StackInfo;
  const port = new URL(info.directRestUrl).port;
  expect((await fetch(`${info.directRestUrl}/`)).status).toBe(200);
  expect(postgrestProcesses(port).length).toBeGreaterThanOrEqual(1);
  return { ...proc, info, port, stackFile };
}

describe.skipIf(!existsSync('/proc/self/environ'))('run.ts', () => {
  it('refuses a port that is taken, with a clear message', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const proc = run(['serve'], { PORT: String(port) });
      expect(await proc.exited).toBe(1);
      expect(proc.output()).toContain(`Port ${port} is already in use. Stop the other server or set PORT=`);
    } finally {
      server.close();
    }
  });

  it.each(['SIGTERM', 'SIGINT'] as const)(
    '%s stops PostgREST and removes stack.json',
    { timeout: 120_000 },
    async (signal) => {
      const backend = await startBackend();
      backend.child.kill(signal);
      expect(await backend.exited).not.toBeNull();
      expect(postgrestProcesses(backend.port)).toEqual([]);
      expect(existsSync(backend.stackFile)).toBe(false);
      await expect(fetch(`${backend.info.directRestUrl}/`)).rejects.toThrow();
    },
  );

  it('SIGKILL (no handler runs) still takes PostgREST down', { timeout: 120_000 }, async () => {
    const backend = await startBackend();
    backend.child.kill('SIGKILL');
    await backend.exited;
    await until('PostgREST to exit', () => (postgrestProcesses(backend.port).length === 0 ? true : undefined), 5000);
  });
});
