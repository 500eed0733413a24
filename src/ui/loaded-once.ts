import { use } from 'react';

type Loaded<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * Data a page renders that is a chunk of its own per key: a page's text per
 * language (src/features/content/page-texts.ts), a draft's document per kind
 * (src/features/drafts/documents/index.ts), so a visitor downloads only the
 * one their page needs. Each key is imported once; its promise is marked
 * fulfilled when it settles, which React's use() reads synchronously: a page
 * reading it after the route loader has loaded it (prerender, client
 * navigation) renders at once, and otherwise suspends, keeping the
 * prerendered HTML on screen while hydrating.
 */
export function loadedOnce<K extends string, T>(loaders: Record<K, () => Promise<{ default: T }>>) {
  const loading: Partial<Record<K, Loaded<T>>> = {};
  const load = (key: K): Promise<T> => {
    let promise = loading[key];
    if (!promise) {
      const started: Loaded<T> = loaders[key]().then(
        (m) => {
          started.status = 'fulfilled';
          started.value = m.default;
          return m.default;
        },
        (err: unknown) => {
          // A download that failed for good is not kept: the next render or navigation tries again.
          delete loading[key];
          throw err;
        },
      );
      promise = loading[key] = started;
    }
    return promise;
  };
  return {
    /** For route loaders. */
    load,
    /** For components: the data, once loaded. */
    useLoaded: (key: K): T => use(load(key)),
  };
}
