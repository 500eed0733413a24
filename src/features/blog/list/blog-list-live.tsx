import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '@/lib/api';
import { showBlogToast } from '../data/notify';
import { startOfflineWarmup } from '../data/offline-warmup';
import { isNetworkFailure, postListQuery } from '../data/queries';
import { BlogQueryProvider } from '../data/query-client';
import type { LiveList } from './blog-list-body';

interface Props {
  /** Called with every change of what the browser has read. */
  onState: (state: LiveList) => void;
}

/**
 * The data part of /blog, loaded in the browser after hydration (react-query,
 * supabase-js, Dexie): reads the list, keeps recent posts for offline
 * reading, shows the error toast, and hands the list up to the page,
 * which renders it in the same place as the prerendered first page.
 */
export default function BlogListLive(props: Props) {
  return (
    <BlogQueryProvider>
      <BlogListQuery {...props} />
    </BlogQueryProvider>
  );
}

function BlogListQuery({ onState }: Props) {
  const intl = useIntl();
  const query = useQuery(postListQuery());

  useEffect(() => startOfflineWarmup(), []);

  // 'Failed to load blog posts', or 'An unexpected error occurred' for anything that is not a failed call.
  const { error, errorUpdatedAt, data, isPending, isFetching, refetch } = query;
  useEffect(() => {
    if (!error) return;
    console.error('Blog: failed to load posts', error);
    void showBlogToast(error instanceof ApiError || isNetworkFailure(error) ? 'listFailed' : 'unexpected', intl);
  }, [error, errorUpdatedAt, intl]);

  const state = useMemo<LiveList>(() => {
    if (data) return { status: 'ready', posts: data.value, fromDevice: data.fromDevice };
    if (isPending) return { status: 'pending' };
    return { status: 'failed', offline: isNetworkFailure(error), retrying: isFetching, retry: () => void refetch() };
  }, [data, isPending, error, isFetching, refetch]);
  // Before paint: a list already in the cache (back on /blog) shows at once, never a skeleton first.
  useLayoutEffect(() => onState(state), [onState, state]);
  return null;
}
