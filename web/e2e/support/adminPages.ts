import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createAdmin } from './cli';
import { expect } from './fixtures';
import { readServerState } from './serverState';

/** The password every journey's fresh staff account gets. */
export const STAFF_PASSWORD = 'Start1!pass';

/** The server a page signs in to: the suite's, or a spec's own (`ownServer.ts`). */
export interface StaffServer {
  baseURL: string;
  createAdmin: (login: string, password: string) => void;
}

function suiteServer(): StaffServer {
  return { baseURL: readServerState().baseURL, createAdmin };
}

/**
 * Creates a fresh admin and signs them in through the sign-in page, which greets a new account
 * in Ukrainian; `en` then switches their admin area to English in the settings.
 */
export async function signInOnPage(
  page: Page,
  login: string,
  language: 'uk' | 'en' = 'uk',
  server: StaffServer = suiteServer(),
): Promise<void> {
  server.createAdmin(login, STAFF_PASSWORD);
  await signInThroughPage(page, login, server.baseURL);
  if (language === 'en') {
    await page.goto('/admin/settings');
    await page.getByRole('radio', { name: 'English' }).check();
    await page.getByRole('button', { name: 'Зберегти зміни' }).click();
    await expect(page.getByRole('status')).toContainText('Changes saved');
  }
}

/** Signs an existing account in through the sign-in page, shown in Ukrainian. */
export async function signInThroughPage(
  page: Page,
  login: string,
  baseURL: string = readServerState().baseURL,
): Promise<void> {
  await page.context().addCookies([{ name: 'i18next', value: 'uk', url: baseURL }]);
  await page.goto('/admin');
  await page.getByLabel('Логін').fill(login);
  await page.getByLabel('Пароль', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Увійти' }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);
}

/** axe-core's WCAG 2.x A and AA rules, as every screen is checked. */
export async function expectNoAccessibilityProblems(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.map(({ id, nodes }) => ({ id, targets: nodes.map((n) => n.target) }))).toEqual(
    [],
  );
}

/** A mobile number no other run or project sends: `50` and seven random digits. */
export function uniquePhoneDigits(): string {
  return `50${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

/** `501234567` as the forms' mask writes it and the server stores it. */
export function formattedPhone(digits: string): string {
  return `+38(0${digits.slice(0, 2)})${digits.slice(2, 5)}-${digits.slice(5, 7)}-${digits.slice(7)}`;
}
