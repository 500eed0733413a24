import { Container, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Skeleton.css';
import { PageHeader } from '@/ui/page-header';
import { useLang, useT } from '@/ui/use-lang';
import { useBlogT } from '../messages';
import type { BlogListPreview } from '../route/prerendered';
import type { BlogSearch } from '../route/search';
import { useHydrated } from '@/ui/hydrated';
import { useEarlyValues } from '@/ui/early-input';
import { BlogListBody, type LiveList } from './blog-list-body';
import classes from './blog-list.module.css';
import { lazyChunk } from '@/ui/lazy-chunk';
import { LazyRegion } from '@/ui/lazy-region';

// Reading the list (react-query, the REST client, Dexie): loaded after hydration, never prerendered.
const BlogListLive = lazyChunk(() => import('./blog-list-live').then((m) => m.default));
const NO_QUERY: BlogSearch = {};
/** A search is sent once typing pauses this long: one request for a word, not one per letter. */
const SEARCH_PAUSE_MS = 300;

/**
 * /blog. Prerendered with the title, intro, search box and, when
 * the build could read the database, the first page of posts (else three
 * skeleton cards). In the browser the list is read again, a page at a time,
 * and replaces it (docs/architecture.md, "The blog list").
 */
export function BlogListPage({ search, preview }: { search: BlogSearch; preview: BlogListPreview | null }) {
  const t = useT();
  const bt = useBlogT();
  const lang = useLang();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [live, setLive] = useState<LiveList | null>(null);
  // The list's data code mounts once downloaded, in a transition of its own,
  // not in React's commit of the page's other late parts (docs/performance.md,
  // "The blog list's main thread"). A failed download mounts it all the same:
  // LazyRegion says so and tries again.
  const [liveLoaded, setLiveLoaded] = useState(false);
  useEffect(() => {
    if (!hydrated) return;
    const mount = () => startTransition(() => setLiveLoaded(true));
    BlogListLive.preload().then(mount, mount);
  }, [hydrated]);
  // The prerendered page is /blog itself: with a query (?page=2, a search) it is not what the visitor asked for.
  const unfiltered = search.search === undefined && search.category === undefined && search.page === undefined;
  const previewShown = preview !== null && unfiltered;
  // Over the prerendered list, the browser's answer comes in as a transition
  // (rendered in slices, the page stays responsive); over skeletons, at once:
  // a list already in the cache (back on /blog) shows before the first paint.
  const showLive = useCallback(
    (next: LiveList) => (previewShown ? startTransition(() => setLive(next)) : setLive(next)),
    [previewShown],
  );

  const setListState = useCallback(
    (next: BlogSearch, options: { replace?: boolean } = {}) =>
      void navigate({ to: '.', search: next, replace: options.replace ?? false, resetScroll: false }),
    [navigate],
  );
  // While hydrating, exactly what was prerendered: /blog with no query. The
  // same object until the query changes, so that the list (memoised) does not
  // re-render in the render that follows hydration.
  const { search: text, category, page } = search;
  const listSearch = useMemo<BlogSearch>(
    () => (!hydrated || unfiltered ? NO_QUERY : { search: text, category, page }),
    [hydrated, unfiltered, text, category, page],
  );
  // What is read: the same, the search once typing pauses.
  const [sentText] = useDebouncedValue(text, SEARCH_PAUSE_MS);
  const readSearch = useMemo<BlogSearch>(
    () => (unfiltered ? NO_QUERY : { search: sentText, category, page }),
    [unfiltered, sentText, category, page],
  );

  // The field is the browser's own (uncontrolled): React never writes into it,
  // so no render, early or late, can put an older text over keys being typed
  // (docs/slow-phones-and-flaky-networks.md, "How a key travels"). What is
  // typed goes to the URL, replacing, so Back leaves the blog, not one letter.
  const field = useRef<HTMLInputElement>(null);
  const onType = (text: string) =>
    // A new search starts at page 1.
    setListState({ ...search, search: text.trim() === '' ? undefined : text, page: undefined }, { replace: true });

  // The field shows the URL's text once hydrated (the build did not know the
  // query) unless the visitor has typed, and again when the address moved by
  // anything but typing (Show All Posts, a category, Back): typing's own
  // replacements arrive after further keys and must not overwrite them.
  const router = useRouter();
  const moved = useRef(false);
  useEffect(
    () =>
      router.history.subscribe(({ action }) => {
        moved.current = action.type !== 'REPLACE';
      }),
    [router],
  );
  const showsUrl = useRef(false);
  useEffect(() => {
    const input = field.current;
    if (!hydrated || !input) return;
    const first = !showsUrl.current;
    showsUrl.current = true;
    const text = search.search ?? '';
    if (input.value !== text && (first ? input.value === '' : moved.current)) input.value = text;
  }, [hydrated, search.search]);

  // A search typed before the page hydrated is run once it has.
  const searchForm = useRef<HTMLFormElement>(null);
  useEarlyValues(searchForm, ({ value }) => typeof value === 'string' && onType(value));

  return (
    <>
      <PageHeader title={t('page.blog.title')} lead={t('page.blog.lead')}>
        <form
          ref={searchForm}
          role="search"
          className={classes.searchForm}
          onSubmit={(e: FormEvent) => e.preventDefault()}
        >
          <TextInput
            type="search"
            size="md"
            radius="xl"
            aria-label={bt('blog.search.label')}
            placeholder={bt('blog.search.placeholder')}
            leftSection={<IconSearch size={18} aria-hidden />}
            ref={field}
            onChange={(event) => onType(event.currentTarget.value)}
          />
        </form>
      </PageHeader>
      <Container size="lg" py="xl" className={classes.listSection}>
        {liveLoaded && (
          <LazyRegion loading={null} retry={BlogListLive.retry}>
            <BlogListLive lang={lang} search={readSearch} onState={showLive} />
          </LazyRegion>
        )}
        <BlogListBody
          live={live}
          preview={!hydrated || unfiltered ? preview : null}
          search={listSearch}
          onChange={setListState}
        />
      </Container>
    </>
  );
}
