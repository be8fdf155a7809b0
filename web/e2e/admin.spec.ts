import { readFileSync } from 'node:fs';
import { type BrowserContext, type Page, type TestInfo, request } from '@playwright/test';
import { createAdmin } from './support/cli';
import { drawnImage } from './support/images';
import { expect, test } from './support/fixtures';
import { readServerState } from './support/serverState';
import { signInThroughApi } from './support/staff';

/** Every test gets its own account: the phone and desktop projects run side by side. */
function loginFor(testInfo: TestInfo, name: string): string {
  return `${name}-${testInfo.project.name}`;
}

/** The server the suite runs against: cookies are set for its origin. */
const origin = () => readServerState().baseURL;

/** The `i18next` cookie comes first in the detection order (SPEC §1). */
async function useLanguage(context: BrowserContext, language: 'uk' | 'en') {
  await context.addCookies([{ name: 'i18next', value: language, url: origin() }]);
}

/** The built chunk of an admin section, as the server serves it (`/assets/…`). */
function sectionChunk(entry: string): string {
  const manifest = JSON.parse(
    readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, { file: string }>;
  const chunk = manifest[`src/admin/${entry}`];
  if (!chunk) throw new Error(`the build has no chunk for ${entry}`);
  return `/${chunk.file}`;
}

/** Follows a link of the header's navigation, opening the burger menu first on a phone. */
async function openSection(page: Page, name: string) {
  const menu = page.getByRole('button', { name: 'Меню розділів' });
  const link = page.getByRole('navigation', { name: 'Розділи' }).getByRole('link', { name });
  await expect(menu.or(link).filter({ visible: true }).first()).toBeVisible();
  if (await menu.isVisible()) await menu.click();
  await link.click();
}

/** Signs in on /admin with the Ukrainian labels and waits for the server's answer. */
async function signIn(page: Page, login: string, password: string) {
  await page.getByLabel('Логін').fill(login);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/login'));
  await page.getByLabel('Пароль', { exact: true }).press('Enter');
  await answered;
}

test.describe('admin sign-in', () => {
  test('a wrong password is refused in Ukrainian', async ({ page, context }, testInfo) => {
    const login = loginFor(testInfo, 'wrong-uk');
    createAdmin(login, 'Right1!pass');
    await useLanguage(context, 'uk');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Вхід для працівників' })).toBeVisible();

    await signIn(page, login, 'Wrong1!pass');

    await expect(page.getByRole('alert')).toHaveText('Невірний логін або пароль');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('a wrong password is refused in English', async ({ page, context }, testInfo) => {
    const login = loginFor(testInfo, 'wrong-en');
    createAdmin(login, 'Right1!pass');
    await useLanguage(context, 'en');
    await page.goto('/admin');

    await page.getByLabel('Login').fill(login);
    await page.getByLabel('Password', { exact: true }).fill('Wrong1!pass');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
  });

  test('five failures lock the account: the right password is then refused alike', async ({
    page,
    context,
  }, testInfo) => {
    const login = loginFor(testInfo, 'blocked');
    createAdmin(login, 'Right1!pass');
    await useLanguage(context, 'en');
    await page.goto('/admin');
    await page.getByLabel('Login').fill(login);

    const attempt = async (password: string) => {
      await page.getByLabel('Password', { exact: true }).fill(password);
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/login'));
      await page.getByLabel('Password', { exact: true }).press('Enter');
      return (await answered).status();
    };
    for (let failure = 1; failure <= 5; failure += 1) {
      expect(await attempt(`Wrong${failure}!pass`)).toBe(401);
      await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
    }
    // Locked: a guesser cannot tell it from a wrong password; the owner learns it by mail.
    expect(await attempt('Right1!pass')).toBe(401);
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('the sign-in page links back to the main site', async ({ page }) => {
    await page.goto('/admin');
    await page.getByRole('link', { name: 'На головну сайту' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('admin account', () => {
  test('an admin edits the profile, changes the password and signs in with the new one', async ({
    page,
    context,
  }, testInfo) => {
    const login = loginFor(testInfo, 'flow');
    createAdmin(login, 'Start1!pass');
    await useLanguage(context, 'uk');
    await page.goto('/admin');
    await signIn(page, login, 'Start1!pass');
    await expect(page).toHaveURL(/\/admin\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Профіль' })).toBeVisible();

    // Profile: a new e-mail and English; the admin area switches language on save.
    const email = `${login}@ukr.net`;
    await page.getByLabel('Електронна пошта').fill('not-an-email');
    await page.getByRole('button', { name: 'Зберегти зміни' }).click();
    await expect(page.getByLabel('Електронна пошта')).toHaveAttribute('aria-invalid', 'true');
    // SPEC §5: the picture is required; the placeholder stands in until there is one.
    await expect(page.getByText('Фото профілю обов’язкове')).toBeVisible();
    await page.getByLabel('Обрати фото').setInputFiles(await drawnImage(page, 'me.png'));
    await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByText('Фото профілю обов’язкове')).toBeHidden();
    await page.getByLabel('Електронна пошта').fill(email);
    await page.getByRole('radio', { name: 'English' }).check();
    await page.getByRole('button', { name: 'Зберегти зміни' }).click();
    await expect(page.getByRole('status')).toContainText('Changes saved');
    // The header's avatar shows the new picture, from its thumbnail.
    await expect(page.getByRole('button', { name: 'Profile menu' }).locator('img')).toHaveAttribute(
      'src',
      /^\/media\/[0-9a-f]{64}\/thumb\.jpg$/,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();

    // Settings: the dialog keeps its errors until the change succeeds.
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Current password').fill('Wrong1!pass');
    await dialog.getByLabel('New password', { exact: true }).fill('Next2@pass');
    await dialog.getByLabel('Repeat the new password').fill('Next2@pasS');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog).toContainText('The passwords you entered do not match.');

    await dialog.getByLabel('Repeat the new password').fill('Next2@pass');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog).toContainText('You entered the wrong current password.');

    await dialog.getByLabel('Current password').fill('Start1!pass');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status')).toHaveText('Your password has been changed');

    // The new token (from the update's answer) keeps the session working.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('login'))).toBeNull();
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'staff_session')).toBeUndefined();

    await page.getByLabel('Login').fill(login);
    await page.getByLabel('Password', { exact: true }).fill('Start1!pass');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');

    await page.getByLabel('Password', { exact: true }).fill('Next2@pass');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/profile$/);
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
  });

  test('leaving the profile with unsaved changes asks first', async ({
    page,
    context,
  }, testInfo) => {
    const login = loginFor(testInfo, 'unsaved');
    createAdmin(login, 'Start1!pass');
    await useLanguage(context, 'uk');
    await page.goto('/admin');
    await signIn(page, login, 'Start1!pass');
    await page.getByLabel('Електронна пошта').fill('draft@ukr.net');

    const goToSettings = async () => {
      await page.getByRole('button', { name: 'Меню профілю' }).click();
      await page.getByRole('link', { name: 'Налаштування' }).click();
    };
    const confirm = page.getByRole('dialog', { name: 'Залишити сторінку?' });

    await goToSettings();
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Залишитися' }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/profile$/);
    await expect(page.getByLabel('Електронна пошта')).toHaveValue('draft@ukr.net');

    await goToSettings();
    await confirm.getByRole('button', { name: 'Піти без збереження' }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
  });

  test('unsaved changes make the browser ask before the tab closes', async ({
    page,
    context,
  }, testInfo) => {
    const login = loginFor(testInfo, 'unload');
    createAdmin(login, 'Start1!pass');
    await useLanguage(context, 'uk');
    await page.goto('/admin');
    await signIn(page, login, 'Start1!pass');
    await page.getByLabel('Електронна пошта').fill('draft@ukr.net');

    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.accept();
  });

  test('a session ended elsewhere sends the admin home with the session-expired message', async ({
    page,
    context,
  }, testInfo) => {
    const login = loginFor(testInfo, 'expired');
    createAdmin(login, 'Start1!pass');
    await useLanguage(context, 'uk');
    await page.goto('/admin');
    await signIn(page, login, 'Start1!pass');
    await expect(page).toHaveURL(/\/admin\/profile$/);

    // Signed out everywhere from another device: this page's token and session end with it.
    const elsewhere = await request.newContext({ baseURL: origin() });
    const { token, xsrf } = await signInThroughApi(elsewhere, login, 'Start1!pass');
    const ended = await elsewhere.post('/api/admin/profile/sign-out-everywhere', {
      headers: { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': xsrf },
    });
    expect(ended.status()).toBe(204);
    await elsewhere.dispose();

    // The next call the page makes finds out: opening a section, or the inbox count's poll
    // if it gets there first.
    const sentHome = page.waitForURL(/\/$/);
    const openDogs = async () => {
      const link = page.getByRole('navigation', { name: 'Розділи' }).getByRole('link', {
        name: 'Хочу друга',
      });
      if (!(await link.isVisible()))
        await page.getByRole('button', { name: /^Меню розділів/ }).click();
      await link.click();
    };
    // Whichever comes first: once the poll has sent the page home, the section's link (or the
    // menu's button, under the session-expired dialog) is not there to click.
    await Promise.race([openDogs().catch(() => undefined), sentHome]);
    await sentHome;
    await expect(
      page.getByText('Схоже, ваша сесія завершилася. Увійдіть знову, щоб продовжити роботу'),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('login'))).toBeNull();
  });

  test('the photogallery link opens the albums, and an unknown section shows the admin not-found page', async ({
    page,
    context,
  }, testInfo) => {
    const login = loginFor(testInfo, 'notfound');
    createAdmin(login, 'Start1!pass');
    await useLanguage(context, 'uk');
    await page.goto('/admin');
    await signIn(page, login, 'Start1!pass');
    await expect(page).toHaveURL(/\/admin\/profile$/);

    const menu = page.getByRole('button', { name: 'Меню розділів' });
    const gallery = page.getByRole('link', { name: 'Фотогалерея' });
    await expect(menu.or(gallery).filter({ visible: true }).first()).toBeVisible();
    if (await menu.isVisible()) await menu.click();
    await gallery.click();

    await expect(page).toHaveURL(/\/admin\/photogallery$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Фотогалерея');

    await page.goto('/admin/no-such-section');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
    await expect(page.getByRole('button', { name: 'Меню профілю' })).toBeVisible();
  });

  test('a section downloads its own code only, and while it arrives the header stays and holds its height', async ({
    page,
    context,
  }, testInfo) => {
    const login = loginFor(testInfo, 'sections');
    createAdmin(login, 'Start1!pass');
    await useLanguage(context, 'uk');
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
    });
    const inboxChunk = sectionChunk('inbox/inboxSection.ts');
    const articlesChunk = sectionChunk('articles/articlesSection.ts');
    // The articles' code is held back until the loading state has been seen.
    let releaseArticles = () => {};
    const articlesHeld = new Promise<void>((resolve) => (releaseArticles = resolve));
    await page.route(`**${articlesChunk}`, async (route) => {
      await articlesHeld;
      await route.continue();
    });

    await page.goto('/admin');
    await signIn(page, login, 'Start1!pass');
    await expect(page).toHaveURL(/\/admin\/profile$/);
    await openSection(page, 'Вхідні');
    await expect(page.getByRole('heading', { level: 1, name: 'Вхідні' })).toBeVisible();
    expect(scripts).toContain(inboxChunk);
    expect(scripts).not.toContain(articlesChunk);
    expect(scripts.filter((script) => script.includes('RichTextField'))).toEqual([]);

    await openSection(page, 'Блог');
    await expect(page).toHaveURL(/\/admin\/blog$/);
    const loading = page.getByRole('status').filter({ hasText: 'Завантаження…' });
    await expect(loading).toBeVisible();
    await expect(page.getByRole('button', { name: 'Меню профілю' })).toBeVisible();
    const header = page.getByRole('banner');
    const whileLoading = await header.boundingBox();

    releaseArticles();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Блог.*\d+ стат/);
    await expect(loading).toHaveCount(0);
    expect(await header.boundingBox()).toEqual(whileLoading);
  });
});
