import type { Locator, Page } from '@playwright/test';
import { type GalleryAlbums, type SeededAlbum, ensureGalleryAlbums } from './support/albums';
import { expect, test } from './support/fixtures';
import { expectNoAccessibilityProblems } from './support/adminPages';

const LANGUAGES = ['uk', 'en'] as const;

const TEXTS = {
  uk: {
    tabs: 'Розділи сторінки «Про нас»',
    tab: 'Фотогалерея',
    title: 'Фотогалерея',
    list: 'Фотоальбоми',
    more: 'Більше альбомів',
    open: (name: string) => `Переглянути альбом «${name}»`,
    count: { 21: '21 фото', 1: '1 фото', 2: '2 фото' } as Record<number, string>,
    position: (index: number, count: number) => `Фото ${index} з ${count}`,
    previous: 'Попереднє фото',
    next: 'Наступне фото',
    close: 'Закрити перегляд',
    thumbnails: 'Усі фото альбому',
    showPhoto: (index: number) => `Показати фото ${index}`,
  },
  en: {
    tabs: 'Sections of the About page',
    tab: 'Photo gallery',
    title: 'Photo gallery',
    list: 'Photo albums',
    more: 'More albums',
    open: (name: string) => `View the album “${name}”`,
    count: { 21: '21 photos', 1: '1 photo', 2: '2 photos' } as Record<number, string>,
    position: (index: number, count: number) => `Photo ${index} of ${count}`,
    previous: 'Previous photo',
    next: 'Next photo',
    close: 'Close the viewer',
    thumbnails: 'All photos of the album',
    showPhoto: (index: number) => `Show photo ${index}`,
  },
};

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

let albums: GalleryAlbums;

test.beforeAll(async () => {
  // Uploads are rendered by the server 3 at a time: the first worker seeds for a while.
  test.setTimeout(180_000);
  albums = await ensureGalleryAlbums();
});

/**
 * The page's console errors and uncaught exceptions. The suite's database may have no contact
 * details saved, which `/api/contacts` answers with 404: that one failed load is expected.
 */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const source = message.location().url;
    if (message.type() === 'error' && !source.endsWith('/api/contacts')) {
      errors.push(`${message.text()} ${source}`);
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * The album's card. Other tests create albums too, newest first, so an album may be on a
 * later page: "more albums" is pressed until its card is there.
 */
async function albumCard(page: Page, texts: Texts, name: string): Promise<Locator> {
  const list = page.getByRole('list', { name: texts.list });
  const card = list
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
  const more = page.getByRole('button', { name: texts.more });
  await expect(list.getByRole('article').first()).toBeVisible();
  for (;;) {
    if ((await card.count()) > 0) return card;
    const loaded = await list.getByRole('article').count();
    await expect(more, `the album "${name}" is on no page`).toBeVisible();
    await more.click();
    await expect.poll(() => list.getByRole('article').count()).toBeGreaterThan(loaded);
  }
}

/** A finger's move across the photo, as real touch events (which the browser turns into pointer events). */
async function swipe(page: Page, from: number, to: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const y = Math.round((page.viewportSize()?.height ?? 700) / 2);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 6; step += 1) {
    const x = from + ((to - from) * step) / 6;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The next photo: a swipe to the left on a phone, the → key on a desktop. */
async function nextPhoto(page: Page, isMobile: boolean): Promise<void> {
  if (isMobile) await swipe(page, 300, 100);
  else await page.keyboard.press('ArrowRight');
}

const photoPage = (album: SeededAlbum, page: number) => (url: URL) =>
  url.pathname === `/api/albums/${album.id}/photos` && url.searchParams.get('page') === `${page}`;

for (const language of LANGUAGES) {
  const texts = TEXTS[language];

  test(`a visitor sees the albums in ${language}: names and photo counts, in their layouts`, async ({
    page,
  }) => {
    const errors = watchConsole(page);
    const mediaAsked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/media/')) mediaAsked.push(request.url());
    });
    await page.goto(`/${language}/about/photo`);
    // The page's head preloads the first card's pictures; the preload is the file the card
    // then draws, not a second download of another size.
    const firstTile = page.getByRole('list', { name: texts.list }).locator('img').first();
    await expect(firstTile).toHaveJSProperty('complete', true);
    const drawn = await firstTile.evaluate((image: HTMLImageElement) => image.currentSrc);
    const imageId = new URL(drawn).pathname.split('/')[2] ?? '';
    expect(await page.locator(`head link[rel="preload"][imagesrcset*="${imageId}"]`).count()).toBe(
      1,
    );
    // Only this tile's sizes count: the same photo may stand in another album's card too.
    const tile = new URL(drawn).pathname.replace(/(-2x)?\.webp$/, '');
    expect(mediaAsked.filter((url) => new URL(url).pathname.startsWith(tile))).toEqual([drawn]);
    const tabs = page.getByRole('navigation', { name: texts.tabs });
    await expect(tabs.getByRole('link', { name: texts.tab })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { level: 2, name: texts.title })).toBeVisible();

    for (const album of Object.values(albums)) {
      const card = await albumCard(page, texts, album.name[language]);
      await expect(
        card.getByText(texts.count[album.photosCount] ?? '', { exact: true }),
      ).toBeVisible();
      // Every layout is the same 392×288 box, scaled down on a phone.
      const cover = card.getByRole('button', { name: texts.open(album.name[language]) });
      const box = await cover.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(0);
      expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(392 / 288, 1);
    }

    await expectNoAccessibilityProblems(page);
    expect(errors).toEqual([]);
  });

  test(`a visitor goes through an album in ${language}, the second page coming near the end`, async ({
    page,
    isMobile,
  }) => {
    const errors = watchConsole(page);
    const album = albums.summer;
    const name = album.name[language];
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === `/api/albums/${album.id}/photos`) asked.push(url.search);
    });

    await page.goto(`/${language}/about/photo`);
    const card = await albumCard(page, texts, name);
    const opener = card.getByRole('button', { name: texts.open(name) });
    const firstPage = page.waitForResponse((r) => photoPage(album, 1)(new URL(r.url())));
    await opener.click();
    expect((await firstPage).status()).toBe(200);

    const viewer = page.getByRole('dialog', { name });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText(texts.position(1, 21))).toBeVisible();
    await expect(viewer.getByRole('button', { name: texts.previous })).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`\\?album=${album.id}&photo=1$`));
    await expect(
      viewer.getByRole('img', { name: `${name}, ${language === 'uk' ? 'фото' : 'photo'} 1` }),
    ).toBeVisible();

    await expectNoAccessibilityProblems(page);

    for (let shown = 2; shown <= 21; shown += 1) {
      // SPEC §9: the second page is asked for once the shown photo is within 3 of the 16th.
      if (shown <= 13) expect(asked.filter((search) => search === '?page=2')).toEqual([]);
      await nextPhoto(page, isMobile);
      await expect(viewer.getByText(texts.position(shown, 21))).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`photo=${shown}$`));
      await expect(viewer.getByRole('button', { name: texts.previous })).toBeVisible();
    }
    expect(asked.filter((search) => search === '?page=2')).toHaveLength(1);
    await expect(viewer.getByRole('button', { name: texts.next })).toHaveCount(0);
    const strip = viewer.getByRole('list', { name: texts.thumbnails });
    await expect(strip.getByRole('button')).toHaveCount(21);
    await expect(strip.getByRole('button', { name: texts.showPhoto(21) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(strip.getByRole('button', { name: texts.showPhoto(21) })).toBeInViewport();

    // One step back, then Escape: the viewer closes and the focus is where it was.
    if (isMobile) await swipe(page, 100, 300);
    else await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByText(texts.position(20, 21))).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(opener).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`/${language}/about/photo$`));
    expect(errors).toEqual([]);
  });

  test(`a link to a photo opens the viewer at it in ${language}; Back closes it`, async ({
    page,
  }) => {
    const album = albums.summer;
    const name = album.name[language];
    await page.goto(`/${language}/about/photo?album=${album.id}&photo=18`);
    const viewer = page.getByRole('dialog', { name });
    // Photo 18 is on the second page: both are fetched.
    await expect(viewer.getByText(texts.position(18, 21))).toBeVisible();
    const strip = viewer.getByRole('list', { name: texts.thumbnails });
    await expect(strip.getByRole('button', { name: texts.showPhoto(18) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expectNoAccessibilityProblems(page);

    // Closing a shared link's viewer leaves the gallery at the same entry.
    await viewer.getByRole('button', { name: texts.close }).click();
    await expect(viewer).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/${language}/about/photo$`));

    // Opened from the gallery, moving replaces the entry: Back closes the viewer at once.
    const card = await albumCard(page, texts, albums.pair.name[language]);
    await card.getByRole('button', { name: texts.open(albums.pair.name[language]) }).click();
    const pair = page.getByRole('dialog', { name: albums.pair.name[language] });
    await pair.getByRole('button', { name: texts.next }).click();
    await expect(pair.getByText(texts.position(2, 2))).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`\\?album=${albums.pair.id}&photo=2$`));
    await page.goBack();
    await expect(pair).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/${language}/about/photo$`));
  });
}
