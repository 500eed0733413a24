import { describe, expect, it } from 'vitest';
import { langFromPath, localizePath, stripLang } from '@/i18n/lang';

describe('language in the URL', () => {
  it('reads the language from the path', () => {
    expect(langFromPath('/')).toBe('en');
    expect(langFromPath('/about')).toBe('en');
    expect(langFromPath('/hi')).toBe('hi');
    expect(langFromPath('/hi/services/will-creation')).toBe('hi');
    expect(langFromPath('/history')).toBe('en');
  });

  it('maps a page to the same page in the other language and back', () => {
    for (const path of ['/', '/about', '/documents/e-stamp', '/blog/abc/slug', '/#contact', '/about#team']) {
      const hindi = localizePath(path, 'hi');
      expect(langFromPath(hindi.split('#')[0]!)).toBe('hi');
      expect(localizePath(path, 'en')).toBe(path);
      expect(stripLang(hindi.split('#')[0]!)).toBe(path.split('#')[0]);
    }
    expect(localizePath('/', 'hi')).toBe('/hi');
    expect(localizePath('/#contact', 'hi')).toBe('/hi#contact');
    expect(localizePath('/faqs', 'hi')).toBe('/hi/faqs');
  });
});
