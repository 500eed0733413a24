/**
 * Where the staff inbox keeps its Supabase Auth session (docs/security.md,
 * "Staff sessions"): in the tab's sessionStorage, never in localStorage, so
 * it lasts through a reload and ends with the tab.
 */
import { LOCAL_STAFF } from '../../supabase/local/auth';
import { expect, test, type Page } from '../support/e2e/test';

async function signIn(page: Page) {
  await page.goto('/staff');
  await page.getByLabel('E-mail').fill(LOCAL_STAFF.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(LOCAL_STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Requests inbox' })).toBeVisible();
}

/** Each storage's entries that hold a token. */
const tokensIn = (page: Page) =>
  page.evaluate(() => {
    const holding = (storage: Storage) =>
      Object.keys(storage).filter((key) => /access_token|refresh_token/.test(storage.getItem(key) ?? ''));
    return { local: holding(localStorage), session: holding(sessionStorage) };
  });

test('the session is in the tab: not in localStorage, kept through a reload, not in a new tab', async ({
  page,
  context,
}) => {
  await signIn(page);
  const stored = await tokensIn(page);
  expect(stored.local).toEqual([]);
  expect(stored.session).toHaveLength(1);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Requests inbox' })).toBeVisible();

  const other = await context.newPage();
  await other.goto('/staff');
  await expect(other.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await tokensIn(other)).toEqual({ local: [], session: [] });
  await other.close();
});

test('a session an older version kept in localStorage is removed, not used', async ({ page }) => {
  // A live session where the older version kept it (supabase-js's default storage).
  await signIn(page);
  await page.evaluate(() => {
    for (const key of Object.keys(sessionStorage)) {
      localStorage.setItem(key, sessionStorage.getItem(key)!);
      sessionStorage.removeItem(key);
    }
  });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await tokensIn(page)).toEqual({ local: [], session: [] });
});
