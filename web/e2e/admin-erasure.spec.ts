import { readFileSync } from 'node:fs';
import type { BrowserContext, Locator, Page, TestInfo } from '@playwright/test';
import type { InboxErased } from '../src/admin/inbox/api/inboxTypes';
import { DogSeeder, uniqueTag } from './support/dogs';
import { expect, test } from './support/fixtures';
import { scrollToLazyPart, sendAndConfirm } from './support/forms';
import { readMailbox } from './support/mailbox';
import { readServerState } from './support/serverState';
import {
  expectNoAccessibilityProblems,
  formattedPhone,
  signInOnPage,
  uniquePhoneDigits,
} from './support/adminPages';
import { shot as takeShot } from './support/shots';

/**
 * A visitor's right to be forgotten. A visitor, in a browser of their own, writes from the
 * contacts page, asks about a dog from its page with the same e-mail address, and subscribes to
 * the newsletter with it, confirming through the mailed link. Staff find the message by the
 * visitor's name, read what forgetting them would erase (both requests and the subscription)
 * and erase it. Then the item says so and shows nothing of the visitor, the name finds nothing,
 * the dog request is erased too, the inbox's spreadsheet holds neither name, address nor phone,
 * and the newsletter no longer lists the address. Staff work in Ukrainian on the phone and in
 * English on the desktop, and so does the visitor.
 *
 * With SHOTS_DIR set, the item, the question, the erased item and the erased request in the
 * list are saved there too, as `screenshots.spec.ts` saves the main screens.
 */

type Language = 'uk' | 'en';

const TEXTS = {
  uk: {
    // The visitor's side.
    visitor: 'Злата',
    contacts: 'Контакти',
    byEmail: 'Поштою',
    name: 'Ім’я',
    email: 'Пошта',
    message: 'Повідомлення',
    send: 'Надіслати',
    sent: 'Запит надіслано',
    ok: 'Добре',
    lines: ['Дякую за відповідь.', 'Прошу видалити мої дані, коли все вирішимо.'],
    dog: (tag: string) => ({ uk: `Зірка ${tag}`, en: `Zirka ${tag}` }),
    takeHome: 'Забрати додому',
    greeting: (name: string) => `Привіт, я ${name}!`,
    request: {
      name: 'Ім’я',
      email: 'Електронна пошта',
      phone: 'Телефон',
      message: /Повідомлення/,
      sent: 'Запит надіслано',
    },
    requestMessage: 'Можна познайомитися із Зіркою в суботу?',
    strip: 'Новини DogHotel',
    stripEmail: 'Ваша електронна пошта',
    subscribe: 'Підписатися',
    thanks: 'Дякуємо за підписку на наші новини!',
    confirmed: 'Підписку підтверджено',
    // The staff's side.
    search: 'Пошук за ім’ям, поштою чи телефоном',
    noMatches: (q: string) => `За запитом «${q}» нічого не знайдено.`,
    kindMessage: 'Повідомлення',
    dogOf: (name: string) => `Собака: ${name}`,
    download: 'Завантажити таблицею',
    columns: 'Надійшло,Тип,Стан,Ім’я,Пошта,Телефон',
    visitorSection: 'Відвідувач',
    messageSection: 'Повідомлення',
    replySection: 'Відповісти відвідувачу',
    requestSection: 'Звернення',
    forgetSection: 'Забути відвідувача',
    forget: 'Забути відвідувача',
    dialog: 'Забути цього відвідувача?',
    requests: (count: number) =>
      `Ім’я, пошту, телефон і написане відвідувачем буде стерто з ${count} звернень:`,
    thisOne: '(це звернення)',
    subscription: 'Їхню адресу також буде вилучено з розсилки й забуто.',
    final: 'Цю дію не можна скасувати.',
    confirm: 'Так, стерти назавжди',
    erasedName: 'Відвідувача забуто',
    erasedBy: (login: string) =>
      new RegExp(`^Особисті дані цього відвідувача стер\\(ла\\) ${login} .+ о .+\\.$`),
    history: 'Історія',
    erasedStep: 'Особисті дані відвідувача стерто',
    by: (login: string) => `виконав(ла) ${login}`,
    subscribers: 'Підписники',
    forgetSubscriber: (email: string) => `Забути ${email}`,
    forgetSubscriberDialog: 'Забути цього підписника?',
    forgetSubscriberConfirm: 'Так, забути назавжди',
    addresses: /^[\d\s\u00a0\u202f]+ адрес[аи]?$/u,
  },
  en: {
    visitor: 'Zlata',
    contacts: 'Contacts',
    byEmail: 'By email',
    name: 'Name',
    email: 'Email',
    message: 'Message',
    send: 'Send',
    sent: 'Request has been sent',
    ok: 'OK',
    lines: ['Thank you for the answer.', 'Please delete my data once we are done.'],
    dog: (tag: string) => ({ uk: `Зірка ${tag}`, en: `Zirka ${tag}` }),
    takeHome: 'Take home',
    greeting: (name: string) => `Hi, I am ${name}!`,
    request: {
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      message: /Message/,
      sent: 'Your request has been sent',
    },
    requestMessage: 'Could I meet Zirka on Saturday?',
    strip: 'News from DogHotel',
    stripEmail: 'Your email',
    subscribe: 'Subscribe',
    thanks: 'Thank you for subscribing to our news!',
    confirmed: 'Subscription confirmed',
    search: 'Search by name, e-mail or phone',
    noMatches: (q: string) => `Nothing matches “${q}”.`,
    kindMessage: 'Message',
    dogOf: (name: string) => `Dog: ${name}`,
    download: 'Download as a spreadsheet',
    columns: 'Received,Type,Status,Name,E-mail,Phone',
    visitorSection: 'Visitor',
    messageSection: 'Message',
    replySection: 'Answer the visitor',
    requestSection: 'Request',
    forgetSection: 'Forget this visitor',
    forget: 'Forget this visitor',
    dialog: 'Forget this visitor?',
    requests: (count: number) =>
      `The visitor’s name, e-mail, phone and what they wrote will be erased from ${count} requests:`,
    thisOne: '(this one)',
    subscription: 'Their address will also be taken off the newsletter and forgotten.',
    final: 'This cannot be undone.',
    confirm: 'Yes, erase for good',
    erasedName: 'Visitor erased',
    erasedBy: (login: string) =>
      new RegExp(`^This visitor’s personal data was erased on .+ at .+ by ${login}\\.$`),
    history: 'History',
    erasedStep: 'Visitor’s personal data erased',
    by: (login: string) => `by ${login}`,
    subscribers: 'Subscribers',
    forgetSubscriber: (email: string) => `Forget ${email}`,
    forgetSubscriberDialog: 'Forget this subscriber?',
    forgetSubscriberConfirm: 'Yes, forget for good',
    addresses: /^[\d,]+ address(es)?$/,
  },
} as const;

/** Saves a picture for a human to look at when SHOTS_DIR is set; does nothing otherwise. */
function shot(
  page: Page,
  testInfo: TestInfo,
  language: Language,
  name: string,
  { fullPage = true } = {},
) {
  return takeShot(page, testInfo, `${language}-erasure-${name}`, { fullPage });
}

const CONFIRM_LINK = /https?:\/\/[^\s"<>]+?\/newsletter\/confirm\?token=[A-Za-z0-9._-]+/;

/** Who the visitor is: one name and address on every form, and a phone for the dog request. */
interface Visitor {
  name: string;
  email: string;
  digits: string;
}

/** The visitor writes from the contacts page, asking to be answered by e-mail. */
async function sendMessage(site: Page, language: Language, visitor: Visitor) {
  const texts = TEXTS[language];
  await site.goto(`/${language}/contacts`);
  await expect(site.getByRole('heading', { level: 1, name: texts.contacts })).toBeVisible();
  const form = site.locator('form').filter({ has: site.getByRole('button', { name: texts.send }) });
  await form.getByRole('radio', { name: texts.byEmail }).check();
  await form.getByLabel(texts.name, { exact: true }).fill(visitor.name);
  await form.getByLabel(texts.email, { exact: true }).fill(visitor.email);
  await form.getByLabel(texts.message, { exact: true }).fill(texts.lines.join('\n'));
  await sendAndConfirm(site, form, texts);
}

/** The visitor asks to take the dog home, from its page, with the same address and a phone. */
async function askForDog(
  site: Page,
  language: Language,
  dog: { id: number; name: string },
  visitor: Visitor,
) {
  const texts = TEXTS[language];
  await site.goto(`/${language}/want-a-friend/dog/${dog.id}`);
  // The dog's page itself, not only the site's frame, is there before the visitor taps.
  await expect(site.getByRole('heading', { level: 1 })).toHaveText(texts.greeting(dog.name));
  const dialog = site.getByRole('dialog', { name: texts.takeHome });
  // In the panel at the foot of the screen, or in the header once the page has scrolled. A tap
  // while the page still settles (a slow phone's first visit: the panel slides in, the page
  // moves under it) can miss, and the visitor taps again: so does the test, until it opens.
  await expect(async () => {
    if (!(await dialog.isVisible())) {
      await site
        .getByRole('button', { name: texts.takeHome })
        .filter({ visible: true })
        .first()
        .click({ timeout: 2000 });
    }
    await expect(dialog).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await dialog.getByLabel(texts.request.name).fill(visitor.name);
  await dialog.getByLabel(texts.request.email).fill(visitor.email);
  await dialog.getByLabel(texts.request.phone).click();
  await site.keyboard.type(visitor.digits);
  await expect(dialog.getByLabel(texts.request.phone)).toHaveValue(formattedPhone(visitor.digits));
  await dialog.getByLabel(texts.request.message).fill(texts.requestMessage);
  await sendAndConfirm(
    site,
    dialog,
    { send: texts.send, sent: texts.request.sent, ok: texts.ok },
    '/api/send-notification',
  );
}

/**
 * The visitor subscribes from the strip and confirms through the link mailed to them (among
 * the "we received it" mails their requests brought).
 */
async function subscribeAndConfirm(site: Page, language: Language, address: string) {
  const texts = TEXTS[language];
  const maildir = readServerState().mail?.maildir ?? '';
  await site.goto(`/${language}`);
  const strip = site.getByRole('region', { name: texts.strip });
  const field = strip.getByLabel(texts.stripEmail, { exact: true });
  await scrollToLazyPart(strip, field);
  await field.fill(address);
  await strip.getByRole('button', { name: texts.subscribe }).click();
  await site
    .getByRole('dialog', { name: texts.thanks })
    .getByRole('button', { name: texts.ok })
    .click();
  const confirmLink = () =>
    readMailbox(maildir)
      .filter((mail) => mail.to?.includes(address))
      .map((mail) => mail.body.match(CONFIRM_LINK)?.[0])
      .find(Boolean);
  await expect.poll(confirmLink, { timeout: 30_000 }).toBeDefined();
  // A token ends in its signature's hex digits: a dot after it ends the sentence.
  await site.goto((confirmLink() ?? '').replace(/\.+$/, ''));
  await expect(site.getByRole('heading', { level: 1, name: texts.confirmed })).toBeVisible();
}

/** Searches the inbox's list as staff do. */
async function searchInbox(page: Page, texts: (typeof TEXTS)[Language], q: string) {
  await page.goto('/admin/inbox');
  const search = page.getByRole('searchbox', { name: texts.search });
  await search.fill(q);
  await search.press('Enter');
  await expect(page).toHaveURL(/[?&]q=/);
}

/** The spreadsheet of what the inbox's list on the page selects. */
async function downloadSheet(page: Page, texts: (typeof TEXTS)[Language]): Promise<string> {
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: texts.download }).click();
  const sheet = readFileSync(await (await downloaded).path(), 'utf8');
  expect(sheet.startsWith(`\uFEFF${texts.columns}`)).toBe(true);
  return sheet;
}

/** The newsletter's subscribers, all of them or the confirmed ones, once they have loaded. */
async function subscribersList(
  page: Page,
  texts: (typeof TEXTS)[Language],
  status: 'confirmed' | null,
): Promise<Locator> {
  await page.goto(`/admin/newsletter${status ? `?status=${status}` : ''}`);
  const subscribers = page.getByRole('region', { name: texts.subscribers });
  // Its count, not the "loading" before it: the list is there.
  await expect(subscribers.getByRole('status')).toHaveText(texts.addresses);
  return subscribers;
}

test('a visitor erased', async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  const mail = readServerState().mail;
  test.skip(!mail, 'needs the SMTP sink the e2e global setup starts');
  const project = testInfo.project.name;
  const language: Language = project === 'desktop' ? 'en' : 'uk';
  const texts = TEXTS[language];
  const tag = uniqueTag();
  // Without spaces, as the dog request's name field wants it.
  const visitor: Visitor = {
    name: `${texts.visitor}-${tag}`,
    email: `zlata.${project}.${tag}@example.com`,
    digits: uniquePhoneDigits(),
  };
  const login = `forget-${project}-${tag}`;
  const dogName = texts.dog(tag)[language];

  const seeder = await DogSeeder.signIn(`forget-seed-${project}-${tag}`);
  const dog = await seeder
    .publish({
      name: texts.dog(tag),
      dogSex: 'FEMALE',
      sizeId: 2,
      ageChoice: 'twoToThreeYears',
    })
    .finally(() => seeder.dispose());

  // The visitor is someone else, in a browser of their own.
  const { viewport, isMobile, hasTouch, userAgent } = testInfo.project.use;
  const visitorContext: BrowserContext = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    userAgent,
  });
  const site = await visitorContext.newPage();
  await sendMessage(site, language, visitor);
  await askForDog(site, language, { id: dog.id, name: dogName }, visitor);
  await subscribeAndConfirm(site, language, visitor.email);
  await visitorContext.close();

  await signInOnPage(page, login, language);

  // The address is among the confirmed subscribers, the latest change first.
  let subscribers = await subscribersList(page, texts, 'confirmed');
  await expect(subscribers.getByText(visitor.email, { exact: true })).toBeVisible();

  // Both requests carry the name; the spreadsheet of them holds the visitor's contacts.
  await searchInbox(page, texts, visitor.name);
  await expect(page.getByRole('article', { name: visitor.name })).toHaveCount(2);
  let sheet = await downloadSheet(page, texts);
  for (const personal of [visitor.name, visitor.email, formattedPhone(visitor.digits)]) {
    expect(sheet).toContain(personal);
  }

  const card = page
    .getByRole('article', { name: visitor.name })
    .filter({ has: page.getByText(texts.kindMessage, { exact: true }) });
  await card.getByRole('link', { name: visitor.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: visitor.name })).toBeVisible();
  const itemId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(page.getByRole('region', { name: texts.visitorSection, exact: true })).toContainText(
    visitor.email,
  );
  await shot(page, testInfo, language, 'item');

  // The question says what goes: both requests, newest first, and the subscription.
  const forget = page.getByRole('region', { name: texts.forgetSection });
  await forget.getByRole('button', { name: texts.forget }).click();
  const dialog = page.getByRole('dialog', { name: texts.dialog });
  await expect(dialog.getByText(texts.requests(2))).toBeVisible();
  const requests = dialog.getByRole('listitem');
  await expect(requests).toHaveCount(2);
  await expect(requests.nth(0)).toContainText(texts.dogOf(dogName));
  await expect(requests.nth(1)).toContainText(texts.kindMessage);
  await expect(requests.nth(1)).toContainText(texts.thisOne);
  await expect(dialog.getByText(texts.subscription)).toBeVisible();
  await expect(dialog.getByText(texts.final)).toBeVisible();
  await expectNoAccessibilityProblems(page);
  // The screen as staff see it: a whole page drawn under a modal misplaces the sticky header.
  await shot(page, testInfo, language, 'question', { fullPage: false });

  const erasing = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/erase'),
  );
  await dialog.getByRole('button', { name: texts.confirm }).click();
  const answer = await erasing;
  expect(answer.status()).toBe(200);
  const erased = (await answer.json()) as InboxErased;
  expect(erased.erased).toHaveLength(2);
  expect(erased.erased).toContain(itemId);
  expect(erased.subscription).toBe(true);
  await expect(dialog).toBeHidden();

  // The item says it was erased, and by whom, where the focus now is; nothing of the visitor
  // is left on it, nor a way to answer them.
  await expect(page.getByRole('heading', { level: 1, name: texts.erasedName })).toBeVisible();
  const notice = page.getByText(texts.erasedBy(login));
  await expect(notice).toBeVisible();
  await expect(notice.locator('..')).toBeFocused();
  for (const gone of [texts.visitorSection, texts.messageSection, texts.replySection]) {
    await expect(page.getByRole('region', { name: gone, exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole('region', { name: texts.forgetSection })).toHaveCount(0);
  await expect(page.getByRole('region', { name: texts.requestSection, exact: true })).toBeVisible();
  for (const personal of [
    visitor.name,
    visitor.email,
    formattedPhone(visitor.digits),
    texts.lines[0],
  ]) {
    await expect(page.locator('body')).not.toContainText(personal);
  }
  const steps = page.getByRole('region', { name: texts.history }).getByRole('listitem');
  await expect(steps.last()).toContainText(texts.erasedStep);
  await expect(steps.last()).toContainText(texts.by(login));
  await expectNoAccessibilityProblems(page);
  await shot(page, testInfo, language, 'erased');

  // The name finds nothing any more.
  await searchInbox(page, texts, visitor.name);
  await expect(page.getByText(texts.noMatches(visitor.name))).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);

  // The dog request, the other item the erasure named, is erased too, down to the dog's name
  // as the visitor's form sent it.
  const dogRequestId = erased.erased.find((id) => id !== itemId);
  expect(dogRequestId).toBeDefined();
  await page.goto('/admin/inbox?kind=DOG_REQUEST');
  const request = page
    .getByRole('article')
    .filter({ has: page.locator(`a[href$="/admin/inbox/${dogRequestId}"]`) });
  await expect(request).toHaveCount(1);
  await expect(request).toHaveAccessibleName(texts.erasedName);
  await expect(request).not.toContainText(visitor.email);
  await expect(request).not.toContainText(dogName);
  await expect(request).not.toContainText(texts.requestMessage);
  await shot(page, testInfo, language, 'list');
  await request.getByRole('link', { name: texts.erasedName }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.erasedName })).toBeVisible();
  await expect(page.getByText(texts.erasedBy(login))).toBeVisible();
  await expect(page.locator('body')).not.toContainText(formattedPhone(visitor.digits));

  // The whole inbox's spreadsheet holds none of the visitor's data.
  await page.goto('/admin/inbox');
  await expect(page.getByRole('article').first()).toBeVisible();
  sheet = await downloadSheet(page, texts);
  for (const personal of [visitor.name, visitor.email, formattedPhone(visitor.digits)]) {
    expect(sheet).not.toContain(personal);
  }

  // Nor does the newsletter list the address, confirmed or otherwise.
  subscribers = await subscribersList(page, texts, 'confirmed');
  await expect(subscribers.getByText(visitor.email)).toHaveCount(0);
  subscribers = await subscribersList(page, texts, null);
  await expect(subscribers.getByText(visitor.email)).toHaveCount(0);
});

test('a subscriber who never wrote is forgotten from the newsletter page', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  test.skip(!readServerState().mail, 'needs the SMTP sink the e2e global setup starts');
  const project = testInfo.project.name;
  const language: Language = project === 'desktop' ? 'en' : 'uk';
  const texts = TEXTS[language];
  const tag = uniqueTag();
  const email = `reader.${project}.${tag}@example.com`;

  const { viewport, isMobile, hasTouch, userAgent } = testInfo.project.use;
  const visitorContext = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    userAgent,
  });
  await subscribeAndConfirm(await visitorContext.newPage(), language, email);
  await visitorContext.close();

  await signInOnPage(page, `forget-reader-${project}-${tag}`, language);
  const subscribers = await subscribersList(page, texts, 'confirmed');
  const address = subscribers.getByText(email, { exact: true });
  await expect(address).toBeVisible();
  await shot(page, testInfo, language, 'subscribers');

  await subscribers.getByRole('button', { name: texts.forgetSubscriber(email) }).click();
  const dialog = page.getByRole('dialog', { name: texts.forgetSubscriberDialog });
  await expect(dialog).toContainText(email);
  await expect(dialog.getByText(texts.final)).toBeVisible();
  await expectNoAccessibilityProblems(page);
  await shot(page, testInfo, language, 'subscriber-question', { fullPage: false });
  const erasing = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/erase'),
  );
  await dialog.getByRole('button', { name: texts.forgetSubscriberConfirm }).click();
  expect((await erasing).status()).toBe(200);

  await expect(dialog).toBeHidden();
  await expect(address).toHaveCount(0);
  await shot(page, testInfo, language, 'subscriber-forgotten');
  // Nor is it among any status, after a reload.
  const all = await subscribersList(page, texts, null);
  await expect(all.getByText(email)).toHaveCount(0);
});
