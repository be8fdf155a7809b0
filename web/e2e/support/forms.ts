import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

interface SentTexts {
  /** The form's submit button. */
  send: string;
  /** The success popup's title, and the text it must say when given. */
  sent: string;
  sentText?: string;
  /** The popup's close button. */
  ok: string;
}

/**
 * Submits a public form, checks the server stored it (204 from `path`) and closes the success
 * popup the visitor sees.
 */
export async function sendAndConfirm(
  page: Page,
  form: Locator,
  texts: SentTexts,
  path = '/api/send-message',
): Promise<void> {
  const sent = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === path,
  );
  await form.getByRole('button', { name: texts.send }).click();
  expect((await sent).status()).toBe(204);
  const popup = page.getByRole('dialog', { name: texts.sent });
  if (texts.sentText) await expect(popup).toContainText(texts.sentText);
  await popup.getByRole('button', { name: texts.ok }).click();
  await expect(popup).toBeHidden();
}

/**
 * Scrolls to `region` until `field`, a part of it that loads only once it comes near the
 * viewport, is there. On the home page the lower blocks are drawn one task at a time (decision
 * 0049), so a region at the foot reached at once can be pushed down by them before it was
 * asked for; a visitor then scrolls on to it, and so does this.
 */
export async function scrollToLazyPart(region: Locator, field: Locator): Promise<void> {
  await expect(async () => {
    await region.scrollIntoViewIfNeeded();
    await expect(field).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}
