/** A client's papers on the request form, as a person handles them on a phone. */
import { expect, type Locator, type Page } from '@playwright/test';
import { scaled } from './time-scale';

/** Opens a chosen photo's cover tool and draws one box over its top-left `fraction`; the caller taps Done. */
export async function drawCoverTopLeft(page: Page, row: Locator, coverLabel: string, fraction: number) {
  await row.getByRole('button', { name: coverLabel }).click();
  // The picture is seen before it is drawn on, as a person does.
  const area = page.getByTestId('cover-area');
  await expect(area).toBeVisible({ timeout: scaled(30_000) });
  const box = (await area.boundingBox())!;
  await page.mouse.move(box.x + 2, box.y + 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * fraction, box.y + box.height * fraction, { steps: 5 });
  await page.mouse.up();
  return area;
}
