/**
 * The list part of /blog when the browser's read of the list fails: over the
 * build's first page the posts stay on screen; with nothing prerendered, the
 * error and a way to try again take their place.
 */
import { MantineProvider } from '@mantine/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import appEn from '../../src/i18n/messages/en.json';
import blogEn from '../../src/features/blog/messages/en.json';
import { BlogListBody, type LiveList } from '../../src/features/blog/list/blog-list-body';
import { toPost } from '../../src/features/blog/data/derive';
import { categoriesOf, pageOf } from '../../src/features/blog/list/list-logic';
import type { BlogListPreview } from '../../src/features/blog/route/prerendered';
import { blogRow } from './blog-fixtures';

const posts = [1, 2, 3].map((n) =>
  toPost(blogRow({ id: `00000000-0000-4000-8000-00000000000${n}`, title: `Post ${n}` })),
);
const preview: BlogListPreview = { page: pageOf(posts, 1), categories: categoriesOf(posts) };
const failed: LiveList = { status: 'failed', offline: true, retrying: false, retry: () => {} };

/** Renders `ui` on /blog of a small router (post links need one), in English. */
async function renderOnBlog(ui: ReactNode) {
  const rootRoute = createRootRoute();
  const blog = createRoute({ getParentRoute: () => rootRoute, path: '/blog', component: () => ui });
  const router = createRouter({
    routeTree: rootRoute.addChildren([blog]),
    history: createMemoryHistory({ initialEntries: ['/blog'] }),
  });
  await act(async () => {
    render(
      <IntlProvider locale="en" messages={{ ...appEn, ...blogEn }}>
        <MantineProvider>
          <RouterProvider router={router} />
        </MantineProvider>
      </IntlProvider>,
    );
    await router.load();
  });
}

afterEach(cleanup);

describe('BlogListBody when the read fails', () => {
  it('keeps the prerendered posts on screen', async () => {
    await renderOnBlog(<BlogListBody live={failed} preview={preview} search={{}} onChange={() => {}} />);
    expect(await screen.findByRole('heading', { name: 'Post 1' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(screen.queryByText(blogEn['blog.error.list'])).toBeNull();
  });

  it('shows the error and a way to try again when nothing was prerendered', async () => {
    await renderOnBlog(<BlogListBody live={failed} preview={null} search={{}} onChange={() => {}} />);
    expect(await screen.findByText(blogEn['blog.error.list'])).toBeTruthy();
    expect(screen.getByRole('button', { name: blogEn['blog.error.retry'] })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Post 1' })).toBeNull();
  });
});
