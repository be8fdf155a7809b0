import { type Page, test as base, expect } from '@playwright/test';
import { signInOnPage, signInThroughPage } from './support/adminPages';
import { type OwnServer, startOwnServer } from './support/ownServer';
import { shot } from './support/shots';

/**
 * Issue 23, part 3: staff sessions in a real browser. The token a script could read lives in
 * the page's memory only, and here only seconds (the spec's own server, with
 * DOGHOTEL_TOKEN_TTL_SECONDS=5): every page below outlives several tokens and renews them
 * through the session's HttpOnly cookie without the staff member noticing. A reload keeps them
 * signed in; signing out ends the session in every tab, and "sign out everywhere" on every
 * device. In uk and en, on a phone and a desktop.
 *
 * With SHOTS_DIR set, the restored page, the question and the sign-in page after it are saved.
 */
const TOKEN_SECONDS = 5;

const test = base.extend<object, { own: OwnServer }>({
  own: [
    async ({}, use) => {
      const own = await startOwnServer('sessions', {
        env: { DOGHOTEL_TOKEN_TTL_SECONDS: String(TOKEN_SECONDS) },
      });
      await use(own);
      await own.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ own }, use) => {
    await use(own.baseURL);
  },
});

const TEXTS = {
  uk: {
    dogs: 'Хочу друга',
    blog: 'Блог',
    sections: 'Розділи',
    menu: /^Меню розділів/,
    everywhere: 'Вийти на всіх пристроях',
    question: 'Вийти на всіх пристроях?',
    signedOutEverywhere: 'Ви вийшли на всіх пристроях.',
    profileMenu: 'Меню профілю',
    logOut: 'Вийти',
    signInTitle: 'Вхід для працівників',
  },
  en: {
    dogs: 'Want a friend',
    blog: 'Blog',
    sections: 'Sections',
    menu: /^Sections menu/,
    everywhere: 'Sign out everywhere',
    question: 'Sign out on every device?',
    signedOutEverywhere: 'You are signed out on every device.',
    profileMenu: 'Profile menu',
    logOut: 'Log out',
    signInTitle: 'Staff sign-in',
  },
} as const;

type Language = keyof typeof TEXTS;

function loginFor(project: string, language: Language, name: string): string {
  return `${name}-${language}-${project}-${Date.now() % 100_000}`;
}

/** Opens a section through the sections menu, as a person does; each reads from the server. */
async function openSection(page: Page, language: Language, section: 'dogs' | 'blog') {
  const texts = TEXTS[language];
  const link = page
    .getByRole('navigation', { name: texts.sections })
    .getByRole('link', { name: texts[section] });
  if (!(await link.isVisible())) await page.getByRole('button', { name: texts.menu }).click();
  await link.click();
  const title = new RegExp(texts[section]);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** How many times the page renewed its token so far. */
function countRenewals(page: Page): () => number {
  let renewals = 0;
  page.on('response', (response) => {
    if (response.url().endsWith('/api/session/refresh') && response.ok()) renewals += 1;
  });
  return () => renewals;
}

for (const language of ['uk', 'en'] as const) {
  test(`${language}: a reload keeps the staff member signed in, a page left open keeps working, and no script can read the session`, async ({
    page,
    context,
    own,
  }, testInfo) => {
    const texts = TEXTS[language];
    const renewals = countRenewals(page);
    await signInOnPage(page, loginFor(testInfo.project.name, language, 'reload'), language, own);

    const session = (await context.cookies()).find((cookie) => cookie.name === 'staff_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/session' });
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('token');
    const readable = await page.evaluate(() => ({
      cookies: document.cookie,
      stored: Object.values(localStorage).join(' '),
    }));
    expect(readable.cookies).not.toContain('staff_session');
    // Nothing stored looks like a token (three base64url parts).
    expect(readable.stored).not.toMatch(/[\w-]{10,}\.[\w-]{10,}\.[\w-]{10,}/);

    await openSection(page, language, 'dogs');
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(texts.dogs) }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/want-a-friend$/);
    await shot(page, testInfo, `${language}-session-restored`);

    // Past the token's life: the next section's read renews it on the way.
    const before = renewals();
    await page.waitForTimeout((TOKEN_SECONDS + 1) * 1000);
    await openSection(page, language, 'blog');
    await expect.poll(renewals).toBeGreaterThan(before);
  });

  test(`${language}: signing out in one tab signs out the others`, async ({
    context,
    own,
  }, testInfo) => {
    const texts = TEXTS[language];
    const first = await context.newPage();
    await signInOnPage(first, loginFor(testInfo.project.name, language, 'tabs'), language, own);
    const second = await context.newPage();
    await second.goto('/admin/want-a-friend');
    await expect(
      second.getByRole('heading', { level: 1, name: new RegExp(texts.dogs) }),
    ).toBeVisible();

    await first.getByRole('button', { name: texts.profileMenu }).click();
    await first.getByRole('button', { name: texts.logOut, exact: true }).click();
    await expect(first.getByRole('heading', { name: texts.signInTitle })).toBeVisible();

    await expect(second).toHaveURL(/\/admin$/);
    await expect(second.getByRole('heading', { name: texts.signInTitle })).toBeVisible();
    await second.reload();
    await expect(second.getByRole('heading', { name: texts.signInTitle })).toBeVisible();
  });

  test(`${language}: signing out everywhere signs out every other device too`, async ({
    page,
    browser,
    own,
  }, testInfo) => {
    const texts = TEXTS[language];
    const login = loginFor(testInfo.project.name, language, 'everywhere');
    await signInOnPage(page, login, language, own);
    const phone = await browser.newContext({ baseURL: own.baseURL });
    const other = await phone.newPage();
    await signInThroughPage(other, login, own.baseURL);

    await page.goto('/admin/profile');
    await page.getByRole('button', { name: texts.everywhere }).click();
    const question = page.getByRole('dialog', { name: texts.question });
    await expect(question).toBeVisible();
    await shot(page, testInfo, `${language}-session-sign-out-everywhere`);
    await question.getByRole('button', { name: texts.everywhere }).click();

    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('status')).toContainText(texts.signedOutEverywhere);
    await expect(page.getByRole('heading', { name: texts.signInTitle })).toBeVisible();
    await shot(page, testInfo, `${language}-session-signed-out-everywhere`);
    await page.reload();
    await expect(page.getByRole('heading', { name: texts.signInTitle })).toBeVisible();

    // The other device: whatever it does next finds itself signed out.
    await other.reload();
    await expect(
      other.getByRole('heading', { name: /^(Вхід для працівників|Staff sign-in)$/ }),
    ).toBeVisible();
    await phone.close();
  });
}
