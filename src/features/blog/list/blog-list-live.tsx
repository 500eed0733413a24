import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '@/api';
import { otherLang, type Lang } from '@/i18n/lang';
import { showBlogToast } from '../data/notify';
import { startOfflineWarmup } from '../data/offline-warmup';
import { cardPageQuery, categoriesQuery, matchCountQuery } from '../data/queries';
import { isNetworkFailure } from '../data/reads';
import { BlogQueryProvider } from '../data/query-client';
import type { BlogSearch } from '../route/search';
import type { LiveList } from './blog-list-body';

interface Props {
  lang: Lang;
  /** The list's search, category and page. */
  search: BlogSearch;
  /** Called with every change of what the browser has read. */
  onState: (state: LiveList) => void;
}

/**
 * The data part of /blog, loaded in the browser after hydration (react-query,
 * the REST client, Dexie): reads the page of cards asked for (one request:
 * the page and how many posts match), the categories, and, when a search
 * finds nothing here, its matches in the other language; keeps recent posts
 * for offline reading, shows the error toast, and hands what it read up to
 * the page, which renders it in the same place as the prerendered first page.
 */
export default function BlogListLive(props: Props) {
  return (
    <BlogQueryProvider>
      <BlogListQuery {...props} />
    </BlogQueryProvider>
  );
}

function BlogListQuery({ lang, search, onState }: Props) {
  const intl = useIntl();
  const cards = useQuery(
    cardPageQuery({ language: lang, search: search.search, category: search.category, page: search.page ?? 1 }),
  );
  const total = cards.isPlaceholderData ? undefined : cards.data?.value.total;
  const categories = useQuery(categoriesQuery());
  const other = otherLang(lang);
  const matches = useQuery({
    ...matchCountQuery({ language: other, search: search.search }),
    enabled: search.search !== undefined && total === 0,
  });

  useEffect(() => startOfflineWarmup(lang), [lang]);

  // 'Failed to load blog posts', or 'An unexpected error occurred' for anything that is not a failed call.
  const { data, error, errorUpdatedAt, isPending, isFetching, isPlaceholderData, refetch } = cards;
  useEffect(() => {
    if (!error) return;
    console.error('Blog: failed to load posts', error);
    void showBlogToast(error instanceof ApiError || isNetworkFailure(error) ? 'listFailed' : 'unexpected', intl);
  }, [error, errorUpdatedAt, intl]);

  const categoryRows = categories.data?.value;
  const matchCount = matches.data?.value;
  const state = useMemo<LiveList>(() => {
    if (data)
      return {
        status: 'ready',
        list: {
          ...data.value,
          categories: categoryRows?.filter((row) => row.language === lang).map((row) => row.category),
          otherLanguageTotal: categoryRows
            ?.filter((row) => row.language === other)
            .reduce((n, row) => n + row.posts, 0),
        },
        fromDevice: data.fromDevice,
        otherMatches: matchCount ?? 0,
        // The page shown is the last one while the one asked for is read.
        reading: isPlaceholderData,
      };
    if (isPending) return { status: 'pending' };
    return { status: 'failed', offline: isNetworkFailure(error), retrying: isFetching, retry: () => void refetch() };
  }, [data, categoryRows, matchCount, lang, other, isPlaceholderData, isPending, error, isFetching, refetch]);
  // Before paint: a list already in the cache (back on /blog) shows at once, never a skeleton first.
  useLayoutEffect(() => onState(state), [onState, state]);
  return null;
}
