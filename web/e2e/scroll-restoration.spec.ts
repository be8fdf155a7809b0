import type { Page } from '@playwright/test';
import { ArticleSeeder } from './support/articles';
import { seedPrices } from './support/cli';
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
/** Restored means where it was left, give or take the rounding of a fractional position. */
const TOLERANCE_PX = 2;
/** Longer than a restored position is held while the page settles around it. */
const SETTLED_MS = 1500;

/** Each page, how deep it is scrolled, and what shows once it has its content. */
const pages: {
  name: string;
  path: string;
  deep: number | 'bottom';
  ready: string;
  /** Where the link followed from there must lead, when that is what the page is about. */
  leadsTo?: RegExp;
}[] = [
  { name: 'home in Ukrainian', path: '/', deep: DEEP, ready: 'main article img' },
  { name: 'home in English', path: '/en', deep: DEEP, ready: 'main article img' },
  {
    name: 'the dog list in Ukrainian',
    path: '/uk/want-a-friend',
    deep: DEEP,
    ready: 'main article img',
  },
  {
    name: 'the dog list in English',
    path: '/en/want-a-friend',
    deep: DEEP,
    ready: 'main article img',
  },
  // Where a visitor was sent back 450 px short: the foot of the page, where any height the
  // page lacks while it comes back shows at once.
  { name: 'the prices in English', path: '/en/prices', deep: 'bottom', ready: 'main article' },
  {
    name: 'the blog in Ukrainian',
    path: '/uk/blog',
    // The second row of cards on a desktop, the second card on a phone.
    deep: 900,
    ready: 'main article img',
    leadsTo: /\/uk\/article\/\d+$/,
  },
];

let dogs: DogSeeder;
let articles: ArticleSeeder;

test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  dogs = await DogSeeder.signIn(`scroll-${testInfo.project.name}-${tag}`);
  // Enough cards with photos that the list reaches well below a screen on a desktop too.
  for (const [index, letter] of [...'abcdef'].entries()) {
    await dogs.publish({
      name: { uk: `Бровко ${letter} ${tag}`, en: `Brovko ${letter} ${tag}` },
      dogSex: index % 2 ? 'MALE' : 'FEMALE',
      sizeId: 2,
      ageChoice: 'twoToThreeYears',
      photos: 1,
    });
  }
  // A full page of the blog list, every card with its picture.
  articles = await ArticleSeeder.signIn(`scroll-blog-${testInfo.project.name}-${tag}`);
  const category = await articles.category({ uk: 'Поради з догляду', en: 'Care and grooming' });
  const cover = await articles.uploadImage([200, 140, 90]);
  const text = { type: 'TEXT' as const, value: '<p>Візьміть улюблену іграшку і звичний корм.</p>' };
  for (let index = 1; index <= 6; index += 1) {
    await articles.publish(
      {
        title: { uk: `Прокрутка ${tag} ${index}`, en: `Scrolling ${tag} ${index}` },
        categoryId: category.id,
        blocks: [text],
      },
      cover,
    );
  }
  seedPrices();
});

test.afterAll(async () => {
  await dogs.dispose();
  await articles.dispose();
});

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function expectScrollAt(page: Page, y: number) {
  await expect
    .poll(async () => Math.abs((await scrollY(page)) - y))
    .toBeLessThanOrEqual(TOLERANCE_PX);
  // Whatever was still loading in view has arrived: the position must not have moved.
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => {
        const { top, bottom } = image.getBoundingClientRect();
        return bottom > 0 && top < window.innerHeight;
      })
      .every((image) => image.complete),
  );
  expect(Math.abs((await scrollY(page)) - y)).toBeLessThanOrEqual(TOLERANCE_PX);
  // The page has let go of the position: nothing that arrives later moves it either.
  await page.waitForTimeout(SETTLED_MS);
  expect(Math.abs((await scrollY(page)) - y)).toBeLessThanOrEqual(TOLERANCE_PX);
}

/** Opens the page once its content (the cards with their photos, the price list) is there. */
async function openSettled(page: Page, path: string, ready: string) {
  await expect(async () => {
    await page.goto(path);
    await expect(page.locator(ready).first()).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/** Waits until the position stops changing: redirects done, a smooth scroll over. */
async function waitForStillness(page: Page) {
  let last = -1;
  await expect
    .poll(async () => {
      const [now, previous] = [await scrollY(page), last];
      last = now;
      return now === previous;
    })
    .toBe(true);
}

/** A link followed from a page, and where it was on screen when it was followed. */
interface Followed {
  /** The address it led to. */
  away: string;
  href: string;
  /** Which of the page's links to that address it was. */
  index: number;
  top: number;
}

/**
 * Follows a link to another page of the site that is on screen at the current position, a
 * dog's or an article's page where there is one, and answers it once the page it led to
 * settled.
 */
async function followLinkInView(page: Page): Promise<Followed> {
  const marked = await page.evaluate(() => {
    // Whole and uncovered by the fixed bars, so clicking it needs no scrolling first.
    const clickable = (link: HTMLAnchorElement) => {
      const { top, bottom, left, right, width } = link.getBoundingClientRect();
      if (width === 0 || top < 0 || bottom > window.innerHeight) return false;
      const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
      return hit !== null && link.contains(hit);
    };
    const all = [...document.querySelectorAll<HTMLAnchorElement>('main a, footer a')];
    const links = all.filter(
      (candidate) =>
        (candidate.getAttribute('href') ?? '').startsWith('/') &&
        // A link to the page itself scrolls to its top instead of leaving.
        candidate.pathname !== window.location.pathname &&
        clickable(candidate),
    );
    const link =
      links.find((candidate) => /\/(dog|article)\//.test(candidate.pathname)) ?? links[0];
    if (!link) return null;
    link.setAttribute('data-followed', '');
    const href = link.getAttribute('href') ?? '';
    return {
      href,
      index: all.filter((candidate) => candidate.getAttribute('href') === href).indexOf(link),
      top: link.getBoundingClientRect().top,
    };
  });
  if (!marked) throw new Error('no link on screen to follow');
  const before = page.url();
  await page.locator('[data-followed]').click();
  await expect(page).not.toHaveURL(before);
  await waitForStillness(page);
  return { away: page.url(), ...marked };
}

/** The followed link is back where it was on screen: the page around it is as it was left. */
async function expectLinkBackInPlace(page: Page, { href, index, top }: Followed) {
  const now = await page.evaluate(
    ({ href, index }) => {
      const links = [...document.querySelectorAll<HTMLAnchorElement>('main a, footer a')].filter(
        (link) => link.getAttribute('href') === href,
      );
      return links[index]?.getBoundingClientRect().top ?? null;
    },
    { href, index },
  );
  expect(now, `the link to ${href}`).not.toBeNull();
  expect(Math.abs((now ?? 0) - top)).toBeLessThanOrEqual(TOLERANCE_PX);
}

test.describe('back and forward restore the exact position', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/media/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, PHOTO_DELAY_MS));
      await route.continue();
    });
  });

  for (const { name, path, deep: wanted, ready, leadsTo } of pages) {
    test(`on ${name}`, async ({ page }) => {
      await openSettled(page, path, ready);
      const room = await page.evaluate(
        () => document.documentElement.scrollHeight - window.innerHeight,
      );
      const deep = wanted === 'bottom' ? room : Math.min(wanted, room - 40);
      expect(deep, 'the page is long enough to scroll deep').toBeGreaterThan(300);
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), deep);
      await expectScrollAt(page, deep);

      const followed = await followLinkInView(page);
      if (leadsTo) expect(followed.away).toMatch(leadsTo);

      await page.goBack();
      await expect(page).not.toHaveURL(followed.away);
      await expectScrollAt(page, deep);
      await expectLinkBackInPlace(page, followed);

      await page.goForward();
      await expect(page).toHaveURL(followed.away);

      await page.goBack();
      await expect(page).not.toHaveURL(followed.away);
      await expectScrollAt(page, deep);
      await expectLinkBackInPlace(page, followed);
    });
  }
});

test.describe('each history entry keeps its own position', () => {
  test('a new address loaded in the tab starts at the top, and reload and back restore', async ({
    page,
  }) => {
    await openSettled(page, '/en/prices', 'main article');
    const deep = 1200;
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), deep);
    await expectScrollAt(page, deep);

    // Typed into the address bar: a page load of its own, not a way back to the prices.
    await openSettled(page, '/en/blog', 'main article img');
    await waitForStillness(page);
    await expectScrollAt(page, 0);

    const read = 600;
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), read);
    await expectScrollAt(page, read);
    await page.reload();
    await expectScrollAt(page, read);

    await page.goBack();
    await expect(page).toHaveURL(/\/en\/prices$/);
    await expectScrollAt(page, deep);
  });
});
