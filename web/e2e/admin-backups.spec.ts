import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectNoAccessibilityProblems, signInOnPage } from './support/adminPages';
import { testOnOwnServer } from './support/ownServer';
import { expect } from './support/fixtures';
import { shot } from './support/shots';

/**
 * Issue 23, part 6: staff see the site's backups on their settings page. A backup taken with
 * `doghotel backup` is listed with its time, size and contents; one that failed is said first
 * and plainly, with the server's own words for whoever looks after it. In uk and en, on a phone
 * and a desktop, on a server of the spec's own (the suite's server keeps no backups).
 */
const TEXTS = {
  uk: {
    title: 'Резервні копії',
    list: 'Резервні копії, найновіші спершу',
    contents: /подій: \d+, файлів фото: \d+/,
    size: /\d+ (кБ|МБ)/,
    failed: 'Остання резервна копія не вдалася',
    failedRun: 'Не вдалося',
  },
  en: {
    title: 'Backups',
    list: 'Backups, newest first',
    contents: /events: \d+, photo files: \d+/,
    size: /\d+ (kB|MB)/,
    failed: 'The last backup failed',
    failedRun: 'Failed',
  },
};

const own = testOnOwnServer('backups');

for (const language of ['uk', 'en'] as const) {
  own(
    `${language}: the settings list each backup, and a failed one first and plainly`,
    async ({ page, server }, testInfo) => {
      const texts = TEXTS[language];
      const folder = mkdtempSync(join(tmpdir(), 'doghotel-e2e-backups-'));
      try {
        await signInOnPage(page, `backups-${language}-${testInfo.project.name}`, language, server);
        expect(server.backUp(folder)).toBe(true);
        await page.goto('/admin/settings');
        const card = page.getByRole('region', { name: texts.title });
        const list = card.getByRole('list', { name: texts.list });
        await expect(list.getByRole('listitem').first()).toContainText(texts.contents);
        await expect(list.getByRole('listitem').first()).toContainText(texts.size);
        await expect(card.getByRole('alert')).toHaveCount(0);
        await shot(page, testInfo, `${language}-backups`, { fullPage: true });

        // A folder that cannot be made: a file stands where it should be.
        const blocked = join(folder, 'blocked');
        writeFileSync(blocked, 'not a folder');
        expect(server.backUp(join(blocked, 'inside'))).toBe(false);
        await page.reload();
        const alert = card.getByRole('alert');
        await expect(alert).toContainText(texts.failed);
        await expect(alert).toContainText('inside');
        await expect(list.getByRole('listitem').first()).toContainText(texts.failedRun);
        await expect(list.getByRole('listitem').nth(1)).toContainText(texts.contents);
        await expectNoAccessibilityProblems(page);
        await shot(page, testInfo, `${language}-backup-failed`, { fullPage: true });
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  );
}
