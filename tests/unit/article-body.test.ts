/**
 * articleBody (src/features/blog/article/article-body.ts): a prerendered
 * article's data carries no body; the build renders its own copy, and the
 * browser takes the body from the page it hydrates, and keeps it for when
 * the visitor comes back to the article after the element is gone.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { articleBody, BODY_ATTR } from '@/features/blog/article/article-body';
import { setPrerenderedBlog } from '@/features/blog/route/prerendered';
import type { Post } from '@/offline/cached-post';

const post = (id: string) => ({ id }) as Post;

afterEach(() => {
  setPrerenderedBlog(undefined);
  document.body.innerHTML = '';
});

describe('an article body', () => {
  it('read from the network or the device is the HTML the loader gave', () => {
    document.body.innerHTML = `<div ${BODY_ATTR}="p1"><p>Old</p></div>`;
    expect(articleBody(post('p1'), '<p>Fresh</p>')).toBe('<p>Fresh</p>');
  });

  it("at build time is the build's sanitised copy", () => {
    setPrerenderedBlog({
      list: {} as never,
      articles: new Map(),
      articleHtml: new Map([['p2', '<h2>Why 11 months</h2>']]),
    });
    expect(articleBody(post('p2'), null)).toBe('<h2>Why 11 months</h2>');
  });

  it('hydrating a prerendered page is the body already in that page, kept after the element is gone', () => {
    document.body.innerHTML =
      `<div ${BODY_ATTR}="other"><p>Another post</p></div>` +
      `<div ${BODY_ATTR}="p3"><h2>Who can attest</h2><p>A notary &amp; an oath commissioner.</p></div>`;
    const body = '<h2>Who can attest</h2><p>A notary &amp; an oath commissioner.</p>';
    expect(articleBody(post('p3'), null)).toBe(body);
    document.body.innerHTML = ''; // the visitor went to another page, then came back
    expect(articleBody(post('p3'), null)).toBe(body);
  });
});
