/**
 * The site's share images (Open Graph, 1200x630): what WhatsApp, Facebook and
 * X show for a page that has no picture of its own (home, about, FAQs…), one
 * per language, drawn as SVG and written as JPEG into public/images/.
 *
 *   npx tsx tools/assets/share-images.ts   (also part of `npm run images`)
 *
 * The text is rendered with the machine's fonts (Noto Sans and Noto Sans
 * Devanagari on Debian): the images are committed, not made at build time.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { business } from '../../src/business/config';
import { defaultShareImage } from '../../src/features/seo/head';
import type { Lang } from '../../src/i18n/lang';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SIZE = { width: 1200, height: 630 } as const;

const text: Record<Lang, { name: string; lines: [string, string]; place: string; font: string }> = {
  en: {
    name: business.name,
    lines: ['Rent agreements, affidavits, e-stamp, notary and wills,', 'prepared online, in English and Hindi'],
    place: 'Satna, Madhya Pradesh',
    font: "'Noto Sans', sans-serif",
  },
  hi: {
    name: business.nameHi,
    lines: ['किरायानामा, शपथ पत्र, ई-स्टाम्प, नोटरी और वसीयत,', 'ऑनलाइन तैयार, हिंदी और अंग्रेज़ी में'],
    place: 'सतना, मध्य प्रदेश',
    font: "'Noto Sans Devanagari', 'Noto Sans', sans-serif",
  },
};

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

async function svg(lang: Lang): Promise<string> {
  const { width: W, height: H } = SIZE;
  const t = text[lang];
  // The site's mark (public/favicon.svg), placed at 168 px.
  const mark = (await readFile(join(ROOT, 'public/favicon.svg'), 'utf8')).replace(
    '<svg ',
    '<svg x="96" y="96" width="168" height="168" ',
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect width="${W}" height="${H}" fill="#14305f"/>
  <rect y="${H - 24}" width="${W}" height="24" fill="#ff9418"/>
  <circle cx="${W - 40}" cy="60" r="260" fill="#1f3f78"/>
  ${mark}
  <g font-family="${t.font}" fill="#ffffff">
    <text x="96" y="356" font-size="72" font-weight="700">${escape(t.name)}</text>
    <text x="96" y="436" font-size="36" fill="#eef3fb">${escape(t.lines[0])}</text>
    <text x="96" y="486" font-size="36" fill="#eef3fb">${escape(t.lines[1])}</text>
    <text x="96" y="556" font-size="30" font-weight="700" fill="#ffa236">${escape(t.place)}</text>
  </g>
</svg>`;
}

async function main() {
  for (const lang of ['en', 'hi'] as const) {
    const out = join(ROOT, 'public', defaultShareImage(lang));
    const jpeg = await sharp(Buffer.from(await svg(lang)))
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    await writeFile(out, jpeg);
    console.log(`${out}: ${Math.round(jpeg.length / 1024)} KB`);
  }
}

await main();
