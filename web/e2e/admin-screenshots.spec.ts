import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { drawnImage } from './support/images';
import { readServerState } from './support/serverState';

/**
 * Pictures of the admin screens for a human to look at, not assertions. They sign in as the
 * demo admin of `doghotel seed-demo`, so they run against a seeded server of your own:
 *
 *   SHOTS_DIR=/tmp/shots E2E_BASE_URL=http://127.0.0.1:8080 \
 *     npx playwright test admin-screenshots --workers=1
 *
 * One worker: every test switches the one demo admin's language, which the admin area follows.
 */
const SHOTS_DIR = process.env.SHOTS_DIR;
const LOGIN = process.env.SHOTS_ADMIN_LOGIN ?? 'admin';
const PASSWORD = process.env.SHOTS_ADMIN_PASSWORD ?? 'Doghotel1996!';

/** Both languages' words, where the admin's language is not known yet. */
const EITHER = {
  email: /^(Електронна пошта|E-mail)$/,
  save: /^(Зберегти зміни|Save changes)$/,
  saved: /Зміни збережено|Changes saved/,
};

/** Signs in, then makes `language` the admin's language in the profile, with a picture. */
async function signIn(page: Page, language: 'uk' | 'en'): Promise<void> {
  await page
    .context()
    .addCookies([{ name: 'i18next', value: language, url: readServerState().baseURL }]);
  await page.goto('/admin');
  await page.getByLabel(language === 'uk' ? 'Логін' : 'Login').fill(LOGIN);
  await page.getByLabel(language === 'uk' ? 'Пароль' : 'Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel(language === 'uk' ? 'Пароль' : 'Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/admin\/profile$/);

  await page
    .locator('input[type="file"]')
    .setInputFiles(await drawnImage(page, 'me.png', { seed: 7 }));
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
  const email = page.getByLabel(EITHER.email);
  if ((await email.inputValue()) === '') await email.fill('staff@doghotel.example');
  await page.getByRole('radio', { name: language === 'uk' ? 'Українська' : 'English' }).check();
  await page.getByRole('button', { name: EITHER.save }).click();
  await expect(page.getByRole('status')).toContainText(EITHER.saved);
}

test.describe('admin screenshots', () => {
  test.skip(!SHOTS_DIR, 'set SHOTS_DIR (and E2E_BASE_URL of a seeded server) to take them');

  for (const language of ['uk', 'en'] as const) {
    test(`admin screens in ${language}`, async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      const dir = SHOTS_DIR ?? '';
      mkdirSync(dir, { recursive: true });
      const shot = (name: string, fullPage = true) =>
        page.screenshot({
          path: join(dir, `${testInfo.project.name}-${language}-admin-${name}.png`),
          fullPage,
        });
      const words =
        language === 'uk'
          ? {
              create: 'Створити запис',
              cancel: 'Скасувати',
              leave: 'Піти без збереження',
              history: 'Історія',
            }
          : {
              create: 'Create record',
              cancel: 'Cancel',
              leave: 'Leave without saving',
              history: 'History',
            };

      await signIn(page, language);
      await shot('profile');

      await page.goto('/admin/want-a-friend');
      await expect(page.getByRole('article').first()).toBeVisible();
      await expect(page.getByRole('article').first().locator('img')).toBeVisible();
      await shot('dogs');

      // The uploads wait until the picture is taken, so their progress shows.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/admin/cloudinary/upload', async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole('button', { name: words.create }).click();
      const form = page.getByRole('dialog');
      await form
        .locator('input[type="file"]')
        .setInputFiles([
          await drawnImage(page, 'garden.png', { seed: 8 }),
          await drawnImage(page, 'sofa.jpg', { seed: 9 }),
        ]);
      await expect(form.getByRole('progressbar')).toHaveCount(2);
      await shot('dog-form-uploading', false);
      release();
      await expect(form.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
      await shot('dog-form-uploaded', false);
      await form.getByRole('button', { name: words.cancel }).click();
      await page.getByRole('dialog').getByRole('button', { name: words.leave }).click();

      await page.getByRole('article').first().getByRole('link').first().click();
      await expect(page).toHaveURL(/\/admin\/want-a-friend\/dog\/\d+$/);
      const history = page.getByRole('region', { name: words.history });
      await expect(history.getByRole('listitem').first()).toBeVisible();
      await shot('dog');
    });
  }
});
