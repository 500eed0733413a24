/**
 * One Lighthouse run of a page as the bench measures it (docs/performance.md,
 * "What the bench measures"): mobile emulation, Lighthouse's simulated
 * throttling, the page's renderer at the machine's ordinary priority (a
 * visitor's phone shares its cores too); what the network carried, headers
 * included (./network.ts); and, as a diagnostic, the TBT of the same trace
 * at each task's thread time (./cpu-tbt.ts). `raised` puts every thread of
 * the page's renderer ahead of the rest of the machine
 * (./renderer-priority.ts), as the bench did before 2026-11-28: a diagnostic
 * column, never the headline.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { threadTimeTrace } from './cpu-tbt.ts';
import { carried, type Carried } from './network.ts';

export interface Run {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  /** Lighthouse's TBT of the same trace with each task's thread time (./cpu-tbt.ts). */
  cpuTbt: number;
  cls: number;
  /** The machine's load average (1 min) as the run started. */
  load: number;
  /** Bytes the network carried for the load, headers included (Lighthouse's total byte weight counts the same). */
  transfer: number;
  /** The same load without its security headers: what it would cost with none at all. */
  withoutSecurityHeaders: number;
  /** The page response's head, and the largest head of any other response of the load. */
  pageHead: number;
  otherHead: number;
  /** Every response of the load, for the blog's data (./blog-data.ts reads them). */
  responses: Carried[];
}

/** BENCH_KEEP=dir keeps what Lighthouse gathered of each run there (its trace as measured), to read a run again. */
const KEEP = process.env.BENCH_KEEP && path.resolve(process.env.BENCH_KEEP);

export async function lighthouseRun(chromePort: number, base: string, url: string, index = 0): Promise<Run> {
  const load = loadavg()[0]!;
  // Gathered once, audited twice: as measured, and with each task's thread time (./cpu-tbt.ts).
  const artifacts = mkdtempSync(path.join(tmpdir(), 'bench-lh-'));
  const flags = {
    port: chromePort,
    output: 'json' as const,
    logLevel: 'error' as const,
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  };
  let result: Awaited<ReturnType<typeof lighthouse>>;
  let atCpuSpeed: typeof result;
  let responses: Carried[] = [];
  try {
    await lighthouse(`${base}${url}`, { ...flags, gatherMode: artifacts });
    if (KEEP) cpSync(artifacts, path.join(KEEP, `${url.replaceAll('/', '_') || '_'}-${index}`), { recursive: true });
    responses = carried(artifacts);
    result = await lighthouse(`${base}${url}`, { ...flags, auditMode: artifacts });
    threadTimeTrace(artifacts);
    // The same settings as the gathering (Lighthouse refuses others).
    atCpuSpeed = await lighthouse(`${base}${url}`, { ...flags, auditMode: artifacts });
  } catch (error) {
    // A gathered error (a protocol timeout on a busy machine) that Lighthouse cannot read back: an ordinary run.
    console.error(`${url}: ${String(error).split('\n')[0]}; measured once more without the thread-time figure`);
    result = await lighthouse(`${base}${url}`, flags);
    atCpuSpeed = undefined;
  } finally {
    rmSync(artifacts, { recursive: true, force: true });
  }
  const lhr = result!.lhr;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const transfer = responses.length ? responses.reduce((n, r) => n + r.transfer, 0) : audit('total-byte-weight');
  const others = responses.filter((r) => !r.page);
  return {
    url,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint') / 1000,
    tbt: audit('total-blocking-time'),
    cpuTbt: atCpuSpeed?.lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audit('cumulative-layout-shift'),
    load,
    transfer,
    withoutSecurityHeaders: transfer - responses.reduce((n, r) => n + r.security, 0),
    pageHead: Math.max(0, ...responses.filter((r) => r.page).map((r) => r.head)),
    otherHead: Math.max(0, ...others.map((r) => r.head)),
    responses,
  };
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The median of each figure over the runs of one page. */
export function medianRun(runs: Run[]): Run {
  const numbers = Object.keys(runs[0]!).filter((key) => typeof runs[0]![key as keyof Run] === 'number');
  return {
    ...runs[0]!,
    ...Object.fromEntries(numbers.map((key) => [key, median(runs.map((run) => run[key as keyof Run] as number))])),
  };
}
