import type { Page } from '@playwright/test';
import { DogSeeder, type SeededDog, uniqueTag } from './support/dogs';
import { expect, test } from './support/fixtures';

/**
 * From 1040 px the header shows every link instead of the burger (SPEC §2). Just above that
 * the Ukrainian bar is the tightest thing on the page; from 1280 px a dog page puts its two
 * buttons into the bar as well; at 320 px (the narrowest phones, or 1280 px zoomed to 400 %)
 * logo, language selector and burger share the bar. Nothing may push the page sideways.
 */
const DESKTOP_WIDTHS = [1040, 1100, 1160, 1300, 1366];
const PHONE_WIDTH = 320;
const TAKE_HOME = { uk: 'Забрати додому', en: 'Take home' };

/** Tags of the elements reaching past the right edge, so a failure names the culprit. */
function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth;
    return [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > edge + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`)
      .slice(0, 5);
  });
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
    // Where the window is wider than the 1200 px content, a too wide bar would spill into the
    // margin unseen by the document's width; each header row must hold its own content.
    headerSpill: Math.max(
      ...[...document.querySelectorAll('header > *')].map(
        (row) => row.scrollWidth - row.clientWidth,
      ),
    ),
  }));
  const culprits = (await overflowingElements(page)).join(', ');
  expect(widths.document, `too wide: ${culprits}`).toBe(widths.viewport);
  expect(widths.headerSpill, 'a header row is wider than its box').toBeLessThanOrEqual(0);
}

let seeder: DogSeeder;
let dog: SeededDog;

test.beforeAll(async ({}, testInfo) => {
  const tag = uniqueTag();
  seeder = await DogSeeder.signIn(`widths-${testInfo.project.name}-${tag}`);
  dog = await seeder.publish({
    name: { uk: `Рудий ${tag}`, en: `Rudy ${tag}` },
    dogSex: 'MALE',
    sizeId: 2,
    ageChoice: 'twoToThreeYears',
  });
});

test.afterAll(async () => {
  await seeder.dispose();
});

/** Home, then the dog page at the top and scrolled, when its buttons join the header. */
async function expectPagesFit(page: Page, language: 'uk' | 'en') {
  await page.goto(`/${language}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.goto(`/${language}/want-a-friend/dog/${dog.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(dog.name[language]);
  await expectNoSidewaysScroll(page);
  await page.evaluate(() => window.scrollTo({ top: 40, behavior: 'instant' }));
  await expect(
    page.getByRole('banner').getByRole('button', { name: TAKE_HOME[language] }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
}

for (const language of ['uk', 'en'] as const) {
  test(`the full header fits from 1040 px in ${language}`, async ({ page, isMobile }) => {
    test.skip(isMobile, 'desktop widths');
    const menu = page.getByRole('navigation', {
      name: language === 'uk' ? 'Головне меню' : 'Main menu',
    });
    for (const width of DESKTOP_WIDTHS) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await expectPagesFit(page, language);
        await expect(menu.getByRole('link')).toHaveCount(5);
        await expect(menu.getByRole('link').last()).toBeVisible();
      });
    }
  });

  test(`a ${PHONE_WIDTH} px phone needs no sideways scroll in ${language}`, async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'phone width');
    await page.setViewportSize({ width: PHONE_WIDTH, height: 640 });
    await expectPagesFit(page, language);
  });
}
