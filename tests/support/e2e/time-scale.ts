/**
 * The one place the end-to-end suite's time is scaled (docs/testing.md, "The
 * time scale"): how many times slower than a good day this machine is right
 * now, and every timeout multiplied by it. Playwright's test, expect and web
 * server timeouts take it in playwright.config.ts; a helper or a spec that
 * needs longer than those says how long a good day needs, through `scaled`.
 *
 * E2E_SLOWDOWN sets it (1 turns scaling off, to see a slow day's failures);
 * otherwise the runner measures it as it loads the config, before any
 * browser or server of its own is up, and hands it to its workers in the
 * same variable: one value for the whole run.
 */
import { once } from 'node:events';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

const VARIABLE = 'E2E_SLOWDOWN';

/**
 * The measure: a fixed loop on every core at once, three times (the middle
 * one counts: a moment's spike of other work does not set a whole run). Its
 * CPU time on the project's 2-core machine is REFERENCE_MS (measured with
 * process.cpuUsage on an idle thread); the wall time it takes now, over that,
 * is how much of the machine the suite gets (other work, a CPU quota, a
 * slower CPU).
 */
const LOOP = 1.75e8;
const REFERENCE_MS = 250;
/**
 * Beyond this the measure is not taken at its word: the machine is too busy to
 * judge the suite on (a test then waits this many times longer, not more),
 * and the run says so.
 */
const MAX_SCALE = 6;

const LOOP_SOURCE = `
  const { parentPort } = require('node:worker_threads');
  parentPort.on('message', (n) => {
    let h = 0;
    for (let i = 0; i < n; i++) h = Math.imul(h ^ i, 0x9e3779b1) >>> 0;
    parentPort.postMessage(h);
  });
`;

/** One loop in `worker`; a worker that fails fails the run (a promise left pending would end it silently). */
const loop = (worker: Worker) =>
  new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (answer) => {
      worker.off('error', reject);
      resolve(answer);
    });
    worker.postMessage(LOOP);
  });

async function measure(): Promise<number> {
  // Plain CommonJS workers: none of the runner's own flags (loaders, --input-type) apply to the loop.
  const workers = Array.from(
    { length: availableParallelism() },
    () => new Worker(LOOP_SOURCE, { eval: true, execArgv: [] }),
  );
  try {
    await Promise.all(workers.map((w) => once(w, 'online')));
    const walls: number[] = [];
    for (let round = 0; round < 3; round++) {
      const start = performance.now();
      await Promise.all(workers.map(loop));
      walls.push(performance.now() - start);
    }
    return walls.sort((a, b) => a - b)[1]! / REFERENCE_MS;
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

function fromVariable(): number | undefined {
  const value = process.env[VARIABLE];
  if (value === undefined || value === '') return undefined;
  const scale = Number(value);
  if (!(scale > 0)) throw new Error(`${VARIABLE} must be a positive number, not "${value}"`);
  return scale;
}

/** A faster machine keeps a good day's timeouts; halves keep the logs readable (1.2 is a good day's noise). */
function fromMeasure(slowdown: number): number {
  const scale = Math.min(MAX_SCALE, Math.max(1, Math.round(slowdown * 2) / 2));
  const measured = `the machine measured ${slowdown.toFixed(1)}x slower than a good day`;
  console.log(`e2e: timeouts x${scale} (${measured}; ${VARIABLE} sets it)`);
  if (slowdown > MAX_SCALE) console.warn(`e2e: more than ${MAX_SCALE}x: a failure in this run may be the machine's`);
  return scale;
}

const given = fromVariable();

/** How many times longer than on a good day everything may take in this run. */
export const TIME_SCALE = given ?? fromMeasure(await measure());
// The workers load this module again: they take the runner's value.
process.env[VARIABLE] = String(TIME_SCALE);

/** `ms`, a good day's time, as this run's. */
export const scaled = (ms: number) => Math.round(ms * TIME_SCALE);

/**
 * The tag of tests that time the page's start (the tap sweep): they run after
 * the rest of the suite, alone (playwright.config.ts, docs/testing.md).
 */
export const TIMING = '@timing';
