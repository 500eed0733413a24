/**
 * Child processes that cannot outlive the stack, and port helpers.
 *
 * A child is started through a small POSIX sh wrapper in its own process
 * group. The wrapper holds the read end of a pipe from us: when we end it, or
 * when our process dies for any reason (even SIGKILL, which runs no handler),
 * the pipe closes and the wrapper terminates the child and waits for it. So a
 * crashed test worker or a killed `npm start` leaves no PostgREST or Vite
 * behind.
 */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { createServer } from 'node:net';

// $0 is the command, "$@" its arguments. The watcher reads fd 3 (our pipe),
// because an asynchronous list's own stdin is /dev/null in a non-interactive sh.
const WRAPPER = [
  'exec 3<&0',
  '"$0" "$@" </dev/null &',
  'child=$!',
  '{ read -r _ <&3; kill -TERM "$child" 2>/dev/null; } &',
  'watcher=$!',
  'wait "$child"',
  'code=$?',
  'kill "$watcher" 2>/dev/null',
  'exit "$code"',
].join('\n');

export interface GuardedProcess {
  readonly child: ChildProcess;
  /** Resolves with the exit code (or signal name) when the wrapper is gone. */
  readonly exited: Promise<number | string>;
  /** Terminates the child (SIGTERM, then SIGKILL after `graceMs`) and waits. */
  stop(graceMs?: number): Promise<void>;
}

export interface GuardedOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** stdout/stderr handling; stdin is always the guard pipe. */
  output?: 'inherit' | 'pipe' | 'ignore';
}

const live = new Set<GuardedProcess>();
let exitHookInstalled = false;

function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // Synchronous last resort on a normal exit: signal every live group.
  process.on('exit', () => {
    for (const p of live) killGroup(p.child, 'SIGKILL');
  });
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

export function spawnGuarded(command: string, args: string[], options: GuardedOptions = {}): GuardedProcess {
  installExitHook();
  const out = options.output ?? 'inherit';
  const stdio: StdioOptions = ['pipe', out, out];
  const posix = process.platform !== 'win32';
  const child = posix
    ? spawn('sh', ['-c', WRAPPER, command, ...args], {
        env: options.env ?? process.env,
        cwd: options.cwd,
        stdio,
        detached: true, // own process group: Ctrl-C reaches us, and we decide
      })
    : spawn(command, args, { env: options.env ?? process.env, cwd: options.cwd, stdio });

  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
    child.once('error', () => resolve('spawn-error'));
  });

  const guarded: GuardedProcess = {
    child,
    exited,
    async stop(graceMs = 5000) {
      if (child.exitCode === null && child.signalCode === null) {
        child.stdin?.end(); // wrapper sees EOF: TERM the child, wait for it
        const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }
      live.delete(guarded);
    },
  };
  // Closing the pipe after the wrapper is gone (EPIPE) must not crash us.
  child.stdin?.on('error', () => {});
  live.add(guarded);
  void exited.then(() => live.delete(guarded));
  return guarded;
}

/** A TCP port that was free a moment ago on `host`. */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Whether something already listens on `port` (any of the loopback hosts). */
export async function isPortInUse(port: number): Promise<boolean> {
  for (const host of ['127.0.0.1', '::1']) {
    const inUse = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', (err: NodeJS.ErrnoException) => {
        // EADDRNOTAVAIL / EAFNOSUPPORT: no IPv6 loopback here; not "in use".
        resolve(err.code === 'EADDRINUSE' || err.code === 'EACCES');
      });
      server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(false)));
    });
    if (inUse) return true;
  }
  return false;
}

/** Polls `check` until it returns true or `timeoutMs` passes. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  {
    timeoutMs = 20_000,
    intervalMs = 50,
    abort,
  }: { timeoutMs?: number; intervalMs?: number; abort?: Promise<unknown> } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let aborted = false;
  void abort?.then(() => (aborted = true));
  while (Date.now() < deadline) {
    if (aborted) throw new Error(`${what}: the process exited before it was ready`);
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, intervalMs));
    intervalMs = Math.min(intervalMs * 1.5, 250);
  }
  throw new Error(`${what}: not ready after ${timeoutMs} ms`);
}
