/**
 * A diagnostic (BENCH_RAISED=1; the headline figures are at ordinary priority,
 * as a visitor's phone runs: docs/performance.md, "What the bench measures"):
 * gives the measured page's renderer the cores ahead of everything else, as
 * Lighthouse asks of the machine it runs on (two dedicated cores at least;
 * docs/performance.md, "The measured page's core"). On this 2-core machine the page's main thread
 * shares the cores with Chromium's browser, GPU and network processes,
 * Lighthouse and the local server: a scheduler trace showed it runnable and
 * waiting for a core for 10 to 20 ms inside tasks of 1 to 3 ms of CPU, which
 * Lighthouse's 4x simulation turns into blocking time the page does not have.
 *
 * `prioritiseRenderers('renderer')` starts a small watcher (this file, run as
 * a script) that puts every Chromium renderer started under this process on
 * SCHED_FIFO as soon as it appears: every thread it has, and every thread it
 * starts afterwards (compositor, IO, thread pool, workers), which inherit the
 * policy; `'main-thread'` raises its main thread only (the taps, below).
 * Every other process keeps the ordinary scheduler. Raising the main thread
 * alone made long tasks of its own during page loads (docs/performance.md,
 * "The whole renderer on its core"): starting a worker, the main thread
 * waited, busy, for the new thread, which sat queued behind it on the same
 * core. It needs
 * root (or CAP_SYS_NICE) and `chrt`; without them the bench measures as
 * before and says so.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { spawnGuarded } from '../../supabase/local/process.ts';

const FIFO_PRIORITY = '10';

export interface RendererPriority {
  /** Whether this machine lets us raise a thread to SCHED_FIFO (root or CAP_SYS_NICE, and `chrt`). */
  readonly applied: boolean;
  stop(): Promise<void>;
}

/**
 * `renderer`: all of each renderer's threads (Lighthouse's page loads).
 * `main-thread`: its main thread only, the rest at ordinary priority (the
 * taps at 6x CPU, measured so since the start: with every thread raised, a
 * tap's next paint took about twice as long, unexplained; docs/performance.md,
 * "The whole renderer on its core").
 */
export type PriorityScope = 'renderer' | 'main-thread';

export function prioritiseRenderers(scope: PriorityScope): RendererPriority {
  try {
    execFileSync('chrt', ['-f', FIFO_PRIORITY, 'true'], { stdio: 'ignore' });
  } catch {
    return { applied: false, stop: async () => {} };
  }
  const watcher = spawnGuarded(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), String(process.pid), scope],
    {
      output: 'inherit',
    },
  );
  return { applied: true, stop: () => watcher.stop() };
}

const parentOf = (pid: string) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]!;
};

/** Whether `pid` descends from `ancestor` (a renderer's parent is the zygote, whose parent is the browser). */
function descendsFrom(pid: string, ancestor: string): boolean {
  for (let current = pid, hops = 0; current !== '0' && current !== '1' && hops < 8; hops++) {
    current = parentOf(current);
    if (current === ancestor) return true;
  }
  return false;
}

function watch(bench: string, scope: PriorityScope) {
  // -a: every thread it has; without -R, the threads it starts later inherit the policy.
  // Without -a, the thread whose id is the pid, its main thread; -R: what it starts gets the ordinary policy.
  const flags = scope === 'renderer' ? ['-f', '-a', '-p'] : ['-f', '-R', '-p'];
  const settled = new Set<string>();
  setInterval(() => {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid) || settled.has(pid)) continue;
      try {
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        // A renderer is forked from the zygote and renamed a moment later: look at it again then.
        if (command.includes('--type=zygote')) continue;
        settled.add(pid);
        if (!command.includes('--type=renderer') || !descendsFrom(pid, bench)) continue;
        execFileSync('chrt', [...flags, FIFO_PRIORITY, pid], { stdio: 'ignore' });
      } catch {
        // The process ended between the listing and the read.
      }
    }
  }, 10);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) watch(process.argv[2]!, process.argv[3] as PriorityScope);
