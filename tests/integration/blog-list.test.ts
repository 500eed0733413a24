/**
 * The blog list's page reads against the local stack with the seed and the
 * 1,000 generated posts of `npm run bench:scale` (tests/bench/scale-data.ts),
 * as a visitor's browser makes them: the anon key, the site's own client
 * (docs/architecture.md, "The blog list"). Each page is one request of 10
 * cards and the exact count, no post's text, under 5 KB gzip wherever it
 * is in the archive; every post is on one page only; search and category page the same way.
 */
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPostCards, type CardQuery } from '@/api/index.ts';
import { createPublicClient, type PublicClient } from '@/api/supabase.ts';
import { insertScalePosts } from '../bench/scale-data.ts';
import { startTestStack, type TestStack } from '../support/integration/test-stack';

let t: TestStack;
/** What each read sent and got back: one entry a request, its answer's body gzipped as Supabase serves it. */
let requests: { url: string; gzip: number }[] = [];
let client: PublicClient;
let english = 0;

beforeAll(async () => {
  t = await startTestStack('pglite');
  await t.stack.sql(...insertScalePosts(500));
  client = await createPublicClient({
    url: t.stack.apiUrl,
    anonKey: t.stack.anonKey,
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      const body = Buffer.from(await response.clone().arrayBuffer());
      requests.push({ url: String(input), gzip: gzipSync(body).length });
      return response;
    },
  });
  const [row] = await t.stack.sql<{ n: number }>(
    "select count(*)::int as n from public.blog_posts where published and language = 'en'",
  );
  english = row!.n;
}, 180_000);
afterAll(() => t?.stop());

/** A page as the list reads it, with the requests it took. */
async function page(query: CardQuery) {
  requests = [];
  const answer = await listPostCards(query, client);
  return { ...answer, requests };
}

describe('the blog list at 1,000 posts, a page at a time', () => {
  it('a page is one request: 10 cards, no text, and the exact count; page 50 costs what page 1 does', async () => {
    expect(english).toBeGreaterThan(500);
    const last = Math.ceil(english / 10);
    const first = await page({ language: 'en', page: 1 });
    const fiftieth = await page({ language: 'en', page: 50 });
    const end = await page({ language: 'en', page: last });
    for (const read of [first, fiftieth, end]) {
      expect(read.total).toBe(english);
      expect(read.requests).toHaveLength(1);
      expect(read.requests[0]!.gzip).toBeLessThan(5 * 1024);
      for (const row of read.rows) expect(row).not.toHaveProperty('content');
    }
    expect(first.rows).toHaveLength(10);
    expect(fiftieth.rows).toHaveLength(10);
    expect(end.rows).toHaveLength(english - (last - 1) * 10);
  });

  it('walking every page gives every English post once, newest first', async () => {
    const seen: { id: string; created_at: string }[] = [];
    for (let n = 1; n <= Math.ceil(english / 10); n++) seen.push(...(await page({ language: 'en', page: n })).rows);
    expect(seen).toHaveLength(english);
    expect(new Set(seen.map((row) => row.id)).size).toBe(english);
    const dates = seen.map((row) => Date.parse(row.created_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('past the last page: no cards, and still the count (the page moves to the last one)', async () => {
    const past = await page({ language: 'en', page: 999 });
    expect(past.rows).toEqual([]);
    expect(past.total).toBe(english);
  });

  it('a category and a Hindi search are paged on the server the same way', async () => {
    const [property] = await t.stack.sql<{ n: number }>(
      "select count(*)::int as n from public.blog_posts where published and language = 'en' and category = 'Property'",
    );
    const second = await page({ language: 'en', category: 'Property', page: 2 });
    expect(second.total).toBe(property!.n);
    expect(second.rows).toHaveLength(10);
    expect(second.rows.every((row) => row.category === 'Property')).toBe(true);
    expect(second.requests).toHaveLength(1);

    // 'पुराना लेख 49' is in the titles of notes 49 and 490 to 499: eleven posts, two pages.
    const search = await page({ language: 'hi', search: 'पुराना लेख 49', page: 2 });
    expect(search.total).toBe(11);
    expect(search.rows.map((row) => row.title)).toHaveLength(1);
    expect(search.rows[0]!.language).toBe('hi');
  });
});
