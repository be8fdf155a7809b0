import type { Locator, Page } from '@playwright/test';
import type { AdminDog } from '../../src/admin/dogs/api/dogTypes';
import { expect } from './fixtures';
import type { ImageFile } from './images';

/**
 * Opens the new-dog form from the admin dog list (in Ukrainian, as a new account works) and
 * fills it in as staff do: the name and story in both languages, `photos` uploaded (waiting
 * until every upload has finished), a boy of two to three years and medium size.
 */
export async function fillNewDog(
  page: Page,
  name: { uk: string; en: string },
  photos: ImageFile[],
): Promise<Locator> {
  await page.goto('/admin/want-a-friend');
  await page.getByRole('button', { name: 'Створити запис' }).click();
  const form = page.getByRole('dialog', { name: 'Новий запис' });
  await form.getByLabel('Ім’я').fill(name.uk);
  await form.getByLabel('Історія').fill('Спокійний пес, любить довгі прогулянки й дітей.');
  await form.getByRole('tab', { name: /English/ }).click();
  await form.getByLabel('Ім’я').fill(name.en);
  await form.getByLabel('Історія').fill('A calm dog who loves long walks and children.');
  await form.locator('input[type="file"]').setInputFiles(photos);
  await expect(form.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
  await form.getByLabel(/^Вік/).selectOption('twoToThreeYears');
  await form.getByRole('radio', { name: 'Хлопчик' }).check();
  await form.getByRole('radio', { name: 'Середній' }).check();
  return form;
}

/** Sends the filled-in form: the dog the server made. */
export async function createDog(page: Page, form: Locator): Promise<AdminDog> {
  const created = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname.endsWith('/api/admin/want-a-friend/dog'),
  );
  await form.getByRole('button', { name: 'Створити запис' }).click();
  return (await (await created).json()) as AdminDog;
}
