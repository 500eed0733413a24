// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { threadTimeTrace } from '../bench/cpu-tbt';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('makes each complete event of a gathered trace last its thread time, never longer than it did', () => {
  dir = mkdtempSync(path.join(tmpdir(), 'thread-time-'));
  const events = [
    // A 4 ms task that waited 116 ms for a core on a busy machine.
    { name: 'RunTask', ph: 'X', ts: 1000, dur: 120_000, tdur: 4_000 },
    // Thread time over wall time (clock granularity): left as it was.
    { name: 'Layout', ph: 'X', ts: 2000, dur: 900, tdur: 950 },
    // No thread time, or not a complete event: untouched.
    { name: 'ResourceSendRequest', ph: 'I', ts: 3000 },
    { name: 'RunTask', ph: 'X', ts: 4000, dur: 70_000 },
  ];
  writeFileSync(path.join(dir, 'defaultPass.trace.json'), JSON.stringify({ traceEvents: events }));
  threadTimeTrace(dir);
  const { traceEvents } = JSON.parse(readFileSync(path.join(dir, 'defaultPass.trace.json'), 'utf8')) as {
    traceEvents: { dur?: number }[];
  };
  expect(traceEvents.map((e) => e.dur)).toEqual([4_000, 900, undefined, 70_000]);
});
