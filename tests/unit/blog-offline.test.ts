import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, type BlogPost } from '../../src/lib/api';
import { AppDatabase } from '../../src/offline/db';
import { createPostCache, type PostCache } from '../../src/features/blog/data/post-cache';
import {
  NotSavedOffline,
  fetchPost,
  fetchPostList,
  fetchRelatedPosts,
  fetchTranslation,
  isNetworkFailure,
  type BlogSources,
} from '../../src/features/blog/data/queries';
import { canonicalAddress } from '../../src/features/blog/article/read-article';
import { toPost } from '../../src/features/blog/data/derive';
import { relatedTo, translationIn } from '../../src/features/blog/data/related';
import { blogRow } from '../support/unit/blog-fixtures';

const row = (id: number, over: Partial<BlogPost> = {}): BlogPost =>
  blogRow({
    id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    title: `Post ${id}`,
    content: `<p>Body of post ${id}</p>`,
    created_at: `2025-03-${String(id).padStart(2, '0')}T00:00:00+00:00`,
    category: id % 2 ? 'Property' : 'Legal Documents',
    slug: `post-${id}`,
    ...over,
  });

const offline = () =>
  new ApiError('Failed to load blog posts: TypeError: Failed to fetch', { status: 0, service: 'supabase' });

let db: AppDatabase;
let cache: PostCache;
let server: BlogPost[];
let online: boolean;
let failWith: Error | null;
/** Saves for offline reading run after the answer (queries.ts): tests wait for them here. */
let saves: Promise<void>[];
const saved = () => Promise.all(saves);
const sources = (): BlogSources => ({
  async listPosts() {
    if (failWith) throw failWith;
    return [...server].sort((a, b) => b.created_at.localeCompare(a.created_at));
  },
  async getPost(idOrSlug) {
    if (failWith) throw failWith;
    return server.find((p) => p.id === idOrSlug || p.slug === idOrSlug) ?? null;
  },
  async getRelatedPosts(post) {
    if (failWith) throw failWith;
    return server
      .filter((p) => p.category === post.category && p.id !== post.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .slice(0, 12);
  },
  async getTranslation(post) {
    if (failWith) throw failWith;
    return server.find((p) => p.translation_of === post.id || p.id === post.translation_of) ?? null;
  },
  cache,
  isOnline: () => online,
  keepLater: (save) => void saves.push(save()),
});

beforeEach(() => {
  db = new AppDatabase(`blog-test-${Math.random()}`);
  cache = createPostCache(() => db);
  server = Array.from({ length: 14 }, (_, i) => row(i + 1));
  online = true;
  failWith = null;
  saves = [];
});
afterEach(async () => {
  await db.delete();
});

describe('the post list, online and offline', () => {
  it('online: answers from the server and keeps every post, content included, in IndexedDB', async () => {
    const answer = await fetchPostList(sources());
    expect(answer.fromDevice).toBe(false);
    expect(answer.value.map((p) => p.title).slice(0, 2)).toEqual(['Post 14', 'Post 13']);
    await saved();
    expect(await db.posts.count()).toBe(14);
    expect((await db.posts.get(server[0]!.id))?.content).toBe('<p>Body of post 1</p>');
  });

  it('network failure: answers from IndexedDB, newest first, marked as from the device', async () => {
    await fetchPostList(sources());
    await saved();
    failWith = offline();
    const answer = await fetchPostList(sources());
    expect(answer.fromDevice).toBe(true);
    expect(answer.value).toHaveLength(14);
    expect(answer.value[0]!.title).toBe('Post 14');
    expect(answer.value[0]).not.toHaveProperty('savedAt');
  });

  it('the browser says offline: does not even try the network', async () => {
    await fetchPostList(sources());
    await saved();
    online = false;
    failWith = new Error('the network must not be called');
    expect((await fetchPostList(sources())).fromDevice).toBe(true);
  });

  it('offline with nothing saved: fails as a network failure (the page says so, no endless spinner)', async () => {
    online = false;
    const error = await fetchPostList(sources()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotSavedOffline);
    expect(isNetworkFailure(error)).toBe(true);
  });

  it('a server error with nothing saved is passed on as it is', async () => {
    failWith = new ApiError('Failed to load blog posts: permission denied', { status: 401, service: 'supabase' });
    const error = await fetchPostList(sources()).catch((e: unknown) => e);
    expect(error).toBe(failWith);
    expect(isNetworkFailure(error)).toBe(false);
  });

  it('a post unpublished on the server is dropped from the device at the next list', async () => {
    await fetchPostList(sources());
    await saved();
    server = server.filter((p) => p.title !== 'Post 3');
    await fetchPostList(sources());
    await saved();
    expect(await db.posts.count()).toBe(13);
    expect(await cache.get('post-3')).toBeNull();
  });

  it('a full or broken IndexedDB does not stop reading online', async () => {
    db.close();
    await db.delete();
    const broken = createPostCache(() => {
      throw new Error('IndexedDB unavailable');
    });
    const answer = await fetchPostList({ ...sources(), cache: broken });
    expect(answer.value).toHaveLength(14);
    await expect(saved()).resolves.toBeDefined();
  });

  it('answers without waiting for the save, which runs later on its own', async () => {
    let later: (() => Promise<void>) | undefined;
    const answer = await fetchPostList({ ...sources(), keepLater: (save) => void (later = save) });
    expect(answer.value).toHaveLength(14);
    expect(await db.posts.count()).toBe(0);
    await later!();
    expect(await db.posts.count()).toBe(14);
  });
});

describe('one post, online and offline', () => {
  it('reads a post never opened, from the saved list, by slug and by id', async () => {
    await fetchPostList(sources());
    await saved();
    online = false;
    const bySlug = await fetchPost('post-7', sources());
    expect(bySlug).toMatchObject({ fromDevice: true, value: { title: 'Post 7', content: '<p>Body of post 7</p>' } });
    const byId = await fetchPost(server[6]!.id.toUpperCase(), sources());
    expect(byId.value?.title).toBe('Post 7');
  });

  it('offline and not saved: NotSavedOffline', async () => {
    online = false;
    await expect(fetchPost('post-7', sources())).rejects.toBeInstanceOf(NotSavedOffline);
  });

  it('online and the server has no such post: null, and a stale saved copy is forgotten', async () => {
    await fetchPostList(sources());
    await saved();
    server = server.filter((p) => p.slug !== 'post-7');
    const answer = await fetchPost('post-7', sources());
    expect(answer).toEqual({ value: null, fromDevice: false });
    await saved();
    expect(await cache.get('post-7')).toBeNull();
  });

  it('related posts: from the server, else the saved ones of the same category (never the post itself)', async () => {
    const post = toPost(server[0]!);
    expect((await fetchRelatedPosts(post, sources())).value.map((p) => p.title)).toEqual([
      'Post 13',
      'Post 11',
      'Post 9',
    ]);
    await fetchPostList(sources());
    await saved();
    failWith = offline();
    const fromDevice = await fetchRelatedPosts(post, sources());
    expect(fromDevice.fromDevice).toBe(true);
    expect(fromDevice.value.map((p) => p.title)).toEqual(['Post 13', 'Post 11', 'Post 9']);
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

  it("online, the server's translation is kept; offline, the kept one answers", async () => {
    server = [row(1), row(2, { language: 'hi', translation_of: id(1) }), row(3)];
    const answer = await fetchTranslation(toPost(server[0]!), sources());
    expect(answer).toEqual({ value: expect.objectContaining({ id: id(2) }), fromDevice: false });
    await saved();
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
  });
});
