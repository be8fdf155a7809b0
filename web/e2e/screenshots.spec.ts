import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/fixtures';

/**
 * Pictures of the main screens for a human to look at, not assertions: run with
 * `SHOTS_DIR=/tmp/shots npm run e2e -- screenshots` and open the PNG files.
 */
const SHOTS_DIR = process.env.SHOTS_DIR;

test.describe('screenshots', () => {
  test.skip(!SHOTS_DIR, 'set SHOTS_DIR to take screenshots');

  for (const language of ['uk', 'en'] as const) {
    test(`main screens in ${language}`, async ({ page, isMobile }, testInfo) => {
      const dir = SHOTS_DIR ?? '';
      mkdirSync(dir, { recursive: true });
      const shot = (name: string, fullPage = true) =>
        page.screenshot({
          path: join(dir, `${testInfo.project.name}-${language}-${name}.png`),
          fullPage,
        });

      await page.goto(`/${language}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shot('home');

      await page.goto(`/${language}/want-a-friend`);
      const firstCard = page.getByRole('article').first();
      const noFriends = page.getByText(
        language === 'uk' ? 'Друзів не знайдено' : 'No friends found',
      );
      await expect(firstCard.or(noFriends)).toBeVisible();
      await shot('want-a-friend');
      if (await firstCard.isVisible()) {
        await firstCard.getByRole('link').click();
        await expect(page.getByRole('heading', { level: 1 })).toContainText('!');
        await shot('dog');
      }

      await page.goto(`/${language}/no-such-page`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
      await shot('404');

      await page.goto(`/${language}/500-internal-error`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('500');
      await shot('500');

      if (isMobile) {
        await page.goto(`/${language}`);
        await page.getByRole('banner').getByRole('button', { expanded: false }).click();
        await expect(
          page.getByRole('banner').getByRole('button', { expanded: true }),
        ).toBeVisible();
        await shot('burger', false);
      }
    });
  }
});
