import type { Page, Route } from '@playwright/test';
import { withoutEmbeddedAnswers } from './support/embeddedData';
import { ArticleSeeder, type SeededArticle, type SeededCategory } from './support/articles';
import { uniqueTag } from './support/dogs';
import { expect, test } from './support/fixtures';

/**
 * The public blog against the real server, with articles a staff member writes and publishes
 * through the admin API. Other tests and the other project publish articles too, and there is
 * one main article for the whole site, so every test looks for its own articles by title and
 * reads the main article from the API instead of assuming it.
 */

/** Articles in one category: more than a page of the list (6) and several carousel steps. */
const CARE_ARTICLES = 7;

let seeder: ArticleSeeder;
let care: SeededCategory;
let health: SeededCategory;
/** The newest and the oldest of this file's articles in the care category. */
let newest: SeededArticle;
let oldest: SeededArticle;
let healthArticle: SeededArticle;

const QUOTE = 'Собака відчуває наш настрій: що спокійніше прощання, то легше їй лишитися.';

test.beforeAll(async ({}, testInfo) => {
  const tag = uniqueTag();
  seeder = await ArticleSeeder.signIn(`blog-${testInfo.project.name}-${tag}`);
  care = await seeder.category({ uk: 'Поради з догляду', en: 'Care and grooming' });
  health = await seeder.category({ uk: 'Здоров’я', en: 'Health' });
  const cover = await seeder.uploadImage([200, 140, 90]);
  const picture = await seeder.uploadImage([90, 150, 200]);
  const blocks = [
    { type: 'TEXT' as const, value: '<p>Візьміть <b>улюблену іграшку</b> і звичний корм.</p>' },
    { type: 'QUOTE' as const, value: `<p>${QUOTE}</p>` },
    { type: 'IMG' as const, value: picture },
    { type: 'TEXT' as const, value: '<ul><li>Корм</li><li>Ліки</li></ul>' },
  ];
  const careArticles: SeededArticle[] = [];
  for (let index = 1; index <= CARE_ARTICLES; index += 1) {
    careArticles.push(
      await seeder.publish(
        {
          title: { uk: `Догляд ${tag} ${index}`, en: `Care ${tag} ${index}` },
          categoryId: care.id,
          blocks,
        },
        cover,
      ),
    );
  }
  [oldest] = careArticles as [SeededArticle];
  newest = careArticles.at(-1) as SeededArticle;
  healthArticle = await seeder.publish(
    { title: { uk: `Здоров’я ${tag}`, en: `Health ${tag}` }, categoryId: health.id, blocks },
    cover,
  );
  const main = await seeder.publish(
    { title: { uk: `Головна ${tag}`, en: `Main ${tag}` }, categoryId: care.id, blocks },
    cover,
  );
  await seeder.makeMain(main.id);
});

test.afterAll(async () => {
  await seeder.dispose();
});

function card(page: Page, title: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
}

/** The public blog answers are cached for a moment; reload until the article is listed. */
async function openListWith(page: Page, path: string, title: string) {
  await expect(async () => {
    await page.goto(path);
    await expect(card(page, title)).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
}

/** Answers every public blog call as a blog without articles would. */
async function emptyBlog(route: Route) {
  const path = new URL(route.request().url()).pathname;
  const body = path.endsWith('/main-articles')
    ? null
    : path.endsWith('/categories')
      ? { currentCategories: [] }
      : { content: [], last: true, totalElements: 0, totalPages: 0 };
  await route.fulfill({ json: body });
}

test.describe('blog list', () => {
  test('opens from the navigation with the main article, the tabs and a page of cards', async ({
    page,
    request,
    isMobile,
  }) => {
    await page.goto('/uk');
    if (isMobile) await page.getByRole('button', { name: 'Відкрити меню' }).click();
    await page
      .getByRole('navigation', { name: 'Головне меню' })
      .getByRole('link', { name: 'Блог' })
      .click();
    await expect(page).toHaveURL(/\/uk\/blog\/0$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Блог');
    await expect(page).toHaveTitle(/Блог про собак і котів/);

    // The banner shows whichever article is main now (another project may have just chosen one).
    await expect(async () => {
      const answer = await request.get('/api/blogs/main-articles', {
        headers: { 'Accept-DHLanguage': 'uk' },
      });
      const main = (await answer.json()) as { title: string };
      await page.reload();
      await expect(page.getByRole('region', { name: main.title })).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 15_000 });

    const tabs = page.getByRole('navigation', { name: 'Категорії статей' });
    await expect(tabs.getByRole('link', { name: 'Усі' })).toHaveAttribute('aria-current', 'page');
    const careTab = tabs.getByRole('link', { name: care.name.uk });
    await expect(careTab).toHaveText('Поради з д...');
    await expect(careTab).toHaveAttribute('title', care.name.uk);

    const articles = page.getByRole('region', { name: 'Статті' }).getByRole('article');
    await expect(articles).toHaveCount(6);
    await page.getByRole('button', { name: 'Більше статей' }).click();
    await expect.poll(() => articles.count()).toBeGreaterThan(6);
  });

  test('a category tab lists that category only, from its first page', async ({ page }) => {
    await openListWith(page, '/uk/blog/0', newest.title.uk);
    await page
      .getByRole('navigation', { name: 'Категорії статей' })
      .getByRole('link', { name: health.name.uk })
      .click();
    await expect(page).toHaveURL(new RegExp(`/uk/blog/${health.id}$`));
    const list = page.getByRole('region', { name: 'Статті' });
    await expect(card(page, healthArticle.title.uk)).toBeVisible();
    await expect(card(page, newest.title.uk)).toHaveCount(0);
    for (const category of await list.getByRole('article').locator('p').allTextContents()) {
      expect(category).toBe(health.name.uk);
    }
  });

  test('back from an article returns to where the list was left', async ({ page }) => {
    await openListWith(page, `/uk/blog/${care.id}`, newest.title.uk);
    const more = page.getByRole('button', { name: 'Більше статей' });
    await more.click();
    await expect(more.or(card(page, oldest.title.uk)).first()).toBeVisible();
    const oldestCard = card(page, oldest.title.uk);
    while (!(await oldestCard.isVisible()) && (await more.isVisible())) {
      await more.click();
      await expect(more.or(oldestCard).first()).toBeVisible();
    }
    await oldestCard.scrollIntoViewIfNeeded();
    // Where the card is on the screen, which is what the visitor sees: the page's offset may
    // differ on return by whatever changed above the list meanwhile (another test makes its own
    // article the site's main one), and the browser keeps the card in place when it does.
    const onScreen = async () => (await oldestCard.boundingBox())?.y ?? Number.NaN;
    const left = await onScreen();

    await oldestCard.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/uk/article/${oldest.id}$`));
    await page.goBack();
    await expect(oldestCard).toBeInViewport();
    // Where it was, give or take the rounding of a fractional position: the smooth scroll to
    // the article's top, still running on the way back, once left it up to a card's height above.
    await expect.poll(async () => Math.abs((await onScreen()) - left)).toBeLessThanOrEqual(2);
  });

  test('reads in English', async ({ page }) => {
    await openListWith(page, '/en/blog/0', newest.title.en);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
    await expect(
      page.getByRole('navigation', { name: 'Article categories' }).getByRole('link', {
        name: 'All',
      }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(card(page, newest.title.en)).toContainText(care.name.en);
  });

  test('an empty blog says so with a picture', async ({ page }) => {
    await withoutEmbeddedAnswers(page);
    await page.route('**/api/blogs/**', emptyBlog);
    await page.goto('/en/blog/0');
    await expect(page.getByRole('heading', { name: 'No articles yet' })).toBeVisible();
    await expect(page.getByRole('img', { name: /empty kennel/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Article categories' })).toHaveCount(0);
  });

  test('an address that is no category leads to not-found', async ({ page }) => {
    await page.goto('/uk/blog/abc');
    await expect(page).toHaveURL(/\/uk\/404-not-found$/);
  });
});

test.describe('article page', () => {
  test('shows its header, content and date, and goes back to the list', async ({ page }) => {
    const article = newest;
    await openListWith(page, `/uk/blog/${care.id}`, article.title.uk);
    await card(page, article.title.uk).getByRole('heading').getByRole('link').click();

    await expect(page).toHaveURL(new RegExp(`/uk/article/${article.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title.uk);
    await expect(page).toHaveTitle(new RegExp(article.title.uk));
    const body = page.getByRole('article').first();
    await expect(body.getByText(care.name.uk, { exact: true })).toBeVisible();
    await expect(body.locator('time').first()).toHaveText(/^\d{1,2} [а-яіїєґ’]+ \d{4}$/);
    await expect(body.locator('blockquote')).toHaveText(QUOTE);
    await expect(body.getByText('улюблену іграшку')).toHaveCSS('font-weight', '700');
    await expect(body.locator('picture source[type="image/webp"]').last()).toHaveAttribute(
      'srcset',
      /\/media\/[0-9a-f]{64}\/detail\.webp 960w/,
    );

    await page.getByRole('button', { name: 'Назад' }).click();
    await expect(page).toHaveURL(new RegExp(`/uk/blog/${care.id}$`));
  });

  test('reads in English and dates the article in English', async ({ page }) => {
    await page.goto(`/en/article/${newest.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest.title.en);
    await expect(page.getByRole('article').first().locator('time').first()).toHaveText(
      /^\d{1,2} [A-Z][a-z]+ \d{4}$/,
    );
  });

  test('an article without content shows a picture with a note', async ({ page }) => {
    await withoutEmbeddedAnswers(page);
    await page.route(`**/api/blogs/articles/${healthArticle.id}`, async (route) => {
      const answer = await route.fetch();
      await route.fulfill({
        response: answer,
        json: { ...(await answer.json()), articleContent: [] },
      });
    });
    await page.goto(`/uk/article/${healthArticle.id}`);
    await expect(page.getByRole('heading', { name: 'Текст статті ще в дорозі' })).toBeVisible();
    await expect(page.getByRole('img', { name: /погризеним аркушем/ })).toBeVisible();
  });

  test('an unknown article leads to not-found', async ({ page }) => {
    await page.goto('/en/article/999999999');
    await expect(page).toHaveURL(/\/en\/404-not-found$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
  });
});

test.describe('recommended articles', () => {
  test('desktop steps three at a time, fetching the next page as it goes', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'phones show a list with a more button');
    await page.goto(`/uk/article/${newest.id}`);
    const section = page.getByRole('region', { name: 'Читайте також' });
    const cards = section.getByRole('article');
    const previous = section.getByRole('button', { name: 'Попередні статті' });
    const next = section.getByRole('button', { name: 'Наступні статті' });
    await expect(cards).toHaveCount(3);
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await expect(cards.filter({ hasText: newest.title.uk })).toHaveCount(0);

    const firstStep = await cards.getByRole('heading').allTextContents();
    await next.click();
    await expect(previous).toBeEnabled();
    await expect.poll(() => cards.getByRole('heading').allTextContents()).not.toEqual(firstStep);

    // The category holds a limited number of articles: the end comes and next turns off. Other
    // workers publish into the same category, so the bound comes from the server's count.
    // While a step waits for its page, next is off too and the section says it is busy:
    // settle before reading it.
    const listed = await page.request.get(
      `/api/blogs/secondary-articles/${care.id}/${newest.id}/recommended/1`,
    );
    const { totalElements } = (await listed.json()) as { totalElements: number };
    for (let step = 0; step < Math.ceil(totalElements / 3) + 3; step += 1) {
      await expect(section).toHaveAttribute('aria-busy', 'false');
      if (!(await next.isEnabled())) break;
      await next.click();
    }
    await expect(next).toBeDisabled();
    await previous.click();
    await expect(next).toBeEnabled();
  });

  test('phones list the loaded articles with a more button', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the carousel is for wider screens');
    await page.goto(`/en/article/${newest.id}`);
    const section = page.getByRole('region', { name: 'Read also' });
    const cards = section.getByRole('article');
    await expect(cards).toHaveCount(3);
    await expect(section.getByRole('button', { name: 'Next articles' })).toHaveCount(0);
    await section.getByRole('button', { name: 'More articles' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(3);
  });
});

test.describe('home page', () => {
  test('shows up to three articles and leads to the blog', async ({ page }) => {
    await page.goto('/uk');
    const teaser = page.getByRole('region', { name: 'Блог' });
    await expect(teaser.getByRole('article').first()).toBeVisible();
    expect(await teaser.getByRole('article').count()).toBeLessThanOrEqual(3);
    await teaser.getByRole('link', { name: 'Перейти до блогу' }).click();
    await expect(page).toHaveURL(/\/uk\/blog\/0$/);
  });

  test('leaves the block out when the blog has no articles', async ({ page }) => {
    await withoutEmbeddedAnswers(page);
    await page.route('**/api/blogs/**', emptyBlog);
    const answered = page.waitForResponse('**/api/blogs/secondary-articles/**');
    await page.goto('/en');
    await answered;
    await expect(page.getByRole('link', { name: 'More about us' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Blog', level: 2 })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to the blog' })).toHaveCount(0);
  });
});
