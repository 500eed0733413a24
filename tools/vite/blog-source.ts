/**
 * Where the build reads the blog from, to prerender the blog list and every
 * published article (docs/deploying.md, "Blog at build time"). In order:
 *
 * 1. PRERENDER_SUPABASE_URL (and PRERENDER_SUPABASE_ANON_KEY): said outright.
 *    `npm start`, `npm run bench` and `tsx supabase/local/run.ts build` set them
 *    to the local stack they start. `off` builds without the database.
 * 2. VITE_SUPABASE_URL (and VITE_SUPABASE_ANON_KEY): the backend the site
 *    itself calls, so a production build prerenders from production.
 * 3. Neither: no database; articles are rendered in the browser, and the
 *    blog list is prerendered without posts.
 *
 * The build asks with the anon key only, so it prerenders exactly what the
 * public may read (RLS: published posts). A database that does not answer
 * within BLOG_SOURCE_TIMEOUT_MS leaves the build as in 3, with a warning.
 */
import { LOCAL_SUPABASE_ANON_KEY } from '../../src/platform/env.ts';

export interface BlogSource {
  /** Supabase URL (supabase-js adds /rest/v1). */
  url: string;
  anonKey: string;
  /** The variable it came from, for the build's log. */
  variable: 'PRERENDER_SUPABASE_URL' | 'VITE_SUPABASE_URL';
}

/** How long the build waits for the posts: a database answers in well under a second; a busy CI machine is slower. */
export const BLOG_SOURCE_TIMEOUT_MS = 10_000;

type Env = Record<string, string | undefined>;

const value = (env: Env, name: string) => {
  const text = env[name]?.trim();
  return text ? text : undefined;
};
const isHttpUrl = (text: string) => /^https?:\/\/[^/]/i.test(text);

/** The database to prerender the blog from, or why there is none. */
export function blogSource(env: Env): BlogSource | { reason: string } {
  const explicit = value(env, 'PRERENDER_SUPABASE_URL');
  if (explicit && /^(off|false|0|no)$/i.test(explicit)) return { reason: 'PRERENDER_SUPABASE_URL is off' };
  if (explicit) {
    if (!isHttpUrl(explicit)) return { reason: `PRERENDER_SUPABASE_URL is not an http(s) URL: ${explicit}` };
    const anonKey =
      value(env, 'PRERENDER_SUPABASE_ANON_KEY') ?? value(env, 'VITE_SUPABASE_ANON_KEY') ?? LOCAL_SUPABASE_ANON_KEY;
    return { url: explicit.replace(/\/+$/, ''), anonKey, variable: 'PRERENDER_SUPABASE_URL' };
  }
  const site = value(env, 'VITE_SUPABASE_URL');
  // A relative VITE_SUPABASE_URL means "the site's own origin", which a build has not got.
  if (site && isHttpUrl(site)) {
    const anonKey = value(env, 'VITE_SUPABASE_ANON_KEY') ?? LOCAL_SUPABASE_ANON_KEY;
    return { url: site.replace(/\/+$/, ''), anonKey, variable: 'VITE_SUPABASE_URL' };
  }
  return { reason: 'neither PRERENDER_SUPABASE_URL nor VITE_SUPABASE_URL is set' };
}

/** `work`, or its failure after `ms` (a host that never answers must not hold up the build). */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
