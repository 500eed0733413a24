import { Container, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Skeleton.css';
import { PageHeader } from '../../../ui/PageHeader';
import { useT } from '../../../ui/useLang';
import { useBlogT } from '../messages';
import { validateBlogSearch, type BlogSearch } from '../search-params';
import { useHydrated } from '../use-hydrated';
import { BlogListSkeleton } from './BlogListSkeleton';
import classes from './BlogList.module.css';

// Posts, react-query, supabase-js and Dexie: loaded after hydration, never prerendered.
const BlogListLive = lazy(() => import('./BlogListLive'));

/**
 * /blog (spec §2). Prerendered without the database: the title, intro,
 * search box and three skeleton cards; the posts load in the browser.
 */
export function BlogListPage() {
  const t = useT();
  const bt = useBlogT();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const search = validateBlogSearch(useSearch({ strict: false }) as Record<string, unknown>);

  const setListState = (next: BlogSearch, options: { replace?: boolean } = {}) =>
    void navigate({ to: '.', search: next, replace: options.replace ?? false, resetScroll: false });

  // What is typed shows at once; the URL follows (replacing, so Back leaves the blog, not one letter).
  const [draft, setDraft] = useState(search.search ?? '');
  const [urlSearch, setUrlSearch] = useState(search.search);
  if (urlSearch !== search.search) {
    // The URL changed elsewhere (Show All Posts, Back): show its text.
    setUrlSearch(search.search);
    if ((search.search ?? '') !== draft) setDraft(search.search ?? '');
  }
  const onType = (text: string) => {
    setDraft(text);
    // Spec §4: a new search starts at page 1.
    setListState({ ...search, search: text.trim() === '' ? undefined : text, page: undefined }, { replace: true });
  };

  return (
    <>
      <PageHeader title={t('page.blog.title')} lead={t('page.blog.lead')}>
        <form role="search" className={classes.searchForm} onSubmit={(e: FormEvent) => e.preventDefault()}>
          <TextInput
            type="search"
            size="md"
            radius="xl"
            aria-label={bt('blog.search.label')}
            placeholder={bt('blog.search.placeholder')}
            leftSection={<IconSearch size={18} aria-hidden />}
            // Until hydrated the prerendered (empty) value must stay: the URL's query is not known at build time.
            value={hydrated ? draft : ''}
            onChange={(event) => onType(event.currentTarget.value)}
          />
        </form>
      </PageHeader>
      <Container size="lg" py="xl" className={classes.listSection}>
        {hydrated ? (
          <Suspense fallback={<BlogListSkeleton />}>
            <BlogListLive search={search} onChange={setListState} />
          </Suspense>
        ) : (
          <BlogListSkeleton />
        )}
      </Container>
    </>
  );
}
