/**
 * axe on every step of every guided draft, in both languages, at 375 px
 * (docs/drafts.md): the first step with its problems shown, each step with
 * valid answers worked out from the document's own questions, and the
 * finished draft with its "Send to the firm" form. Kept cheap: normal CPU
 * speed, one walk per document and language, axe on the draft's part of the
 * page (the header and footer are tests/e2e/a11y.spec.ts's), and the two
 * previews checked on the first step (every blank) and the finished draft
 * (none), not again on each step between, where only the questions change.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import { DRAFT_KINDS } from '@/features/drafts';
import { localizePath } from '@/i18n/lang';
import { answerAll, sampleAnswers } from '../support/e2e/drafts';
import { LANGS } from '../support/e2e/pages';
import { messages } from '../support/shared/catalogue';
import { settled, waitForApp } from '../support/e2e/wait';
import { TEXTS } from '../support/shared/draft-specs';

/**
 * The axe-core that @axe-core/playwright runs (its own dependency), put in
 * the page once per walk: AxeBuilder injects it again on every call, which
 * costs more than checking a step.
 */
const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(
  require.resolve('axe-core/axe.min.js', { paths: [path.dirname(require.resolve('@axe-core/playwright'))] }),
  'utf8',
);
type AxeRun = (context: ElementContext, options: RunOptions) => Promise<AxeResults>;

/** axe's WCAG 2.2 AA rules, as tests/e2e/a11y.spec.ts runs them on every page: the violations in `main`, once nothing moves. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
async function axe(page: Page, where: string, { previews = true } = {}) {
  // From the top of the page: wherever a step leaves it scrolled, the sticky chat banner covers what
  // happens to be behind it (axe's target-size counts a control partly under it), the same on every page.
  await page.evaluate(() => scrollTo(0, 0));
  await settled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(
    async ({ tags, previews }) => {
      const { run } = (window as unknown as { axe: { run: AxeRun } }).axe;
      const { violations } = await run(
        { include: [['main']], exclude: previews ? [] : [['main article']] },
        { runOnly: { type: 'tag', values: tags } },
      );
      const node = (n: AxeResults['violations'][number]['nodes'][number]) =>
        `${n.target.join(' ')} (${n.failureSummary?.split('\n')[1]?.trim()})`;
      return violations.map((v) => `${v.id} ${v.nodes.slice(0, 3).map(node).join(' | ')}`);
    },
    { tags: TAGS, previews },
  );
  return found.map((violation) => `${where}: ${violation}`);
}

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

for (const kind of DRAFT_KINDS) {
  for (const lang of LANGS) {
    test(`${lang}: ${kind}, every step and the send form, nothing axe finds`, async ({ page }) => {
      await page.goto(localizePath(`/drafts/${kind}`, lang));
      await waitForApp(page);
      const problems: string[] = [];
      await page.getByRole('button', { name: TEXTS[lang].next }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      problems.push(...(await axe(page, 'step 1 with its problems')));
      await answerAll(page, kind, lang, sampleAnswers(kind, lang), {
        beforeStep: async (index) => {
          if (index === 0) return;
          // Kept on the phone from the second step on: what that adds to the page is there before axe looks.
          await expect(page.getByText(TEXTS[lang].saved)).toBeVisible();
          problems.push(...(await axe(page, `step ${index + 1}`, { previews: false })));
        },
      });
      await expect(page.getByRole('region', { name: messages[lang]['requests.draft.title'] })).toBeVisible();
      problems.push(...(await axe(page, 'the finished draft')));
      expect(problems).toEqual([]);
    });
  }
}
