import type { Locator, Page, TestInfo } from '@playwright/test';
import { uniqueTag } from './support/dogs';
import { expect, test } from './support/fixtures';
import { scrollToLazyPart } from './support/forms';
import { type Mail, readMailbox } from './support/mailbox';
import { readServerState } from './support/serverState';
import { shot as takeShot } from './support/shots';

/**
 * The newsletter (SPEC §2, §4 "Newsletter", §5): the strip every public page shows checks the
 * address from the first submit on, in the page's language; a subscription is confirmed by the
 * link mailed to the address on a real SMTP server, in the language it was made in, and ended
 * by the unsubscribe link in the same mail. The phone subscribes in Ukrainian, the desktop in
 * English.
 *
 * With SHOTS_DIR set, the strip's error, the thanks popup and the confirmed page are saved
 * there too, as `screenshots.spec.ts` saves the main screens.
 */

type Language = 'uk' | 'en';

const TEXTS = {
  uk: {
    strip: 'Новини DogHotel',
    email: 'Ваша електронна пошта',
    subscribe: 'Підписатися',
    languageSelector: 'Мова сайту',
    emptyEmail: 'Введіть електронну пошту',
    emailIncorrect: 'Перевірте адресу електронної пошти: схоже, в ній помилка',
    thanks: 'Дякуємо за підписку на наші новини!',
    thanksText: 'Підписка почне діяти, щойно ви перейдете за посиланням у ньому.',
    ok: 'Добре',
    mail: 'Підтвердіть підписку',
    confirmed: 'Підписку підтверджено',
    confirmedText: 'Ви отримуватимете новини DogHotel українською мовою.',
    unsubscribed: 'Ви відписалися від розсилки',
    linkInvalid: 'Це посилання вже не дійсне',
  },
  en: {
    strip: 'News from DogHotel',
    email: 'Your email',
    subscribe: 'Subscribe',
    languageSelector: 'Site language',
    emptyEmail: 'Enter your email',
    emailIncorrect: 'Check the email address: it looks like it has a mistake',
    thanks: 'Thank you for subscribing to our news!',
    thanksText: 'The subscription starts once you click the link in it.',
    ok: 'OK',
    mail: 'Confirm your subscription',
    confirmed: 'Subscription confirmed',
    confirmedText: 'You will receive DogHotel’s news in English.',
    unsubscribed: 'You have unsubscribed',
    linkInvalid: 'This link is no longer valid',
  },
} as const;

/** Saves a picture for a human to look at when SHOTS_DIR is set; does nothing otherwise. */
function shot(target: Page | Locator, testInfo: TestInfo, language: Language, name: string) {
  return takeShot(target, testInfo, `${language}-newsletter-${name}`);
}

/** The strip, found by its heading in `language`. */
function strip(page: Page, language: Language): Locator {
  return page.getByRole('region', { name: TEXTS[language].strip });
}

/** An address no other run or project has used: the server does not mail one again within minutes. */
function uniqueAddress(project: string): string {
  return `olena.${project}.${uniqueTag()}@example.com`;
}

/** The address of a link of `action` in a mail's text. */
function linkIn(text: string, action: 'confirm' | 'unsubscribe'): string {
  const found = text.match(
    new RegExp(`https?://[^\\s"<>]+?/newsletter/${action}\\?token=[A-Za-z0-9._-]+`),
  );
  if (!found) throw new Error(`no ${action} link in the mail:\n${text}`);
  // A token ends in its signature's hex digits: a dot after it ends the sentence.
  return found[0].replace(/\.+$/, '');
}

/** The same link with the last character of its token changed: a signature that does not fit. */
function tampered(link: string): string {
  const last = link.at(-1);
  return `${link.slice(0, -1)}${last === '0' ? '1' : '0'}`;
}

/**
 * Opens a link from a mail as a mail client does, in a new tab: it starts without the site
 * tab's history and remembered scroll positions.
 */
async function openFromMail(page: Page, link: string): Promise<Page> {
  const tab = await page.context().newPage();
  await tab.goto(link);
  return tab;
}

async function mailTo(maildir: string, address: string): Promise<Mail | undefined> {
  // The server mails from a subscriber after it has answered the visitor.
  const delivered = async () =>
    readMailbox(maildir).find((message) => message.to?.includes(address));
  await expect.poll(delivered, { timeout: 30_000 }).toBeDefined();
  return delivered();
}

test('a visitor subscribes from the strip, confirms from the mail in the page’s language and unsubscribes', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const project = testInfo.project.name;
  const language: Language = project === 'desktop' ? 'en' : 'uk';
  const other: Language = language === 'uk' ? 'en' : 'uk';
  const texts = TEXTS[language];
  const address = uniqueAddress(project);

  await page.goto(`/${language}`);
  const form = strip(page, language);
  const field = form.getByLabel(texts.email, { exact: true });
  // The form loads as the visitor scrolls towards the strip at the foot of the page.
  await scrollToLazyPart(form, field);
  const subscribe = form.getByRole('button', { name: texts.subscribe });

  // Nothing is checked before the first submit, everything after it.
  await field.fill('olena@');
  await expect(form.getByText(texts.emailIncorrect)).toHaveCount(0);
  await subscribe.click();
  await expect(form.getByText(texts.emailIncorrect)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill('');
  await expect(form.getByText(texts.emptyEmail)).toBeVisible();
  await field.fill('olena@');
  await expect(form.getByText(texts.emailIncorrect)).toBeVisible();

  if (language === 'en') {
    // The error is in the page's language, whichever it is now.
    await page.getByLabel(texts.languageSelector).selectOption(other);
    await expect(strip(page, other).getByText(TEXTS[other].emailIncorrect)).toBeVisible();
    await page.getByLabel(TEXTS[other].languageSelector).selectOption(language);
    await expect(form.getByText(texts.emailIncorrect)).toBeVisible();
  }
  await shot(form, testInfo, language, 'error');

  await field.fill(address);
  await expect(form.getByText(texts.emailIncorrect)).toHaveCount(0);
  const sent = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === '/api/add-email',
  );
  await subscribe.click();
  expect((await sent).status()).toBe(204);
  const thanks = page.getByRole('dialog', { name: texts.thanks });
  await expect(thanks).toContainText(texts.thanksText);
  await shot(page, testInfo, language, 'thanks');
  await expect(field).toHaveValue('');
  await thanks.getByRole('button', { name: texts.ok }).click();
  await expect(thanks).toBeHidden();
  // The next address starts unchecked again.
  await expect(form.getByText(texts.emptyEmail)).toHaveCount(0);

  const mail = readServerState().mail;
  test.skip(!mail, 'needs the SMTP sink the e2e global setup starts');
  const letter = await mailTo(mail?.maildir ?? '', address);
  const body = letter?.body ?? '';
  expect(body).toContain(texts.mail);
  expect(body).not.toContain(TEXTS[other].mail);

  const confirm = linkIn(body, 'confirm');
  const unsubscribe = linkIn(body, 'unsubscribe');
  // A Ukrainian subscription's links have no prefix, as Ukrainian is the site's default.
  const prefix = language === 'en' ? '/en' : '';
  expect(confirm).toContain(`${baseURL}${prefix}/newsletter/confirm?token=`);
  expect(unsubscribe).toContain(`${baseURL}${prefix}/newsletter/unsubscribe?token=`);
  if (letter?.html) expect(letter.html).toContain(confirm.split('token=')[1]);

  // A token that was not made by the server confirms nothing.
  const forged = await openFromMail(page, tampered(confirm));
  await expect(forged.getByRole('heading', { level: 1, name: texts.linkInvalid })).toBeVisible();

  const confirmed = await openFromMail(page, confirm);
  await expect(confirmed.getByRole('heading', { level: 1, name: texts.confirmed })).toBeVisible();
  await expect(confirmed.getByText(texts.confirmedText)).toBeVisible();
  await shot(confirmed, testInfo, language, 'confirmed');

  const unsubscribed = await openFromMail(page, unsubscribe);
  await expect(
    unsubscribed.getByRole('heading', { level: 1, name: texts.unsubscribed }),
  ).toBeVisible();
});

test('a confirmation link that lost its token is invalid without asking the server', async ({
  page,
}, testInfo) => {
  const language: Language = testInfo.project.name === 'desktop' ? 'en' : 'uk';
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/newsletter/')) calls.push(request.url());
  });
  await page.goto(`/${language}/newsletter/confirm`);
  await expect(
    page.getByRole('heading', { level: 1, name: TEXTS[language].linkInvalid }),
  ).toBeVisible();
  expect(calls).toEqual([]);
});
