/**
 * Content image generator: flat illustrations for service, document and blog
 * pages, from the SVG drawings in tools/assets/art/, written as WebP into
 * public/images/.
 *
 *   npx tsx tools/assets/images.ts            # (re)make every image
 *   npx tsx tools/assets/images.ts --png DIR  # also write PNG previews into DIR
 *
 * Every image is 960x600 (`{id}-960.webp`) with a 480x300 variant
 * (`{id}-480.webp`) for srcset. Images carry no text (titles are shown by the
 * page in both languages). Blog covers are read from supabase/seed.sql (every
 * `/images/blog/{slug}-960.webp`), and their drawing is picked from keywords
 * in the slug, falling back to the post's category.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { EntryMeta } from '../../src/features/content/types';
import { background, H, W, type Pattern, type Spec } from './background.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const OUT_DIR = join(ROOT, 'public');
const SEED_FILE = join(ROOT, 'supabase/seed.sql');

const WEBP = { quality: 78, effort: 6, smartSubsample: true } as const;

/* ------------------------------------------------------------------ art */

/**
 * The drawings are SVG files under tools/assets/art/ (960x600, open them in
 * any editor): services/{id}.svg and documents/{id}.svg, one per content
 * entry, and blog/{name}.svg for the blog's own subjects. Each image is its
 * drawing inside a background made here.
 */
const ART_DIR = join(ROOT, 'tools/assets/art');

/** The drawing of an art file, without its <svg> element. */
async function art(file: string): Promise<string> {
  const svg = await readFile(join(ART_DIR, file), 'utf8');
  const body = /^<svg[^>]*>\n([\s\S]*)\n<\/svg>\n$/.exec(svg)?.[1];
  if (body === undefined) throw new Error(`${file}: not an <svg> element with one drawing inside`);
  return body;
}

async function svgFor(spec: Spec): Promise<string> {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${background(spec)}${await spec.art()}</svg>`;
}

/* ---------------------------------------------------------------- catalogue */

/** Blog covers: first matching keyword rule on the slug wins. */
const BLOG_RULES: Array<[RegExp, string]> = [
  [/partnership|firm/, 'documents/service-agreement.svg'],
  [/will|vasiyat|wasiyat/, 'services/will-creation.svg'],
  [/rent|kiraya/, 'documents/rent-agreement.svg'],
  [/bainama|vikray|sale|sell/, 'documents/sell-agreement.svg'],
  [/affidavit|shapath/, 'documents/affidavit.svg'],
  [/e-stamp|estamp/, 'documents/e-stamp.svg'],
  [/notar/, 'documents/notarization.svg'],
  [/notice/, 'documents/legal-notice.svg'],
  [/mukhtarnama|power-of-attorney|attorney/, 'blog/persons.svg'],
  [/rcms|namantaran|seemankan|batwara|khasra|bhu-|land/, 'blog/land-map.svg'],
  [/e-daakhil|edaakhil/, 'blog/monitor-form.svg'],
  [/sampada|portal/, 'blog/monitor-deed.svg'],
  [/upbhokta|consumer/, 'blog/consumer.svg'],
  [/complaint|shikayat/, 'documents/complaint.svg'],
  [/registr|registry|sub-registrar/, 'services/property-registration.svg'],
  [/research|court|case/, 'services/legal-research.svg'],
];

const BLOG_CATEGORY_ART: Record<string, string> = {
  Property: 'services/property-registration.svg',
  'Legal Documents': 'services/legal-documentation.svg',
  'Government Portals': 'services/portal-services.svg',
  'Consumer Rights': 'blog/consumer.svg',
};

const PATTERNS: Pattern[] = ['dots', 'grid', 'diagonal', 'rings'];

/** Every blog cover named in the seed, with its category. */
async function blogCovers(): Promise<Array<{ slug: string; category: string }>> {
  let sql: string;
  try {
    sql = await readFile(SEED_FILE, 'utf8');
  } catch {
    console.warn(`! ${SEED_FILE} not found: no blog covers`);
    return [];
  }
  const found = new Map<string, string>();
  for (const chunk of sql.split(/insert\s+into\s+public\.blog_posts/i).slice(1)) {
    const category = /'(Property|Legal Documents|Government Portals|Consumer Rights)'/.exec(chunk)?.[1] ?? '';
    for (const m of chunk.matchAll(/\/images\/blog\/([a-z0-9-]+)-960\.webp/g)) {
      if (m[1] && !found.has(m[1])) found.set(m[1], category);
    }
  }
  return [...found].map(([slug, category]) => ({ slug, category }));
}

/**
 * The drawings of the service or document pages, each named by its folder
 * (docs/architecture.md, "Content entries"), in the site's order: the
 * menu's (each folder's meta.ts), then the others by folder.
 */
async function illustrations(kind: 'services' | 'documents'): Promise<string[]> {
  const dir = join(ROOT, 'src/features/content', kind);
  const folders = (await readdir(dir, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name);
  const entries = await Promise.all(
    folders.sort().map(async (folder) => ({
      folder,
      meta: ((await import(join(dir, folder, 'meta.ts'))) as { default: EntryMeta }).default,
    })),
  );
  return entries.sort((a, b) => (a.meta.menu ?? Infinity) - (b.meta.menu ?? Infinity)).map((e) => e.folder);
}

async function catalogue(): Promise<Spec[]> {
  const specs: Spec[] = [];
  (await illustrations('services')).forEach((id, i) =>
    specs.push({
      out: `images/services/${id}`,
      art: () => art(`services/${id}.svg`),
      tint: i % 2 === 0 ? 'cool' : 'warm',
      pattern: PATTERNS[i % PATTERNS.length] ?? 'dots',
    }),
  );
  (await illustrations('documents')).forEach((id, i) =>
    specs.push({
      out: `images/documents/${id}`,
      art: () => art(`documents/${id}.svg`),
      tint: i % 2 === 0 ? 'warm' : 'cool',
      pattern: PATTERNS[(i + 1) % PATTERNS.length] ?? 'dots',
    }),
  );
  (await blogCovers()).forEach(({ slug, category }, i) => {
    const rule = BLOG_RULES.find(([re]) => re.test(slug));
    const file = rule?.[1] ?? BLOG_CATEGORY_ART[category] ?? 'services/legal-documentation.svg';
    specs.push({
      out: `images/blog/${slug}`,
      art: () => art(file),
      tint: i % 3 === 1 ? 'warm' : 'cool',
      pattern: PATTERNS[(i + 2) % PATTERNS.length] ?? 'dots',
    });
  });
  return specs;
}

/* ------------------------------------------------------------------ output */

async function render(spec: Spec, pngDir?: string) {
  const svg = Buffer.from(await svgFor(spec));
  const base = join(OUT_DIR, spec.out);
  await mkdir(dirname(base), { recursive: true });
  const full = await sharp(svg).png().toBuffer();
  const big = await sharp(full).webp(WEBP).toBuffer();
  const small = await sharp(full)
    .resize(W / 2, H / 2, { kernel: 'lanczos3' })
    .webp(WEBP)
    .toBuffer();
  await writeFile(`${base}-960.webp`, big);
  await writeFile(`${base}-480.webp`, small);
  if (pngDir) {
    await mkdir(pngDir, { recursive: true });
    await writeFile(join(pngDir, `${spec.out.replaceAll('/', '_')}.png`), full);
  }
  return { big: big.length, small: small.length };
}

async function main() {
  const args = process.argv.slice(2);
  const pngAt = args.indexOf('--png');
  const pngDir = pngAt >= 0 ? resolve(args[pngAt + 1] ?? '/tmp/image-previews') : undefined;
  const specs = await catalogue();
  let total = 0;
  for (const spec of specs) {
    const { big, small } = await render(spec, pngDir);
    total += big + small;
    const warn = big > 40_000 || small > 12_000 ? '  !! over budget' : '';
    console.log(
      `${spec.out.padEnd(72)} ${(big / 1024).toFixed(1).padStart(5)} KB  ${(small / 1024).toFixed(1).padStart(5)} KB${warn}`,
    );
  }
  console.log(`${specs.length} images (x2 sizes), ${(total / 1024).toFixed(0)} KB in all`);
}

await main();
