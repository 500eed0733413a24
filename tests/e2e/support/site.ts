import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../../..');

type Catalogue = Record<string, string>;
const load = (lang: string): Catalogue =>
  JSON.parse(readFileSync(path.join(root, `src/i18n/messages/${lang}.json`), 'utf8')) as Catalogue;

/** The UI catalogues, to assert on the exact texts a visitor sees. */
export const messages = { en: load('en'), hi: load('hi') };

/**
 * Console errors and uncaught exceptions of a page (hydration mismatches are
 * reported as console errors by React).
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
