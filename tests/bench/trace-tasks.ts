/**
 * What a page's main thread did, from a trace Lighthouse kept: each task over
 * a few milliseconds of thread time, its wall time, the work in it and the
 * requests it started. TBT names no task; this does (docs/performance.md,
 * "The blog list's main thread").
 *
 *   BENCH_KEEP=/tmp/keep BENCH_RUNS=3 BENCH_PAGES=/blog npx tsx tests/bench/lighthouse.ts
 *   npx tsx tests/bench/trace-tasks.ts /tmp/keep/_blog-0 [min ms, 8]
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { url?: string; isLoadingMainFrame?: boolean; functionName?: string } };
}

/** The kinds of work worth naming inside a task. */
const WORK = new Set([
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'RunMicrotasks',
  'EventDispatch',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
]);

const ms = (us: number | undefined) => (us ?? 0) / 1000;
const file = (url: string | undefined) => (url ?? '').split('/').pop()!.slice(0, 40);

function tasksOf(dir: string, min: number): string[] {
  const name = readdirSync(dir).find((entry) => entry.endsWith('.trace.json'));
  if (!name) throw new Error(`no trace in ${dir}`);
  const raw = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(raw) ? raw : raw.traceEvents;
  const start = events.filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame).pop();
  if (!start) throw new Error(`no page load in ${dir}`);
  const thread = events.filter((e) => e.pid === start.pid && e.tid === start.tid);
  const main = thread.filter((e) => e.ph === 'X');
  const inside = (task: TraceEvent, e: TraceEvent) => e !== task && e.ts >= task.ts && e.ts <= task.ts + task.dur!;
  return main
    .filter((e) => e.name === 'RunTask' && ms(e.tdur ?? e.dur) >= min)
    .map((task) => {
      const work = main
        .filter((e) => inside(task, e) && WORK.has(e.name) && ms(e.tdur ?? e.dur) >= 1)
        .map(
          (e) => `${e.name}${e.args?.data?.url ? `(${file(e.args.data.url)})` : ''} ${ms(e.tdur ?? e.dur).toFixed(1)}`,
        );
      const requests = thread.filter((e) => inside(task, e) && e.name === 'ResourceSendRequest');
      return [
        `@${ms(task.ts - start.ts).toFixed(0)} ms: ${ms(task.tdur ?? task.dur).toFixed(1)} ms (wall ${ms(task.dur).toFixed(1)})`,
        work.length ? `  ${work.slice(0, 8).join(' | ')}` : '',
        requests.length
          ? `  ${requests.length} requests: ${requests.map((e) => file(e.args?.data?.url)).join(' ')}`
          : '',
      ]
        .filter(Boolean)
        .join('\n');
    });
}

const [dir, min = '8'] = process.argv.slice(2);
if (!dir) {
  console.error('usage: npx tsx tests/bench/trace-tasks.ts <a BENCH_KEEP run directory> [min ms]');
  process.exit(2);
}
console.log(tasksOf(dir, Number(min)).join('\n'));
