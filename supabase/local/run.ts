/**
 * The command behind `npm run dev` and `npm start`:
 *
 *   tsx supabase/local/run.ts dev     stack + Vite dev server   (PORT, default 5173)
 *   tsx supabase/local/run.ts start   stack + npm run build + vite preview (PORT, default 4173)
 *   tsx supabase/local/run.ts serve   stack + vite preview of the existing dist/ (Playwright builds first)
 *   tsx supabase/local/run.ts build   stack + npm run build, then stop (npm run bench)
 *   tsx supabase/local/run.ts stack   the backend alone, until Ctrl-C
 *
 * `start` and `build` build with the stack's database reachable
 * (PRERENDER_SUPABASE_URL, see tools/vite/blog-source.ts), so the blog list and
 * the seeded articles are prerendered like a production build's.
 *
 * Vite gets the backend's addresses in LOCAL_REST_URL (PostgREST) and
 * LOCAL_MAIL_URL (mail endpoint); vite.config.ts proxies /rest/v1 and /api/v1.0
 * to them so the site only ever calls its own origin. Ctrl-C or SIGTERM stops
 * everything; children die with us even if we are killed (see process.ts).
 */
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isPortInUse, spawnGuarded, waitFor, type GuardedProcess } from './process.ts';
import { LOCAL_STAFF } from './auth.ts';
import { REPO_ROOT, startStack, type LocalStack } from './stack.ts';

type Command = 'dev' | 'start' | 'serve' | 'build' | 'stack';
const COMMANDS: Command[] = ['dev', 'start', 'serve', 'build', 'stack'];

const startedAt = Date.now();
const say = (line: string) => console.log(`[local] ${line}`);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const command = process.argv[2] as Command;
if (!COMMANDS.includes(command)) {
  fail(`Usage: tsx supabase/local/run.ts <${COMMANDS.join('|')}>`);
}

const defaultPort = command === 'dev' ? 5173 : 4173;
const port = process.env.PORT ? Number(process.env.PORT) : defaultPort;
if (!Number.isInteger(port) || port <= 0 || port > 65535)
  fail(`PORT must be a port number (got "${process.env.PORT}").`);

const viteBin = join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');

let stack: LocalStack | undefined;
let site: GuardedProcess | undefined;
let shuttingDown: Promise<void> | undefined;

function shutdown(code: number, reason?: string): Promise<void> {
  shuttingDown ??= (async () => {
    if (reason) say(reason);
    try {
      await site?.stop();
    } catch (err) {
      console.error(err);
    }
    try {
      await stack?.stop();
    } catch (err) {
      console.error(err);
    }
    if (stack) say('stopped');
    process.exit(code);
  })();
  return shuttingDown;
}

for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
] as const) {
  process.on(signal, () => void shutdown(code, `${signal}: stopping`));
}

async function main() {
  if (command !== 'stack' && command !== 'build' && (await isPortInUse(port))) {
    fail(
      `Port ${port} is already in use. Stop the other server or set PORT=... (for example PORT=${port + 1} npm ${command === 'dev' ? 'run dev' : 'start'}).`,
    );
  }
  if (command === 'serve' && !existsSync(join(REPO_ROOT, process.env.APP_OUT_DIR ?? 'dist', 'index.html'))) {
    fail('dist/ has no build yet. Run `npm run build` first, or use `npm start`, which builds.');
  }

  const siteUrl = `http://localhost:${port}`;
  stack = await startStack({
    siteUrl: command === 'stack' || command === 'build' ? undefined : siteUrl,
    log: (line) => say(line),
  });
  const outbox = shortPath(stack.mailOutbox);
  const backend = `local backend: ${stack.database === 'pglite' ? 'PGlite' : 'Postgres'} + PostgREST, mail outbox ${outbox}`;

  if (command === 'stack') {
    say(`Backend ready in ${seconds()} (${backend})`);
    say(
      `Supabase URL ${stack.apiUrl} (REST ${stack.restUrl}), EmailJS origin ${stack.mailUrl}; details in ${shortPath(stack.stackFile)}`,
    );
    return;
  }

  const env = { ...process.env, LOCAL_REST_URL: stack.directRestUrl, LOCAL_MAIL_URL: stack.mailUrl };

  if (command === 'start' || command === 'build') {
    say('building the site (npm run build) with the local database for the blog');
    const build = spawnGuarded('npm', ['run', 'build'], {
      env: { ...env, PRERENDER_SUPABASE_URL: stack.apiUrl, PRERENDER_SUPABASE_ANON_KEY: stack.anonKey },
      cwd: REPO_ROOT,
    });
    site = build;
    const code = await build.exited;
    site = undefined;
    if (code !== 0) return shutdown(typeof code === 'number' ? code : 1, `npm run build failed (${code})`);
    if (command === 'build') return shutdown(0, `built in ${seconds()}`);
  }
  if (shuttingDown) return;

  const viteArgs =
    command === 'dev'
      ? [viteBin, '--port', String(port), '--strictPort', '--host', '127.0.0.1']
      : [viteBin, 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'];
  site = spawnGuarded(process.execPath, viteArgs, { env, cwd: REPO_ROOT });
  const vite = site;
  void vite.exited.then((code) => {
    if (!shuttingDown)
      void shutdown(typeof code === 'number' && code !== 0 ? code : 1, `Vite exited (${code}); stopping`);
  });

  await waitFor(
    'The site',
    async () => {
      const res = await fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' });
      await res.body?.cancel();
      return true;
    },
    { timeoutMs: 60_000, abort: vite.exited },
  );
  console.log(`\nSite ready at ${siteUrl} in ${seconds()} (${backend})`);
  console.log(
    `Staff inbox: ${siteUrl}/staff (sign in as ${LOCAL_STAFF.email}, password ${LOCAL_STAFF.password}; local only)\n`,
  );
}

/** Relative to the working directory when inside it. */
function shortPath(path: string) {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith('..') ? rel : path;
}

function seconds() {
  return `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;
}

main().catch((err: Error) => {
  console.error(err.message);
  void shutdown(1);
});
