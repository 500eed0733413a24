/**
 * The list part of /blog when the browser's read of the list fails: over the
 * build's first page the posts stay on screen; with nothing prerendered, the
 * error and a way to try again take their place.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlogListBody, type LiveList } from '../../src/features/blog/list/blog-list-body';
import { toPost } from '../../src/features/blog/data/derive';
import { categoriesOf, pageOf } from '../../src/features/blog/list/list-logic';
import type { BlogListPreview } from '../../src/features/blog/route/prerendered';
import { blogRow } from '../support/blog-fixtures';
import { messages } from '../support/catalogue';
import { renderPage } from '../support/render';

const { en } = messages;

const posts = [1, 2, 3].map((n) =>
  toPost(blogRow({ id: `00000000-0000-4000-8000-00000000000${n}`, title: `Post ${n}` })),
);
const preview: BlogListPreview = { page: pageOf(posts, 1), categories: categoriesOf(posts) };
const failed: LiveList = { status: 'failed', offline: true, retrying: false, retry: () => {} };

afterEach(cleanup);

describe('BlogListBody when the read fails', () => {
  it('keeps the prerendered posts on screen', async () => {
    await renderPage(<BlogListBody live={failed} preview={preview} search={{}} onChange={() => {}} />, {
      path: '/blog',
    });
    expect(await screen.findByRole('heading', { name: 'Post 1' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(screen.queryByText(en['blog.error.list'])).toBeNull();
  });

  it('shows the error and a way to try again when nothing was prerendered', async () => {
    await renderPage(<BlogListBody live={failed} preview={null} search={{}} onChange={() => {}} />, { path: '/blog' });
    expect(await screen.findByText(en['blog.error.list'])).toBeTruthy();
    expect(screen.getByRole('button', { name: en['blog.error.retry'] })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Post 1' })).toBeNull();
  });
});
