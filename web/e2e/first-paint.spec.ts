import type { Browser, Locator, TestInfo } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * index.html paints the public header's bar before the app's code has arrived (on a slow phone
 * that is seconds of an otherwise blank page); the app's first render replaces it with the
 * real header. The two must coincide, or the page would jump as the app starts.
 */

/** A page of the site as it is before any of the app's code has run. */
async function beforeTheApp(browser: Browser, baseURL: string, testInfo: TestInfo) {
  const { viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    javaScriptEnabled: false,
  });
  return { page: await context.newPage(), close: () => context.close() };
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on the page');
  return found;
}

for (const path of ['/en/prices', '/uk/want-a-friend']) {
  test(`${path}: the bar painted before the app is the app's header, the logo in its place`, async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const early = await beforeTheApp(browser, baseURL ?? '', testInfo);
    await early.page.goto(path);
    const bar = early.page.locator('header.first-paint');
    await expect(bar).toBeVisible();
    const barBox = await box(bar);
    const markBox = await box(bar.locator('svg'));
    const nameBox = await box(bar.getByText('DogHotel'));
    await early.close();

    await page.goto(path);
    const header = page.getByRole('banner');
    const logo = header.getByRole('link', { name: /home|головн/i });
    await expect(logo).toBeVisible();
    await expect(page.locator('header.first-paint')).toHaveCount(0);
    expect(await box(header)).toEqual(barBox);
    expect(await box(logo.locator('svg'))).toEqual(markBox);
    expect(await box(logo.getByText('DogHotel'))).toEqual(nameBox);
  });
}

/**
 * Pages whose first screen needs no data arrive with it drawn (the server puts it after the bar,
 * rendered at build time from the app's own components): the heading and the intro are there
 * before the app's code, where the app then draws them.
 */
const FIRST_SCREENS = [
  { path: '/en', intro: 'Plenty of space, walks twice a day' },
  { path: '/uk', intro: 'Простора територія, прогулянки двічі' },
  { path: '/uk/about/ask', intro: 'Готель для собак і котів у Києві' },
  { path: '/en/about/feedback', intro: 'A hotel for dogs and cats in Kyiv' },
  { path: '/uk/contacts', intro: 'Телефонуйте, пишіть або приїжджайте' },
  { path: '/en/contacts', intro: 'Call, write or come over' },
];

for (const { path, intro } of FIRST_SCREENS) {
  test(`${path}: the first screen is drawn before the app, where the app draws it`, async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const early = await beforeTheApp(browser, baseURL ?? '', testInfo);
    await early.page.goto(path);
    const heading = early.page.getByRole('heading', { level: 1 });
    const text = early.page.locator('main p', { hasText: intro }).first();
    await expect(heading).toBeVisible();
    await expect(text).toBeVisible();
    const headingText = await heading.textContent();
    const headingBox = await box(heading);
    const textBox = await box(text);
    await early.close();

    await page.goto(path);
    // The app's own layout (its main element is the skip link's target) has replaced the bar
    // and the screen.
    await expect(page.locator('main#content')).toBeAttached();
    await expect(page.locator('header.first-paint')).toHaveCount(0);
    const appHeading = page.getByRole('heading', { level: 1 });
    await expect(appHeading).toHaveText(headingText ?? '');
    await expect(page.getByRole('main')).toHaveCount(1);
    expect(await box(appHeading)).toEqual(headingBox);
    expect(await box(page.locator('main p', { hasText: intro }).first())).toEqual(textBox);
  });
}

test('a page whose first screen needs its data opens with the bar alone', async ({
  browser,
  baseURL,
}, testInfo) => {
  const early = await beforeTheApp(browser, baseURL ?? '', testInfo);
  await early.page.goto('/en/prices');
  await expect(early.page.locator('header.first-paint')).toBeVisible();
  await expect(early.page.getByRole('main')).toHaveCount(0);
  await early.close();
});

test('the admin app opens without the public header bar', async ({
  browser,
  baseURL,
}, testInfo) => {
  const early = await beforeTheApp(browser, baseURL ?? '', testInfo);
  await early.page.goto('/admin');
  await expect(early.page.locator('#root')).toBeAttached();
  await expect(early.page.locator('header.first-paint')).toHaveCount(0);
  await early.close();
});
