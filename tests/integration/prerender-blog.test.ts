/**
 * The blog prerendered from the database at build time (docs/deploying.md, "Blog at
 * build time"): `vite build` with the local stack's address, as `npm start`
 * and `npm run bench` run it, writes each language's blog list with its
 * first page of posts and every published article at its one address, in
 * its own language, from what the anon key may read; a build whose database
 * does not answer still succeeds.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPostCards } from '@/api/index.ts';
import { isPage, isShell } from '@/offline/offline-pages.ts';
import { REACT_DOM_KEY } from '@/server/router-manifest.ts';
import { REPO_ROOT } from '../../supabase/local/stack.ts';
import { startTestStack, type TestStack } from '../support/integration/test-stack';

const BUILD_TIMEOUT_MS = 300_000;

/** `vite build` into a folder of its own; answers its exit code and output. */
function build(outDir: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string; ms: number }>((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [join(REPO_ROOT, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        // vitest sets NODE_ENV=test, which would bundle React's development build.
        NODE_ENV: 'production',
        VITE_SUPABASE_URL: '',
        PRERENDER_SUPABASE_ANON_KEY: '',
        APP_OUT_DIR: outDir,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.once('exit', (code) => resolve({ code, output, ms: Date.now() - started }));
  });
}

/** Text as React writes it into HTML. */
const html = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
/** The links of a page that name the language they lead to: href and hreflang, in any attribute order. */
const linksIn = (page: string) =>
  [...page.matchAll(/<a\s[^>]*>/g)]
    .map(([tag]) => ({ href: /\shref="([^"]*)"/.exec(tag)?.[1], hreflang: /\shreflang="([^"]*)"/i.exec(tag)?.[1] }))
    .filter((link) => link.hreflang !== undefined);
const read = (dir: string, file: string) => readFileSync(join(REPO_ROOT, dir, file), 'utf8');
const precached = (dir: string) => [...read(dir, 'sw.js').matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!);

describe('a build that can reach the database', () => {
  const outDir = `.local/dist-it-blog-${process.pid}`;
  let t: TestStack;
  let result: Awaited<ReturnType<typeof build>>;
  const added = {
    // Published, no stored slug, Hindi title: lives at /blog/{id}/{Hindi slug}.
    hindi: {
      title: 'गवाह के बिना वसीयत: क्या वह मान्य है?',
      slug: 'गवाह-के-बिना-वसीयत-क्या-वह-मान्य-है',
      text: 'दो गवाहों के हस्ताक्षर के बिना वसीयत को अदालत में साबित करना कठिन है।',
    },
    hostile: { slug: 'it-prerender-hostile', text: 'Text around a script' },
    unpublished: { slug: 'it-prerender-unpublished', title: 'A draft the public must not see' },
  };
  let hindiId = '';

  beforeAll(async () => {
    t = await startTestStack('pglite');
    const { data, error } = await t.service
      .from('blog_posts')
      .insert([
        {
          title: added.hindi.title,
          slug: null,
          content: `<p>${added.hindi.text}</p>`,
          category: 'Legal Documents',
          language: 'hi',
          created_at: '2024-03-01T10:00:00+05:30',
          tags: [],
          published: true,
        },
        {
          title: 'Hostile HTML at build time',
          slug: added.hostile.slug,
          content: `<p>${added.hostile.text}</p><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 1">`,
          category: 'Legal Documents',
          language: 'en',
          created_at: '2024-02-01T10:00:00+05:30',
          tags: [],
          published: true,
        },
        {
          title: added.unpublished.title,
          slug: added.unpublished.slug,
          content: '<p>Not yet.</p>',
          category: 'Property',
          language: 'en',
          created_at: '2026-01-01T10:00:00+05:30',
          tags: [],
          published: false,
        },
      ])
      .select('id, title');
    if (error) throw error;
    hindiId = data.find((row) => row.title === added.hindi.title)!.id;
    result = await build(outDir, {
      PRERENDER_SUPABASE_URL: t.stack.apiUrl,
      PRERENDER_SUPABASE_ANON_KEY: t.stack.anonKey,
    });
  }, BUILD_TIMEOUT_MS);
  afterAll(async () => {
    rmSync(join(REPO_ROOT, outDir), { recursive: true, force: true });
    await t?.stop();
  });

  it('succeeds and says what it read', () => {
    expect(result.code, result.output).toBe(0);
    const said = result.output.split('\n').filter((line) => line.startsWith('blog:'));
    expect(said).toEqual([`blog: 24 published posts from ${t.stack.apiUrl} (PRERENDER_SUPABASE_URL), prerendered`]);
  });

  it('writes the blog list of each language with the first page of its own posts, newest first', async () => {
    for (const [lang, file, count, other] of [
      ['en', 'blog/index.html', 'Showing 1 - 10 of 12 posts', 'Articles in Hindi (12)'],
      ['hi', 'hi/blog/index.html', 'कुल 12 लेखों में से 1 - 10 दिखाए जा रहे हैं', 'अंग्रेज़ी में लेख (12)'],
    ] as const) {
      const { rows: posts, total } = await listPostCards({ language: lang, page: 1 }, t.anon);
      expect(total).toBe(12);
      const page = read(outDir, file);
      expect(page, file).toContain(other);
      expect(page, file).toContain(count);
      expect(page.match(/<article/g), file).toHaveLength(10);
      // The numbered pages, as links that work before any script: page 2 and next.
      expect(page.match(new RegExp(`href="${lang === 'hi' ? '/hi' : ''}/blog\\?page=2"`, 'g')), file).toHaveLength(2);
      const positions = posts.map((post) => page.indexOf(`>${html(post.title)}</a>`));
      expect(
        positions.every((p) => p > 0),
        file,
      ).toBe(true);
      expect(
        [...positions].sort((a, b) => a - b),
        `${file}: newest first`,
      ).toEqual(positions);
      // Cards, not posts: no post's text is in the list's page (nor in its hydration data).
      expect(page, file).not.toContain(lang === 'en' ? 'Who is a notary?' : 'हम कैसे मदद करते हैं');
      expect(page, file).not.toContain('data-testid="blog-skeletons"');
    }
  });

  it('writes every published article at its one address, in its own language, in full, with its head', () => {
    const rent = read(outDir, 'blog/rent-agreement-madhya-pradesh-guide/index.html');
    expect(rent).toContain('<html lang="en"');
    expect(rent).toContain('<h2>Why most rent agreements are made for 11 months</h2>');
    // The body once: the data the page hydrates from does not repeat it (the page reads it from itself).
    expect(rent.split('Why most rent agreements are made for 11 months')).toHaveLength(2);
    expect(rent).toContain(
      '<title>Rent Agreements in Madhya Pradesh: A Practical Guide | Satna Legal Services</title>',
    );
    expect(rent).toContain(
      '<link rel="canonical" href="https://satnalegal.in/blog/rent-agreement-madhya-pradesh-guide"/>',
    );
    expect(rent).toContain('<meta property="og:locale" content="en_IN"/>');
    // No translation: no hreflang pair.
    expect(rent).not.toMatch(/rel="alternate" hrefLang=/i);
    expect(rent).toMatch(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"Article"/);
    // Not at the Hindi address: the host moves that one (301) to the English page.
    expect(existsSync(join(REPO_ROOT, outDir, 'hi/blog/rent-agreement-madhya-pradesh-guide'))).toBe(false);

    // A Hindi post with no stored slug: /hi/blog/{id}/{slug derived from its title}, and only there.
    const hindiPath = `blog/${hindiId}/${added.hindi.slug}`;
    const page = read(outDir, `hi/${hindiPath}/index.html`);
    expect(page).toContain('<html lang="hi"');
    expect(page).toContain('<meta property="og:locale" content="hi_IN"/>');
    expect(page).toContain(added.hindi.text);
    expect(page).toContain(`>${html(added.hindi.title)}</h1>`);
    expect(existsSync(join(REPO_ROOT, outDir, hindiPath))).toBe(false);

    const sitemap = read(outDir, 'sitemap.xml');
    expect(sitemap).toContain(
      `<loc>https://satnalegal.in/hi/blog/${hindiId}/${encodeURIComponent(added.hindi.slug)}</loc>`,
    );
    expect(sitemap).toContain('<loc>https://satnalegal.in/blog/rent-agreement-madhya-pradesh-guide</loc>');
    expect(sitemap).not.toContain('<loc>https://satnalegal.in/hi/blog/rent-agreement-madhya-pradesh-guide</loc>');
    expect(sitemap).not.toContain(`<loc>https://satnalegal.in/blog/${hindiId}/`);
  });

  it('pairs a post with its translation: hreflang, the language toggle, the sitemap', () => {
    const en = 'https://satnalegal.in/blog/how-to-make-a-will-in-india';
    const hi = 'https://satnalegal.in/hi/blog/vasiyat-kaise-banayen';
    for (const [file, lang, toggle] of [
      ['blog/how-to-make-a-will-in-india/index.html', 'en', '/hi/blog/vasiyat-kaise-banayen'],
      ['hi/blog/vasiyat-kaise-banayen/index.html', 'hi', '/blog/how-to-make-a-will-in-india'],
    ] as const) {
      const page = read(outDir, file);
      expect(page, file).toContain(`<html lang="${lang}"`);
      expect(page, file).toContain(`<link rel="alternate" hrefLang="en" href="${en}"/>`);
      expect(page, file).toContain(`<link rel="alternate" hrefLang="hi" href="${hi}"/>`);
      expect(page, file).toContain(`<link rel="alternate" hrefLang="x-default" href="${en}"/>`);
      // The language toggle goes to the translation.
      expect(linksIn(page), file).toContainEqual({ href: toggle, hreflang: lang === 'en' ? 'hi' : 'en' });
    }
    // A post without a translation: the toggle goes to the other language's list.
    expect(linksIn(read(outDir, 'blog/rent-agreement-madhya-pradesh-guide/index.html'))).toContainEqual({
      href: '/hi/blog',
      hreflang: 'hi',
    });
    const sitemap = read(outDir, 'sitemap.xml');
    const entry = sitemap.split('</url>').find((u) => u.includes(`<loc>${hi}</loc>`))!;
    expect(entry).toContain(`hreflang="en" href="${en}"`);
    expect(sitemap.split(`<loc>${en}</loc>`)).toHaveLength(2);
  });

  it('has the host move the other-language address of each article to its own (301)', () => {
    const redirects = read(outDir, '_redirects').split('\n');
    expect(redirects).toContain(
      '/hi/blog/rent-agreement-madhya-pradesh-guide  /blog/rent-agreement-madhya-pradesh-guide  301',
    );
    expect(redirects).toContain('/blog/vasiyat-kaise-banayen  /hi/blog/vasiyat-kaise-banayen  301');
    const hindiPath = `/blog/${hindiId}/${encodeURI(added.hindi.slug)}`;
    expect(redirects).toContain(`${hindiPath}  /hi${hindiPath}  301`);
    // Before the rule that gives other articles the app shell: the host applies the first match.
    const moved = redirects.findIndex((line) => line.endsWith('  301'));
    expect(moved).toBeLessThan(redirects.findIndex((line) => line.startsWith('/blog/*')));
  });

  it('cleans post HTML as the browser does: no script, no handlers', () => {
    const page = read(outDir, `blog/${added.hostile.slug}/index.html`);
    expect(page).toContain(added.hostile.text);
    expect(page).not.toContain('window.__xss');
    // No element carries an inline handler (the page's own loader sets script.onerror in JS).
    expect(page).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
  });

  it('leaves out what the public may not read (unpublished posts)', () => {
    for (const slug of ['partnership-deed-and-firm-registration', added.unpublished.slug]) {
      expect(existsSync(join(REPO_ROOT, outDir, 'blog', slug)), slug).toBe(false);
      expect(read(outDir, 'sitemap.xml'), slug).not.toContain(slug);
    }
    expect(read(outDir, 'blog/index.html')).not.toContain(added.unpublished.title);
  });

  it('the worker installs what the app shell loads, and no page', () => {
    const loads = [...read(outDir, 'app-shell.html').matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!);
    // And what its entry imports to start (src/main.tsx): React DOM and each language's messages, with their imports.
    const manifest = JSON.parse(read(outDir, '.vite/manifest.json')) as Record<
      string,
      { file: string; imports?: string[] }
    >;
    const withImports = (key: string): string[] => [
      manifest[key]!.file,
      ...(manifest[key]!.imports ?? []).flatMap(withImports),
    ];
    const boots = ['index.html', REACT_DOM_KEY, 'virtual:messages/en', 'virtual:messages/hi'].flatMap(withImports);
    expect(boots.some((file) => file.startsWith('assets/react-dom-'))).toBe(true);
    const installs = precached(outDir).filter(isShell);
    expect(loads.length).toBeGreaterThan(1);
    for (const file of [...loads, ...boots]) expect(installs, file).toContain(file);
    expect(installs).toContain('app-shell.html');
    expect(installs.filter(isPage)).toEqual([]);
    // And no other script: a page's text, say, is the page's, not the shell's (docs/architecture.md, "Chunks and their names").
    const needed = new Set([...loads, ...boots]);
    const extra = installs.filter(
      (file) => file.endsWith('.js') && !needed.has(file) && !file.startsWith('assets/intl-warmup-'),
    );
    expect(extra).toEqual([]);
  });

  it("names each page's text {page}.{lang}, which the worker may install, not as shell", () => {
    // docs/architecture.md, "Chunks and their names": every {kind}/{page}/{en|hi}.ts under src/features/content.
    const content = join(REPO_ROOT, 'src/features/content');
    const sources = (readdirSync(content, { recursive: true }) as string[])
      .filter((file) => /^.+\/[\w-]+\/(en|hi)\.ts$/.test(file))
      .map((file) => `src/features/content/${file}`);
    const manifest = JSON.parse(read(outDir, '.vite/manifest.json')) as Record<string, { file: string }>;
    const files = sources.map((source) => manifest[source]?.file ?? `nothing for ${source}`);
    expect(sources.length).toBeGreaterThanOrEqual(40);
    for (const [i, file] of files.entries()) {
      const [, page, lang] = /\/([\w-]+)\/(en|hi)\.ts$/.exec(sources[i]!)!;
      expect(file).toMatch(new RegExp(`^assets/${page}\\.${lang}-[\\w-]{8}\\.js$`));
      expect(existsSync(join(REPO_ROOT, outDir, file)), file).toBe(true);
      expect(precached(outDir)).toContain(file);
      expect(isShell(file), file).toBe(false);
    }
  });

  it("names a draft's words {document}-words.{lang} and the drafts' own drafts.{lang}; a draft page lists its language's only", () => {
    // docs/architecture.md, "Chunks and their names"; docs/drafts.md, "Budgets".
    const manifest = JSON.parse(read(outDir, '.vite/manifest.json')) as Record<string, { file: string }>;
    const words = (kind: string | null, lang: string) => {
      const source = kind ? `src/features/drafts/documents/${kind}/${lang}.ts` : `src/features/drafts/text/${lang}.ts`;
      const file = manifest[source]?.file ?? `nothing for ${source}`;
      expect(file).toMatch(new RegExp(`^assets/${kind ? `${kind}-words` : 'drafts'}\\.${lang}-[\\w-]{8}\\.js$`));
      expect(precached(outDir)).toContain(file);
      expect(isShell(file), file).toBe(false);
      return `/${file}`;
    };
    const listed = (page: string) =>
      [...read(outDir, page).matchAll(/data-app-chunks="">([^<]*)</g)].flatMap((m) => JSON.parse(m[1]!) as string[]);
    for (const [lang, other] of [
      ['en', 'hi'],
      ['hi', 'en'],
    ] as const) {
      const prefix = lang === 'hi' ? 'hi/' : '';
      expect(listed(`${prefix}drafts/index.html`)).toContain(words(null, lang));
      for (const kind of ['rent-agreement', 'affidavit', 'cheque-bounce-notice']) {
        const chunks = listed(`${prefix}drafts/${kind}/index.html`);
        expect(chunks).toEqual(expect.arrayContaining([words(kind, lang), words(null, lang)]));
        expect(chunks).not.toContain(words(kind, other));
        expect(chunks).not.toContain(words(null, other));
      }
    }
  });

  it("keeps the staff's supabase-js (sign-in, realtime, storage) off visitors' phones", () => {
    // Visitors' pages and the worker call the REST API through PostgREST's client alone (src/api/supabase.ts).
    const manifest = JSON.parse(read(outDir, '.vite/manifest.json')) as Record<
      string,
      { file: string; imports?: string[]; dynamicImports?: string[] }
    >;
    const staffSupabase = Object.values(manifest).find((chunk) => chunk.file.startsWith('assets/staff-supabase-'));
    expect(staffSupabase, 'a chunk named staff-supabase-*').toBeDefined();
    expect(read(outDir, staffSupabase!.file)).toContain('GoTrueClient');
    const importers = Object.values(manifest).filter((chunk) =>
      chunk.imports?.some((key) => manifest[key]?.file === staffSupabase!.file),
    );
    expect(importers.map((chunk) => chunk.file)).toEqual([]); // loaded only by the staff inbox's import()
    expect(precached(outDir)).not.toContain(staffSupabase!.file);
    expect(read(outDir, 'sw.js')).not.toContain('GoTrueClient');
  });

  it("keeps the papers' upload out of the worker (neither in its script nor installed), and CommonJS out of the chunks", () => {
    // Only a page sends papers (docs/architecture.md, "Where each kind is sent").
    const manifest = JSON.parse(read(outDir, '.vite/manifest.json')) as Record<string, { file: string }>;
    const tus = Object.values(manifest).find((chunk) => chunk.file.startsWith('assets/tus-'));
    expect(tus, 'a chunk named tus-*').toBeDefined();
    expect(read(outDir, tus!.file)).toContain('Tus-Resumable');
    expect(read(outDir, 'sw.js')).not.toContain('Tus-Resumable');
    expect(precached(outDir)).not.toContain(tus!.file);
    // No CommonJS module among the chunks: one moved Rolldown's helpers out of the entry into a chunk of
    // their own, which every page then fetched (docs/performance.md, "Papers").
    expect(Object.values(manifest).map((chunk) => chunk.file)).not.toContainEqual(
      expect.stringMatching(/^assets\/rolldown-runtime-/),
    );
  });

  it('lists the blog lists among the pages the worker may keep, but no article', () => {
    const blogFiles = precached(outDir).filter((url) => /(^|\/)blog\/.*\.html$/.test(url));
    expect(blogFiles.sort()).toEqual(['blog/index.html', 'hi/blog/index.html']);
  });
});

describe('a build whose database does not answer', () => {
  const outDir = `.local/dist-it-noblog-${process.pid}`;
  const sockets = new Set<Socket>();
  const silent = createServer((socket) => void sockets.add(socket));
  afterAll(async () => {
    rmSync(join(REPO_ROOT, outDir), { recursive: true, force: true });
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it(
    'still succeeds, says articles are rendered in the browser, and prerenders the list without posts',
    async () => {
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const { port } = silent.address() as { port: number };
      const result = await build(outDir, { PRERENDER_SUPABASE_URL: `http://127.0.0.1:${port}` });
      expect(result.code, result.output).toBe(0);
      expect(result.output).toMatch(
        /blog: could not read posts from http:\/\/127\.0\.0\.1:\d+ .*blog articles are rendered in the browser/,
      );
      expect(existsSync(join(REPO_ROOT, outDir, 'blog/rent-agreement-madhya-pradesh-guide'))).toBe(false);
      expect(read(outDir, 'blog/index.html')).toContain('data-testid="blog-skeletons"');
      expect(read(outDir, 'sitemap.xml')).not.toContain('/blog/rent-agreement');
    },
    BUILD_TIMEOUT_MS,
  );
});
