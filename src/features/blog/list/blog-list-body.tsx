import { Button, SimpleGrid, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconArticleOff, IconChevronDown, IconRefresh } from '@tabler/icons-react';
import { memo, Suspense, useCallback, useLayoutEffect, useRef } from 'react';
import { useBlogT } from '../messages';
import type { BlogListPreview } from '../route/prerendered';
import type { BlogSearch } from '../route/search';
import { BlogListSkeleton } from './blog-list-skeleton';
import { CategoryFilter } from './category-filter';
import { OfflineNote } from '../components/offline-note';
import { PostCard } from '../components/post-card';
import classes from './blog-list.module.css';
import { otherLang, type Lang } from '@/i18n/lang';
import { useLang } from '@/ui/use-lang';

/** What the list shows: the cards read so far and what the page around them says. */
export interface ShownList extends Omit<BlogListPreview, 'categories' | 'otherLanguageTotal'> {
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
      /** The pages after the first: being read, read, or failed (with a way to try again). */
      more: 'idle' | 'loading' | { retry: () => void };
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
 * The list part of /blog: category filter, count line, cards and "More
 * posts"; the build's first page until the browser's answer is in, then that
 * answer (the same cards stay in place: no flash); three skeleton cards while
 * there is neither; the error with a way to try again when there is nothing
 * to show. Memoised: the page re-renders once more right after hydration
 * (useHydrated), the cards need not.
 */
export const BlogListBody = memo(function BlogListBody({ live, preview, search, onChange }: Props) {
  const t = useBlogT();
  const lang = useLang();
  const ready = live?.status === 'ready' ? live : undefined;
  const shown = ready?.list ?? preview ?? undefined;
  const categories = ready?.list.categories ?? preview?.categories ?? [];
  const otherTotal = ready?.list.otherLanguageTotal ?? preview?.otherLanguageTotal ?? 0;
  const [grid, expectNewCards] = useFocusOnNewCards();

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

  const filtering = search.search !== undefined || search.category !== undefined || (search.page ?? 1) > 1;
  const showAll = () => onChange({});
  const more = ready?.more ?? 'idle';

  return (
    <>
      {ready?.fromDevice && <OfflineNote />}
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
            <Text c="gray.7" size="sm" role="status">
              {t('blog.list.count', { from: 1, to: shown.cards.length, total: shown.total })}
            </Text>
            {filtering && (
              <Button variant="subtle" size="compact-sm" onClick={showAll}>
                {t('blog.list.showAll')}
              </Button>
            )}
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" className={classes.grid} ref={grid}>
            {/* Each card hydrates on its own (a Suspense boundary is a unit of hydration), so the
                commit after hydration, /blog's longest task, does not carry the whole grid
                (docs/performance.md, "The blog list's main thread"). */}
            {shown.cards.map((post, index) => (
              <Suspense key={post.id} fallback={null}>
                <PostCard post={post} priority={index < 3} />
              </Suspense>
            ))}
          </SimpleGrid>
          {typeof more === 'object' ? (
            <div className={classes.more}>
              <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={more.retry}>
                {t('blog.error.retry')}
              </Button>
            </div>
          ) : (
            shown.cards.length < shown.total && (
              <div className={classes.more}>
                {/* A link (?page=n+1): it works before the scripts have run, and the address keeps what is shown. */}
                <Button
                  renderRoot={(props) => (
                    <Link
                      to="."
                      search={{ ...search, page: (search.page ?? 1) + 1 }}
                      replace
                      resetScroll={false}
                      {...props}
                    />
                  )}
                  variant="light"
                  rightSection={<IconChevronDown size={16} aria-hidden />}
                  loading={more === 'loading'}
                  onClick={expectNewCards}
                >
                  {t('blog.list.more')}
                </Button>
              </div>
            )
          )}
        </>
      )}
    </>
  );
});

/**
 * After "More posts", the first new card's title takes the focus, so that a
 * keyboard or screen reader goes on where the list grew, not at the top.
 */
function useFocusOnNewCards() {
  const grid = useRef<HTMLDivElement>(null);
  const from = useRef<number | null>(null);
  const expectNewCards = useCallback(() => {
    from.current = grid.current?.querySelectorAll('article').length ?? null;
  }, []);
  useLayoutEffect(() => {
    const first = from.current;
    const cards = grid.current?.querySelectorAll('article');
    if (first === null || !cards || cards.length <= first) return;
    from.current = null;
    cards[first]?.querySelector<HTMLElement>('h2 a')?.focus();
  });
  return [grid, expectNewCards] as const;
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
