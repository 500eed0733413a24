import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '@/api';
import { otherLang, type Lang } from '@/i18n/lang';
import { showBlogToast } from '../data/notify';
import { startOfflineWarmup } from '../data/offline-warmup';
import { pagesFor, type CardPage } from '../data/list-logic';
import { cardPageQuery, categoriesQuery, isNetworkFailure, matchCountQuery, type Answer } from '../data/queries';
import { BlogQueryProvider } from '../data/query-client';
import type { BlogSearch } from '../route/search';
import type { LiveList } from './blog-list-body';

interface Props {
  lang: Lang;
  /** The list's search, category and how many pages are shown. */
  search: BlogSearch;
  /** Called with every change of what the browser has read. */
  onState: (state: LiveList) => void;
}

/**
 * The data part of /blog, loaded in the browser after hydration (react-query,
 * the REST client, Dexie): reads the pages of cards shown (the first, then
 * the others at once), the categories, and, when a search finds nothing
 * here, its matches in the other language; keeps recent posts for offline
 * reading, shows the error toast, and hands what it read up to the page,
 * which renders it in the same place as the prerendered first page.
 */
/** The pages after the first, in one value that changes only when one of them does. */
const combinePages = (results: UseQueryResult<Answer<CardPage>>[]) => {
  const failed = results.filter((query) => query.error);
  return {
    answers: results.flatMap((query) => (query.data ? [query.data] : [])),
    loading: results.some((query) => query.isFetching),
    error: failed[0]?.error,
    errorUpdatedAt: failed[0]?.errorUpdatedAt,
    retry: failed.length ? () => failed.forEach((query) => void query.refetch()) : undefined,
  };
};

export default function BlogListLive(props: Props) {
  return (
    <BlogQueryProvider>
      <BlogListQuery {...props} />
    </BlogQueryProvider>
  );
}

function BlogListQuery({ lang, search, onState }: Props) {
  const intl = useIntl();
  const filter = { language: lang, search: search.search, category: search.category };
  const first = useQuery(cardPageQuery({ ...filter, page: 1 }));
  // The first page says how many there are: the others shown are read together after it.
  const total = first.isPlaceholderData ? undefined : first.data?.value.total;
  const more = useQueries({
    queries: Array.from({ length: Math.max(0, (search.page ?? 1) - 1) }, (_, i) => ({
      ...cardPageQuery({ ...filter, page: i + 2 }),
      enabled: total !== undefined && i + 2 <= pagesFor(total),
    })),
    combine: combinePages,
  });
  const categories = useQuery(categoriesQuery());
  const other = otherLang(lang);
  const matches = useQuery({
    ...matchCountQuery({ language: other, search: search.search }),
    enabled: search.search !== undefined && total === 0,
  });

  useEffect(() => startOfflineWarmup(lang), [lang]);

  // 'Failed to load blog posts', or 'An unexpected error occurred' for anything that is not a failed call.
  const error = first.error ?? more.error;
  const errorUpdatedAt = first.error ? first.errorUpdatedAt : more.errorUpdatedAt;
  useEffect(() => {
    if (!error) return;
    console.error('Blog: failed to load posts', error);
    void showBlogToast(error instanceof ApiError || isNetworkFailure(error) ? 'listFailed' : 'unexpected', intl);
  }, [error, errorUpdatedAt, intl]);

  const { data, isPending, isFetching, refetch } = first;
  const categoryRows = categories.data?.value;
  const matchCount = matches.data?.value;
  const state = useMemo<LiveList>(() => {
    if (data) {
      const pages = [data, ...more.answers];
      // A post published between two pages' reads moves the others down one: shown once.
      const seen = new Set<string>();
      const cards = pages.flatMap((answer) =>
        answer.value.cards.filter((card) => !seen.has(card.id) && seen.add(card.id)),
      );
      return {
        status: 'ready',
        list: {
          cards,
          total: data.value.total,
          categories: categoryRows?.filter((row) => row.language === lang).map((row) => row.category),
          otherLanguageTotal: categoryRows
            ?.filter((row) => row.language === other)
            .reduce((n, row) => n + row.posts, 0),
        },
        fromDevice: pages.some((answer) => answer.fromDevice),
        otherMatches: matchCount ?? 0,
        more: more.loading ? 'loading' : more.retry ? { retry: more.retry } : 'idle',
      };
    }
    if (isPending) return { status: 'pending' };
    return { status: 'failed', offline: isNetworkFailure(error), retrying: isFetching, retry: () => void refetch() };
  }, [data, more, categoryRows, matchCount, lang, other, isPending, error, isFetching, refetch]);
  // Before paint: a list already in the cache (back on /blog) shows at once, never a skeleton first.
  useLayoutEffect(() => onState(state), [onState, state]);
  return null;
}
