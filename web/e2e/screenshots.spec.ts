import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/fixtures';

/**
 * Pictures of the main screens for a human to look at, not assertions: run with
 * `SHOTS_DIR=/tmp/shots npm run e2e -- screenshots` and open the PNG files.
 */
const SHOTS_DIR = process.env.SHOTS_DIR;

const WORDS = {
  uk: {
    showFilters: 'Показати фільтри',
    hideFilters: 'Сховати фільтри',
    howToHelp: 'Як допомогти',
    takeHome: 'Забрати додому',
    name: 'Ім’я',
    email: 'Електронна пошта',
    phone: 'Телефон',
    send: 'Надіслати',
    sent: 'Запит надіслано',
    visitor: 'Олена',
  },
  en: {
    showFilters: 'Show filters',
    hideFilters: 'Hide filters',
    howToHelp: 'How to help',
    takeHome: 'Take home',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    send: 'Send',
    sent: 'Your request has been sent',
    visitor: 'Olena',
  },
};

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

      const words = WORDS[language];
      /** The take-home form filled in, then its success popup; the dog page must be open. */
      const shotRequest = async () => {
        // The popup looks the same whoever answers: a stand-in 204 spares the rate limit.
        await page.route('**/api/send-notification', (route) => route.fulfill({ status: 204 }));
        await page
          .getByRole('group', { name: words.howToHelp })
          .getByRole('button', { name: words.takeHome })
          .click();
        const form = page.getByRole('dialog', { name: words.takeHome });
        await form.getByLabel(words.name).fill(words.visitor);
        await form.getByLabel(words.email).fill('olena@example.com');
        await form.getByLabel(words.phone).click();
        await page.keyboard.type('501234567');
        await shot('request', false);
        await form.getByRole('button', { name: words.send }).click();
        await expect(page.getByRole('dialog', { name: words.sent })).toBeVisible();
        await shot('request-sent', false);
      };

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
      if (isMobile) {
        await page.getByRole('button', { name: words.showFilters }).click();
        await shot('want-a-friend-filters', false);
        await page.getByRole('button', { name: words.hideFilters }).click();
      }
      if (await firstCard.isVisible()) {
        await firstCard.getByRole('link').click();
        await expect(page.getByRole('heading', { level: 1 })).toContainText('!');
        await shot('dog');
        await shotRequest();
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
