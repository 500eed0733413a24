/**
 * Filling the site's forms as a visitor would: contact details of their own
 * per run, the labels of the page's language, and a person's pace.
 */
import type { Page } from '@playwright/test';
import type { Catalogue } from '../shared/catalogue';
import { scaled } from './time-scale';
import { humanPace } from './wait';

/**
 * How long a form may take to be sent and answered on a good day: the outbox's
 * code loaded on first use, the database's answer, the mail endpoint's.
 */
export const SENT_MS = scaled(20_000);

/** A unique address per test run, so reruns against the same database do not collide. */
export const uniqueEmail = (who: string) =>
  `${who}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.in`;

/** A phone number of its own (the database allows 5 requests per phone an hour). */
export const uniquePhone = () => `+91 9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

export interface RequestInput {
  name: string;
  email: string;
  phone: string;
  /** Option labels as the visitor sees them. */
  service: string;
  documentType: string;
  urgency?: string;
  message?: string;
}

/** Fills the request form inside `scope` using the labels of `t`. */
export async function fillRequestForm(
  scope: Page | ReturnType<Page['locator']>,
  t: Catalogue,
  input: RequestInput,
  variant: 'section' | 'contact-page' = 'section',
) {
  await scope
    .getByLabel(t[variant === 'contact-page' ? 'requests.form.fullName' : 'requests.form.name'], { exact: false })
    .fill(input.name);
  await scope.getByLabel(t['requests.form.email'], { exact: false }).first().fill(input.email);
  await scope.getByLabel(t['requests.form.phone'], { exact: false }).fill(input.phone);
  await scope
    .getByLabel(t[variant === 'contact-page' ? 'requests.form.serviceRequired' : 'requests.form.service'], {
      exact: false,
    })
    .selectOption({ label: input.service });
  await scope.getByLabel(t['requests.form.documentType'], { exact: false }).selectOption({ label: input.documentType });
  if (input.urgency) await scope.getByLabel(input.urgency).check();
  if (input.message) await scope.getByLabel(t['requests.form.message'], { exact: false }).fill(input.message);
  await humanPace('page' in scope ? scope.page() : scope);
}
