import { Button, SimpleGrid, Text } from '@mantine/core';
import { IconArticleOff, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../lib/api';
import { categoriesOf, filterPosts, needsPagination, pageOf } from '../list-logic';
import { useBlogT } from '../messages';
import { showBlogToast } from '../notify';
import { startOfflineWarmup } from '../offline-warmup';
import { isNetworkFailure, postListQuery } from '../queries';
import { BlogQueryProvider } from '../query-client';
import type { BlogSearch } from '../search-params';
import { BlogListSkeleton } from './BlogListSkeleton';
import { BlogPagination } from './BlogPagination';
import { CategoryFilter } from './CategoryFilter';
import { OfflineNote } from './OfflineNote';
import { PostCard } from './PostCard';
import classes from './BlogList.module.css';

interface Props {
  search: BlogSearch;
  onChange: (next: BlogSearch, options?: { replace?: boolean }) => void;
}

/** The data part of /blog, loaded in the browser after hydration. */
export default function BlogListLive(props: Props) {
  return (
    <BlogQueryProvider>
      <BlogList {...props} />
    </BlogQueryProvider>
  );
}

function BlogList({ search, onChange }: Props) {
  const t = useBlogT();
  const intl = useIntl();
  const query = useQuery(postListQuery());

  useEffect(() => startOfflineWarmup(), []);

  // Spec §8: 'Failed to load blog posts', or 'An unexpected error occurred' for anything that is not a failed call.
  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (!error) return;
    console.error('Blog: failed to load posts', error);
    void showBlogToast(error instanceof ApiError || isNetworkFailure(error) ? 'listFailed' : 'unexpected', intl);
  }, [error, errorUpdatedAt, intl]);

  const posts = query.data?.value;
  const categories = useMemo(() => categoriesOf(posts ?? []), [posts]);
  const filtered = useMemo(
    () => filterPosts(posts ?? [], { search: search.search, category: search.category }),
    [posts, search.search, search.category],
  );

  if (query.isPending) return <BlogListSkeleton />;

  if (!posts) {
    const offline = isNetworkFailure(query.error);
    return (
      <div className={classes.empty} role="alert">
        <IconArticleOff size={40} stroke={1.4} aria-hidden />
        <Text fw={600} size="lg">
          {t('blog.error.list')}
        </Text>
        <Text c="gray.7" maw={520}>
          {t(offline ? 'blog.list.offlineEmpty' : 'blog.list.unavailable')}
        </Text>
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {t('blog.error.retry')}
        </Button>
      </div>
    );
  }

  const shown = pageOf(filtered, search.page ?? 1);
  const filtering = search.search !== undefined || search.category !== undefined || shown.page > 1;
  const showAll = () => onChange({});

  return (
    <>
      {query.data?.fromDevice && <OfflineNote />}
      <div className={classes.toolbar}>
        <CategoryFilter
          categories={categories}
          selected={search.category}
          // Spec §4: a new category starts at page 1.
          onSelect={(category) => onChange({ ...search, category, page: undefined })}
        />
      </div>

      {shown.total === 0 ? (
        <div className={classes.empty}>
          <IconArticleOff size={40} stroke={1.4} aria-hidden />
          <Text fw={600} size="lg" role="status">
            {t('blog.list.empty')}
          </Text>
          <Text c="gray.7">{t('blog.list.emptyHint')}</Text>
          <Button variant="light" onClick={showAll}>
            {t('blog.list.showAll')}
          </Button>
        </div>
      ) : (
        <>
          <div className={classes.countRow}>
            <Text c="gray.7" size="sm" role="status">
              {t('blog.list.count', { from: shown.from, to: shown.to, total: shown.total })}
            </Text>
            {filtering && (
              <Button variant="subtle" size="compact-sm" onClick={showAll}>
                {t('blog.list.showAll')}
              </Button>
            )}
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" className={classes.grid}>
            {shown.posts.map((post, index) => (
              <PostCard key={post.id} post={post} priority={index < 3} />
            ))}
          </SimpleGrid>
          {needsPagination(shown.total) && (
            <BlogPagination page={shown.page} totalPages={shown.totalPages} search={search} />
          )}
        </>
      )}
    </>
  );
}
