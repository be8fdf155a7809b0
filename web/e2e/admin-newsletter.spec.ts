import { readFileSync } from 'node:fs';
import type { BrowserContext, Locator, Page, TestInfo } from '@playwright/test';
import { ArticleSeeder, type SeededArticle } from './support/articles';
import { withCrossProjectLock } from './support/crossProjectLock';
import { uniqueTag } from './support/dogs';
import { expect, test } from './support/fixtures';
import { scrollToLazyPart } from './support/forms';
import { drawnImage } from './support/images';
import { type Mail, readMailbox } from './support/mailbox';
import { readServerState } from './support/serverState';
import { expectNoAccessibilityProblems, signInOnPage } from './support/adminPages';
import { shot as takeShot } from './support/shots';

/**
 * The newsletter from both ends. A visitor, in a browser of their own, subscribes from the
 * strip and confirms through the link in the mail they receive. Staff reach the newsletter
 * from the navigation, find the confirmed subscriber under its count, write an issue in both languages with a picture and a link to a
 * published article, save it, preview each language's letter, send a test to their own
 * mailbox, send the issue to every confirmed subscriber and follow its delivery until the
 * subscriber has it once, in the language they subscribed in; the subscriber then leaves
 * through the issue's own unsubscribe link and is no longer among the confirmed. Staff work
 * in Ukrainian on the phone and in English on the desktop; the subscriber in the other.
 *
 * With SHOTS_DIR set, the newsletter page, the editor, the preview and the sent issue are
 * saved there too, as `screenshots.spec.ts` saves the main screens.
 */

type Language = 'uk' | 'en';

/** `doghotel create-admin` gives an account without an address this one (SMTP sink catches it). */
const staffAddress = (login: string) => `${login}@doghotel.kyiv.ua`;

const TEXTS = {
  uk: {
    menu: 'Меню розділів',
    sections: 'Розділи',
    newsletter: 'Розсилка',
    issues: 'Випуски',
    subscribers: 'Підписники',
    confirmedFilter: 'Підтверджені',
    confirmedBadge: 'Підтверджено',
    newIssue: 'Новий випуск',
    newIssueTitle: 'Новий випуск',
    titleField: 'Заголовок (тема листа)',
    textField: 'Текст',
    bold: 'Жирний',
    removeImage: 'Прибрати зображення',
    imageAlt: 'Зображення випуску',
    chooseArticles: 'Обрати статті',
    picker: 'Статті для випуску',
    more: 'Показати ще',
    done: 'Готово',
    save: 'Зберегти',
    saved: 'Випуск збережено',
    titleRequired: 'Введіть заголовок.',
    incomplete: 'Випуск не збережено: виправте позначені поля.',
    preview: 'Попередній перегляд',
    close: 'Закрити',
    sendTest: 'Надіслати тест мені',
    testSent: (address: string) => `Тестовий лист обома мовами надіслано на ${address}`,
    send: /^Надіслати [\d\s\u00a0\u202f]+ підтверджен(ому|им) підписник(у|ам)$/u,
    needsSave: 'Тест і розсилка беруть збережений випуск: спершу збережіть його.',
    needsSaveChanges: 'Тест і розсилка беруть збережений випуск: спершу збережіть зміни.',
    sendDialog: 'Розіслати випуск?',
    confirmSend: 'Так, розіслати',
    DRAFT: 'Чернетка',
    SENT: 'Розіслано',
    delivery: 'Доставка',
    delivered: 'Доставлено',
    finished: 'Розсилку завершено.',
    letter: 'Лист',
    download: 'Завантажити підтверджених підписників таблицею',
    // What the staff member writes in Ukrainian.
    issueTitle: (tag: string) => `Зимові новини ${tag}`,
    lines: ['Цієї зими у нас новий теплий вольєр.', 'Чекаємо ваших собак на свята!'],
    boldWord: 'вольєр',
  },
  en: {
    menu: 'Sections menu',
    sections: 'Sections',
    newsletter: 'Newsletter',
    issues: 'Issues',
    subscribers: 'Subscribers',
    confirmedFilter: 'Confirmed',
    confirmedBadge: 'Confirmed',
    newIssue: 'New issue',
    newIssueTitle: 'New issue',
    titleField: 'Title (the mail’s subject)',
    textField: 'Text',
    bold: 'Bold',
    removeImage: 'Remove the picture',
    imageAlt: 'The issue’s picture',
    chooseArticles: 'Choose articles',
    picker: 'Articles for the issue',
    more: 'Show more',
    done: 'Done',
    save: 'Save',
    saved: 'Issue saved',
    titleRequired: 'Enter a title.',
    incomplete: 'The issue was not saved: correct the marked fields.',
    preview: 'Preview',
    close: 'Close',
    sendTest: 'Send a test to me',
    testSent: (address: string) => `A test in both languages went to ${address}`,
    send: /^Send to [\d,]+ confirmed subscribers?$/,
    needsSave: 'A test and the sending take the issue as saved: save it first.',
    needsSaveChanges: 'A test and the sending take the issue as saved: save your changes first.',
    sendDialog: 'Send this issue?',
    confirmSend: 'Yes, send it',
    DRAFT: 'Draft',
    SENT: 'Sent',
    delivery: 'Delivery',
    delivered: 'Delivered',
    finished: 'The sending is over.',
    letter: 'Letter',
    download: 'Download confirmed subscribers as a spreadsheet',
    issueTitle: (tag: string) => `Winter news ${tag}`,
    lines: ['This winter we have a new warm run.', 'Bring your dogs for the holidays!'],
    boldWord: 'run',
  },
} as const;

/** What a subscriber reads at the foot of the letter, in the letter's language. */
const LETTER = {
  uk: { readMore: 'Читайте в нашому блозі:', unsubscribe: 'Відписатися' },
  en: { readMore: 'Read on our blog:', unsubscribe: 'Unsubscribe' },
} as const;

/** Saves a picture for a human to look at when SHOTS_DIR is set; does nothing otherwise. */
function shot(page: Page, testInfo: TestInfo, language: Language, name: string) {
  return takeShot(page, testInfo, `${language}-newsletter-${name}`, { fullPage: true });
}

/** Every mail to `address` the SMTP sink has received so far. */
function mailsTo(maildir: string, address: string): Mail[] {
  return readMailbox(maildir).filter((message) => message.to?.includes(address));
}

/** Waits until a mail to `address` holding `text` (in its subject or body) has arrived. */
async function expectMail(maildir: string, address: string, text: string): Promise<void> {
  const holds = (mail: Mail) =>
    [mail.subject ?? '', mail.body, mail.html ?? ''].some((part) => part.includes(text));
  await expect.poll(() => mailsTo(maildir, address).some(holds), { timeout: 60_000 }).toBe(true);
}

/** What a visitor meets on the public site, in each language. */
const VISITOR = {
  uk: {
    strip: 'Новини DogHotel',
    email: 'Ваша електронна пошта',
    subscribe: 'Підписатися',
    thanks: 'Дякуємо за підписку на наші новини!',
    ok: 'Добре',
    confirmed: 'Підписку підтверджено',
    unsubscribed: 'Ви відписалися від розсилки',
  },
  en: {
    strip: 'News from DogHotel',
    email: 'Your email',
    subscribe: 'Subscribe',
    thanks: 'Thank you for subscribing to our news!',
    ok: 'OK',
    confirmed: 'Subscription confirmed',
    unsubscribed: 'You have unsubscribed',
  },
} as const;

/** The address of a link of `action` in a mail's text. */
function linkIn(text: string, action: 'confirm' | 'unsubscribe'): string {
  const found = text.match(
    new RegExp(`https?://[^\\s"<>]+?/newsletter/${action}\\?token=[A-Za-z0-9._-]+`),
  );
  if (!found) throw new Error(`no ${action} link in the mail:\n${text}`);
  // A token ends in its signature's hex digits: a dot after it ends the sentence.
  return found[0].replace(/\.+$/, '');
}

/**
 * An address subscribed from the strip of the public site in `language` and confirmed by the
 * link its confirmation mail brings, in the visitor's own browser.
 */
async function confirmedSubscriber(visitor: BrowserContext, address: string, language: Language) {
  const maildir = readServerState().mail?.maildir ?? '';
  const texts = VISITOR[language];
  const site = await visitor.newPage();
  await site.goto(`/${language}`);
  const strip = site.getByRole('region', { name: texts.strip });
  const field = strip.getByLabel(texts.email, { exact: true });
  await scrollToLazyPart(strip, field);
  await field.fill(address);
  await strip.getByRole('button', { name: texts.subscribe }).click();
  const thanks = site.getByRole('dialog', { name: texts.thanks });
  await thanks.getByRole('button', { name: texts.ok }).click();
  await expect.poll(() => mailsTo(maildir, address).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const [confirmation] = mailsTo(maildir, address);
  await site.goto(linkIn(confirmation?.body ?? '', 'confirm'));
  await expect(site.getByRole('heading', { level: 1, name: texts.confirmed })).toBeVisible();
  await site.close();
}

/**
 * The subscriber follows the unsubscribe link of the issue they received, in their own browser,
 * and is told so in the issue's language.
 */
async function unsubscribeFromIssue(visitor: BrowserContext, letter: Mail, language: Language) {
  const site = await visitor.newPage();
  await site.goto(linkIn(letter.body, 'unsubscribe'));
  await expect(
    site.getByRole('heading', { level: 1, name: VISITOR[language].unsubscribed }),
  ).toBeVisible();
  await site.close();
}

/** A published article to link, in a category the blog tests share. */
async function publishedArticle(login: string, tag: string): Promise<SeededArticle> {
  const seeder = await ArticleSeeder.signIn(login);
  try {
    const category = await withCrossProjectLock('blog-categories', () =>
      seeder.category({ uk: 'Поради з догляду', en: 'Care and grooming' }),
    );
    const cover = await seeder.uploadImage([120, 170, 210]);
    return await seeder.publish(
      {
        title: { uk: `Прогулянки взимку ${tag}`, en: `Winter walks ${tag}` },
        categoryId: category.id,
        blocks: [{ type: 'TEXT', value: '<p>Теплий одяг і короткі прогулянки.</p>' }],
      },
      cover,
    );
  } finally {
    await seeder.dispose();
  }
}

/** Types into a rich text field, then makes the word `word` in it bold from its toolbar. */
async function writeRichText(
  page: Page,
  box: Locator,
  lines: readonly string[],
  word: string,
  boldLabel: string,
) {
  await box.click();
  await page.keyboard.type(lines.join('\n'));
  await box.evaluate((element, bold) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(bold) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + bold.length);
      document.getSelection()?.removeAllRanges();
      document.getSelection()?.addRange(range);
      return;
    }
  }, word);
  // The toolbar shares the field's frame.
  await box.locator('xpath=..').getByRole('button', { name: boldLabel }).click();
  await expect(box.locator('b')).toHaveText(word);
}

/**
 * Ticks the article in the picker, asking for more of the blog's list until it is there
 * (other tests publish articles at the same time).
 */
async function tickArticle(dialog: Locator, title: string, more: string) {
  const box = dialog.getByRole('checkbox', { name: title });
  const moreButton = dialog.getByRole('button', { name: more });
  await expect(box.or(moreButton).first()).toBeVisible();
  for (let page = 2; page <= 10 && !(await box.isVisible()); page += 1) {
    await moreButton.click();
    await expect(box.or(moreButton).first()).toBeVisible();
  }
  await box.check();
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('staff write an issue in both languages, preview and test it, send it and follow its delivery', async ({
  page,
  isMobile,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const mail = readServerState().mail;
  test.skip(!mail, 'needs the SMTP sink the e2e global setup starts');
  const maildir = mail?.maildir ?? '';
  const project = testInfo.project.name;
  const language: Language = project === 'desktop' ? 'en' : 'uk';
  const texts = TEXTS[language];
  const tag = uniqueTag();
  const login = `letters-${project}-${tag}`;
  // The subscriber reads the other language: the letter follows theirs, not the staff's.
  const subscriberLanguage: Language = language === 'uk' ? 'en' : 'uk';
  const subscriber = `reader.${project}.${tag}@example.com`;
  const titles = { uk: TEXTS.uk.issueTitle(tag), en: TEXTS.en.issueTitle(tag) };

  // The subscriber is someone else, in a browser of their own.
  const { viewport, isMobile: mobile, hasTouch, userAgent } = testInfo.project.use;
  const visitor = await browser.newContext({
    baseURL,
    viewport,
    isMobile: mobile,
    hasTouch,
    userAgent,
  });
  await confirmedSubscriber(visitor, subscriber, subscriberLanguage);
  const article = await publishedArticle(`letters-seed-${project}-${tag}`, tag);
  await signInOnPage(page, login, language);

  // From the navigation: on a phone behind the burger.
  if (isMobile) await page.getByRole('button', { name: texts.menu }).click();
  await page
    .getByRole('navigation', { name: texts.sections })
    .getByRole('link', { name: texts.newsletter })
    .click();
  await expect(page).toHaveURL(/\/admin\/newsletter$/);
  await expect(page.getByRole('heading', { level: 1, name: texts.newsletter })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: texts.issues })).toBeVisible();

  await page.getByRole('button', { name: texts.newIssue }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter\/issues\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: texts.newIssueTitle })).toBeVisible();

  // A test and the sending take the saved issue: nothing to take yet.
  const sendTest = page.getByRole('button', { name: texts.sendTest });
  const send = page.getByRole('button', { name: texts.send });
  await expect(sendTest).toBeDisabled();
  await expect(send).toBeDisabled();
  await expect(send).toHaveAccessibleDescription(texts.needsSave);

  // Nothing is sent before the rules hold; the first problem takes the focus.
  const saves: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const isSave = /^\/api\/admin\/newsletter\/issues(\/\d+)?$/.test(pathname);
    if (isSave && request.method() !== 'GET') saves.push(request.method());
  });
  const save = page.getByRole('button', { name: texts.save, exact: true });
  await save.click();
  const title = page.getByRole('textbox', { name: texts.titleField });
  await expect(title).toBeFocused();
  await expect(title).toHaveAccessibleDescription(new RegExp(escaped(texts.titleRequired)));
  await expect(page.getByRole('status').filter({ hasText: texts.incomplete })).toBeVisible();
  expect(saves).toEqual([]);

  // Each language's letter, in its own tab.
  for (const letterLanguage of ['uk', 'en'] as const) {
    await page
      .getByRole('tab', { name: letterLanguage === 'uk' ? 'Українська' : 'English' })
      .click();
    const written = TEXTS[letterLanguage];
    await title.fill(titles[letterLanguage]);
    const text = page.getByRole('textbox', { name: texts.textField, exact: true });
    await writeRichText(page, text, written.lines, written.boldWord, texts.bold);
  }

  await page.locator('input[type="file"]').setInputFiles(await drawnImage(page, 'winter.png'));
  await expect(page.getByRole('button', { name: texts.removeImage })).toBeVisible();
  await expect(page.getByRole('img', { name: texts.imageAlt })).toHaveAttribute(
    'src',
    /^\/media\//,
  );

  await page.getByRole('button', { name: texts.chooseArticles }).click();
  const picker = page.getByRole('dialog', { name: texts.picker });
  await tickArticle(picker, article.title[language], texts.more);
  await picker.getByRole('button', { name: texts.done }).click();
  await expect(picker).toBeHidden();
  await expect(
    page.getByRole('listitem').filter({ hasText: article.title[language] }),
  ).toBeVisible();

  const created = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === '/api/admin/newsletter/issues',
  );
  await save.click();
  expect((await created).status()).toBe(201);
  await expect(page).toHaveURL(/\/admin\/newsletter\/issues\/\d+$/);
  await expect(page.getByRole('status').filter({ hasText: texts.saved })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: titles[language] })).toBeVisible();
  await expect(page.getByText(texts.DRAFT, { exact: true })).toBeVisible();
  await expectNoAccessibilityProblems(page);
  await shot(page, testInfo, language, 'editor');

  // An unsaved change holds back the test and the sending.
  await title.fill(`${titles[language]}!`);
  await expect(send).toBeDisabled();
  await expect(send).toHaveAccessibleDescription(texts.needsSaveChanges);
  await title.fill(titles[language]);
  await expect(send).toBeEnabled();
  await expect(sendTest).toBeEnabled();

  // Each language's letter as its subscribers will read it.
  await page.getByRole('button', { name: texts.preview }).click();
  const preview = page.getByRole('dialog', { name: texts.preview });
  for (const letterLanguage of ['uk', 'en'] as const) {
    await preview
      .getByRole('tab', { name: letterLanguage === 'uk' ? 'Українська' : 'English' })
      .click();
    const letter = preview.getByRole('article');
    await expect(letter).toHaveAttribute('lang', letterLanguage);
    await expect(letter.getByRole('heading', { level: 3 })).toHaveText(titles[letterLanguage]);
    await expect(letter).toContainText(TEXTS[letterLanguage].lines[0]);
    await expect(letter.locator('b')).toHaveText(TEXTS[letterLanguage].boldWord);
    await expect(letter.locator('img')).toHaveAttribute('src', /^\/media\//);
    await expect(letter).toContainText(LETTER[letterLanguage].readMore);
    await expect(letter.getByRole('link', { name: article.title[letterLanguage] })).toHaveAttribute(
      'href',
      `${letterLanguage === 'en' ? '/en' : ''}/article/${article.id}`,
    );
    await expect(letter).toContainText(LETTER[letterLanguage].unsubscribe);
  }
  await expectNoAccessibilityProblems(page);
  await shot(page, testInfo, language, 'preview');
  await preview.getByRole('button', { name: texts.close }).click();
  await expect(preview).toBeHidden();

  // A test of the saved issue reaches the staff member's own mailbox, in both languages.
  const tested = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/test'),
  );
  await sendTest.click();
  expect((await tested).status()).toBe(204);
  await expect(
    page.getByRole('status').filter({ hasText: texts.testSent(staffAddress(login)) }),
  ).toBeVisible();
  await expectMail(maildir, staffAddress(login), titles.uk);
  await expectMail(maildir, staffAddress(login), titles.en);

  // Sent to every confirmed subscriber, after a last question.
  await send.click();
  const question = page.getByRole('dialog', { name: texts.sendDialog });
  const sent = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/send'),
  );
  await question.getByRole('button', { name: texts.confirmSend }).click();
  expect((await sent).status()).toBe(204);
  await expect(question).toBeHidden();

  // Read-only now, its delivery followed until every mail has an outcome.
  const delivery = page.getByRole('region', { name: texts.delivery });
  await expect(delivery).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(delivery.getByRole('status')).toHaveText(texts.finished, { timeout: 90_000 });
  await expect(page.getByText(texts.SENT, { exact: true })).toBeVisible();
  const deliveredCount = delivery
    .locator('dt', { hasText: new RegExp(`^${texts.delivered}$`) })
    .locator('xpath=following-sibling::dd');
  await expect(deliveredCount).not.toHaveText('0');
  await expect(page.getByRole('region', { name: texts.letter, exact: true })).toContainText(
    titles[language],
  );
  await expectNoAccessibilityProblems(page);
  await shot(page, testInfo, language, 'sent');

  // The subscriber has it, in the language they subscribed in.
  await expectMail(maildir, subscriber, titles[subscriberLanguage]);
  expect(
    mailsTo(maildir, subscriber).some((letter) => letter.body.includes(titles[language])),
  ).toBe(false);
  const issueLetter = mailsTo(maildir, subscriber).find(
    (letter) => letter.subject === titles[subscriberLanguage],
  );
  expect(issueLetter, 'the issue reached the subscriber once').toBeDefined();
  expect(
    mailsTo(maildir, subscriber).filter((letter) => letter.subject === titles[subscriberLanguage]),
  ).toHaveLength(1);

  // The list shows it sent, with its delivery.
  await page.getByRole('link', { name: texts.newsletter, exact: true }).first().click();
  const card = page.getByRole('article', { name: titles[language] });
  await expect(card).toContainText(texts.SENT);
  await expect(card).toContainText(texts.delivered);

  // The confirmed subscriber is counted, and listed under the count's filter.
  const subscribers = page.getByRole('region', { name: texts.subscribers });
  const confirmedFilter = subscribers.getByRole('link', {
    name: new RegExp(`^${texts.confirmedFilter}\\s*[\\d\\s,\\u00a0\\u202f]+$`, 'u'),
  });
  await confirmedFilter.click();
  await expect(page).toHaveURL(/[?&]status=confirmed/);
  await expect(confirmedFilter).toHaveAttribute('aria-current', 'true');
  await expect(subscribers.getByText(subscriber)).toBeVisible();
  await expectNoAccessibilityProblems(page);
  await shot(page, testInfo, language, 'page');

  // Every confirmed address, as a spreadsheet.
  const downloaded = page.waitForEvent('download');
  await subscribers.getByRole('button', { name: texts.download }).click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  expect(readFileSync(await file.path(), 'utf8')).toContain(subscriber);

  // The subscriber leaves through the issue's own link, and is counted so.
  if (issueLetter) await unsubscribeFromIssue(visitor, issueLetter, subscriberLanguage);
  await visitor.close();
  await expect(async () => {
    await page.reload();
    await expect(subscribers.getByText(subscriber)).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
});
