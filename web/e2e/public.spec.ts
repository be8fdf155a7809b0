import type { Page } from '@playwright/test';
import { withCrossProjectLock } from './support/crossProjectLock';
import { expect, test } from './support/fixtures';
import { ensureReviews } from './support/reviews';

/**
 * Chromium's scroll anchoring keeps the paragraph the visitor was reading in place when the
 * texts above it change length, so "kept" means "still there", not "the same pixel".
 */
async function expectScrollNear(page: Page, y: number) {
  const now = await page.evaluate(() => window.scrollY);
  expect(Math.abs(now - y)).toBeLessThan(80);
}

const UK_TITLE = 'Готель для собак і котів у Києві';
const EN_TITLE = 'A hotel for dogs and cats in Kyiv';

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
}

/**
 * The Ukrainian home page once its teasers, which change the page's height, have their dogs and
 * articles.
 */
async function openSettledHome(page: Page) {
  await page.goto('/');
  const teaser = page.getByRole('region', { name: 'Хочу друга' });
  await expect(
    teaser.getByRole('article').first().or(teaser.getByText('Зараз усі наші собаки')),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('home', () => {
  test('renders in Ukrainian by default', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(UK_TITLE);
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(page).toHaveTitle(/DogHotel/);
    await expect(page.getByRole('link', { name: 'Більше про нас' })).toBeVisible();
  });

  test('/home is an alias of the landing page', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(UK_TITLE);
  });

  test('switching language changes the path prefix and the texts and keeps the scroll position', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(UK_TITLE);
    // The app's page, which is taller than the first screen the server sends before it.
    await expect(page.getByLabel('Мова сайту')).toBeVisible();
    await scrollTo(page, 300);

    await page.getByLabel('Мова сайту').selectOption('en');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(EN_TITLE);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectScrollNear(page, 300);

    await page.getByLabel('Site language').selectOption('uk');
    await expect(page).toHaveURL(/\/uk$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(UK_TITLE);
    await expectScrollNear(page, 300);
  });

  test('an English link opens in English', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(EN_TITLE);
    await expect(page.getByRole('link', { name: 'More about us' })).toHaveAttribute(
      'href',
      '/en/about',
    );
  });
});

test.describe('error pages', () => {
  test('an unknown path shows the Ukrainian not-found page', async ({ page }) => {
    await page.goto('/uk/no-such-page');
    await expect(page).toHaveURL(/\/uk\/404-not-found$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
    await expect(page.getByText('Цю сторінку з’їли наші собаки, тож її не існує')).toBeVisible();
    await expect(page.getByRole('link', { name: 'На головну', exact: true })).toHaveAttribute(
      'href',
      '/uk',
    );
  });

  test('an unknown path shows the English not-found page', async ({ page }) => {
    await page.goto('/en/no-such-page');
    await expect(page).toHaveURL(/\/en\/404-not-found$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
    await expect(
      page.getByText("This page was eaten by our dogs so it doesn't exist"),
    ).toBeVisible();
  });

  test("the footer's photogallery link opens the gallery, not the not-found page", async ({
    page,
    isMobile,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    if (isMobile) await footer.getByRole('button', { name: 'Про нас' }).click();
    await footer.getByRole('link', { name: 'Фотогалерея' }).click();
    await expect(page).toHaveURL(/\/about\/photo$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Фотогалерея' })).toBeVisible();
  });

  test('the server error page explains the nap', async ({ page }) => {
    await page.goto('/en/500-internal-error');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('500');
    await expect(page.getByText('Uh-oh! Our dogs are having a nap.')).toBeVisible();
  });
});

test.describe('header', () => {
  test('the burger menu opens, closes with Escape and returns focus', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the burger exists below 1040 px');
    await page.goto('/');
    const burger = page.getByRole('button', { name: 'Відкрити меню' });
    const menuLink = page.getByRole('navigation', { name: 'Головне меню' }).getByRole('link', {
      name: 'Про нас',
    });
    await expect(menuLink).toBeHidden();

    await burger.click();
    await expect(page.getByRole('button', { name: 'Закрити меню' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(menuLink).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(menuLink).toBeHidden();
    await expect(burger).toBeFocused();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  test('following a menu link closes the menu', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the burger exists below 1040 px');
    await page.goto('/');
    await page.getByRole('button', { name: 'Відкрити меню' }).click();
    await page
      .getByRole('navigation', { name: 'Головне меню' })
      .getByRole('link', { name: 'Контакти' })
      .click();
    await expect(page).toHaveURL(/\/contacts$/);
    await expect(page.getByRole('button', { name: 'Відкрити меню' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('the burger menu closes for good when the window grows to 1040 px', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'a desktop window resized across 1040 px');
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/en');
    const burger = page.getByRole('button', { name: 'Open menu' });
    const about = page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'About us' });
    await burger.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await expect(about).toBeVisible();

    await page.setViewportSize({ width: 1100, height: 768 });
    await expect(page.getByRole('button', { name: /menu/ })).toHaveCount(0);
    // The links sit in the bar, no sheet covers the page, and the page scrolls again.
    await expect(about).toBeInViewport();
    const linkBottom = await about.evaluate((link) => link.getBoundingClientRect().bottom);
    const barBottom = await page
      .getByRole('banner')
      .evaluate((bar) => bar.getBoundingClientRect().bottom);
    expect(linkBottom).toBeLessThanOrEqual(barBottom);
    await expect(page.locator('html')).not.toHaveClass(/scroll-locked/);

    await page.setViewportSize({ width: 1024, height: 768 });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toBeHidden();
  });

  test('desktop shows every link and no burger', async ({ page, isMobile }) => {
    test.skip(isMobile, 'desktop layout');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Головне меню' });
    for (const name of ['Послуги та ціни', 'Про нас', 'Хочу друга', 'Блог', 'Контакти']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Відкрити меню' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Зв’язатися з нами' })).toBeVisible();
  });
});

test.describe('footer', () => {
  test('offers phone, mail and map links', async ({ page, isMobile }) => {
    // The contacts tests change the landline for a moment, under this lock.
    await withCrossProjectLock('contact-details', async () => {
      await page.goto('/en');
      const footer = page.getByRole('contentinfo');
      if (isMobile) await footer.getByRole('button', { name: 'Contacts' }).click();
      await expect(footer.getByRole('link', { name: '+38 (044) 390-12-34' })).toHaveAttribute(
        'href',
        'tel:+380443901234',
      );
      await expect(footer.getByRole('link', { name: 'hello@doghotel.kyiv.ua' })).toHaveAttribute(
        'href',
        'mailto:hello@doghotel.kyiv.ua',
      );
      await expect(footer.getByRole('link', { name: /12 Lisova St, Kyiv/ })).toHaveAttribute(
        'href',
        /google\.com\/maps\/search/,
      );
      await expect(footer).toContainText(`${new Date().getFullYear()}`);
    });
  });

  test('a link to the current page scrolls to the top', async ({ page }) => {
    await openSettledHome(page);
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight);
    await scrollTo(page, bottom - (await page.evaluate(() => window.innerHeight)));
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'DogHotel — на головну' })
      .click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('scrolling', () => {
  test('back navigation restores the position of the previous page', async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('link', { name: 'Більше про нас' });
    await link.scrollIntoViewIfNeeded();
    // The services block above lays itself out as it comes near the screen (content-visibility),
    // and the browser keeps the link in place meanwhile: the position is the one it settles at.
    const settled = async () => {
      const before = await page.evaluate(() => window.scrollY);
      await page.waitForTimeout(250);
      return before === (await page.evaluate(() => window.scrollY)) ? before : null;
    };
    let position: number | null = null;
    await expect.poll(async () => (position = await settled())).not.toBeNull();
    expect(position).toBeGreaterThan(0);

    await link.click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(UK_TITLE);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(position);
  });

  test('the promo arrow on phones scrolls to the content in about half a second', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the arrow is a phone aid');
    // The slider shows only when reviews are featured: the demo's are, whichever spec ran first.
    await ensureReviews();
    await page.goto('/');
    const started = Date.now();
    await page.getByRole('button', { name: 'Гортати до змісту' }).click();
    await expect(page.locator('#home-content')).toBeFocused();
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    // The first block of the content is the feedback slider (SPEC §2 order).
    await expect(
      page.getByRole('heading', { name: 'Відгуки наших гостей', level: 2 }),
    ).toBeInViewport();
  });

  test('the back-to-top button appears when scrolling up from deep in the page', async ({
    page,
  }) => {
    await openSettledHome(page);
    const toTop = page.getByRole('button', { name: 'Догори' });
    await expect(toTop).toBeHidden();
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight);
    await scrollTo(page, bottom - 900);
    await page.mouse.wheel(0, -200);
    await expect(toTop).toBeVisible();
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
