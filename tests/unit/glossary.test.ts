/**
 * One term per concept (docs/glossary.md): no rejected variant anywhere in
 * the content, the message catalogues or the seeded blog posts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../support/paths';

/** Rejected variant -> the term to use instead. */
const REJECTED: Record<string, string> = {
  तात्कालिकता: 'कितनी जल्दी चाहिए',
  'आवश्यक सेवा': 'कौन-सी सेवा चाहिए',
  'ऑर्डर आईडी': 'ऑर्डर नंबर',
  सुपुर्दगी: 'डिलीवरी',
  'मध्यस्थता अधिनियम': 'मध्यकता अधिनियम',
};

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter(keep);
}

const texts = [
  ...filesUnder('src/features/content', (f) => f.endsWith('.ts')),
  ...filesUnder('src', (f) => /\/messages\/(en|hi)\.json$/.test(f)),
  'supabase/seed.sql',
];

describe('the glossary', () => {
  it('has texts to check', () => {
    expect(texts.length).toBeGreaterThan(30);
  });

  it('no rejected variant appears in content, messages or seed posts', () => {
    const found: string[] = [];
    for (const file of texts) {
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const [variant, use] of Object.entries(REJECTED)) {
            if (line.includes(variant)) found.push(`${file}:${i + 1}: "${variant}" (use "${use}")`);
          }
        });
    }
    expect(found).toEqual([]);
  });
});
