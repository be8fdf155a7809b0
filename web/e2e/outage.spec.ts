import { type Page, type TestInfo, expect, test } from '@playwright/test';
import { DatabaseLink, serverBehind } from './support/databaseLink';
import type { OwnServer } from './support/ownServer';
import { psqlValue } from './support/psql';
import { shot as takeShot } from './support/shots';

/**
 * Issue 23, part 2: a visitor whose form meets a database outage keeps what they typed, is told
 * in their language that it goes by itself once the site is back, and the page sends it again
 * with the same Idempotency-Key until it is stored, once. The page runs against a server of its
 * own whose connection to PostgreSQL the test cuts and restores (the suite's shared server
 * serves the other specs meanwhile). In uk on a phone and en on a desktop.
 *
 * With SHOTS_DIR set, the forms waiting for the site and the popup once sent are saved there.
 */

type Language = 'uk' | 'en';

const TEXTS = {
  uk: {
    byEmail: 'Поштою',
    name: 'Ім’я',
    email: 'Пошта',
    message: 'Повідомлення',
    send: 'Надіслати',
    sent: 'Запит надіслано',
    ok: 'Добре',
    waiting: 'Сайт ненадовго недоступний. Написане збережено й надійде саме',
    strip: 'Новини DogHotel',
    stripEmail: 'Ваша електронна пошта',
    subscribe: 'Підписатися',
    thanks: 'Дякуємо за підписку на наші новини!',
  },
  en: {
    byEmail: 'By email',
    name: 'Name',
    email: 'Email',
    message: 'Message',
    send: 'Send',
    sent: 'Request has been sent',
    ok: 'OK',
    waiting: 'The site is briefly unavailable. What you wrote is kept and will be sent by itself',
    strip: 'News from DogHotel',
    stripEmail: 'Your email',
    subscribe: 'Subscribe',
    thanks: 'Thank you for subscribing to our news!',
  },
} as const;

function shot(page: Page, testInfo: TestInfo, language: Language, name: string) {
  return takeShot(page, testInfo, `${language}-outage-${name}`);
}

let link: DatabaseLink;
let own: OwnServer;

test.beforeAll(async () => {
  link = await DatabaseLink.open();
  own = await serverBehind(link, 'outage');
});

test.afterAll(async () => {
  await own.stop();
});

/** How many events of `type` in the own server's store hold `text` (personal data included). */
function stored(type: string, text: string): number {
  const quoted = text.replaceAll("'", "''");
  return Number(
    psqlValue(
      own.database,
      `SELECT count(*) FROM readable_events
        WHERE event_type = '${type}' AND payload::text LIKE '%${quoted}%'`,
    ),
  );
}

test('a message and a subscription sent while the database is down go once it is back, once', async ({
  page,
}, testInfo) => {
  // Each send waits the server's 5 s for a connection, then the page 5 s before the next.
  test.setTimeout(120_000);
  const language: Language = testInfo.project.name === 'desktop' ? 'en' : 'uk';
  const texts = TEXTS[language];
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const message = `Kimnata dlia kota ${tag}`;
  const address = `outage.${tag}@example.com`;

  await page.goto(`${own.baseURL}/${language}/contacts`);
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: texts.send }) });
  await form.getByRole('radio', { name: texts.byEmail }).check();
  await form.getByLabel(texts.name, { exact: true }).fill('Olena');
  await form.getByLabel(texts.email, { exact: true }).fill(`olena.${tag}@example.com`);
  await form.getByLabel(texts.message, { exact: true }).fill(message);

  // The message: refused while the database is down, said so, kept, and sent again.
  await link.cut();
  const refused = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/send-message',
  );
  await form.getByRole('button', { name: texts.send }).click();
  const first = await refused;
  expect(first.status()).toBe(503);
  await expect(form.getByRole('status')).toContainText(texts.waiting);
  await expect(form.getByLabel(texts.message, { exact: true })).toHaveValue(message);
  await expect(form.getByRole('button', { name: texts.send })).toBeDisabled();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await shot(page, testInfo, language, 'form-waiting');
  await sentAgainWithTheSameKey(page, '/api/send-message', first.request().headers());
  await link.restore();

  const popup = page.getByRole('dialog', { name: texts.sent });
  await expect(popup).toBeVisible({ timeout: 30_000 });
  await shot(page, testInfo, language, 'sent');
  await popup.getByRole('button', { name: texts.ok }).click();
  await expect(form.getByLabel(texts.message, { exact: true })).toHaveValue('');
  await expect(form.getByRole('status')).toHaveText('');
  expect(stored('ContactMessageReceived', message)).toBe(1);

  // The newsletter strip, the same way. Its form loads as the visitor scrolls to the page's foot.
  const strip = page.getByRole('region', { name: texts.strip });
  await strip.scrollIntoViewIfNeeded();
  await strip.getByLabel(texts.stripEmail).fill(address);
  await link.cut();
  await strip.getByRole('button', { name: texts.subscribe }).click();
  await expect(strip.getByRole('status')).toContainText(texts.waiting, { timeout: 15_000 });
  await expect(strip.getByLabel(texts.stripEmail)).toHaveValue(address);
  await shot(page, testInfo, language, 'strip-waiting');
  await link.restore();
  const thanks = page.getByRole('dialog', { name: texts.thanks });
  await expect(thanks).toBeVisible({ timeout: 30_000 });
  await thanks.getByRole('button').first().click();
  await expect(strip.getByRole('status')).toHaveText('');
  expect(stored('SubscriptionRequested', address)).toBe(1);
});

/** Waits for the page to send its submission to `path` again, with the first one's key. */
async function sentAgainWithTheSameKey(
  page: Page,
  path: string,
  firstHeaders: Record<string, string>,
): Promise<void> {
  const again = await page.waitForRequest((request) => new URL(request.url()).pathname === path, {
    timeout: 20_000,
  });
  expect(again.headers()['idempotency-key']).toBe(firstHeaders['idempotency-key']);
}
