import type { Locator, Page, Request, Response } from '@playwright/test';
import type { ServerHistoryEntry } from '../src/admin/shared/history/historyEntry';
import type { AdminAlbum, SaveAlbumBody } from '../src/admin/albums/api/albumTypes';
import { expect, test } from './support/fixtures';
import { drawnImage, type ImageFile } from './support/images';
import { signInAsStaff, staffHeaders } from './support/staff';
import { signInOnPage } from './support/adminPages';

/**
 * Signs a fresh admin in and opens the admin album list. The admin area speaks the admin's
 * preferred language (Ukrainian for a new account); `en` switches it in the settings first.
 */
async function openAlbumList(page: Page, login: string, language: 'uk' | 'en'): Promise<void> {
  await signInOnPage(page, login, language);
  await page.goto('/admin/photogallery');
  const title = language === 'en' ? 'Photo gallery' : 'Фотогалерея';
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(title) })).toBeVisible();
}

/** A suffix that keeps each run's album names apart (the names are unique, SPEC §5). */
function randomSuffix(): string {
  return Math.random().toString(36).slice(2, 8);
}

const answerTo = (method: string, path: RegExp) => (response: Response) =>
  response.request().method() === method && path.test(new URL(response.url()).pathname);

const isPhotoUpload = (request: Request) =>
  request.method() === 'POST' && /\/api\/admin\/albums\/\d+\/photos$/.test(request.url());

/** `count` different pictures, drawn in the page (seeds keep them apart). */
async function photos(page: Page, count: number, prefix: string): Promise<ImageFile[]> {
  const files: ImageFile[] = [];
  for (let index = 1; index <= count; index += 1) {
    const name = `${prefix}-${String(index).padStart(2, '0')}.${index % 2 ? 'png' : 'jpg'}`;
    files.push(await drawnImage(page, name, { seed: index }));
  }
  return files;
}

/** The photo tiles of the album page, in the grid's order (uploads included). */
const photoTiles = (page: Page, gridName: string): Locator =>
  page.getByRole('list', { name: gridName }).getByRole('article');

test('staff create an album, upload 40 photos, choose covers, turn and delete photos, save, publish and rename it', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const suffix = randomSuffix();
  const name = { uk: `Літо ${suffix}`, en: `Summer ${suffix}` };
  const login = `gallery-${testInfo.project.name}`;
  // An album that already has the Ukrainian name this test will try first.
  const staff = await signInAsStaff(`gallery-seed-${testInfo.project.name}`);
  const taken = `Осінь ${suffix}`;
  const seeded = await staff.api.post('/api/admin/albums', {
    data: { name: { uk: taken, en: `Autumn ${suffix}` } },
    headers: staff.headers,
  });
  expect(seeded.ok()).toBe(true);

  await openAlbumList(page, login, 'en');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/\d+ albums?/);

  // Create: a one-letter name and a taken one are refused under their fields.
  await page.getByRole('button', { name: 'Create album' }).click();
  const form = page.getByRole('dialog', { name: 'New album' });
  const ukName = form.getByLabel('Album name (Українська)');
  const enName = form.getByLabel('Album name (English)');
  await ukName.fill(name.uk);
  await enName.fill('S');
  await form.getByRole('button', { name: 'Create album' }).click();
  await expect(enName).toHaveAccessibleDescription(/at least 2 characters/);
  await enName.fill(name.en);
  await ukName.fill(taken);
  await form.getByRole('button', { name: 'Create album' }).click();
  await expect(ukName).toHaveAccessibleDescription(/Album already exists/);
  await ukName.fill(name.uk);
  const created = page.waitForResponse(answerTo('POST', /\/api\/admin\/albums$/));
  await form.getByRole('button', { name: 'Create album' }).click();
  const album = (await (await created).json()) as AdminAlbum;
  expect(album).toMatchObject({ status: 'NOT_PUBLISHED', photosCount: 0, name });
  await expect(page).toHaveURL(new RegExp(`/admin/photogallery/album/${album.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name.en);

  // 40 photos and a broken file: the broken one is refused on its own tile, the rest go on,
  // never more than two at a time.
  let running = 0;
  let mostAtOnce = 0;
  page.on('request', (request) => {
    if (!isPhotoUpload(request)) return;
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
  });
  const settled = (request: Request) => {
    if (isPhotoUpload(request)) running -= 1;
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  const files = await photos(page, 40, `summer-${testInfo.project.name}`);
  const broken: ImageFile = {
    name: 'broken.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is not a picture'),
  };
  await page
    .locator('input[type="file"]')
    .setInputFiles([...files.slice(0, 20), broken, ...files.slice(20)]);
  const grid = 'The album’s photos';
  const tiles = photoTiles(page, grid);
  await expect(tiles).toHaveCount(41);
  await expect(
    page.getByRole('status').filter({ hasText: /photos? left to upload/ }),
  ).toBeVisible();
  const brokenTile = page.getByRole('article', { name: 'broken.png' });
  await expect(brokenTile.getByRole('alert')).toContainText('must be a PNG or JPG image', {
    timeout: 60_000,
  });
  await expect(page.locator('[data-upload]:not([data-upload="failed"])')).toHaveCount(0, {
    timeout: 180_000,
  });
  await expect(page.getByText(/left to upload/)).toHaveCount(0);
  await expect(page.locator('[data-photo]')).toHaveCount(40);
  expect(mostAtOnce).toBeLessThanOrEqual(2);
  await brokenTile.getByRole('button', { name: 'Dismiss broken.png' }).click();
  await expect(tiles).toHaveCount(40);

  // Covers: three are taken, a fourth is refused with the popup.
  await expect(
    page.getByText('Select 3 photos for the album’s cover, or set it later.'),
  ).toBeVisible();
  const coverButton = (tile: Locator) => tile.getByRole('button', { name: /on the cover$/ });
  for (const index of [0, 1, 2]) await coverButton(tiles.nth(index)).click();
  await expect(tiles.nth(0)).toContainText('Cover 1');
  await expect(tiles.nth(1)).toContainText('Cover 2');
  await expect(tiles.nth(2)).toContainText('Cover 3');
  await expect(page.getByText('Select 3 photos for the album’s cover')).toHaveCount(0);
  await coverButton(tiles.nth(3)).click();
  const full = page.getByRole('dialog', { name: 'The cover is full' });
  await expect(full).toContainText('An album has 3 cover photos. Remove one first.');
  await full.getByRole('button', { name: 'OK' }).click();
  await expect(full).toBeHidden();
  await expect(tiles.nth(3)).not.toContainText('Cover');

  // Removing a cover frees its place; the next selection takes it.
  await coverButton(tiles.nth(1)).click();
  await expect(tiles.nth(1)).not.toContainText('Cover');
  await coverButton(tiles.nth(4)).click();
  await expect(tiles.nth(4)).toContainText('Cover 2');
  const coverNumbers = await Promise.all(
    [0, 4, 2].map(async (index) => Number(await tiles.nth(index).getAttribute('data-photo'))),
  );

  // Two photos turned (one twice), one deleted after a confirmation.
  await tiles
    .nth(5)
    .getByRole('button', { name: /^Turn photo/ })
    .click();
  await expect(tiles.nth(5)).toContainText('turned 90°');
  const twice = tiles.nth(6).getByRole('button', { name: /^Turn photo/ });
  await twice.click();
  await twice.click();
  await expect(tiles.nth(6)).toContainText('turned 180°');
  const turned = await Promise.all(
    [5, 6].map(async (index) => Number(await tiles.nth(index).getAttribute('data-photo'))),
  );
  const doomed = Number(await tiles.nth(7).getAttribute('data-photo'));
  await tiles
    .nth(7)
    .getByRole('button', { name: /^Delete photo/ })
    .click();
  const confirmPhoto = page.getByRole('dialog', { name: 'Delete this photo?' });
  await confirmPhoto.getByRole('button', { name: 'Delete' }).click();
  await expect(confirmPhoto).toBeHidden();
  await expect(tiles).toHaveCount(39);
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  const saving = page.waitForRequest(
    (request) =>
      request.method() === 'PUT' && new URL(request.url()).pathname === '/api/admin/albums',
  );
  const saved = page.waitForResponse(answerTo('PUT', /\/api\/admin\/albums$/));
  await page.getByRole('button', { name: 'Save changes' }).click();
  const body = (await saving).postDataJSON() as SaveAlbumBody;
  expect(body).toMatchObject({
    id: album.id,
    // Each upload added an event to the album.
    version: album.version + 40,
    name,
    deletedPhotoIds: [doomed],
    covers: coverNumbers,
  });
  // In the grid's order (the newest first): the photo turned once, then the one turned twice.
  expect(body.turns).toEqual([
    { number: turned[0], turnsCount: 1 },
    { number: turned[1], turnsCount: 2 },
  ]);
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
  await expect(page.getByText('All changes are saved')).toBeVisible();
  // The server's order: the covers first, by place.
  await expect(tiles.nth(0)).toContainText('Cover 1');
  await expect(tiles.nth(1)).toContainText('Cover 2');
  await expect(tiles.nth(2)).toContainText('Cover 3');
  expect(Number(await tiles.nth(1).getAttribute('data-photo'))).toBe(coverNumbers[1]);
  await expect(page.getByRole('heading', { level: 2, name: /Photos/ })).toContainText('39 photos');

  // Publish, then rename in English.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('button', { name: 'Hide' })).toBeVisible();
  await expect(page.locator('h1 + span')).toHaveText('Published');
  await page.getByLabel('Album name (English)').fill(`${name.en} days`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name.en} days`);

  // The history lists every step, newest first.
  const history = page.getByRole('region', { name: 'History' });
  const events = history.getByRole('listitem');
  await expect(events.nth(0)).toContainText('Album renamed');
  await expect(events.nth(0)).toContainText(/Changed: name \(English\)/);
  await expect(events.nth(1)).toContainText('Published on the site');
  for (const step of ['Photo deleted', 'Photo turned', 'Cover photo selected', 'Photo added']) {
    await expect(events.filter({ hasText: step }).first()).toBeVisible();
  }
  await expect(events.last()).toContainText('Album created');
  await expect(events.last()).toContainText(`by ${login}`);

  const answer = await page.request.get(`/api/admin/albums/${album.id}/history`, {
    headers: await staffHeaders(login),
  });
  const steps = ((await answer.json()) as ServerHistoryEntry[]).map((entry) => entry.event);
  expect(steps.filter((step) => step === 'PhotoAdded')).toHaveLength(40);
  expect(steps.filter((step) => step === 'CoverSelected')).toHaveLength(3);
  expect(steps.filter((step) => step === 'PhotoTurned')).toHaveLength(2);
  expect(steps.filter((step) => step === 'PhotoDeleted')).toHaveLength(1);
  expect(steps.slice(-2)).toEqual(['AlbumPublished', 'AlbumRenamed']);

  // The list shows it with its cover and count; the card's edit renames it in a popup.
  await page.getByRole('link', { name: 'All albums' }).click();
  const card = page.getByRole('article', { name: `${name.en} days` });
  await expect(card).toContainText('Published');
  await expect(card).toContainText('39 photos');
  await expect(card.locator('img')).toHaveCount(3);
});

test('in Ukrainian, leaving with photos still to upload asks first, and a card deletes after a confirmation', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const suffix = randomSuffix();
  const name = { uk: `Зима ${suffix}`, en: `Winter ${suffix}` };
  await openAlbumList(page, `gallery-uk-${testInfo.project.name}`, 'uk');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/\d+ альбом/);

  await page.getByRole('button', { name: 'Створити альбом' }).click();
  const form = page.getByRole('dialog', { name: 'Новий альбом' });
  await form.getByLabel('Назва альбому (Українська)').fill(name.uk);
  // Closing a changed form asks first; staying keeps what was typed.
  await page.keyboard.press('Escape');
  const stayOrLeave = page.getByRole('dialog', { name: 'Залишити сторінку?' });
  await stayOrLeave.getByRole('button', { name: 'Залишитися' }).click();
  await expect(form.getByLabel('Назва альбому (Українська)')).toHaveValue(name.uk);
  await form.getByLabel('Назва альбому (English)').fill('');
  await form.getByRole('button', { name: 'Створити альбом' }).click();
  await expect(form.getByLabel('Назва альбому (English)')).toHaveAccessibleDescription(
    /обома мовами/,
  );
  await form.getByLabel('Назва альбому (English)').fill(name.en);
  await form.getByRole('button', { name: 'Створити альбом' }).click();
  await expect(page).toHaveURL(/\/admin\/photogallery\/album\/\d+$/);
  await expect(page.getByText('Фото ще немає.', { exact: false })).toBeVisible();

  // Leaving while photos wait to upload names how many would be lost. The uploads are held
  // back until then: small photos would otherwise all be in before the click.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/admin\/albums\/\d+\/photos$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.locator('input[type="file"]').setInputFiles(await photos(page, 8, 'winter'));
  await page.getByRole('link', { name: 'Усі альбоми' }).click();
  const leave = page.getByRole('dialog', { name: 'Залишити сторінку?' });
  await expect(leave).toContainText(/8 фото ще не завантажено/);
  await expect(leave).not.toContainText('незбережені зміни');
  await leave.getByRole('button', { name: 'Залишитися' }).click();
  release();
  await expect(page.locator('[data-upload]')).toHaveCount(0, { timeout: 60_000 });
  await expect(photoTiles(page, 'Фото альбому')).toHaveCount(8);

  // Everything is in the album already: nothing to ask about any more.
  await page.getByRole('link', { name: 'Усі альбоми' }).click();
  await expect(page).toHaveURL(/\/admin\/photogallery$/);
  const card = page.getByRole('article', { name: name.uk });
  await expect(card).toContainText('Не опубліковано');
  await expect(card).toContainText('8 фото');

  await card.getByRole('button', { name: 'Видалити' }).click();
  const confirm = page.getByRole('dialog', { name: 'Видалити цей альбом?' });
  await expect(confirm).toContainText(name.uk);
  await confirm.getByRole('button', { name: 'Скасувати' }).click();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Видалити' }).click();
  const deleted = page.waitForResponse(answerTo('DELETE', /\/api\/admin\/albums\/\d+$/));
  await confirm.getByRole('button', { name: 'Видалити' }).click();
  expect((await deleted).status()).toBe(204);
  await expect(card).toHaveCount(0);

  await page.goto('/admin/photogallery/album/999999999');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
});
