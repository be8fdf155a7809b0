import AxeBuilder from '@axe-core/playwright';
import { DogSeeder, uniqueTag } from './support/dogs';
import { expect, test } from './support/fixtures';
import { ensureReviews } from './support/reviews';

/** axe-core's WCAG 2.x A and AA rules on every public page we have, in both languages. */
const PAGES = [
  '/uk',
  '/en',
  '/uk/want-a-friend',
  '/en/want-a-friend',
  '/uk/about/feedback',
  '/en/about/feedback',
  '/uk/404-not-found',
  '/en/500-internal-error',
];

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// The home page's slider and the reviews page are checked with their reviews on screen.
test.beforeAll(async () => {
  await ensureReviews();
});

for (const path of PAGES) {
  test(`${path} has no detectable accessibility problems`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(
      violations.map(({ id, nodes }) => ({ id, targets: nodes.map((n) => n.target) })),
    ).toEqual([]);
  });
}

test('the open burger menu has no detectable accessibility problems', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the burger exists below 1040 px');
  await page.goto('/uk');
  await page.getByRole('button', { name: 'Відкрити меню' }).click();
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map(({ id }) => id)).toEqual([]);
});

test('a dog page and its request form have no detectable accessibility problems', async ({
  page,
}, testInfo) => {
  const tag = uniqueTag();
  const seeder = await DogSeeder.signIn(`axe-${testInfo.project.name}-${tag}`);
  const dog = await seeder.publish({
    name: { uk: `Рудик ${tag}`, en: `Rudyk ${tag}` },
    dogSex: 'MALE',
    sizeId: 2,
    ageChoice: 'twoToThreeYears',
    photos: 2,
  });
  await seeder.dispose();

  for (const language of ['uk', 'en'] as const) {
    await expect(async () => {
      await page.goto(`/${language}/want-a-friend/dog/${dog.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(dog.name[language], {
        timeout: 2000,
      });
    }).toPass({ timeout: 15_000 });
    const page1 = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(page1.violations.map(({ id }) => id)).toEqual([]);

    await page.getByRole('group').getByRole('button').last().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // Errors show after leaving a field: check the form with one on screen.
    await page.getByRole('dialog').getByRole('textbox').first().fill('x');
    await page.getByRole('dialog').getByRole('textbox').nth(1).focus();
    const modal = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(modal.violations.map(({ id }) => id)).toEqual([]);
  }
});
