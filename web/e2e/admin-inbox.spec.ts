import { readFileSync } from 'node:fs';
import type { Locator, Page, Response, TestInfo } from '@playwright/test';
import type { InboxPage } from '../src/admin/inbox/api/inboxTypes';
import { uniqueTag } from './support/dogs';
import { expect, test } from './support/fixtures';
import { sendAndConfirm } from './support/forms';
import { type Mail, readMailbox } from './support/mailbox';
import { readServerState } from './support/serverState';
import {
  expectNoAccessibilityProblems,
  formattedPhone,
  signInOnPage,
  uniquePhoneDigits,
} from './support/adminPages';
import { shot as takeShot } from './support/shots';
import { staffHeaders } from './support/staff';

/**
 * The staff inbox: a visitor's message from the contacts page arrives as a new item, the
 * header counts it, staff find it by the visitor's phone, take it on and close it, and its
 * history tells who did what. A visitor who wrote by e-mail is answered from the item: the
 * answer joins the item's history and reaches the visitor on a real SMTP server, in the
 * language they wrote in. The phone works in Ukrainian, the desktop in English.
 *
 * With SHOTS_DIR set, the list, the item, and the item's answer written and sent are saved
 * there too, as `screenshots.spec.ts` saves the main screens.
 */

type Language = 'uk' | 'en';

const TEXTS = {
  uk: {
    contacts: 'Контакти',
    byPhone: 'Телефоном',
    byEmail: 'Поштою',
    name: 'Ім’я',
    phone: 'Телефон',
    email: 'Пошта',
    message: 'Повідомлення',
    send: 'Надіслати',
    sent: 'Запит надіслано',
    ok: 'Добре',
    visitor: 'Олена',
    lines: ['Чи є місце для собаки на 12 днів у грудні.', 'Вона спокійна, але боїться феєрверків.'],
    menu: 'Меню розділів',
    sections: 'Розділи',
    inbox: 'Вхідні',
    unread: 'непрочитан\\p{L}*',
    search: 'Пошук за ім’ям, поштою чи телефоном',
    find: 'Знайти',
    kind: 'Повідомлення',
    status: 'Стан',
    NEW: 'Нове',
    IN_PROGRESS: 'В роботі',
    DONE: 'Виконано',
    messageSection: 'Повідомлення',
    visitorSection: 'Відвідувач',
    history: 'Історія',
    received: 'Надійшло',
    changedTo: (status: string) => `Стан: ${status}`,
    by: (login: string) => `виконав(ла) ${login}`,
    back: 'Усі вхідні',
    replySection: 'Відповісти відвідувачу',
    phoneOnly: 'Цей відвідувач залишив лише телефон. Зателефонуйте:',
    answerField: 'Ваша відповідь',
    writtenIn: { uk: 'українською мовою', en: 'англійською мовою' },
    sendAnswer: 'Надіслати відповідь',
    textRequired: 'Напишіть відповідь.',
    sentTo: (address: string) => `Надіслано на ${address}`,
    replied: 'Відповідь листом',
    // What staff answer a visitor who wrote in Ukrainian, and the mail that brings it.
    answer: ['Так, місце є з 3 по 15 грудня.', 'Привозьте її з улюбленою іграшкою.'],
    mailSubject: 'Відповідь DogHotel',
    greeting: (name: string) => `Добрий день, ${name}!`,
    download: 'Завантажити таблицею',
    columns: 'Надійшло,Тип,Стан,Ім’я,Пошта,Телефон',
  },
  en: {
    contacts: 'Contacts',
    byPhone: 'By phone',
    byEmail: 'By email',
    name: 'Name',
    phone: 'Phone',
    email: 'Email',
    message: 'Message',
    send: 'Send',
    sent: 'Request has been sent',
    ok: 'OK',
    visitor: 'Olena',
    lines: [
      'Is there room for a dog for 12 days in December.',
      'She is calm, but fireworks scare her.',
    ],
    menu: 'Sections menu',
    sections: 'Sections',
    inbox: 'Inbox',
    unread: 'unread',
    search: 'Search by name, e-mail or phone',
    find: 'Search',
    kind: 'Message',
    status: 'Status',
    NEW: 'New',
    IN_PROGRESS: 'In progress',
    DONE: 'Done',
    messageSection: 'Message',
    visitorSection: 'Visitor',
    history: 'History',
    received: 'Received',
    changedTo: (status: string) => `Status: ${status}`,
    by: (login: string) => `by ${login}`,
    back: 'The whole inbox',
    replySection: 'Answer the visitor',
    phoneOnly: 'This visitor left only a phone. Call them:',
    answerField: 'Your answer',
    writtenIn: { uk: 'in Ukrainian', en: 'in English' },
    sendAnswer: 'Send the answer',
    textRequired: 'Write your answer.',
    sentTo: (address: string) => `Sent to ${address}`,
    replied: 'Answered by e-mail',
    answer: ['Yes, there is room from 3 to 15 December.', 'Bring her with her favourite toy.'],
    mailSubject: 'A reply from DogHotel',
    greeting: (name: string) => `Hello, ${name}!`,
    download: 'Download as a spreadsheet',
    columns: 'Received,Type,Status,Name,E-mail,Phone',
  },
} as const;

type Texts = (typeof TEXTS)[Language];

/** How far the server's clock may be behind this one (E2E_BASE_URL may be another machine). */
const CLOCK_MARGIN_MS = 5_000;

/** Saves a picture for a human to look at when SHOTS_DIR is set; does nothing otherwise. */
function shot(page: Page, testInfo: TestInfo, language: Language, name: string) {
  return takeShot(page, testInfo, `${language}-inbox-${name}`, { fullPage: true });
}

/** As the admin pages show a phone: `+38 (050) 123-45-67`. */
function displayed(digits: string): string {
  return formattedPhone(digits).replace('+38(', '+38 (').replace(')', ') ');
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where the header tells the unread count: on a phone the burger (the menu with the inbox's
 * link is closed), on a desktop the inbox's link.
 */
function unreadHolder(page: Page, texts: Texts, isMobile: boolean): Locator {
  return isMobile
    ? page.getByRole('button', { name: texts.menu })
    : page
        .getByRole('navigation', { name: texts.sections })
        .getByRole('link', { name: texts.inbox });
}

/** The holder's accessible name for `count` unread items: no count at all for none. */
function unreadName(texts: Texts, isMobile: boolean, count: number): RegExp {
  const holder = escaped(isMobile ? texts.menu : texts.inbox);
  return count === 0
    ? new RegExp(`^${holder}$`)
    : new RegExp(`^${holder}, ${count} ${texts.unread}$`, 'u');
}

/**
 * The next answer of the counts the header shows. A poll answered just as the page reloads
 * loses its body with the old page, so only an answer whose body can still be read counts.
 */
async function nextCounts(page: Page): Promise<{ new: number }> {
  let counts: { new: number } | undefined;
  await page.waitForResponse(async (response: Response) => {
    if (
      response.request().method() !== 'GET' ||
      new URL(response.url()).pathname !== '/api/admin/inbox/counts' ||
      !response.ok()
    ) {
      return false;
    }
    try {
      counts = (await response.json()) as { new: number };
      return true;
    } catch {
      return false;
    }
  });
  if (!counts) throw new Error('no readable answer of the inbox counts');
  return counts;
}

/**
 * How many items arrived since `since`, whatever their status now (spam aside): the most the
 * unread count can have grown by since then. Other tests send the hotel messages all the
 * time, this one on the other project too.
 */
async function receivedSince(page: Page, login: string, since: number): Promise<number> {
  const headers = await staffHeaders(login);
  let received = 0;
  for (let number = 1; ; number += 1) {
    const answer = await page.request.get(`/api/admin/inbox?page=${number}`, { headers });
    expect(answer.status()).toBe(200);
    const { content, last } = (await answer.json()) as InboxPage;
    const recent = content.filter((item) => Date.parse(item.receivedAt) >= since);
    received += recent.length;
    // Newest first: an older item ends the recent ones.
    if (last || recent.length < content.length) return received;
  }
}

/** How a visitor asks to be answered: called back on a mobile's digits, or by e-mail. */
type Contact = { digits: string } | { email: string };

/** A visitor writes from the contacts page in `language`. */
async function sendMessage(page: Page, language: Language, name: string, contact: Contact) {
  const texts = TEXTS[language];
  await page.goto(`/${language}/contacts`);
  await expect(page.getByRole('heading', { level: 1, name: texts.contacts })).toBeVisible();
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: texts.send }) });
  await form
    .getByRole('radio', { name: 'digits' in contact ? texts.byPhone : texts.byEmail })
    .check();
  await form.getByLabel(texts.name, { exact: true }).fill(name);
  if ('digits' in contact) {
    const phone = form.getByLabel(texts.phone, { exact: true });
    await phone.click();
    await phone.pressSequentially(contact.digits);
    await expect(phone).toHaveValue(formattedPhone(contact.digits));
  } else {
    await form.getByLabel(texts.email, { exact: true }).fill(contact.email);
  }
  await form.getByLabel(texts.message, { exact: true }).fill(texts.lines.join('\n'));
  await sendAndConfirm(page, form, texts);
}

/**
 * The first mail to `address` whose subject starts with `subject` the SMTP sink receives (the
 * server mails after it answers; the visitor was also told their message arrived).
 */
async function mailTo(
  maildir: string,
  address: string,
  subject: string,
): Promise<Mail | undefined> {
  const delivered = async () =>
    readMailbox(maildir).find(
      (message) => message.to?.includes(address) && message.subject?.startsWith(subject),
    );
  await expect.poll(delivered, { timeout: 30_000 }).toBeDefined();
  return delivered();
}

test('a visitor’s message waits in the inbox, and staff find it by phone, take it on and close it', async ({
  page,
  isMobile,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const language: Language = project === 'desktop' ? 'en' : 'uk';
  const texts = TEXTS[language];
  const tag = uniqueTag();
  // Names take letters, spaces and hyphens only.
  const visitor = `${texts.visitor} ${project === 'phone' ? 'Phone' : 'Desk'}-${tag}`;
  const digits = uniquePhoneDigits();
  const login = `inbox-${project}-${tag}`;

  await sendMessage(page, language, visitor, { digits });
  await signInOnPage(page, login, language);

  // The header counts the new message, on whichever page staff are.
  const since = Date.now() - CLOCK_MARGIN_MS;
  const counted = nextCounts(page);
  await page.reload();
  const before = (await counted).new;
  expect(before).toBeGreaterThan(0);
  const unread = unreadHolder(page, texts, isMobile);
  await expect(unread).toHaveAccessibleName(unreadName(texts, isMobile, before));

  if (isMobile) await unread.click();
  await page
    .getByRole('navigation', { name: texts.sections })
    .getByRole('link', { name: texts.inbox })
    .click();
  await expect(page).toHaveURL(/\/admin\/inbox$/);
  await expect(page.getByRole('heading', { level: 1, name: texts.inbox })).toBeVisible();

  // Found by the phone's digits, typed as people say them.
  const search = page.getByRole('searchbox', { name: texts.search });
  const asSaid = `0${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
  await search.fill(asSaid);
  await search.press('Enter');
  await expect(page).toHaveURL(/[?&]q=/);
  const card = page.getByRole('article', { name: visitor });
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card).toContainText(texts.kind);
  await expect(card).toContainText(texts.NEW);
  await expect(card).toContainText(displayed(digits));
  await expect(card).toContainText(texts.lines[0]);
  // A reload keeps the search.
  await page.reload();
  await expect(search).toHaveValue(asSaid);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expectNoAccessibilityProblems(page);
  await shot(page, testInfo, language, 'list');

  // What the search found, as a spreadsheet in the staff member's language.
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: texts.download }).click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toMatch(/^inbox-\d{4}-\d{2}-\d{2}\.csv$/);
  const sheet = readFileSync(await file.path(), 'utf8');
  expect(sheet.startsWith(`\uFEFF${texts.columns}`)).toBe(true);
  expect(sheet).toContain(`,${visitor},,'+38(0${digits.slice(0, 2)})`);
  expect(sheet).toContain(texts.lines[0]);
  // The one item found, and nothing else.
  expect(sheet.match(/^\d{4}-\d{2}-\d{2} /gm)).toHaveLength(1);

  await card.getByRole('link', { name: visitor }).click();
  await expect(page.getByRole('heading', { level: 1, name: visitor })).toBeVisible();
  const message = page
    .getByRole('region', { name: texts.messageSection, exact: true })
    .getByText(texts.lines[0]);
  // The visitor's line breaks are kept.
  await expect(message).toHaveJSProperty('innerText', texts.lines.join('\n'));
  // Exact: the answer's section names the visitor too.
  const visitorFacts = page.getByRole('region', { name: texts.visitorSection, exact: true });
  await expect(visitorFacts.getByRole('link', { name: displayed(digits) })).toHaveAttribute(
    'href',
    `tel:+380${digits}`,
  );
  // No e-mail to answer to: the phone is the way back.
  const reply = page.getByRole('region', { name: texts.replySection });
  await expect(reply).toContainText(texts.phoneOnly);
  await expect(reply.getByRole('link', { name: displayed(digits) })).toHaveAttribute(
    'href',
    `tel:+380${digits}`,
  );
  await expect(reply.getByRole('textbox')).toHaveCount(0);

  // Taken on: the item is no longer unread, and the header counts one fewer.
  const statuses = page.getByRole('group', { name: texts.status });
  await expect(statuses.getByRole('button', { name: texts.NEW, pressed: true })).toBeVisible();
  const recounted = nextCounts(page);
  const taken = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/status'),
  );
  await statuses.getByRole('button', { name: texts.IN_PROGRESS }).click();
  expect((await taken).status()).toBe(200);
  const after = (await recounted).new;
  await expect(unread).toHaveAccessibleName(unreadName(texts, isMobile, after));
  // The count fell by this item, unless as many others arrived meanwhile.
  expect(after).toBeLessThanOrEqual(before - 1 + (await receivedSince(page, login, since)));
  await expect(
    statuses.getByRole('button', { name: texts.IN_PROGRESS, pressed: true }),
  ).toBeVisible();

  const closed = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/status'),
  );
  await statuses.getByRole('button', { name: texts.DONE }).click();
  expect((await closed).status()).toBe(200);
  await expect(statuses.getByRole('button', { name: texts.DONE, pressed: true })).toBeVisible();

  // The history, oldest first: the visitor's message, then each step and who took it.
  const events = page.getByRole('region', { name: texts.history }).getByRole('listitem');
  await expect(events).toHaveCount(3);
  await expect(events.nth(0)).toContainText(texts.received);
  await expect(events.nth(1)).toContainText(texts.changedTo(texts.IN_PROGRESS));
  await expect(events.nth(1)).toContainText(texts.by(login));
  await expect(events.nth(2)).toContainText(texts.changedTo(texts.DONE));
  await expect(events.nth(2)).toContainText(texts.by(login));
  await expectNoAccessibilityProblems(page);
  await shot(page, testInfo, language, 'item');

  // Back to the list it was opened from: the same search, the item done.
  await page.getByRole('link', { name: texts.back }).click();
  await expect(page).toHaveURL(/\/admin\/inbox\?q=/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card).toContainText(texts.DONE);
});

test('staff answer a visitor who wrote by e-mail, and the answer reaches them in their language', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const language: Language = project === 'desktop' ? 'en' : 'uk';
  // The visitor writes in the other language: the mail follows theirs, not the staff's.
  const visitorLanguage: Language = language === 'uk' ? 'en' : 'uk';
  const texts = TEXTS[language];
  const visitorTexts = TEXTS[visitorLanguage];
  const tag = uniqueTag();
  const visitor = `${visitorTexts.visitor} ${project === 'phone' ? 'Phone' : 'Desk'}-${tag}`;
  const address = `olena.${project}.${tag}@example.com`;
  const login = `reply-${project}-${tag}`;
  const answer = visitorTexts.answer.join('\n');

  await sendMessage(page, visitorLanguage, visitor, { email: address });
  await signInOnPage(page, login, language);

  // Found by the visitor's e-mail.
  await page.goto('/admin/inbox');
  const search = page.getByRole('searchbox', { name: texts.search });
  await search.fill(address);
  await search.press('Enter');
  const card = page.getByRole('article', { name: visitor });
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card).toContainText(address);
  await card.getByRole('link', { name: visitor }).click();
  await expect(page.getByRole('heading', { level: 1, name: visitor })).toBeVisible();

  const reply = page.getByRole('region', { name: texts.replySection });
  const field = reply.getByRole('textbox', { name: texts.answerField });
  const send = reply.getByRole('button', { name: texts.sendAnswer });
  // The hint names the language the visitor will read it in.
  await expect(field).toHaveAccessibleDescription(
    new RegExp(escaped(texts.writtenIn[visitorLanguage])),
  );
  const replies: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/reply')) {
      replies.push(request.url());
    }
  });

  // Nothing is checked before the first submit; an empty answer is refused without sending it.
  await expect(reply.getByText(texts.textRequired)).toHaveCount(0);
  await send.click();
  await expect(field).toHaveAccessibleDescription(new RegExp(escaped(texts.textRequired)));
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  expect(replies).toEqual([]);

  // From then on the check follows the typing.
  await field.fill(answer);
  await expect(reply.getByText(texts.textRequired)).toHaveCount(0);
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await shot(page, testInfo, language, 'reply-filled');

  const sent = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/reply'),
  );
  await send.click();
  expect((await sent).status()).toBe(200);
  await expect(reply.getByRole('status')).toHaveText(texts.sentTo(address));
  await expect(field).toHaveValue('');
  expect(replies).toHaveLength(1);

  // The history reads as the conversation: the visitor's message, then the answer as sent.
  const events = page.getByRole('region', { name: texts.history }).getByRole('listitem');
  await expect(events).toHaveCount(2);
  await expect(events.nth(0)).toContainText(texts.received);
  await expect(events.nth(1)).toContainText(texts.replied);
  await expect(events.nth(1)).toContainText(texts.by(login));
  await expect(events.nth(1).getByRole('blockquote')).toHaveJSProperty('innerText', answer);
  // An answer leaves the status as it was: staff close the item themselves.
  const statuses = page.getByRole('group', { name: texts.status });
  await expect(statuses.getByRole('button', { name: texts.NEW, pressed: true })).toBeVisible();
  await expectNoAccessibilityProblems(page);
  await shot(page, testInfo, language, 'replied');

  const mail = readServerState().mail;
  test.skip(!mail, 'needs the SMTP sink the e2e global setup starts');
  const letter = await mailTo(mail?.maildir ?? '', address, visitorTexts.mailSubject);
  expect(letter?.to).toContain(address);
  expect(letter?.subject ?? '').toMatch(new RegExp(`^${escaped(visitorTexts.mailSubject)}`));
  // A plain-text mail's lines end in CRLF on the wire.
  const body = (letter?.body ?? '').replace(/\r\n/g, '\n');
  expect(body).toContain(visitorTexts.greeting(visitor));
  expect(body).not.toContain(texts.greeting(visitor));
  expect(body).toContain(answer);
});
