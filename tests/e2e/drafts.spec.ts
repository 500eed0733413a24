/**
 * Guided drafts (docs/drafts.md), lean: a Hindi rent agreement on a slow
 * phone started online, continued offline after a reload and previewed in
 * both languages; an English affidavit through the print view. Labels and
 * texts come from the documents' own data.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SPECS } from '../../src/features/drafts/documents';
import { TEXT } from '../../src/features/drafts/text';
import type { Answers, DraftKind } from '../../src/features/drafts/types';
import { slowCpu } from '../support/e2e/slow-phone';
import { waitForApp, waitForServiceWorker } from '../support/e2e/wait';

type Lang = 'en' | 'hi';

/** axe's WCAG 2.2 AA rules, as tests/e2e/a11y.spec.ts runs them on every page: the violations on screen now. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const axe = async (page: Page, where: string) =>
  (await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations.map(
    (v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`,
  );

/** Answers the current step's questions from `answers`, then presses Next. */
async function answerStep(page: Page, kind: DraftKind, lang: Lang, answers: Answers, { keyboard = false } = {}) {
  const step = page.getByRole('form');
  for (const q of SPECS[kind].steps.flatMap((s) => s.questions)) {
    const value = answers[q.id];
    if (value === undefined) continue;
    if (q.type === 'choice') {
      const group = step.getByRole('group', { name: q.label[lang] });
      if (!(await group.count())) continue;
      const radio = group.getByRole('radio', { name: q.choices!.find((c) => c.value === value)!.label[lang], exact: true });
      if (keyboard) {
        await radio.focus();
        await page.keyboard.press('Space');
        await expect(radio).toBeChecked();
      } else await radio.check();
    } else {
      const field = step.getByLabel(q.label[lang]);
      if (!(await field.count())) continue;
      // A date field's segments follow the browser's locale: filled, not typed.
      if (keyboard && q.type !== 'date') {
        await field.focus();
        await page.keyboard.type(value.replaceAll('\n', ''));
      } else await field.fill(value);
    }
  }
  const next = step.getByRole('button', { name: TEXT.next[lang] }).or(step.getByRole('button', { name: TEXT.finish[lang] }));
  if (keyboard) {
    await next.focus();
    await page.keyboard.press('Enter');
  } else await next.click();
}

test.describe('rent agreement on a slow phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('hi: started online, continued offline after a reload, previewed in both languages', async ({ page, context }) => {
    test.slow();
    await slowCpu(page);
    await page.goto('/hi/drafts/rent-agreement');
    await waitForApp(page);
    await waitForServiceWorker(page);
    // The page keeps itself and its scripts for offline use once the worker controls it.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            for (const name of await caches.keys()) {
              const keys = await (await caches.open(name)).keys();
              if (keys.some((r) => new URL(r.url).pathname === '/hi/drafts/rent-agreement')) return true;
            }
            return false;
          }),
        { timeout: 45_000 },
      )
      .toBe(true);

    const spec = SPECS['rent-agreement'];
    await expect(page.getByText('चरण 1 / 8: मकान मालिक')).toBeVisible();
    // Next without answers: the problem is said in Hindi, and nothing moves.
    await page.getByRole('button', { name: TEXT.next.hi }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'कृपया इसका जवाब दें।' }).first()).toBeVisible();
    // The first unanswered question has the focus; the problem is tied to it.
    await expect(page.getByLabel(spec.steps[0]!.questions[0]!.label.hi)).toBeFocused();
    await expect(page.getByLabel(spec.steps[0]!.questions[0]!.label.hi)).toHaveAccessibleDescription(/कृपया इसका जवाब दें।/);
    const problems = await axe(page, 'hi step 1 with errors');

    await answerStep(page, 'rent-agreement', 'hi', {
      landlordName: 'रमेश गुप्ता',
      landlordParent: 'सुरेश गुप्ता',
      landlordAddress: '12 सिविल लाइंस, सतना',
    });
    await expect(page.getByText('चरण 2 / 8: किरायेदार')).toBeVisible();
    await answerStep(page, 'rent-agreement', 'hi', {
      tenantName: 'सुनीता वर्मा',
      tenantParent: 'अनिल वर्मा',
      tenantAddress: 'वार्ड 5, रीवा',
    });
    await expect(page.getByText(TEXT.saved.hi)).toBeVisible();

    await context.setOffline(true);
    try {
      await page.reload();
      await waitForApp(page);
      await expect(page.getByText(TEXT.restored.hi)).toBeVisible();
      await expect(page.getByText(`चरण 3 / 8: ${spec.steps[2]!.title.hi}`)).toBeVisible();
      const preview = page.getByRole('article', { name: 'हिंदी में पूर्वावलोकन' });
      await expect(preview).toContainText('रमेश गुप्ता');
      await expect(preview).toContainText('[परिसर का पता]');

      await answerStep(page, 'rent-agreement', 'hi', { propertyAddress: 'पहली मंज़िल, 34 स्टेशन रोड, सतना', use: 'residential' });
      await expect(preview).toContainText('पहली मंज़िल, 34 स्टेशन रोड, सतना स्थित परिसर');
      await expect(preview).toContainText('केवल आवासीय उपयोग के लिए');

      // The other language, one tap away.
      await page.getByRole('button', { name: TEXT.showOther.hi }).click();
      const english = page.getByRole('article', { name: 'Preview in English' });
      await expect(english).toBeVisible();
      await expect(english).toContainText('RENT AGREEMENT');
      await expect(english).toContainText('to be used for residential purposes only');
      problems.push(...(await axe(page, 'hi step 4, English preview shown')));
      expect(problems).toEqual([]);
    } finally {
      await context.setOffline(false);
    }
  });
});

test('en: an affidavit through the print view', async ({ page }) => {
  await page.goto('/drafts/affidavit');
  await waitForApp(page);
  const answers: Answers = {
    deponentName: 'Meena Tiwari',
    deponentParent: 'Rakesh Tiwari',
    deponentAddress: 'Rewa Road, Satna',
    age: '34',
    occupation: 'teacher',
    kind: 'address',
    forCourt: 'no',
    residingSince: '2020-05-04',
    knownStatements: 'I live at the address above with my family',
    place: 'Satna',
    signDate: '2026-11-20',
  };
  const problems: string[] = [];
  for (let step = 0; step < 6; step++) {
    problems.push(...(await axe(page, `en step ${step + 1}`)));
    await answerStep(page, 'affidavit', 'en', answers, { keyboard: true });
    // The new step's heading has the focus, so a screen reader starts at the question.
    if (step < 5) await expect(page.locator('#draft-step-title')).toBeFocused();
  }
  await expect(page.getByText(TEXT.ready.en)).toBeVisible();
  problems.push(...(await axe(page, 'en done')));
  expect(problems).toEqual([]);
  await expect(page.getByRole('heading', { name: TEXT.finish.en })).toBeFocused();

  const preview = page.getByRole('article', { name: 'Preview in English' });
  await expect(preview).toContainText('That I have lived at the address written above since 4 May 2020.');
  await expect(preview).toContainText('paragraphs 1 to 3 are true to my own knowledge');
  await expect(preview).not.toContainText('[');

  await page.emulateMedia({ media: 'print' });
  await expect(preview).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await expect(page.getByRole('button', { name: TEXT.print.en })).toBeHidden();
  await expect(page.getByRole('article', { name: 'हिंदी में पूर्वावलोकन' })).toBeHidden();
  await expect(preview.getByText(TEXT.attestation.en)).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('button', { name: TEXT.deleteDraft.en }).click();
  await expect(page.getByText(TEXT.deleted.en)).toBeVisible();
  await page.reload();
  await waitForApp(page);
  await expect(page.getByText(/^Step 1 of \d+: Who makes the affidavit$/)).toBeVisible();
});
