/** The firm's inbox as a staff member opens it: signed in as the local staff member (supabase/local/auth.ts). */
import { LOCAL_STAFF } from '@local-stack/auth';
import { expect, type Page } from '@playwright/test';
import { toast } from './toasts';

export async function signInAsStaff(page: Page) {
  await page.goto('/staff');
  await page.getByLabel('E-mail').fill(LOCAL_STAFF.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(LOCAL_STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Requests inbox' })).toBeVisible();
}

/** Opens a request's page from the inbox, found by its order number. */
export async function openRequest(page: Page, orderId: string) {
  await page.getByLabel('Search').fill(orderId);
  await page.getByRole('link', { name: new RegExp(`^${orderId} · `) }).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${orderId}`) })).toBeVisible();
}

/** Attaches the finished document to a request and marks it Ready: the client is told where to download it. */
export async function attachDocumentAndMarkReady(
  page: Page,
  orderId: string,
  document: { name: string; mimeType: string; buffer: Buffer },
) {
  await openRequest(page, orderId);
  await page.locator('input[type=file][accept*="docx"]').setInputFiles(document);
  await expect(page.getByText(`${document.name} attached`)).toBeVisible();
  await page.getByRole('combobox', { name: 'New status' }).click();
  await page.getByRole('option', { name: 'Ready', exact: true }).click();
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(toast(page, 'Status saved: Ready')).toBeVisible();
  // Ready with the document attached: the client is told where to download it.
  await expect(page.getByText(/E-mail · The finished document is ready/)).toBeVisible();
}
