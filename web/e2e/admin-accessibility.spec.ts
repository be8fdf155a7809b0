import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createAdmin } from './support/cli';
import { DogSeeder, uniqueTag } from './support/dogs';
import { expect, test } from './support/fixtures';
import { readServerState } from './support/serverState';

/** axe-core's WCAG 2.x A and AA rules on the admin screens, in the state staff see them. */
async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.map(({ id, nodes }) => ({ id, targets: nodes.map((n) => n.target) }))).toEqual(
    [],
  );
}

for (const language of ['uk', 'en'] as const) {
  test(`the ${language} sign-in page, with an error, has no detectable accessibility problems`, async ({
    page,
    context,
  }) => {
    await context.addCookies([
      { name: 'i18next', value: language, url: readServerState().baseURL },
    ]);
    await page.goto('/admin');
    await page.getByRole('button', { name: language === 'uk' ? 'Увійти' : 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page);
  });
}

test('the signed-in admin screens have no detectable accessibility problems', async ({
  page,
  isMobile,
}, testInfo) => {
  const login = `axe-${testInfo.project.name}`;
  createAdmin(login, 'Start1!pass');
  await page.goto('/admin');
  await page.getByLabel('Логін').fill(login);
  await page.getByLabel('Пароль', { exact: true }).fill('Start1!pass');
  await page.getByRole('button', { name: 'Увійти' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Профіль' })).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('button', { name: 'Меню профілю' }).click();
  await expectNoViolations(page);
  await page.getByRole('link', { name: 'Налаштування' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Налаштування' })).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('button', { name: 'Змінити пароль' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Змінити пароль' }).click();
  await expect(page.getByRole('dialog')).toContainText('Введіть поточний пароль');
  await expectNoViolations(page);
  await page.keyboard.press('Escape');

  if (isMobile) {
    await page.getByRole('button', { name: 'Меню розділів' }).click();
    await expectNoViolations(page);
  }
  await page.goto('/admin/photogallery');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Фотогалерея');
  await expectNoViolations(page);
  await page.goto('/admin/no-such-section');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
  await expectNoViolations(page);
});

test('the admin want-a-friend screens have no detectable accessibility problems', async ({
  page,
}, testInfo) => {
  const login = `axe-dogs-${testInfo.project.name}`;
  createAdmin(login, 'Start1!pass');
  await page.goto('/admin');
  await page.getByLabel('Логін').fill(login);
  await page.getByLabel('Пароль', { exact: true }).fill('Start1!pass');
  await page.getByRole('button', { name: 'Увійти' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Профіль' })).toBeVisible();
  const seeder = await DogSeeder.signIn(`axe-seed-${testInfo.project.name}`);
  const name = `Тузик ${uniqueTag()}`;
  const dog = await seeder.publish({
    name: { uk: name, en: name },
    dogSex: 'MALE',
    sizeId: 2,
    ageChoice: 'twoToThreeYears',
  });
  await seeder.dispose();

  await page.goto('/admin/want-a-friend');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoViolations(page);

  // The form with its errors showing and a tab marked.
  await page.getByRole('button', { name: 'Створити запис' }).click();
  const form = page.getByRole('dialog', { name: 'Новий запис' });
  await form.getByLabel('Ім’я').fill('R');
  await form.getByLabel('Історія').focus();
  await expect(form.getByText('Ім’я має містити щонайменше 2 літери.')).toBeVisible();
  await expectNoViolations(page);
  await form.getByRole('button', { name: 'Скасувати' }).click();
  await page
    .getByRole('dialog', { name: 'Залишити сторінку?' })
    .getByRole('button', {
      name: 'Піти без збереження',
    })
    .click();
  await expect(form).toBeHidden();

  await page.goto(`/admin/want-a-friend/dog/${dog.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Історія' }).getByRole('listitem')).toHaveCount(2);
  await expectNoViolations(page);

  await page.getByRole('button', { name: 'Видалити' }).click();
  await expect(page.getByRole('dialog', { name: 'Видалити цей запис?' })).toBeVisible();
  await expectNoViolations(page);
});
