/**
 * The blog list as a visitor sees it (src/features/blog/list/): its cards,
 * the count line in the page language's numbers, the numbered pages.
 */
import type { Page } from '@playwright/test';
import { messages } from '../shared/catalogue';
import { suiteStack } from '../shared/running-stack';

type Catalogue = typeof messages.en;

export const cards = (page: Page) => page.locator('main article');
export const cardTitles = (page: Page) => cards(page).getByRole('heading').allTextContents();

/** A message with its {name, number} arguments as the page writes them (Latin digits, grouped: 1,011). */
export const withNumbers = (text: string, values: Record<string, number>, t: Catalogue = messages.en) =>
  text.replace(/\{(\w+), number\}/g, (_, name: string) =>
    new Intl.NumberFormat(t === messages.hi ? 'hi-IN' : 'en-IN').format(values[name]!),
  );

/** 'Showing {from} - {to} of {total} posts', exactly. */
export const countLine = (page: Page, from: number, to: number, total: number, t: Catalogue = messages.en) =>
  page.getByText(withNumbers(t['blog.list.count']!, { from, to, total }, t), { exact: true });

/** The numbered pages. */
export const pagination = (page: Page, t: Catalogue = messages.en) =>
  page.getByRole('navigation', { name: t['blog.pages.label'] });

/** The link to page `n`, by its name in the page language ('Page 3', 'पेज 3'). */
export const pageLink = (page: Page, n: number, t: Catalogue = messages.en) =>
  pagination(page, t).getByRole('link', { name: withNumbers(t['blog.pages.page']!, { n }, t), exact: true });

/** What the numbered pages show, in order: numbers, '…', and the words of previous and next. */
export const pageItems = (page: Page, t: Catalogue = messages.en) =>
  pagination(page, t)
    .locator('li')
    .evaluateAll((items) => items.map((item) => item.textContent?.trim() ?? ''));

/** The suite's database through PostgREST with the service role: posts a test adds and removes. */
export function serviceRest(pathAndQuery: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const { directRestUrl, serviceRoleKey } = suiteStack();
  return fetch(`${directRestUrl}${pathAndQuery}`, {
    ...init,
    headers: {
      apikey: serviceRoleKey,
      Authorization: `Bearer ${serviceRoleKey}`,
      'Content-Type': 'application/json',
      ...init.headers,
    },
  });
}
