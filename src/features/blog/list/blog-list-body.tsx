import { Button, SimpleGrid, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconArticleOff, IconRefresh } from '@tabler/icons-react';
import { memo, Suspense, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useBlogT } from '../messages';
import type { BlogListPreview } from '../route/prerendered';
import type { BlogSearch } from '../route/search';
import { pagesFor, shownRange } from '../data/list-logic';
import { BlogListSkeleton } from './blog-list-skeleton';
import { BlogPagination } from './blog-pagination';
import { CategoryFilter } from './category-filter';
import { OfflineNote } from '../components/offline-note';
import { PostCard } from '../components/post-card';
import classes from './blog-list.module.css';
import { BLOG_PAGE_SIZE } from '@/business/config';
import { otherLang, type Lang } from '@/i18n/lang';
import { useLang } from '@/ui/use-lang';

/** What the list shows: a page of cards and what the page around them says. */
export interface ShownList extends Omit<BlogListPreview, 'categories' | 'otherLanguageTotal'> {
  /** Which page the cards are, 1-based. */
  page: number;
  /** The page language's categories; undefined until read (the build's, if any, meanwhile). */
  categories: string[] | undefined;
  /** How many posts the other language has; undefined until read. */
  otherLanguageTotal: number | undefined;
}

/** The list as the browser read it (./blog-list-live.tsx). */
export type LiveList =
  | { status: 'pending' }
  | {
      status: 'ready';
      list: ShownList;
      fromDevice: boolean;
      /** When a search finds nothing here: how many posts of the other language it finds. */
      otherMatches: number;
      /** The page shown is the last one while the page asked for is read. */
      reading: boolean;
    }
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
 * The list part of /blog: category filter, count line, a page of cards and
 * the numbered pages; the build's first page until the browser's answer is
 * in, then that answer (the same cards stay in place: no flash); three
 * skeleton cards while there is neither; the error with a way to try again
 * when there is nothing to show. Memoised: the page re-renders once more
 * right after hydration (useHydrated), the cards need not.
 */
export const BlogListBody = memo(function BlogListBody({ live, preview, search, onChange }: Props) {
  const t = useBlogT();
  const lang = useLang();
  const ready = live?.status === 'ready' ? live : undefined;
  const shown: ShownList | undefined = ready?.list ?? (preview ? { ...preview, page: 1 } : undefined);
  const categories = ready?.list.categories ?? preview?.categories ?? [];
  const otherTotal = ready?.list.otherLanguageTotal ?? preview?.otherLanguageTotal ?? 0;
  const asked = search.page ?? 1;
  const [listStart, turnPage] = usePageTurn(shown && !ready?.reading ? shown.page : null, asked);

  // Past the last page (an old link, posts removed since): the last page, in place of this address.
  const pastEnd = ready && !ready.reading && shown && shown.total > 0 && asked > pagesFor(shown.total);
  useEffect(() => {
    if (pastEnd)
      onChange({ ...search, page: pagesFor(shown.total) > 1 ? pagesFor(shown.total) : undefined }, { replace: true });
  });

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

  const filtering = search.search !== undefined || search.category !== undefined || asked > 1;
  const showAll = () => onChange({});

  return (
    <>
      {ready?.fromDevice && <OfflineNote text={t('blog.list.offlineNote')} />}
      {otherTotal > 0 && (
        <OtherLanguageLink lang={otherLang(lang)} search={search.search}>
          {t('blog.list.otherLanguage', { count: otherTotal })}
        </OtherLanguageLink>
      )}
      <div className={classes.toolbar}>
        <CategoryFilter
          categories={categories}
          selected={search.category}
          // A new category starts at the first page.
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
          {search.search !== undefined && (ready?.otherMatches ?? 0) > 0 && (
            <OtherLanguageLink lang={otherLang(lang)} search={search.search}>
              {t('blog.list.otherLanguageMatches', { count: ready!.otherMatches })}
            </OtherLanguageLink>
          )}
          <Button variant="light" onClick={showAll}>
            {t('blog.list.showAll')}
          </Button>
        </div>
      ) : (
        <>
          <div className={classes.countRow}>
            <Text c="gray.7" size="sm" role="status" tabIndex={-1} ref={listStart}>
              {t('blog.list.count', { ...shownRange(shown), total: shown.total })}
            </Text>
            {filtering && (
              <Button variant="subtle" size="compact-sm" onClick={showAll}>
                {t('blog.list.showAll')}
              </Button>
            )}
          </div>
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="lg"
            className={classes.grid}
            aria-busy={ready?.reading || undefined}
          >
            {/* Each card hydrates on its own (a Suspense boundary is a unit of hydration), so the
                commit after hydration, /blog's longest task, does not carry the whole grid
                (docs/performance.md, "The blog list's main thread"). */}
            {shown.cards.map((post, index) => (
              <Suspense key={post.id} fallback={null}>
                <PostCard post={post} priority={index < 3} />
              </Suspense>
            ))}
          </SimpleGrid>
          {shown.total > BLOG_PAGE_SIZE && (
            <BlogPagination page={asked} pages={pagesFor(shown.total)} search={search} onTurn={turnPage} />
          )}
        </>
      )}
    </>
  );
});

/**
 * A page turn scrolls to the list's start, its count line, at once (the page
 * shown stays, dimmed, while the next is read) and gives it the focus once
 * the page asked for is on screen: a screen reader reads the new count, and
 * the keyboard goes on from the top of the new page. Not a card's link: the
 * router would download that article on its focus. Back and Forward move neither.
 */
function usePageTurn(shownPage: number | null, asked: number) {
  const listStart = useRef<HTMLParagraphElement>(null);
  const turning = useRef(false);
  const turnPage = useCallback(() => {
    turning.current = true;
    listStart.current?.scrollIntoView({ block: 'start' });
  }, []);
  useLayoutEffect(() => {
    if (!turning.current || shownPage !== asked) return;
    turning.current = false;
    listStart.current?.scrollIntoView({ block: 'start' });
    listStart.current?.focus({ preventScroll: true });
  });
  return [listStart, turnPage] as const;
}

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
