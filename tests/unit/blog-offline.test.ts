import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, type BlogCardRow, type BlogPostRow } from '@/api';
import { BLOG_KEPT_POSTS } from '@/business/config';
import { AppDatabase } from '@/offline/db';
import { createPostCache, type PostCache } from '@/features/blog/data/post-cache';
import {
  NotSavedOffline,
  fetchCardPage,
  fetchCategories,
  fetchMatchCount,
  fetchPost,
  fetchRelatedPosts,
  fetchTranslation,
  isNetworkFailure,
  type BlogSources,
} from '@/features/blog/data/reads';
import { keepRecentPosts, type WarmupSources } from '@/features/blog/data/offline-warmup';
import { canonicalAddress } from '@/features/blog/article/read-article';
import { toCard, toPost } from '@/features/blog/data/derive';
import { filterPosts, pageOf } from '@/features/blog/data/list-logic';
import { relatedTo, translationIn } from '@/features/blog/data/related';
import { blogRow } from '../support/unit/blog-fixtures';

const row = (id: number, over: Partial<BlogPostRow> = {}): BlogPostRow =>
  blogRow({
    id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    title: `Post ${id}`,
    content: `<p>Body of post ${id}</p>`,
    excerpt: `Excerpt ${id}`,
    created_at: new Date(Date.UTC(2025, 2, 1, id)).toISOString(),
    category: id % 2 ? 'Property' : 'Legal Documents',
    slug: `post-${id}`,
    ...over,
  });

const offline = () =>
  new ApiError('Failed to load blog posts: TypeError: Failed to fetch', { status: 0, service: 'supabase' });

let db: AppDatabase;
let cache: PostCache;
let server: BlogPostRow[];
let online: boolean;
let failWith: Error | null;
/** What the fake server was asked, by call. */
let asked: string[];
/** Saves for offline reading run after the answer (queries.ts): tests wait for them here. */
let saves: Promise<void>[];
const saved = () => Promise.all(saves);
/** A card's columns of a row, as the server answers the list, related posts and a translation. */
const cardRow = ({
  content: _c,
  updated_at: _u,
  og_title: _t,
  og_description: _d,
  og_image: _i,
  og_url: _o,
  ...card
}: BlogPostRow): BlogCardRow => card;
const newest = () => [...server].sort((a, b) => b.created_at.localeCompare(a.created_at));
/** The fake server: what the list's calls answer, from `server` (the real ones: tests/integration/blog-list.test.ts). */
const call = async <T>(name: string, answer: () => T): Promise<T> => {
  asked.push(name);
  if (failWith) throw failWith;
  return answer();
};
const sources = (): BlogSources & WarmupSources => ({
  listPostCards: (query) =>
    call('listPostCards', () => {
      const page = pageOf(
        filterPosts(
          newest()
            .filter((p) => p.language === query.language)
            .map(toPost),
          query,
        ),
        query.page,
      );
      return { rows: page.cards.map((c) => cardRow(server.find((p) => p.id === c.id)!)), total: page.total };
    }),
  countPosts: (query) =>
    call(
      'countPosts',
      () =>
        filterPosts(
          newest()
            .filter((p) => p.language === query.language)
            .map(toPost),
          query,
        ).length,
    ),
  listCategories: () => call('listCategories', () => []),
  getPost: (idOrSlug) => call('getPost', () => server.find((p) => p.id === idOrSlug || p.slug === idOrSlug) ?? null),
  getRelatedPosts: (post) =>
    call('getRelatedPosts', () =>
      newest()
        .filter((p) => p.category === post.category && p.id !== post.id)
        .slice(0, 12)
        .map(cardRow),
    ),
  getTranslation: (post) =>
    call('getTranslation', () => {
      const found = server.find((p) => p.translation_of === post.id || p.id === post.translation_of);
      return found ? cardRow(found) : null;
    }),
  listRecentPosts: (language, count) =>
    call('listRecentPosts', () =>
      newest()
        .filter((p) => p.language === language)
        .slice(0, count),
    ),
  getPosts: (ids) => call(`getPosts ${ids.length}`, () => server.filter((p) => ids.includes(p.id))),
  publishedIds: (ids) => call('publishedIds', () => server.filter((p) => ids.includes(p.id)).map((p) => p.id)),
  cache,
  isOnline: () => online,
  keepLater: (save) => void saves.push(save()),
});

beforeEach(() => {
  db = new AppDatabase(`blog-test-${Math.random()}`);
  cache = createPostCache(() => db);
  // 30 English posts, 5 Hindi ones.
  server = [
    ...Array.from({ length: 30 }, (_, i) => row(i + 1)),
    ...Array.from({ length: 5 }, (_, i) => row(101 + i, { language: 'hi', title: `लेख ${i + 1}` })),
  ];
  online = true;
  failWith = null;
  asked = [];
  saves = [];
});
afterEach(async () => {
  await db.delete();
});

const titles = (cards: { title: string }[]) => cards.map((c) => c.title);

describe('the list, a page at a time, online and offline', () => {
  it("online: the server's page of the language, newest first, cards only (no text), and nothing kept", async () => {
    const answer = await fetchCardPage({ language: 'en', page: 1 }, sources());
    expect(answer.fromDevice).toBe(false);
    expect(answer.value.total).toBe(30);
    expect(answer.value.page).toBe(1);
    expect(titles(answer.value.cards)).toEqual(Array.from({ length: 10 }, (_, i) => `Post ${30 - i}`));
    expect(answer.value.cards[0]).not.toHaveProperty('content');
    const third = await fetchCardPage({ language: 'en', page: 3 }, sources());
    expect(third.value.page).toBe(3);
    expect(titles(third.value.cards)).toEqual(Array.from({ length: 10 }, (_, i) => `Post ${10 - i}`));
    await saved();
    expect(await db.posts.count()).toBe(0);
  });

  it('network failure: the posts kept on the phone, of the language, searched and paged the same way', async () => {
    await keepRecentPosts('en', sources());
    await keepRecentPosts('hi', sources());
    failWith = offline();
    const answer = await fetchCardPage({ language: 'en', page: 1 }, sources());
    expect(answer.fromDevice).toBe(true);
    expect(answer.value.total).toBe(20);
    expect(titles(answer.value.cards)[0]).toBe('Post 30');
    expect(answer.value.cards[0]).not.toHaveProperty('savedAt');
    expect(answer.value.cards[0]).not.toHaveProperty('content');
    // The 20 kept are two pages of 10.
    const second = await fetchCardPage({ language: 'en', page: 2 }, sources());
    expect(second.fromDevice).toBe(true);
    expect(second.value.page).toBe(2);
    expect(titles(second.value.cards)).toEqual(Array.from({ length: 10 }, (_, i) => `Post ${20 - i}`));
    const search = await fetchCardPage({ language: 'en', search: 'BODY of post 2', page: 1 }, sources());
    expect(titles(search.value.cards)).toEqual([
      'Post 29',
      'Post 28',
      'Post 27',
      'Post 26',
      'Post 25',
      'Post 24',
      'Post 23',
      'Post 22',
      'Post 21',
      'Post 20',
    ]);
    const hindi = await fetchCardPage({ language: 'hi', category: 'Property', page: 1 }, sources());
    expect(titles(hindi.value.cards)).toEqual(['लेख 5', 'लेख 3', 'लेख 1']);
    expect((await fetchMatchCount({ language: 'hi', search: 'लेख' }, sources())).value).toBe(5);
    const categories = await fetchCategories(sources());
    expect(categories.fromDevice).toBe(true);
    expect(categories.value).toEqual(
      expect.arrayContaining([expect.objectContaining({ language: 'hi', category: 'Property', posts: 3 })]),
    );
  });

  it('the browser says offline: does not even try the network', async () => {
    await keepRecentPosts('en', sources());
    online = false;
    asked = [];
    expect((await fetchCardPage({ language: 'en', page: 1 }, sources())).fromDevice).toBe(true);
    expect(asked).toEqual([]);
  });

  it('offline with nothing of the language kept: fails as a network failure (the page says so, no endless spinner)', async () => {
    await keepRecentPosts('en', sources());
    online = false;
    const error = await fetchCardPage({ language: 'hi', page: 1 }, sources()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotSavedOffline);
    expect(isNetworkFailure(error)).toBe(true);
  });

  it('a server error with nothing kept is passed on as it is', async () => {
    failWith = new ApiError('Failed to load blog posts: permission denied', { status: 401, service: 'supabase' });
    const error = await fetchCardPage({ language: 'en', page: 1 }, sources()).catch((e: unknown) => e);
    expect(error).toBe(failWith);
    expect(isNetworkFailure(error)).toBe(false);
  });
});

describe('the recent posts kept on the phone (offline-warmup.ts)', () => {
  it('keeps the 20 newest of the language whole, downloading only those not kept or changed since', async () => {
    const first = await keepRecentPosts('en', sources());
    expect(titles(first)).toEqual(Array.from({ length: 20 }, (_, i) => `Post ${30 - i}`));
    expect(asked).toEqual(['listRecentPosts', 'getPosts 20']);
    expect((await cache.get('post-25'))?.content).toBe('<p>Body of post 25</p>');

    // One new post and one changed: only those two are downloaded again.
    server.push(row(31));
    server = server.map((p) =>
      p.slug === 'post-25' ? { ...p, content: '<p>New</p>', updated_at: '2026-01-01T00:00:00Z' } : p,
    );
    asked = [];
    await keepRecentPosts('en', sources());
    expect(asked).toEqual(['listRecentPosts', 'getPosts 2', 'publishedIds']);
    expect((await cache.get('post-25'))?.content).toBe('<p>New</p>');
    expect(await cache.get('post-31')).not.toBeNull();
    // Post 11 is no longer among the newest 20, still published: kept.
    expect(await cache.get('post-11')).not.toBeNull();
  });

  it("drops the language's kept posts that are no longer published, not the other language's", async () => {
    await keepRecentPosts('en', sources());
    await keepRecentPosts('hi', sources());
    server = server.filter((p) => p.slug !== 'post-11' && p.slug !== 'post-30');
    await keepRecentPosts('en', sources());
    expect(await cache.get('post-11')).toBeNull();
    expect(await cache.get('post-30')).toBeNull();
    expect((await cache.list()).filter((p) => p.language === 'hi')).toHaveLength(5);
  });

  it(`keeps at most ${BLOG_KEPT_POSTS} posts: the ones saved longest ago go first`, async () => {
    server = Array.from({ length: BLOG_KEPT_POSTS + 10 }, (_, i) => row(i + 1));
    for (const post of server.slice(0, BLOG_KEPT_POSTS)) await cache.save([toPost(post)]);
    await keepRecentPosts('en', sources());
    const kept = await cache.list();
    expect(kept).toHaveLength(BLOG_KEPT_POSTS);
    expect(kept.map((p) => p.slug)).toEqual(
      expect.arrayContaining(
        newest()
          .slice(0, 20)
          .map((p) => p.slug),
      ),
    );
    expect(await cache.get('post-1')).toBeNull();
  });

  it('a full or broken IndexedDB does not stop reading online', async () => {
    db.close();
    await db.delete();
    const broken = createPostCache(() => {
      throw new Error('IndexedDB unavailable');
    });
    const answer = await fetchPost('post-7', { ...sources(), cache: broken });
    expect(answer.value?.title).toBe('Post 7');
    await expect(saved()).resolves.toBeDefined();
  });
});

describe('one post, online and offline', () => {
  it('reads a post never opened, kept as one of the newest, by slug and by id', async () => {
    await keepRecentPosts('en', sources());
    online = false;
    const bySlug = await fetchPost('post-27', sources());
    expect(bySlug).toMatchObject({ fromDevice: true, value: { title: 'Post 27', content: '<p>Body of post 27</p>' } });
    const byId = await fetchPost(server[26]!.id.toUpperCase(), sources());
    expect(byId.value?.title).toBe('Post 27');
  });

  it('an article read online is kept, after the answer, in tasks of its own', async () => {
    let later: (() => Promise<void>) | undefined;
    const answer = await fetchPost('post-7', { ...sources(), keepLater: (save) => void (later = save) });
    expect(answer.value?.content).toBe('<p>Body of post 7</p>');
    expect(await db.posts.count()).toBe(0);
    await later!();
    expect((await cache.get('post-7'))?.content).toBe('<p>Body of post 7</p>');
  });

  it('offline and not saved: NotSavedOffline', async () => {
    online = false;
    await expect(fetchPost('post-7', sources())).rejects.toBeInstanceOf(NotSavedOffline);
  });

  it('online and the server has no such post: null, and a stale saved copy is forgotten', async () => {
    await keepRecentPosts('en', sources());
    server = server.filter((p) => p.slug !== 'post-27');
    const answer = await fetchPost('post-27', sources());
    expect(answer).toEqual({ value: null, fromDevice: false });
    await saved();
    expect(await cache.get('post-27')).toBeNull();
  });

  it('related posts: cards from the server, else the kept ones of the same category (never the post itself)', async () => {
    const post = toPost(server[29]!);
    const fromServer = await fetchRelatedPosts(post, sources());
    expect(titles(fromServer.value)).toEqual(['Post 28', 'Post 26', 'Post 24']);
    expect(fromServer.value[0]).not.toHaveProperty('content');
    await keepRecentPosts('en', sources());
    failWith = offline();
    const fromDevice = await fetchRelatedPosts(post, sources());
    expect(fromDevice.fromDevice).toBe(true);
    expect(titles(fromDevice.value)).toEqual(['Post 28', 'Post 26', 'Post 24']);
    expect(fromDevice.value[0]).not.toHaveProperty('content');
  });
});

describe('canonical article addresses', () => {
  const post = toPost(row(5, { id: 'a3f1c9e2-5b7d-4e8a-9c21-6d0f3b8e1a01', slug: 'rent-guide' }));
  const derived = toPost(row(6, { slug: null, title: 'किरायानामा कैसे बनवाएँ' }));

  it('id form: a wrong or missing slug goes to /blog/{id}/{slug}', () => {
    expect(canonicalAddress({ idOrSlug: post.id, slug: 'wrong' }, post)).toEqual({
      idOrSlug: post.id,
      slug: 'rent-guide',
    });
    expect(canonicalAddress({ idOrSlug: post.id }, post)).toEqual({ idOrSlug: post.id, slug: 'rent-guide' });
    expect(canonicalAddress({ idOrSlug: post.id.toUpperCase(), slug: 'rent-guide' }, post)).toEqual({
      idOrSlug: post.id,
      slug: 'rent-guide',
    });
    expect(canonicalAddress({ idOrSlug: post.id, slug: 'rent-guide' }, post)).toBeNull();
  });

  it('slug form: a wrong second slug goes to /blog/{slug}', () => {
    expect(canonicalAddress({ idOrSlug: 'rent-guide', slug: 'wrong' }, post)).toEqual({ idOrSlug: 'rent-guide' });
    expect(canonicalAddress({ idOrSlug: 'rent-guide' }, post)).toBeNull();
    expect(canonicalAddress({ idOrSlug: 'rent-guide', slug: 'rent-guide' }, post)).toBeNull();
  });

  it('a post without a stored slug lives at its id with the slug of its (Hindi) title', () => {
    expect(derived.slug).toBe('किरायानामा-कैसे-बनवाएँ');
    expect(canonicalAddress({ idOrSlug: derived.id, slug: 'x' }, derived)).toEqual({
      idOrSlug: derived.id,
      slug: derived.slug,
    });
    expect(canonicalAddress({ idOrSlug: derived.id, slug: derived.slug.normalize('NFD') }, derived)).toBeNull();
  });
});

describe('a post lives in its own language (docs/architecture.md, "A bilingual blog")', () => {
  const hindi = toPost(row(7, { slug: 'vasiyat', language: 'hi' }));
  const english = toPost(row(8, { slug: 'will' }));

  it("the other language's address goes to the post's own, keeping the canonical form", () => {
    expect(canonicalAddress({ idOrSlug: 'vasiyat' }, hindi)).toEqual({ lang: 'hi', idOrSlug: 'vasiyat' });
    expect(canonicalAddress({ idOrSlug: 'vasiyat', slug: 'x' }, hindi)).toEqual({ lang: 'hi', idOrSlug: 'vasiyat' });
    expect(canonicalAddress({ idOrSlug: hindi.id }, hindi)).toEqual({
      lang: 'hi',
      idOrSlug: hindi.id,
      slug: 'vasiyat',
    });
    expect(canonicalAddress({ lang: 'hi', idOrSlug: 'vasiyat' }, hindi)).toBeNull();
    expect(canonicalAddress({ lang: 'hi', idOrSlug: 'will' }, english)).toEqual({ lang: undefined, idOrSlug: 'will' });
    expect(canonicalAddress({ idOrSlug: 'will' }, english)).toBeNull();
  });
});

describe('translations and related posts', () => {
  const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const original = toPost(row(1, { category: 'Property' }));
  const translation = toPost(row(2, { category: 'Property', language: 'hi', translation_of: id(1) }));
  const others = [
    toPost(row(9, { category: 'Property', language: 'hi' })),
    toPost(row(7, { category: 'Property' })),
    toPost(row(6, { category: 'Legal Documents' })),
    toPost(row(5, { category: 'Property' })),
    toPost(row(3, { category: 'Property' })),
  ];

  it('finds a translation either way round, never a post in the same language', () => {
    const all = [translation, original, ...others];
    expect(translationIn(original, all)?.id).toBe(id(2));
    expect(translationIn(translation, all)?.id).toBe(id(1));
    expect(translationIn(others[0]!, all)).toBeUndefined();
    const sameLanguage = toPost(row(4, { translation_of: id(1) }));
    expect(translationIn(original, [sameLanguage])).toBeUndefined();
  });

  it("relates posts of the category in the post's language first, never its own translation", () => {
    expect(relatedTo(original, [...others, translation]).map((p) => p.id)).toEqual([id(7), id(5), id(3)]);
    expect(relatedTo(translation, [original, ...others]).map((p) => p.id)).toEqual([id(9), id(7), id(5)]);
  });

  it("never shows the same article twice: a chosen post's translation is skipped", () => {
    const english = [7, 5].map((n) => toPost(row(n, { category: 'Property' })));
    const hindi = [
      toPost(row(8, { category: 'Property', language: 'hi', translation_of: id(7) })),
      toPost(row(6, { category: 'Property', language: 'hi' })),
    ];
    expect(relatedTo(original, [...hindi, ...english]).map((p) => p.id)).toEqual([id(7), id(5), id(6)]);
  });

  it("online, the server's translation as a card; offline, the kept one answers", async () => {
    server = [row(1), row(2, { language: 'hi', translation_of: id(1) }), row(3)];
    const answer = await fetchTranslation(toPost(server[0]!), sources());
    expect(answer).toEqual({ value: expect.objectContaining({ id: id(2) }), fromDevice: false });
    expect(answer.value).not.toHaveProperty('content');
    await keepRecentPosts('hi', sources());
    online = false;
    const kept = await fetchTranslation(toPost(server[0]!), sources());
    expect(kept).toEqual({ value: expect.objectContaining({ id: id(2) }), fromDevice: true });
    // None kept: unknown offline (the page then does without the pair).
    await expect(fetchTranslation(toPost(server[2]!), sources())).rejects.toBeInstanceOf(NotSavedOffline);
  });

  it("related posts from the server prefer the post's language too", async () => {
    server = [row(1), row(3, { language: 'hi' }), row(5), row(7, { language: 'hi' }), row(9), row(11)];
    const answer = await fetchRelatedPosts(toPost(server[0]!), sources());
    expect(answer.value.map((p) => p.title)).toEqual(['Post 11', 'Post 9', 'Post 5']);
    expect(answer.value.map((p) => p.id)).toEqual([11, 9, 5].map((n) => toCard(row(n)).id));
  });
});
