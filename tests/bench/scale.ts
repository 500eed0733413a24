/**
 * `npm run bench:scale`: the site at 22 posts (the seed) and at 1,000 (500 a
 * language, generated: ./scale-data.ts) with 10,000 document requests
 * (docs/performance.md, "Headers, and the blog at 1,000 posts"). For each:
 * the build's time; the largest response head of a page and of anything else
 * (./network.ts); the blog lists' first-view data (./blog-data.ts) and the
 * prerendered list's HTML; Lighthouse at ordinary priority on /blog, the home
 * page and a post page (TBT, bytes); what the service worker's install
 * downloads; a search's time on the server; the staff inbox's first page.
 * Each scale has its own data (.local/bench-scale-{posts}) and build
 * (.local/dist-scale-{posts}), made afresh. Writes .local/bench-scale-report.md
 * (BENCH_SCALE_REPORT). BENCH_RUNS (3): Lighthouse runs a page;
 * BENCH_SCALES=1000 measures one scale.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { LOCAL_STAFF } from '../../supabase/local/auth.ts';
import { freePort, waitFor } from '../../supabase/local/process.ts';
import { REPO_ROOT } from '../../supabase/local/stack.ts';
import { LOCAL_SUPABASE_ANON_KEY } from '@/platform/env.ts';
import { containsPattern } from '@/api/blog-list.ts';
import { blogFirstView, type BlogData } from './blog-data.ts';
import { builtSite, kb } from './bytes.ts';
import { lighthouseRun, median, medianRun, type Run } from './lighthouse-runs.ts';
import {
  BLOG_DATA_BUDGET,
  BLOG_TBT_BUDGET,
  BLOG_TURN_BUDGET,
  BUILD_BUDGET_MS,
  HEAD_BUDGET,
  SECURITY_HEADER_SHARE,
} from './limits.ts';
import { responseHead } from './network.ts';
import { seedScale } from './scale-data.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const REPORT = path.resolve(REPO_ROOT, process.env.BENCH_SCALE_REPORT ?? '.local/bench-scale-report.md');
const SCALES = [
  { posts: 22, postsPerLanguage: 0, requests: 0 },
  { posts: 1000, postsPerLanguage: 500, requests: 10_000 },
].filter((scale) => !process.env.BENCH_SCALES || process.env.BENCH_SCALES.split(',').includes(String(scale.posts)));
const ARTICLE = '/blog/rent-agreement-madhya-pradesh-guide';
const PAGES = ['/', '/hi', '/about', '/blog', '/hi/blog', ARTICLE, '/staff', '/no-such-page'];

interface Figures {
  posts: number;
  requests: number;
  buildMs: number;
  buildLoad: number;
  pageHead: { url: string; bytes: number };
  otherHead: { url: string; bytes: number };
  blogHtmlGzip: number;
  blogData: BlogData[];
  lighthouse: Map<string, Run[]>;
  installBytes: number;
  installFiles: number;
  searchMs: number[];
  staffMs: number[];
  loads: number[];
}

const run = (args: string[], env: Record<string, string>) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')}: exit ${code}`))));
  });

async function measureScale(scale: (typeof SCALES)[number]): Promise<Figures> {
  const dataDir = path.resolve(REPO_ROOT, `.local/bench-scale-${scale.posts}`);
  const outDir = `.local/dist-scale-${scale.posts}`;
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const seeded = await seedScale(dataDir, scale);
  console.log(`[scale ${scale.posts}] seeded: ${seeded.posts} published posts, ${seeded.requests} requests`);

  const buildLoad = loadavg()[0]!;
  const started = Date.now();
  await run(['supabase/local/run.ts', 'build'], { LOCAL_DATA_DIR: dataDir, APP_OUT_DIR: outDir });
  const buildMs = Date.now() - started;
  console.log(`[scale ${scale.posts}] built in ${(buildMs / 1000).toFixed(0)} s (load ${buildLoad.toFixed(1)})`);

  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/run.ts', 'serve'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), LOCAL_DATA_DIR: dataDir, APP_OUT_DIR: outDir },
    stdio: 'ignore',
  });
  const base = `http://localhost:${port}`;
  const site = builtSite(path.resolve(REPO_ROOT, outDir));
  const loads: number[] = [];
  try {
    await waitFor('the site', async () => (await fetch(base)).ok, { timeoutMs: 120_000 });

    // Every kind of page, and every file /blog loads, the worker and an image: the largest head of each kind.
    const files = [
      ...site.firstLoad('blog/index.html').files.filter((file) => !file.endsWith('.html')),
      'sw.js',
      'manifest.webmanifest',
      'images/blog/rent-agreement-madhya-pradesh-guide-480.webp',
    ];
    const heads = async (urls: string[]) =>
      Promise.all(urls.map(async (url) => ({ url, bytes: (await responseHead(`${base}${url}`)).head })));
    const largest = (list: { url: string; bytes: number }[]) => list.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    const pageHead = largest(await heads(PAGES));
    const otherHead = largest(await heads(files.map((file) => `/${file}`)));

    const blogData = [await blogFirstView(base, '/blog', CHROMIUM), await blogFirstView(base, '/hi/blog', CHROMIUM)];

    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
    });
    const lighthouse = new Map<string, Run[]>();
    try {
      for (const url of ['/', '/blog', '/hi/blog', ARTICLE]) {
        const runs: Run[] = [];
        for (let i = 0; i < RUNS; i++) {
          loads.push(loadavg()[0]!);
          runs.push(await lighthouseRun(chrome.port, base, url, i));
        }
        lighthouse.set(url, runs);
      }
    } finally {
      await chrome.kill();
    }

    const install = site.installed();
    const installBytes = [...new Set(install)].reduce((n, file) => n + site.wire(file), 0);

    // A search on the server: its time to the last byte, five times.
    const searchMs: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const response = await fetch(
        `${base}/rest/v1/blog_posts?select=id,title&published=eq.true&language=eq.en&search_text=ilike.${encodeURIComponent(containsPattern('registration'))}&order=created_at.desc,id.asc&limit=10`,
        { headers: { apikey: LOCAL_SUPABASE_ANON_KEY, Prefer: 'count=exact' } },
      );
      await response.arrayBuffer();
      searchMs.push(Math.round(performance.now() - started));
    }

    return {
      posts: seeded.posts,
      requests: seeded.requests,
      buildMs,
      buildLoad,
      pageHead,
      otherHead,
      blogHtmlGzip: gzipSync(readFileSync(path.resolve(REPO_ROOT, outDir, 'blog/index.html'))).length,
      blogData,
      lighthouse,
      installBytes,
      installFiles: install.length,
      searchMs,
      staffMs: await staffFirstPage(base),
      loads,
    };
  } finally {
    server.kill('SIGTERM');
  }
}

/**
 * The inbox's first page for a signed-in staff member: from the navigation
 * to /staff until it says how many requests there are (with the first page
 * of them), three times (the session lasts through reloads: docs/security.md,
 * "Staff sessions").
 */
async function staffFirstPage(base: string): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/staff`);
    await page.getByLabel('E-mail').fill(LOCAL_STAFF.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(LOCAL_STAFF.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const first = page.getByText(/^\d+ requests?$/);
    await first.waitFor({ timeout: 60_000 });
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = Date.now();
      await page.reload();
      await first.waitFor({ timeout: 60_000 });
      times.push(Date.now() - started);
    }
    return times;
  } finally {
    await browser.close();
  }
}

function report(all: Figures[]): string {
  const rows: [string, (f: Figures) => string, string][] = [
    ['published posts / requests', (f) => `${f.posts} / ${f.requests}`, ''],
    [
      'build (load average as it started)',
      (f) => `${(f.buildMs / 1000).toFixed(0)} s (${f.buildLoad.toFixed(1)})`,
      `< ${BUILD_BUDGET_MS / 60_000} min at 1,000 posts`,
    ],
    ['largest page response head', (f) => `${f.pageHead.bytes} B (${f.pageHead.url})`, `<= ${HEAD_BUDGET.page} B`],
    ['largest other response head', (f) => `${f.otherHead.bytes} B (${f.otherHead.url})`, `<= ${HEAD_BUDGET.other} B`],
    ...(['/blog', '/hi/blog'] as const).map((url, i): [string, (f: Figures) => string, string] => [
      `${url} first view: the list's data, gzip (reads; as carried locally)`,
      (f) =>
        `${kb(f.blogData[i]!.list.gzip)} KB (${f.blogData[i]!.list.requests}; ${kb(f.blogData[i]!.list.carried)} KB)`,
      `<= ${BLOG_DATA_BUDGET / 1024} KB, the same at both`,
    ]),
    ...(['/blog', '/hi/blog'] as const).map((url, i): [string, (f: Figures) => string, string] => [
      `${url}: a page turn (to the last page), gzip (reads)`,
      (f) => `${kb(f.blogData[i]!.turn.gzip)} KB (${f.blogData[i]!.turn.requests})`,
      `<= ${BLOG_TURN_BUDGET.bytes / 1024} KB in ${BLOG_TURN_BUDGET.requests}`,
    ]),
    ...(['/blog', '/hi/blog'] as const).map((url, i): [string, (f: Figures) => string, string] => [
      `${url}: the offline warm-up after it, gzip (reads)`,
      (f) => `${kb(f.blogData[i]!.warmup.gzip)} KB (${f.blogData[i]!.warmup.requests})`,
      'reported',
    ]),
    ['prerendered /blog HTML, gzip', (f) => `${kb(f.blogHtmlGzip)} KB`, 'the same at both'],
    ...['/', '/blog', '/hi/blog', ARTICLE].flatMap((url): [string, (f: Figures) => string, string][] => [
      [
        `${url}: TBT median (runs; at thread time, ./cpu-tbt.ts), ordinary priority`,
        (f) => {
          const runs = f.lighthouse.get(url)!;
          const ms = (key: 'tbt' | 'cpuTbt') => Math.round(median(runs.map((r) => r[key])));
          return `${ms('tbt')} ms (${runs.map((r) => Math.round(r.tbt)).join(', ')}; ${ms('cpuTbt')} ms)`;
        },
        url.endsWith('/blog') ? `<= ${BLOG_TBT_BUDGET} ms and <= its home page's` : 'reported',
      ],
      [
        `${url}: transfer, headers included (without security headers)`,
        (f) => {
          const m = medianRun(f.lighthouse.get(url)!);
          return `${kb(m.transfer)} KB (${kb(m.withoutSecurityHeaders)} KB)`;
        },
        `within ${SECURITY_HEADER_SHARE * 100}%`,
      ],
    ]),
    ["the service worker's install (files)", (f) => `${kb(f.installBytes)} KB (${f.installFiles})`, 'the same at both'],
    [
      'a search on the server, 10 cards and the count (runs)',
      (f) => `${median(f.searchMs)} ms (${f.searchMs.join(', ')})`,
      'reported',
    ],
    [
      "the staff inbox's first page, signed in (runs)",
      (f) => `${median(f.staffMs)} ms (${f.staffMs.join(', ')})`,
      'reported',
    ],
    [
      'load average during the Lighthouse runs',
      (f) => `${Math.min(...f.loads).toFixed(1)} to ${Math.max(...f.loads).toFixed(1)}`,
      '',
    ],
  ];
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  return [
    '# The site at 22 and at 1,000 posts',
    '',
    `Measured ${new Date().toISOString().slice(0, 16)} at commit ${commit} with \`npm run bench:scale\` on ${cpus().length} cores;`,
    `Lighthouse median of ${RUNS} runs, mobile, simulated slow 4G, the renderer at ordinary priority.`,
    '',
    `| | ${all.map((f) => `${f.posts} posts`).join(' | ')} | budget |`,
    `|---|${all.map(() => '---|').join('')}---|`,
    ...rows.map(([what, figure, budget]) => `| ${what} | ${all.map(figure).join(' | ')} | ${budget} |`),
    '',
  ].join('\n');
}

const figures: Figures[] = [];
for (const scale of SCALES) figures.push(await measureScale(scale));
const text = report(figures);
mkdirSync(path.dirname(REPORT), { recursive: true });
writeFileSync(REPORT, text);
console.log(`\n${text}`);
