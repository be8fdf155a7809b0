import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';

/** axe-core's WCAG 2.x A and AA rules on every public page we have, in both languages. */
const PAGES = ['/uk', '/en', '/uk/404-not-found', '/en/500-internal-error'];

for (const path of PAGES) {
  test(`${path} has no detectable accessibility problems`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
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
