/**
 * What a chosen file is, read from its first bytes (never its name), and
 * whether the site can take it: JPEG, PNG, WebP and PDF; HEIC (an iPhone's
 * photos, which most Android browsers cannot read) and anything else get a
 * message of their own. The server reads the bytes again (docs/security.md,
 * "Papers").
 */
import type { PaperType } from '@/api/papers';

export type Sniffed = { type: PaperType } | { problem: 'heic' | 'unknown' };

export function sniff(head: Uint8Array): Sniffed {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  const ascii = (from: number, text: string) => [...text].every((c, i) => head[from + i] === c.charCodeAt(0));
  if (starts(0xff, 0xd8, 0xff)) return { type: 'image/jpeg' };
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { type: 'image/png' };
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return { type: 'image/webp' };
  if (ascii(0, '%PDF-')) return { type: 'application/pdf' };
  if (
    ascii(4, 'ftyp') &&
    ['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1', 'avif'].some((brand) => ascii(8, brand))
  )
    return { problem: 'heic' };
  return { problem: 'unknown' };
}
