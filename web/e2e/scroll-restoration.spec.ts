import type { Page } from '@playwright/test';
import { DogSeeder, uniqueTag } from './support/dogs';
import { expect, test } from './support/fixtures';

/**
 * SPEC §2: back and forward restore the exact position, also when the images below arrive
 * late. Every photo here is held back for a while, and routing turns the browser's cache off,
 * so the pages come back with their pictures still on the way.
 */

/** Where the visitor on the English home page was sent back to the wrong place. */
const DEEP = 1355;
const PHOTO_DELAY_MS = 700;

const pages = [
  { name: 'home in Ukrainian', path: '/' },
  { name: 'home in English', path: '/en' },
  { name: 'the dog list in Ukrainian', path: '/uk/want-a-friend' },
  { name: 'the dog list in English', path: '/en/want-a-friend' },
];

let seeder: DogSeeder;

test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  seeder = await DogSeeder.signIn(`scroll-${testInfo.project.name}-${tag}`);
  // Enough cards with photos that the list reaches well below a screen on a desktop too.
  for (const [index, letter] of [...'abcdef'].entries()) {
    await seeder.publish({
      name: { uk: `Бровко ${letter} ${tag}`, en: `Brovko ${letter} ${tag}` },
      dogSex: index % 2 ? 'MALE' : 'FEMALE',
      sizeId: 2,
      ageChoice: 'twoToThreeYears',
      photos: 1,
    });
  }
});

test.afterAll(async () => {
  await seeder.dispose();
});

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function expectScrollAt(page: Page, y: number) {
  await expect.poll(async () => Math.abs((await scrollY(page)) - y)).toBeLessThanOrEqual(2);
  // Whatever was still loading in view has arrived: the position must not have moved.
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => {
        const { top, bottom } = image.getBoundingClientRect();
        return bottom > 0 && top < window.innerHeight;
      })
      .every((image) => image.complete),
  );
  expect(Math.abs((await scrollY(page)) - y)).toBeLessThanOrEqual(2);
}

/** Opens the page once its cards (the home teaser's or the list's) are there with photos. */
async function openSettled(page: Page, path: string) {
  await expect(async () => {
    await page.goto(path);
    await expect(page.locator('main article img').first()).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Follows a link to another page of the site that is on screen at the current position, a
 * dog's page where there is one, and answers the address it led to once that page settled.
 */
async function followLinkInView(page: Page): Promise<string> {
  const marked = await page.evaluate(() => {
    // Whole and uncovered by the fixed bars, so clicking it needs no scrolling first.
    const clickable = (link: HTMLAnchorElement) => {
      const { top, bottom, left, right, width } = link.getBoundingClientRect();
      if (width === 0 || top < 0 || bottom > window.innerHeight) return false;
      const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
      return hit !== null && link.contains(hit);
    };
    const links = [...document.querySelectorAll<HTMLAnchorElement>('main a, footer a')].filter(
      (candidate) => (candidate.getAttribute('href') ?? '').startsWith('/') && clickable(candidate),
    );
    const link = links.find((candidate) => candidate.href.includes('/dog/')) ?? links[0];
    link?.setAttribute('data-followed', '');
    return link?.getAttribute('href') ?? null;
  });
  expect(marked, 'a link on screen').not.toBeNull();
  const before = page.url();
  await page.locator('[data-followed]').click();
  await expect(page).not.toHaveURL(before);
  // Settled: redirects done, the smooth scroll to the top over.
  let last = -1;
  await expect
    .poll(async () => {
      const [now, previous] = [await scrollY(page), last];
      last = now;
      return now === previous;
    })
    .toBe(true);
  return page.url();
}

test.describe('back and forward restore the exact position', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/media/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, PHOTO_DELAY_MS));
      await route.continue();
    });
  });

  for (const { name, path } of pages) {
    test(`on ${name}`, async ({ page }) => {
      await openSettled(page, path);
      const room = await page.evaluate(
        () => document.documentElement.scrollHeight - window.innerHeight,
      );
      const deep = Math.min(DEEP, room - 40);
      expect(deep, 'the page is long enough to scroll deep').toBeGreaterThan(300);
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), deep);
      await expectScrollAt(page, deep);

      const away = await followLinkInView(page);

      await page.goBack();
      await expect(page).not.toHaveURL(away);
      await expectScrollAt(page, deep);

      await page.goForward();
      await expect(page).toHaveURL(away);

      await page.goBack();
      await expect(page).not.toHaveURL(away);
      await expectScrollAt(page, deep);
    });
  }
});
