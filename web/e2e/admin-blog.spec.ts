import type { Locator, Page, Response } from '@playwright/test';
import type { AdminArticle } from '../src/admin/articles/api/articleTypes';
import { BlogSeeder } from './support/blog';
import { createAdmin } from './support/cli';
import { withCrossProjectLock } from './support/crossProjectLock';
import { uniqueTag } from './support/dogs';
import { expect, test } from './support/fixtures';
import { drawnImage } from './support/images';
import { readServerState } from './support/serverState';

/** Signs a fresh admin in (the admin area speaks Ukrainian to a new account) and opens the blog. */
async function openBlog(page: Page, login: string): Promise<void> {
  createAdmin(login, 'Start1!pass');
  await page
    .context()
    .addCookies([{ name: 'i18next', value: 'uk', url: readServerState().baseURL }]);
  await page.goto('/admin');
  await page.getByLabel('Логін').fill(login);
  await page.getByLabel('Пароль', { exact: true }).fill('Start1!pass');
  await page.getByRole('button', { name: 'Увійти' }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);
  const menu = page.getByRole('button', { name: 'Меню розділів' });
  const blog = page.getByRole('link', { name: 'Блог' });
  // On a phone the sections are behind the burger, which opens once the page is interactive.
  // Wait for the header to show one or the other before asking which it is.
  await expect(menu.or(blog).filter({ visible: true }).first()).toBeVisible();
  if (await menu.isVisible()) {
    await expect(async () => {
      if (!(await blog.isVisible())) await menu.click();
      await expect(blog).toBeVisible({ timeout: 1_000 });
    }).toPass();
  }
  await blog.click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Блог\s*\d+ стат/);
}

const answerTo = (method: string, path: RegExp) => (response: Response) =>
  response.request().method() === method && path.test(new URL(response.url()).pathname);

async function addCategory(page: Page, name: { uk: string; en: string }): Promise<void> {
  const manager = page.getByRole('region', { name: /Категорії/ });
  await manager.getByLabel('Назва українською').fill(name.uk);
  await manager.getByLabel('Назва англійською').fill(name.en);
  await manager.getByRole('button', { name: 'Додати категорію' }).click();
}

/** Waits until no upload shows its progress. */
async function uploadsDone(scope: Locator): Promise<void> {
  await expect(scope.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
}

/**
 * One language's texts in the editor: a column on a desktop, a tab on a phone (whose fieldset
 * keeps the language as its name either way).
 */
async function languageTexts(page: Page, language: 'Українська' | 'English'): Promise<Locator> {
  const tab = page.getByRole('tab', { name: new RegExp(`^${language}`) });
  if (await tab.isVisible()) await tab.click();
  return page.getByRole('group', { name: language, exact: true });
}

/** Types at the end of a rich text block, then makes its last `boldLength` letters bold. */
async function writeRichText(page: Page, box: Locator, text: string, boldLength = 0) {
  await box.click();
  await page.keyboard.type(text);
  if (boldLength === 0) return;
  await page.keyboard.down('Shift');
  for (let step = 0; step < boldLength; step += 1) await page.keyboard.press('ArrowLeft');
  await page.keyboard.up('Shift');
  await box.locator('xpath=..').getByRole('button', { name: 'Жирний' }).click();
}

test('staff keep categories by the rules, write an article in both languages, publish it, make it main, change it and restore an earlier version', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const project = testInfo.project.name;
  const tag = uniqueTag();
  const seeder = await BlogSeeder.signIn(`blog-seed-${project}-${tag}`);
  const articles: number[] = [];
  const categories: number[] = [];
  const first = { uk: `Поради ${tag}`, en: `Tips ${tag}` };
  const second = { uk: `Новини ${tag}`, en: `News ${tag}` };
  const title = { uk: `Перший день у готелі ${tag}`, en: `The first day at the hotel ${tag}` };

  try {
    await openBlog(page, `blog-${project}-${tag}`);
    const manager = page.getByRole('region', { name: /Категорії/ });

    // SPEC §5: the six categories are shared by both projects, so one changes them at a time.
    await withCrossProjectLock('blog-categories', async () => {
      await addCategory(page, first);
      await expect(manager.getByRole('listitem').filter({ hasText: first.uk })).toContainText(
        '0 статей',
      );
      await addCategory(page, second);
      await expect(manager.getByRole('listitem').filter({ hasText: second.uk })).toBeVisible();
      for (const { id, name } of await seeder.categories()) {
        if (name.uk === first.uk || name.uk === second.uk) categories.push(id);
      }

      await addCategory(page, first);
      await expect(manager.getByRole('alert')).toHaveText('Така категорія вже існує.');

      const fillers: number[] = [];
      for (let number = 1; (await seeder.categories()).length < 6; number += 1) {
        const filler = await seeder.addCategory({
          uk: `Запас ${tag} ${number}`,
          en: `Spare ${tag} ${number}`,
        });
        if (typeof filler === 'string') throw new Error(`filler refused: ${filler}`);
        fillers.push(filler.id);
      }
      await page.reload();
      await expect(manager.getByRole('heading', { name: /^Категорії/ })).toContainText('6 з 6');
      await addCategory(page, { uk: `Сьома ${tag}`, en: `Seventh ${tag}` });
      await expect(manager.getByRole('alert')).toHaveText('Категорій може бути не більше 6.');
      await manager.getByRole('button', { name: `Видалити категорію «Запас ${tag} 1»` }).click();
      await expect(manager.getByRole('listitem').filter({ hasText: `Запас ${tag} 1` })).toHaveCount(
        0,
      );
      for (const id of fillers.slice(1)) await seeder.deleteCategory(id);
    });

    // A new article, in Ukrainian first. The create button shows at the top of the page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Створити статтю' }).click();
    await expect(page).toHaveURL(/\/admin\/blog\/edit\/article$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Нова стаття');
    const basics = page.getByRole('region', { name: 'Основне' });
    await basics.locator('input[type="file"]').setInputFiles(await drawnImage(page, 'cover.png'));
    await uploadsDone(basics);
    await basics.getByLabel('Категорія').selectOption({ label: first.uk });
    await expect(basics.getByRole('radio', { name: 'Українська' })).toBeChecked();

    const uk = await languageTexts(page, 'Українська');
    await uk.getByLabel('Заголовок').fill(title.uk);
    await uk.getByLabel('Короткий опис').fill('Що взяти з собою і як пройде перший день.');
    await uk.getByLabel('Опис для пошуковиків').fill('Поради для першого дня собаки в готелі.');
    await expect(uk.getByText('39 / 160')).toBeVisible();
    await uk.getByRole('button', { name: 'Додати: Текст' }).click();
    await writeRichText(
      page,
      uk.getByRole('textbox', { name: 'Текст, блок 1' }),
      'Візьміть улюблену іграшку',
      7,
    );
    await uk.getByRole('button', { name: 'Додати: Цитата' }).click();
    await writeRichText(
      page,
      uk.getByRole('textbox', { name: 'Цитата, блок 2' }),
      'Собаки звикають за день.',
    );
    await uk.getByRole('button', { name: 'Додати: Зображення' }).click();
    const imageBlock = uk.getByRole('listitem', { name: 'Зображення, блок 3' });
    await imageBlock
      .locator('input[type="file"]')
      .setInputFiles(await drawnImage(page, 'toy.jpg', { seed: 4 }));
    await uploadsDone(imageBlock);
    // The quote goes first, with the keyboard-friendly buttons; the focus stays on the block.
    await uk.getByRole('button', { name: 'Перемістити блок 2 вище' }).click();
    await expect(uk.getByRole('listitem', { name: 'Цитата, блок 1' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Перемістити блок 1 нижче' })).toBeFocused();

    const created = page.waitForResponse(answerTo('POST', /\/api\/admin\/articles\/snapshot$/));
    await page.getByRole('button', { name: 'Зберегти чернетку' }).click();
    const draft = (await (await created).json()) as AdminArticle;
    articles.push(draft.id);
    expect(draft.translations.uk.blocks.map((block) => block.type)).toEqual([
      'QUOTE',
      'TEXT',
      'IMG',
    ]);
    expect(draft.translations.uk.blocks[1]?.value).toBe('<p>Візьміть улюблену <b>іграшку</b></p>');
    await expect(page).toHaveURL(new RegExp(`/admin/blog/edit/article/${draft.id}$`));
    await expect(page.getByRole('status').filter({ hasText: 'Чернетку збережено' })).toBeVisible();
    await expect(page.getByText('Не опубліковано', { exact: true })).toBeVisible();

    // English is missing until it has a title and content.
    const en = await languageTexts(page, 'English');
    await expect(en.getByText('Перекладу немає')).toBeVisible();
    await en.getByLabel('Заголовок').fill(title.en);
    await en.getByRole('button', { name: 'Додати: Текст' }).click();
    await writeRichText(
      page,
      en.getByRole('textbox', { name: 'Текст, блок 1' }),
      'Bring a favourite toy.',
    );
    await expect(en.getByText('Перекладу немає')).toHaveCount(0);

    const published = page.waitForResponse(answerTo('PUT', /\/api\/admin\/article\/update$/));
    await page.getByRole('button', { name: 'Опублікувати', exact: true }).click();
    expect((await published).ok()).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: 'Статтю опубліковано' })).toBeVisible();
    await expect(page.getByText('Опубліковано', { exact: true })).toBeVisible();

    // The preview shows the draft as visitors will see it.
    await page.getByRole('button', { name: 'Попередній перегляд' }).click();
    const preview = page.getByRole('dialog', { name: 'Так статтю побачать відвідувачі' });
    await expect(preview.getByRole('heading', { name: title.uk })).toBeVisible();
    await expect(preview.locator('blockquote')).toHaveText('Собаки звикають за день.');
    await preview.getByRole('tab', { name: 'English' }).click();
    await expect(preview.getByRole('heading', { name: title.en })).toBeVisible();
    await preview.getByRole('button', { name: 'Закрити' }).click();

    // Making it main names the article it demotes (SPEC §4); one project at a time.
    await page.getByRole('link', { name: 'Усі статті' }).click();
    await withCrossProjectLock('blog-main-article', async () => {
      const seeded = await seeder.publishArticle(categories[1] ?? 0, {
        uk: `Головна зараз ${tag}`,
        en: `Main for now ${tag}`,
      });
      articles.push(seeded.id);
      await seeder.makeMain(seeded.id);
      const card = page.getByRole('article', { name: title.uk });
      await card.getByRole('button', { name: 'Зробити головною' }).click();
      const confirm = page.getByRole('dialog', { name: 'Зробити статтю головною?' });
      await expect(confirm).toContainText(
        `Стаття «Головна зараз ${tag}» перестане бути головною й повернеться до загального списку.`,
      );
      await confirm.getByRole('button', { name: 'Зробити головною' }).click();
      await expect(confirm).toBeHidden();
      await expect(card.getByText('Головна', { exact: true })).toBeVisible();
      await expect(page.getByRole('article').first()).toHaveAccessibleName(title.uk);
      const demoted = page.getByRole('article', { name: `Головна зараз ${tag}` });
      await expect(demoted.getByText('Головна', { exact: true })).toHaveCount(0);
    });

    // A category holding the article is not deleted.
    await manager.getByRole('button', { name: `Видалити категорію «${first.uk}»` }).click();
    await expect(manager.getByRole('alert')).toContainText(
      'У цій категорії є статті, тому її не можна видалити.',
    );

    // Editing the published article keeps the public version until it is published again.
    const card = page.getByRole('article', { name: title.uk });
    await card.getByRole('link', { name: 'Редагувати' }).click();
    const ukAgain = await languageTexts(page, 'Українська');
    await ukAgain.getByLabel('Заголовок').fill(`${title.uk}: що взяти`);
    await page.getByRole('button', { name: 'Зберегти чернетку' }).click();
    await expect(page.getByText('Є неопубліковані зміни', { exact: true })).toBeVisible();
    const enAgain = await languageTexts(page, 'English');
    await expect(enAgain.getByText('Переклад застарів')).toBeVisible();
    const confirmed = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().endsWith('/admin/articles/snapshot'),
    );
    await enAgain.getByRole('button', { name: 'Підтвердити переклад' }).click();
    expect((await confirmed).postDataJSON()).toMatchObject({ confirmTranslation: true });
    await expect(enAgain.getByText('Переклад застарів')).toHaveCount(0);
    await page.getByRole('button', { name: 'Опублікувати', exact: true }).click();
    await expect(page.getByText('Опубліковано', { exact: true })).toBeVisible();

    // The history: open the first version as it was, then restore it as the draft.
    const history = page.getByRole('region', { name: 'Історія' });
    const events = history.getByRole('listitem');
    await expect(events.first()).toContainText('Опубліковано на сайті');
    await expect(events.last()).toContainText('Статтю створено');
    await expect(events.last()).toContainText(`виконав(ла) blog-${project}-${tag}`);
    await events
      .last()
      .getByRole('button', { name: /Переглянути версію/ })
      .click();
    const version = page.getByRole('dialog', { name: /Версія від/ });
    await expect(version).toContainText(title.uk);
    await expect(version).not.toContainText(`${title.uk}: що взяти`);
    await expect(version.locator('blockquote')).toHaveText('Собаки звикають за день.');
    await version.getByRole('button', { name: 'Відновити цю версію' }).click();
    const restored = page.waitForResponse(answerTo('POST', /\/restore\/\d+$/));
    await version.getByRole('button', { name: 'Так, відновити' }).click();
    expect((await restored).ok()).toBe(true);
    await expect(version).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Версію відновлено' })).toBeVisible();
    await expect((await languageTexts(page, 'Українська')).getByLabel('Заголовок')).toHaveValue(
      title.uk,
    );
    await expect(page.getByText('Є неопубліковані зміни', { exact: true })).toBeVisible();
    await expect(events.first()).toContainText('Відновлено попередню версію');
  } finally {
    for (const id of articles) await seeder.deleteArticle(id).catch(() => undefined);
    for (const id of categories) await seeder.deleteCategory(id).catch(() => undefined);
    await seeder.dispose();
  }
});

test('leaving the editor with unsaved changes asks first', async ({ page }, testInfo) => {
  await openBlog(page, `blog-leave-${testInfo.project.name}-${uniqueTag()}`);
  await page.getByRole('button', { name: 'Створити статтю' }).click();
  const uk = await languageTexts(page, 'Українська');
  await uk.getByLabel('Заголовок').fill('Чернетка, яку шкода втратити');
  await page.getByRole('link', { name: 'Усі статті' }).click();
  const leave = page.getByRole('dialog', { name: 'Залишити сторінку?' });
  await leave.getByRole('button', { name: 'Залишитися' }).click();
  await expect(uk.getByLabel('Заголовок')).toHaveValue('Чернетка, яку шкода втратити');
  await page.getByRole('link', { name: 'Усі статті' }).click();
  await leave.getByRole('button', { name: 'Піти без збереження' }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
});

test('staff schedule an article for tomorrow morning, see it in the editor and on its card, and cancel it', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  const tag = uniqueTag();
  const seeder = await BlogSeeder.signIn(`blog-plan-${project}-${tag}`);
  const title = { uk: `Новини на ранок ${tag}`, en: `Morning news ${tag}` };
  const articles: number[] = [];

  try {
    const category = await withCrossProjectLock('blog-categories', () =>
      seeder.category({ uk: 'Поради з догляду', en: 'Care and grooming' }),
    );
    articles.push((await seeder.draftArticle(category.id, title)).id);
    await openBlog(page, `blog-schedule-${project}-${tag}`);
    const card = page.getByRole('article', { name: title.uk });
    await card.getByRole('link', { name: 'Редагувати' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title.uk);

    // Tomorrow at 09:00 by the browser's clock is offered first, and sent as its UTC instant.
    const tomorrowMorning = await page.evaluate(() => {
      const moment = new Date();
      moment.setDate(moment.getDate() + 1);
      moment.setHours(9, 0, 0, 0);
      return {
        instant: moment.toISOString(),
        date: new Intl.DateTimeFormat('uk', { dateStyle: 'medium' }).format(moment),
      };
    });
    await page.getByRole('button', { name: 'Опублікувати пізніше' }).click();
    const dialog = page.getByRole('dialog', { name: 'Опублікувати пізніше' });
    const time = dialog.getByLabel('Дата й час публікації');
    await expect(time).toBeFocused();
    await expect(time).toHaveValue(/T09:00$/);
    const scheduled = page.waitForResponse(
      answerTo('PUT', /\/api\/admin\/articles\/schedule\/\d+$/),
    );
    await dialog.getByRole('button', { name: 'Запланувати' }).click();
    const answer = await scheduled;
    expect(answer.request().postDataJSON()).toEqual({ publishAt: tomorrowMorning.instant });
    const article = (await answer.json()) as AdminArticle;
    expect(Date.parse(article.publishAt ?? '')).toBe(Date.parse(tomorrowMorning.instant));
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: 'Публікацію заплановано' }),
    ).toBeVisible();
    const notice = page.getByText(`Буде опубліковано ${tomorrowMorning.date} о 09:00`, {
      exact: true,
    });
    await expect(notice).toBeVisible();
    await expect(page.getByText('Не опубліковано', { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Усі статті' }).click();
    await expect(
      card.getByText(`Заплановано: ${tomorrowMorning.date}, 09:00`, { exact: true }),
    ).toBeVisible();

    // Cancelling in the editor takes the time off the editor and the card.
    await card.getByRole('link', { name: 'Редагувати' }).click();
    await expect(notice).toBeVisible();
    const cancelled = page.waitForResponse(
      answerTo('DELETE', /\/api\/admin\/articles\/schedule\/\d+$/),
    );
    await page.getByRole('button', { name: 'Скасувати', exact: true }).click();
    expect((await cancelled).ok()).toBe(true);
    await expect(notice).toHaveCount(0);
    await expect(
      page.getByRole('status').filter({ hasText: 'Заплановану публікацію скасовано' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Усі статті' }).click();
    await expect(card).toBeVisible();
    await expect(card.getByText(/^Заплановано:/)).toHaveCount(0);
  } finally {
    for (const id of articles) await seeder.deleteArticle(id).catch(() => undefined);
    await seeder.dispose();
  }
});
