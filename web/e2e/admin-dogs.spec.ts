import type { Locator, Page, Response } from '@playwright/test';
import type { ServerHistoryEntry } from '../src/admin/shared/history/historyEntry';
import type { AdminDog, DogUpdate } from '../src/admin/dogs/api/dogTypes';
import { expect, test } from './support/fixtures';
import { drawnImage } from './support/images';
import { signInOnPage } from './support/adminPages';
import { staffHeaders } from './support/staff';

/**
 * Signs a fresh admin in and opens the admin dog list. The admin area speaks the admin's
 * preferred language (Ukrainian for a new account); `en` switches it in the settings first.
 */
async function openDogList(page: Page, login: string, language: 'uk' | 'en'): Promise<void> {
  await signInOnPage(page, login, language);
  await page.goto('/admin/want-a-friend');
  const title = language === 'en' ? 'Want a friend' : 'Хочу друга';
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(title) })).toBeVisible();
}

/** Letters only (dog names allow no digits), so a retry never meets its own earlier dog. */
function randomName(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const pick = () => letters[Math.floor(Math.random() * letters.length)] ?? 'a';
  return `${pick().toUpperCase()}${Array.from({ length: 5 }, pick).join('')}`;
}

const answerTo = (method: string, path: RegExp) => (response: Response) =>
  response.request().method() === method && path.test(new URL(response.url()).pathname);

/** Waits for the uploads of the form to finish: no progress bar left. */
async function uploadsDone(dialog: Locator): Promise<void> {
  await expect(dialog.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
}

test('staff create a dog with two photos, publish, edit, hide and delete it, and see its history', async ({
  page,
  isMobile,
}, testInfo) => {
  test.setTimeout(120_000);
  const suffix = randomName();
  const name = { uk: `Бровко ${suffix}`, en: `Brovko ${suffix}` };
  await openDogList(page, `dogs-${testInfo.project.name}`, 'en');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/\d+ dogs?, \d+ published/);

  // Create: the popup starts on the Ukrainian tab.
  await page.getByRole('button', { name: 'Create record' }).click();
  const form = page.getByRole('dialog', { name: 'New record' });
  await form.getByLabel('Name', { exact: true }).fill(name.uk);
  await form.getByLabel('Story', { exact: true }).fill('Лагідний і спокійний пес, любить дітей.');
  // Leaving the English texts empty marks their tab.
  await expect(form.getByRole('tab', { name: /English.*needs attention/ })).toBeVisible();
  await form.getByRole('tab', { name: /English/ }).click();
  await form.getByLabel('Name', { exact: true }).fill(name.en);
  await form.getByLabel('Story', { exact: true }).fill('A gentle, calm dog who loves children.');
  await expect(form.getByRole('tab', { name: /needs attention/ })).toHaveCount(0);

  // A picture under 256×256 is refused by the server, on its own slot.
  const picker = form.locator('input[type="file"]');
  await picker.setInputFiles(await drawnImage(page, 'tiny.png', { size: 120 }));
  await expect(form.getByRole('alert')).toContainText('at least 256×256 pixels');
  await form.getByRole('button', { name: 'Remove photo 1' }).click();

  const uploads: string[] = [];
  page.on('response', (response) => {
    if (answerTo('POST', /\/api\/admin\/cloudinary\/upload$/)(response) && response.ok()) {
      void response.json().then((image: { id: string }) => uploads.push(image.id));
    }
  });
  await picker.setInputFiles([
    await drawnImage(page, 'bim-garden.png', { seed: 2 }),
    await drawnImage(page, 'bim-sofa.jpg', { seed: 3 }),
  ]);
  await uploadsDone(form);
  await expect(form.getByText('Main photo', { exact: true })).toHaveCount(1);
  await expect(form.getByRole('listitem').filter({ hasText: 'bim-garden.png' })).toContainText(
    'Main photo',
  );
  // The second photo becomes the main one with the keyboard-friendly buttons.
  await form.getByRole('button', { name: 'Move photo 2 earlier' }).click();
  await expect(form.getByRole('listitem').filter({ hasText: 'bim-sofa.jpg' })).toContainText(
    'Main photo',
  );
  if (!isMobile) {
    // On a desktop the photos can be dragged as well: there and back again.
    const slots = form.locator('li[data-slot]');
    await slots.nth(1).dragTo(slots.nth(0));
    await expect(slots.nth(0)).toContainText('bim-garden.png');
    await slots.nth(1).dragTo(slots.nth(0));
    await expect(slots.nth(0)).toContainText('bim-sofa.jpg');
  }

  const create = form.getByRole('button', { name: 'Create record' });
  await expect(create).toBeDisabled();
  await form.getByLabel(/^Age/).selectOption('oneToTwoYears');
  await form.getByRole('radio', { name: 'Male', exact: true }).check();
  await form.getByRole('radio', { name: 'Medium' }).check();
  await form.getByRole('checkbox', { name: 'Sterilized' }).check();
  const created = page.waitForResponse(answerTo('POST', /\/api\/admin\/want-a-friend\/dog$/));
  await create.click();
  const createdDog = (await (await created).json()) as AdminDog;
  expect(createdDog.photos).toHaveLength(2);
  expect(createdDog.photos[0]?.main).toBe(true);
  expect(uploads).toHaveLength(2);
  await expect(form).toBeHidden();

  // The new dog is on top of the list, not published.
  const card = page.getByRole('article', { name: name.en });
  await expect(card).toContainText('Not published');
  await expect(card).toContainText('Male · 1–2 years · Medium');

  await card.getByRole('button', { name: 'Publish' }).click();
  await expect(card).toContainText('Published');
  await expect(card.getByRole('button', { name: 'Hide' })).toBeVisible();

  // Edit: the English name and the order of the photos.
  await card.getByRole('button', { name: 'Edit' }).click();
  const editForm = page.getByRole('dialog', { name: 'Edit record' });
  const firstPhoto = await editForm.getByRole('img', { name: 'Photo 1' }).getAttribute('src');
  await editForm.getByRole('tab', { name: /English/ }).click();
  await editForm.getByLabel('Name', { exact: true }).fill(`${name.en} Junior`);
  await editForm.getByRole('button', { name: 'Move photo 2 earlier' }).click();
  const edited = page.waitForRequest(
    (request) => request.method() === 'PUT' && request.url().endsWith('/want-a-friend/dog'),
  );
  await editForm.getByRole('button', { name: 'Save changes' }).click();
  const update = (await edited).postDataJSON() as DogUpdate;
  expect(update).toMatchObject({ id: createdDog.id, version: createdDog.version + 1 });
  expect(update.birthDate).toBe(createdDog.birthDate);
  expect(update.ageChoice).toBeNull();
  expect(firstPhoto).toContain(update.photos[1]?.id);
  await expect(editForm).toBeHidden();
  const renamed = page.getByRole('article', { name: `${name.en} Junior` });
  await expect(renamed).toContainText('Published');

  await renamed.getByRole('button', { name: 'Hide' }).click();
  await expect(renamed).toContainText('Not published');

  // Details: both languages, the parameters and every step in the history.
  await renamed.getByRole('link', { name: `${name.en} Junior` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/want-a-friend/dog/${createdDog.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name.en} Junior`);
  await expect(page.getByText(name.uk, { exact: true })).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  const events = history.getByRole('listitem');
  await expect(events).toHaveCount(4);
  await expect(events.nth(0)).toContainText('Hidden from the site');
  await expect(events.nth(1)).toContainText('Record edited');
  await expect(events.nth(1)).toContainText(/Changed: .*name \(English\)/);
  await expect(events.nth(1)).toContainText('photos');
  await expect(events.nth(2)).toContainText('Published on the site');
  await expect(events.nth(3)).toContainText('Record created');
  await expect(events.nth(3)).toContainText(`by dogs-${testInfo.project.name}`);

  // Delete from the details asks with the dog shown, then returns to the list.
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this record?' });
  await expect(confirm).toContainText(`${name.en} Junior`);
  await expect(confirm.locator('img')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/admin\/want-a-friend$/);
  await expect(page.getByRole('article', { name: `${name.en} Junior` })).toHaveCount(0);

  // The history of a deleted dog still answers, ending with the deletion.
  const answer = await page.request.get(`/api/admin/want-a-friend/dog/${createdDog.id}/history`, {
    headers: await staffHeaders(`dogs-${testInfo.project.name}`),
  });
  const steps = ((await answer.json()) as ServerHistoryEntry[]).map((entry) => entry.event);
  expect(steps).toEqual(['DogCreated', 'DogPublished', 'DogEdited', 'DogHidden', 'DogDeleted']);
});

test('in Ukrainian, the form asks before closing with changes and a card deletes after a confirmation', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const dogName = `Лайка ${randomName()}`;
  await openDogList(page, `dogs-list-${testInfo.project.name}`, 'uk');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/опубліковано \d+/);

  await page.getByRole('button', { name: 'Створити запис' }).click();
  const form = page.getByRole('dialog', { name: 'Новий запис' });
  await form.getByLabel('Ім’я').fill(dogName);
  // Closing a changed form asks first; staying keeps what was typed.
  await page.keyboard.press('Escape');
  const leave = page.getByRole('dialog', { name: 'Залишити сторінку?' });
  await leave.getByRole('button', { name: 'Залишитися' }).click();
  await expect(leave).toBeHidden();
  await expect(form.getByLabel('Ім’я')).toHaveValue(dogName);

  await form.getByLabel('Історія').fill('Весела собака, любить бігати.');
  await form.getByRole('tab', { name: /English/ }).click();
  await form.getByLabel('Ім’я').fill('Laika');
  await form.getByLabel('Історія').fill('A cheerful dog who loves to run.');
  await form.locator('input[type="file"]').setInputFiles(await drawnImage(page, 'laika.jpg'));
  await uploadsDone(form);
  await expect(form.getByText('Головне фото', { exact: true })).toBeVisible();
  await form.getByLabel(/^Вік/).selectOption('overEightYears');
  await form.getByRole('radio', { name: 'Дівчинка' }).check();
  await form.getByRole('radio', { name: 'Маленький' }).check();
  await form.getByRole('checkbox', { name: 'Під опікою' }).check();
  await form.getByRole('button', { name: 'Створити запис' }).click();
  await expect(form).toBeHidden();

  const card = page.getByRole('article', { name: dogName });
  await expect(card).toContainText('Не опубліковано');
  await expect(card).toContainText('Дівчинка · Понад 8 років · Маленький');
  await card.getByRole('button', { name: 'Видалити' }).click();
  const confirm = page.getByRole('dialog', { name: 'Видалити цей запис?' });
  await expect(confirm).toContainText(dogName);
  await confirm.getByRole('button', { name: 'Скасувати' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Видалити' }).click();
  const deleted = page.waitForResponse(answerTo('DELETE', /\/api\/admin\/want-a-friend\/\d+$/));
  await confirm.getByRole('button', { name: 'Видалити' }).click();
  expect((await deleted).status()).toBe(204);
  await expect(card).toHaveCount(0);

  await page.goto('/admin/want-a-friend/dog/999999999');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
});
