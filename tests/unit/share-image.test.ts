/** A page without a picture of its own is shared with the site's 1200x630 card, in the page's language. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pageHead } from '@/features/seo/head';

const meta = (tags: ReturnType<typeof pageHead>['meta'], key: string) =>
  tags.find((t) => ('property' in t && t.property === key) || ('name' in t && t.name === key))?.content;

describe('share images', () => {
  for (const lang of ['en', 'hi'] as const) {
    it(`${lang}: the card in the page's language, 1200x630, as a large summary`, async () => {
      const { meta: tags } = pageHead({ lang, path: '/about', title: 'About', description: 'About us' });
      const image = new URL(meta(tags, 'og:image')!);
      expect(image.pathname).toBe(`/images/share-${lang}.jpg`);
      expect(meta(tags, 'twitter:card')).toBe('summary_large_image');
      const file = join(import.meta.dirname, '../../public', image.pathname);
      expect(existsSync(file)).toBe(true);
      const { width, height, format } = await sharp(file).metadata();
      expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' });
    });
  }

  it("a page's own picture wins", () => {
    const { meta: tags } = pageHead({
      lang: 'hi',
      path: '/services/will-creation',
      title: 'Will',
      description: 'Will',
      image: '/images/services/will-creation-960.webp',
    });
    expect(new URL(meta(tags, 'og:image')!).pathname).toBe('/images/services/will-creation-960.webp');
  });
});
