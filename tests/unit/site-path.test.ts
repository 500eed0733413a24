import { describe, expect, it } from 'vitest';
import { localizePath, stripLang } from '@/i18n/lang';
import { sitePath } from '@/platform/site-path';

const ORIGIN = 'https://satnalegal.in';

/** Where a browser on the site goes with `path` as the target (location.replace resolves it against the page). */
const destination = (path: string) => new URL(path, `${ORIGIN}/hi/about`);

/** The target after one more decoding (a router decodes its params): still a path of the site. */
const decodedOnce = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

describe('sitePath: a target never leaves the site', () => {
  const offsite: [string, string][] = [
    ['two slashes', '//evil.example/login'],
    ['three slashes', '///evil.example/login'],
    ['slash backslash', '/\\evil.example/login'],
    ['backslashes', '\\\\evil.example/login'],
    ['backslash slash', '\\/evil.example/login'],
    ['encoded slashes', '/%2F%2Fevil.example/login'],
    ['encoded slash, lower case', '/%2f/evil.example/login'],
    ['encoded backslash', '/%5Cevil.example/login'],
    ['encoded backslashes', '/%5c%5cevil.example/login'],
    ['double-encoded slashes', '/%252F%252Fevil.example/login'],
    ['triple-encoded backslash', '/%25255Cevil.example/login'],
    ['tab inside', '/\t/evil.example/login'],
    ['new line inside', '/\n/evil.example/login'],
    ['carriage return inside', '/\r\n/\\evil.example/login'],
    ['encoded tab', '/%09/evil.example/login'],
    ['encoded new line', '/%0A/evil.example/login'],
    ['encoded NUL', '/%00/evil.example/login'],
    ['space', '/ /evil.example/login'],
    ['encoded space', '/%20/evil.example/login'],
    ['dot segments', '/..//evil.example/login'],
    ['encoded dot segments', '/%2e%2e//evil.example/login'],
    ['dot segments, encoded slashes', '/%2e%2e/%2F%2Fevil.example/login'],
    ['backslash dot segments', '/a\\..\\..\\/evil.example/login'],
    ['the language stripped', stripLang('/hi//evil.example/login')],
    ['the language stripped, backslash', stripLang('/hi/\\evil.example/login')],
  ];
  for (const [name, input] of offsite) {
    it(`keeps ${name} on the site: ${JSON.stringify(input)}`, () => {
      const target = sitePath(input);
      expect(target).toMatch(/^\/(?![/\\])/);
      expect(destination(target).origin).toBe(ORIGIN);
      expect(destination(decodedOnce(target)).origin).toBe(ORIGIN);
      expect(target).not.toMatch(/[\t\n\r]/);
      // The page asked for stays findable: the rest of the path is kept.
      expect(target).toMatch(/evil\.example\/login$/);
    });
  }

  it('gives the fallback for what is not a path of the site', () => {
    for (const input of [
      'https://evil.example/login',
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'evil.example',
      '',
      'http:/\\evil.example',
    ]) {
      expect(sitePath(input)).toBe('/');
      expect(sitePath(input, '/hi')).toBe('/hi');
    }
  });

  it("keeps the site's own paths as they are, query and hash too", () => {
    for (const path of [
      '/',
      '/about',
      '/hi/faqs',
      '/about#team',
      '/blog?page=2&category=Legal',
      '/track?order=LP10001',
      '/hi/blog/किराया-समझौता',
      '/blog/a%2Fb',
      localizePath('/#contact', 'hi'),
    ]) {
      expect(sitePath(path)).toBe(path);
    }
  });

  it('keeps the query and hash of a path it mends', () => {
    expect(sitePath('//evil.example/login?x=1#top')).toBe('/evil.example/login?x=1#top');
  });
});
