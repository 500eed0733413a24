/**
 * Lighthouse on a machine that is not quiet. Its simulated throttling
 * multiplies each main-thread task's wall time by 4, and on a machine busy
 * with other builds a task's wall time includes the time the thread waited
 * for a core: in a trace taken at a load average of 13 on 2 cores, a task of
 * 4 ms of CPU took 120 ms, and TBT grows with the machine's load, not with
 * the page. The trace also holds each event's thread time (`tdur`, the CPU
 * time the thread spent in it). `threadTimeTrace` rewrites a gathered trace
 * so that each event lasts its thread time; Lighthouse's own audit of that
 * trace (its auditMode on the same artifacts) gives the TBT the page would
 * have on an idle machine, with the same simulation.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface TraceEvent {
  ph: string;
  dur?: number;
  tdur?: number;
}

/** Rewrites the trace Lighthouse gathered into `dir` (gatherMode): each complete event lasts its thread time. */
export function threadTimeTrace(dir: string): void {
  const file = readdirSync(dir).find((name) => name.endsWith('.trace.json'));
  if (!file) throw new Error(`no trace in ${dir}`);
  const trace = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  for (const event of Array.isArray(trace) ? trace : trace.traceEvents) {
    if (event.ph === 'X' && typeof event.dur === 'number' && typeof event.tdur === 'number')
      event.dur = Math.min(event.dur, event.tdur);
  }
  writeFileSync(path.join(dir, file), JSON.stringify(trace));
}
