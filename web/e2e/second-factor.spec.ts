import type { Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { STAFF_PASSWORD, signInOnPage } from './support/adminPages';
import { testOnOwnServer } from './support/ownServer';
import { expect, test } from './support/fixtures';
import { shot } from './support/shots';

/**
 * Issue 23, part 4: the second factor in a real browser. A staff member adds an authenticator
 * app on their profile (the test is the phone: it computes the app's codes from the key the
 * page shows), keeps the recovery codes, signs in with a code from the app, then with a
 * recovery code, which the next time is refused. Where the owner requires a second factor, a
 * staff member without one is sent to their profile first. New recovery codes and turning the
 * factor off each ask for the password. In uk and en, on a phone and a desktop.
 *
 * With SHOTS_DIR set, the setup, the recovery codes, the second step and its refusal are saved.
 */
const TEXTS = {
  uk: {
    setUp: 'Налаштувати застосунок-автентифікатор',
    key: 'Ключ для застосунку',
    code: '6-значний код, який зараз показує застосунок',
    turnOn: 'Увімкнути',
    codes: 'Коди відновлення',
    kept: 'Я їх зберіг(ла)',
    on: 'Увімкнено.',
    profileMenu: 'Меню профілю',
    logOut: 'Вийти',
    login: 'Логін',
    password: 'Пароль',
    signIn: 'Увійти',
    oneMoreStep: 'Ще один крок',
    appCode: 'Код із застосунку',
    useRecovery: 'Увійти з кодом відновлення',
    recoveryCode: 'Код відновлення',
    wrongCode: /Цей код неправильний/,
    required: /просить кожного працівника входити з другим фактором/,
    dogs: 'Хочу друга',
    newCodes: 'Нові коди відновлення',
    newCodesQuestion: 'Отримати нові коди відновлення?',
    turnOff: 'Вимкнути',
    turnOffQuestion: 'Вимкнути застосунок-автентифікатор?',
    addPasskey: 'Додати ключ доступу',
    passkeyName: /^Ключ доступу 1, додано /,
    usePasskey: 'Увійти з ключем доступу',
    passkeyCancelled: /Ключ доступу не використано/,
    useCode: 'Ввести код',
    removePasskey: /^Видалити: Ключ доступу 1/,
    removePasskeyQuestion: 'Видалити цей ключ доступу?',
    remove: 'Видалити',
    currentPassword: 'Поточний пароль',
    wrongPassword: 'Ви ввели неправильний поточний пароль.',
  },
  en: {
    setUp: 'Set up an authenticator app',
    key: 'Key for the app',
    code: 'The 6-digit code the app shows now',
    turnOn: 'Turn on',
    codes: 'Recovery codes',
    kept: 'I have saved them',
    on: 'On.',
    profileMenu: 'Profile menu',
    logOut: 'Log out',
    login: 'Login',
    password: 'Password',
    signIn: 'Sign in',
    oneMoreStep: 'One more step',
    appCode: 'Code from the app',
    useRecovery: 'Use a recovery code',
    recoveryCode: 'Recovery code',
    wrongCode: /This code is not right/,
    required: /asks every staff member to sign in with a second factor/,
    dogs: 'Want a friend',
    newCodes: 'New recovery codes',
    newCodesQuestion: 'Get new recovery codes?',
    turnOff: 'Turn off',
    turnOffQuestion: 'Turn off the authenticator app?',
    addPasskey: 'Add a passkey',
    passkeyName: /^Passkey 1, added /,
    usePasskey: 'Use a passkey',
    passkeyCancelled: /The passkey was not used/,
    useCode: 'Type a code instead',
    removePasskey: /^Remove Passkey 1/,
    removePasskeyQuestion: 'Remove this passkey?',
    remove: 'Remove',
    currentPassword: 'Current password',
    wrongPassword: 'You entered the wrong current password.',
  },
} as const;

type Language = keyof typeof TEXTS;

function loginFor(project: string, language: Language, name: string): string {
  return `${name}-${language}-${project}-${Date.now() % 100_000}`;
}

/** Adds an authenticator on the profile page: the phone it now is, and the recovery codes. */
async function addAuthenticator(page: Page, language: Language, shotName?: () => Promise<void>) {
  const texts = TEXTS[language];
  await page.getByRole('button', { name: texts.setUp }).click();
  const key = (await page.getByLabel(texts.key).textContent())?.replace(/\s/g, '') ?? '';
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByRole('img', { name: /QR/ })).toBeVisible();
  const phone = new TOTP({ secret: key, digits: 6, period: 30 });
  await page.getByLabel(texts.code).fill(phone.generate());
  await shotName?.();
  await page.getByRole('button', { name: texts.turnOn }).click();
  const list = page.getByRole('list', { name: texts.codes });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
  return { phone, codes };
}

async function signOut(page: Page, language: Language) {
  const texts = TEXTS[language];
  await page.getByRole('button', { name: texts.profileMenu }).click();
  await page.getByRole('button', { name: texts.logOut, exact: true }).click();
  await expect(page.getByLabel(texts.login)).toBeVisible();
}

async function typePassword(page: Page, language: Language, login: string) {
  const texts = TEXTS[language];
  await page.getByLabel(texts.login).fill(login);
  await page.getByLabel(texts.password, { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: texts.signIn, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.oneMoreStep })).toBeVisible();
}

for (const language of ['uk', 'en'] as const) {
  test(`${language}: an authenticator app is added on the profile and asked at sign-in, and a recovery code works once`, async ({
    page,
  }, testInfo) => {
    const texts = TEXTS[language];
    const login = loginFor(testInfo.project.name, language, 'totp');
    await signInOnPage(page, login, language);
    await page.goto('/admin/profile');

    const { phone, codes } = await addAuthenticator(page, language, () =>
      shot(page, testInfo, `${language}-second-factor-setup`, { fullPage: true }),
    );
    expect(new Set(codes).size).toBe(10);
    const recoveryCode = codes[0] ?? '';
    await shot(page, testInfo, `${language}-second-factor-codes`, { fullPage: true });
    await page.getByRole('button', { name: texts.kept }).click();
    await expect(page.getByText(texts.on)).toBeVisible();

    // The password alone no longer signs in; the app's code does.
    await signOut(page, language);
    await typePassword(page, language, login);
    await shot(page, testInfo, `${language}-second-factor-step`);
    await page.getByLabel(texts.appCode).fill(phone.generate());
    await page.getByRole('button', { name: texts.signIn, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/profile$/);

    // A lost phone: a recovery code signs in once.
    await signOut(page, language);
    await typePassword(page, language, login);
    await page.getByRole('button', { name: texts.useRecovery }).click();
    await page.getByLabel(texts.recoveryCode).fill(recoveryCode);
    await page.getByRole('button', { name: texts.signIn, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/profile$/);
    await signOut(page, language);
    await typePassword(page, language, login);
    await page.getByRole('button', { name: texts.useRecovery }).click();
    await page.getByLabel(texts.recoveryCode).fill(recoveryCode);
    await page.getByRole('button', { name: texts.signIn, exact: true }).click();
    await expect(page.getByText(texts.wrongCode)).toBeVisible();
    await expect(page.getByLabel(texts.recoveryCode)).toBeFocused();
    await shot(page, testInfo, `${language}-second-factor-refused`);

    // Another recovery code gets in; on the profile, new codes replace the old after the
    // password, and turning the factor off asks for it too.
    await page.getByLabel(texts.recoveryCode).fill(codes[1] ?? '');
    await page.getByRole('button', { name: texts.signIn, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/profile$/);
    await page.getByRole('button', { name: texts.newCodes }).click();
    const renew = page.getByRole('dialog', { name: texts.newCodesQuestion });
    await renew.getByLabel(texts.currentPassword, { exact: true }).fill('Wrong1!pass');
    await renew.getByRole('button', { name: texts.newCodes }).click();
    await expect(renew.getByText(texts.wrongPassword)).toBeVisible();
    await shot(page, testInfo, `${language}-second-factor-password-refused`);
    await renew.getByLabel(texts.currentPassword, { exact: true }).fill(STAFF_PASSWORD);
    await renew.getByRole('button', { name: texts.newCodes }).click();
    const renewed = page.getByRole('list', { name: texts.codes }).getByRole('listitem');
    await expect(renewed).toHaveCount(10);
    expect(await renewed.allTextContents()).not.toContain(codes[2]);
    await page.getByRole('button', { name: texts.kept }).click();
    await expect(page.getByText(texts.on)).toBeVisible();

    await page.getByRole('button', { name: texts.turnOff }).click();
    const turnOff = page.getByRole('dialog', { name: texts.turnOffQuestion });
    await turnOff.getByLabel(texts.currentPassword, { exact: true }).fill(STAFF_PASSWORD);
    await turnOff.getByRole('button', { name: texts.turnOff }).click();
    await expect(page.getByRole('button', { name: texts.setUp })).toBeVisible();
    await signOut(page, language);
    await page.getByLabel(texts.login).fill(login);
    await page.getByLabel(texts.password, { exact: true }).fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: texts.signIn, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/profile$/);
  });
}

/**
 * A passkey through Chromium's virtual authenticator (the DevTools WebAuthn domain): a platform
 * authenticator that keeps resident keys and verifies its user, as a phone's fingerprint does.
 * WebAuthn refuses sites reached by an IP address, so these pages use a server of their own at
 * `localhost`.
 */
async function virtualAuthenticator(page: Page) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  const { authenticatorId } = await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    /** Whether the fingerprint (say) is recognised from now on. */
    userVerified: (isUserVerified: boolean) =>
      devtools.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified }),
  };
}

test.describe('passkeys', () => {
  const own = testOnOwnServer('passkeys', { host: 'localhost' });

  for (const language of ['uk', 'en'] as const) {
    own(
      `${language}: a passkey is added on the profile and signs in, and removed with the password`,
      async ({ page, server }, testInfo) => {
        const texts = TEXTS[language];
        const device = await virtualAuthenticator(page);
        const login = loginFor(testInfo.project.name, language, 'passkey');
        await signInOnPage(page, login, language, server);
        await page.goto('/admin/profile');

        // The first factor of the account: the passkey comes with recovery codes.
        await page.getByRole('button', { name: texts.addPasskey }).click();
        const list = page.getByRole('list', { name: texts.codes });
        await expect(list.getByRole('listitem')).toHaveCount(10);
        await page.getByRole('button', { name: texts.kept }).click();
        await expect(page.getByText(texts.passkeyName)).toBeVisible();
        await expect(page.getByText(texts.on)).toBeVisible();
        await shot(page, testInfo, `${language}-passkey-added`, { fullPage: true });

        // The password leads to the passkey, which signs in.
        await signOut(page, language);
        await typePassword(page, language, login);
        await shot(page, testInfo, `${language}-passkey-step`);
        await page.getByRole('button', { name: texts.usePasskey }).click();
        await expect(page).toHaveURL(/\/admin\/profile$/);

        // A device that does not recognise its owner signs nobody in; a code still can.
        await signOut(page, language);
        await typePassword(page, language, login);
        await device.userVerified(false);
        await page.getByRole('button', { name: texts.usePasskey }).click();
        await expect(page.getByRole('alert')).toHaveText(texts.passkeyCancelled);
        await shot(page, testInfo, `${language}-passkey-refused`);
        await device.userVerified(true);
        await page.getByRole('button', { name: texts.useCode }).click();
        await expect(page.getByLabel(texts.recoveryCode)).toBeFocused();
        await page.getByRole('button', { name: texts.usePasskey }).click();
        await page.getByRole('button', { name: texts.usePasskey }).click();
        await expect(page).toHaveURL(/\/admin\/profile$/);

        // Removed after the password, it is asked for no more.
        await page.getByRole('button', { name: texts.removePasskey }).click();
        const remove = page.getByRole('dialog', { name: texts.removePasskeyQuestion });
        await remove.getByLabel(texts.currentPassword, { exact: true }).fill(STAFF_PASSWORD);
        await remove.getByRole('button', { name: texts.remove, exact: true }).click();
        await expect(page.getByText(texts.passkeyName)).toBeHidden();
        await expect(page.getByText(texts.on)).toBeHidden();
        await signOut(page, language);
        await page.getByLabel(texts.login).fill(login);
        await page.getByLabel(texts.password, { exact: true }).fill(STAFF_PASSWORD);
        await page.getByRole('button', { name: texts.signIn, exact: true }).click();
        await expect(page).toHaveURL(/\/admin\/profile$/);
      },
    );
  }
});

test.describe('where the owner requires a second factor', () => {
  const own = testOnOwnServer('second_factor', {
    env: { DOGHOTEL_REQUIRE_SECOND_FACTOR: 'true' },
  });

  own(
    'uk: a staff member without one adds it before anything else',
    async ({ page, server }, testInfo) => {
      const texts = TEXTS.uk;
      await signInOnPage(page, loginFor(testInfo.project.name, 'uk', 'required'), 'uk', server);
      await page.goto('/admin/want-a-friend');
      await expect(page).toHaveURL(/\/admin\/profile$/);
      await expect(page.getByRole('status').filter({ hasText: texts.required })).toBeVisible();
      await shot(page, testInfo, 'uk-second-factor-required', { fullPage: true });
      await addAuthenticator(page, 'uk');
      await page.getByRole('button', { name: texts.kept }).click();
      await page.goto('/admin/want-a-friend');
      await expect(
        page.getByRole('heading', { level: 1, name: new RegExp(texts.dogs) }),
      ).toBeVisible();
    },
  );
});
