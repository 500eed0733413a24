import { use } from 'react';
import type { Lang } from '@/i18n/lang';

type Loaded<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * A text whose languages are separate chunks (pages/home/en.ts, pages/home/hi.ts…), so a
 * visitor downloads only their own. Each language is imported once; its
 * promise is marked fulfilled when it settles, which React's use() reads
 * synchronously: a page reading it after the route loader has loaded it
 * (prerender, client navigation) renders at once, and otherwise suspends,
 * keeping the prerendered HTML on screen while hydrating.
 */
export function perLanguage<T>(loaders: Record<Lang, () => Promise<{ default: T }>>) {
  const loading: Partial<Record<Lang, Loaded<T>>> = {};
  const load = (lang: Lang): Promise<T> => {
    let promise = loading[lang];
    if (!promise) {
      const started: Loaded<T> = loaders[lang]().then(
        (m) => {
          started.status = 'fulfilled';
          started.value = m.default;
          return m.default;
        },
        (err: unknown) => {
          // A download that failed for good is not kept: the next render or navigation tries again.
          delete loading[lang];
          throw err;
        },
      );
      promise = loading[lang] = started;
    }
    return promise;
  };
  return {
    /** For route loaders. */
    load,
    /** For components: the text, once loaded. */
    useText: (lang: Lang): T => use(load(lang)),
  };
}
