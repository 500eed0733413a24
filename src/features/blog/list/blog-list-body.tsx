import { Button, SimpleGrid, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconArticleOff, IconRefresh } from '@tabler/icons-react';
import { memo, useMemo } from 'react';
import { categoriesOf, filterPosts, needsPagination, pageOf, type PostPage } from './list-logic';
import { useBlogT } from '../messages';
import type { BlogListPreview } from '../route/prerendered';
import type { BlogSearch } from '../route/search';
import type { Post } from '@/offline/cached-post';
import { BlogListSkeleton } from './blog-list-skeleton';
import { BlogPagination } from './blog-pagination';
import { CategoryFilter } from './category-filter';
import { OfflineNote } from '../components/offline-note';
import { PostCard } from '../components/post-card';
import classes from './blog-list.module.css';
import { otherLang, type Lang } from '@/i18n/lang';
import { useLang } from '@/ui/use-lang';

/** The post list as the browser read it (./BlogListLive.tsx). */
export type LiveList =
  | { status: 'pending' }
  | { status: 'ready'; posts: Post[]; fromDevice: boolean }
  | { status: 'failed'; offline: boolean; retrying: boolean; retry: () => void };

interface Props {
  /** What the browser read; null until it has started. */
  live: LiveList | null;
  /** The build's first page (prerendered /blog), shown until the browser has read the list. */
  preview: BlogListPreview | null;
  search: BlogSearch;
  onChange: (next: BlogSearch, options?: { replace?: boolean }) => void;
}

/**
 * The list part of /blog: category filter, count line, cards and
 * pagination; the build's first page until the browser's answer is in, then
 * that answer (the same cards stay in place: no flash); three skeleton cards
 * while there is neither; the error with a way to try again when there is
 * nothing to show. Memoised: the page re-renders once more right after
 * hydration (useHydrated), the cards need not.
 */
export const BlogListBody = memo(function BlogListBody({ live, preview, search, onChange }: Props) {
  const t = useBlogT();
  const lang = useLang();
  // The page's language's posts; the other language's are a link away (docs/architecture.md, "A bilingual blog").
  const all = live?.status === 'ready' ? live.posts : undefined;
  const posts = useMemo(() => all?.filter((post) => post.language === lang), [all, lang]);
  const categories = useMemo(() => (posts ? categoriesOf(posts) : (preview?.categories ?? [])), [posts, preview]);
  const shown = useMemo<PostPage | undefined>(
    () =>
      posts
        ? pageOf(filterPosts(posts, { search: search.search, category: search.category }), search.page ?? 1)
        : preview?.page,
    [posts, preview, search.search, search.category, search.page],
  );
  const other = useMemo(() => {
    if (!all || !posts) return { total: preview?.otherLanguageTotal ?? 0, matches: 0 };
    const theirs = all.filter((post) => post.language !== lang);
    return { total: theirs.length, matches: filterPosts(theirs, { search: search.search }).length };
  }, [all, posts, preview, lang, search.search]);

  // A failed read over the prerendered list leaves the list on screen (the
  // toast says the read failed); with nothing to show, the error takes its place.
  if (live?.status === 'failed' && !shown) {
    return (
      <div className={classes.empty} role="alert">
        <IconArticleOff size={40} stroke={1.4} aria-hidden />
        <Text fw={600} size="lg">
          {t('blog.error.list')}
        </Text>
        <Text c="gray.7" maw={520}>
          {t(live.offline ? 'blog.list.offlineEmpty' : 'blog.list.unavailable')}
        </Text>
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={live.retrying}
          onClick={live.retry}
        >
          {t('blog.error.retry')}
        </Button>
      </div>
    );
  }
  if (!shown) return <BlogListSkeleton />;

  const filtering = search.search !== undefined || search.category !== undefined || shown.page > 1;
  const showAll = () => onChange({});

  return (
    <>
      {live?.status === 'ready' && live.fromDevice && <OfflineNote />}
      {other.total > 0 && (
        <OtherLanguageLink lang={otherLang(lang)} search={search.search}>
          {t('blog.list.otherLanguage', { count: other.total })}
        </OtherLanguageLink>
      )}
      <div className={classes.toolbar}>
        <CategoryFilter
          categories={categories}
          selected={search.category}
          // A new category starts at page 1.
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
          {search.search !== undefined && other.matches > 0 && (
            <OtherLanguageLink lang={otherLang(lang)} search={search.search}>
              {t('blog.list.otherLanguageMatches', { count: other.matches })}
            </OtherLanguageLink>
          )}
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
});

/** The other language's blog list, with the same search (its categories are its own). */
function OtherLanguageLink({ lang, search, children }: { lang: Lang; search: string | undefined; children: string }) {
  return (
    <Link
      to="/{-$lang}/blog"
      params={{ lang: lang === 'hi' ? 'hi' : undefined }}
      search={search === undefined ? {} : { search }}
      hrefLang={lang}
      className={classes.otherLanguage}
    >
      {children} →
    </Link>
  );
}
