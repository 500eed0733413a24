/**
 * Guided drafts (docs/drafts.md), what the other drafts specs do not walk:
 * an English affidavit answered with the keyboard only (the focus on each
 * new step's heading), through the print view, then deleted; and an answer
 * checked when it is left, then as it is typed. Labels and
 * texts come from the documents' own data. The Hindi rent agreement on a
 * slow phone, offline and sent, is drafts-sending.spec.ts; axe on every
 * step of every document, drafts-a11y.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { SPECS } from '../support/shared/draft-specs';
import { printParts, RULE } from '@/features/drafts/fill';
import { TEXT } from '@/features/drafts/text';
import type { Answers } from '@/features/drafts/types';
import { problemWith } from '@/features/drafts/validate';
import { answerAll, answerStep } from '../support/e2e/drafts';
import { RENT_AGREEMENT_ANSWERS } from '../support/shared/draft-answers';
import { waitForApp } from '../support/e2e/wait';
import { scaled } from '../support/e2e/time-scale';

test('en: an affidavit through the print view', async ({ page }) => {
  await page.goto('/drafts/affidavit');
  await waitForApp(page);
  const answers: Answers = {
    deponentName: 'Meena Tiwari',
    deponentRelation: 'wife',
    deponentParent: 'Rakesh Tiwari',
    deponentAge: '34',
    deponentAddress: 'Rewa Road, Satna',
    occupation: 'teacher',
    kind: 'address',
    forCourt: 'no',
    residingSince: '2020-05-04',
    knownStatements: 'I live at the address above with my family',
    place: 'Satna',
  };
  await answerAll(page, 'affidavit', 'en', answers, {
    keyboard: true,
    // Each new step's heading has the focus, so a screen reader starts at the question.
    beforeStep: async (index) => {
      if (index > 0) await expect(page.locator('#draft-step-title')).toBeFocused();
    },
  });
  await expect(page.getByRole('heading', { name: TEXT.finish.en })).toBeFocused();

  const preview = page.getByRole('article', { name: 'Preview in English' });
  await expect(preview).toContainText('That I have lived at the address given above since 4 May 2020.');
  await expect(preview).toContainText(
    'paragraphs 1 to 3 of this affidavit are true and correct to my personal knowledge',
  );
  // The day of affirming left for the notary: a line to write it on, not a blank to answer.
  await expect(preview).toContainText(`Verified at Satna on ${RULE}.`);
  await expect(preview).not.toContainText('[');

  await page.emulateMedia({ media: 'print' });
  await expect(preview).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await expect(page.getByRole('button', { name: TEXT.print.en })).toBeHidden();
  await expect(page.getByRole('article', { name: 'हिंदी में पूर्वावलोकन' })).toBeHidden();
  const attestation = printParts(SPECS.affidavit, answers, 'en').attestation!;
  await expect(preview.getByText(attestation.split('\n')[0]!)).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('button', { name: TEXT.deleteDraft.en }).click();
  await expect(page.getByText(TEXT.deleted.en)).toBeVisible();
  await page.reload();
  await waitForApp(page);
  await expect(page.getByText(/^Step 1 of \d+: Who makes the affidavit$/)).toBeVisible();
});

test('hi: an answer is checked when it is left, and then as it is typed', async ({ page }) => {
  await page.goto('/hi/drafts/rent-agreement');
  await waitForApp(page);
  const questions = SPECS['rent-agreement'].steps[0]!.questions;
  const [name, parent] = [questions[0]!, questions.find((q) => q.id === 'landlordParent')!];
  const nameField = page.getByLabel(name.label.hi);
  const parentField = page.getByLabel(parent.label.hi);
  const problem = problemWith(name, '', {}, 'hi')!;
  const shows = async (field: typeof nameField, shown: boolean) => {
    if (shown) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(problem));
    } else {
      await expect(field).not.toHaveAttribute('aria-invalid');
      await expect(field).not.toHaveAccessibleDescription(new RegExp(problem));
    }
  };

  // Left empty: the problem shows, in Hindi, as an alert tied to the field.
  await nameField.focus();
  await page.keyboard.press('Tab');
  await expect(nameField).not.toBeFocused();
  await shows(nameField, true);
  await expect(page.getByRole('alert').filter({ hasText: problem })).toHaveCount(1);

  // A good answer left shows nothing.
  await parentField.fill('सुरेश गुप्ता');
  await parentField.blur();
  await shows(parentField, false);

  // A shown problem is checked as typed: gone with the first letters, back when emptied.
  await nameField.pressSequentially('रमेश');
  await shows(nameField, false);
  await nameField.fill('');
  await shows(nameField, true);
});

test('hi: a double tap on Next on a slow phone moves one step, never past questions not yet asked', async ({
  page,
}) => {
  await page.goto('/hi/drafts/rent-agreement');
  await waitForApp(page);
  const [first, second] = SPECS['rent-agreement'].steps;
  await answerStep(page, first!, 'hi', RENT_AGREEMENT_ANSWERS.hi, { next: false });
  // The new step renders after the tap has painted: the second tap lands before it.
  await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.getByRole('button', { name: TEXT.next.hi }).dblclick();
  await expect(page.getByRole('heading', { level: 2, name: second!.title.hi })).toBeVisible();
  await page.waitForTimeout(scaled(1000));
  await expect(page.getByRole('heading', { level: 2, name: second!.title.hi })).toBeVisible();
  await expect(page.locator('#draft-progress')).toContainText(second!.title.hi);
});

test('en: an answer typed just before the page is hidden is written to the phone at once, not after its delay', async ({
  page,
}) => {
  await page.goto('/drafts/rent-agreement');
  await waitForApp(page);
  const first = SPECS['rent-agreement'].steps[0]!.questions[0]!;
  // The draft kept on the phone has been looked for (the database is open): from now on answers are written.
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).some((d) => d.name === 'satna-legal')))
    .toBe(true);
  await page.getByLabel(first.label.en).fill('Ramesh');
  await expect(page.getByText(TEXT.saved.en)).toBeVisible();
  // One more answer, and at once the phone locks (the page hidden): well within the 200 ms a
  // change waits, the write has completed, read back from IndexedDB.
  const written = await page.evaluate(
    async ({ name, text, withinMs }) => {
      const field = document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, text);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      // React renders the change and its effect hands it to the saver.
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
      const hiddenAt = performance.now();
      const kept = () =>
        new Promise<string | undefined>((resolve) => {
          const open = indexedDB.open('satna-legal');
          open.onsuccess = () => {
            const get = open.result.transaction('drafts').objectStore('drafts').get('rent-agreement');
            get.onsuccess = () => {
              resolve((get.result as { answers: Record<string, string> } | undefined)?.answers[name]);
              open.result.close();
            };
          };
        });
      while (performance.now() - hiddenAt < withinMs) {
        if ((await kept()) === text) return true;
        await new Promise((r) => setTimeout(r, 5));
      }
      return false;
    },
    { name: first.id, text: 'Ramesh Gupta', withinMs: 100 },
  );
  expect(written).toBe(true);
});
