/**
 * What a chosen file is, read from its bytes (src/features/papers/sniff.ts)
 * as the phone reads it and (supabase/functions/papers) as the server does:
 * the four types by their marks, an iPhone's HEIC told apart, anything else
 * refused whatever its name says.
 */
import { describe, expect, it } from 'vitest';
import { sniff } from '@/features/papers/sniff';
import { sniffPaperType } from '../../supabase/functions/papers/handler';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

const samples: [string, Uint8Array, string | null][] = [
  ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe1], 'Exif'), 'image/jpeg'],
  ['a PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image/png'],
  ['a WebP', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'image/webp'],
  ['a PDF', bytes('%PDF-1.7'), 'application/pdf'],
  ['HTML named photo.jpg', bytes('<html><script>'), null],
  ['an SVG', bytes('<svg xmlns='), null],
];

describe('a paper read by its bytes', () => {
  it.each(samples)('%s: the phone and the server agree', (_what, head, type) => {
    expect(sniffPaperType(head)).toBe(type);
    expect(sniff(head)).toEqual(type ? { type } : { problem: 'unknown' });
  });

  it('an iPhone photo (HEIC, HEIF) gets its own message, not "not a photo"', () => {
    for (const brand of ['heic', 'heix', 'mif1']) {
      expect(sniff(bytes([0, 0, 0, 24], 'ftyp', brand))).toEqual({ problem: 'heic' });
    }
  });
});
