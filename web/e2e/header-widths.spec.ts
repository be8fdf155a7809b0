import type { Page } from '@playwright/test';
import { DogSeeder, type SeededDog, uniqueTag } from './support/dogs';
import { expect, test } from './support/fixtures';

/**
 * From 1040 px the header shows every link instead of the burger (SPEC §2). Just above that
 * the Ukrainian bar is the tightest thing on the page: nothing may push the page sideways.
 */
const WIDTHS = [1040, 1100, 1160];

/** Tags of the elements reaching past the right edge, so a failure names the culprit. */
function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth;
    return [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > edge + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
      .slice(0, 5);
  });
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.document, `too wide: ${(await overflowingElements(page)).join(', ')}`).toBe(
    widths.viewport,
  );
}

let seeder: DogSeeder;
let dog: SeededDog;

test.beforeAll(async ({}, testInfo) => {
  // The widths are set by hand, so the phone project has nothing to add.
  if (testInfo.project.name === 'phone') return;
  const tag = uniqueTag();
  seeder = await DogSeeder.signIn(`widths-${tag}`);
  dog = await seeder.publish({
    name: { uk: `Рудий ${tag}`, en: `Rudy ${tag}` },
    dogSex: 'MALE',
    sizeId: 2,
    ageChoice: 'twoToThreeYears',
  });
});

test.afterAll(async () => {
  await seeder?.dispose();
});

for (const language of ['uk', 'en'] as const) {
  test(`the full header fits from 1040 px in ${language}`, async ({ page, isMobile }) => {
    test.skip(isMobile, 'desktop widths');
    const menu = page.getByRole('navigation', {
      name: language === 'uk' ? 'Головне меню' : 'Main menu',
    });
    for (const width of WIDTHS) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 });

        await page.goto(`/${language}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(menu.getByRole('link')).toHaveCount(5);
        await expect(menu.getByRole('link').last()).toBeVisible();
        await expectNoSidewaysScroll(page);

        await page.goto(`/${language}/want-a-friend/dog/${dog.id}`);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(dog.name[language]);
        await expectNoSidewaysScroll(page);
        // Scrolled, the page's two buttons join the header.
        await page.evaluate(() => window.scrollTo({ top: 40, behavior: 'instant' }));
        await expect(page.getByRole('banner').getByRole('button')).not.toHaveCount(0);
        await expectNoSidewaysScroll(page);
      });
    }
  });
}
