import { withCrossProjectLock } from './support/crossProjectLock';
import { expect, test } from './support/fixtures';
import { expectNoAccessibilityProblems, signInOnPage } from './support/adminPages';
import { shot } from './support/shots';

const TEXTS = {
  uk: {
    link: 'Броні',
    title: 'Бронювання',
    small: 'Малі собаки',
    cats: 'Коти',
    add: 'Додати зачинені дати',
    from: (n: number) => `Перша зачинена ніч (${n})`,
    to: (n: number) => `Остання зачинена ніч (${n})`,
    note: (n: number) => `Примітка (${n})`,
    remove: (n: number) => `Прибрати зачинені дати ${n}`,
    save: 'Зберегти',
    saved: 'Місця й зачинені дати збережено',
    badPlaces: 'Вкажіть кількість місць цілим числом від 0 до 500.',
    badNights: 'Кожен період, коли готель зачинено, має першу й останню ніч',
  },
  en: {
    link: 'Bookings',
    title: 'Bookings',
    small: 'Small dogs',
    cats: 'Cats',
    add: 'Add closed dates',
    from: (n: number) => `First closed night (${n})`,
    to: (n: number) => `Last closed night (${n})`,
    note: (n: number) => `Note (${n})`,
    remove: (n: number) => `Remove closed dates ${n}`,
    save: 'Save',
    saved: 'The places and closed dates are saved',
    badPlaces: 'Enter the number of places as a whole number from 0 to 500.',
    badNights: 'Each closed period needs its first and last night in order',
  },
};

/** A night far enough ahead that no other test closes it: this project's and language's own. */
function nightsOf(project: string, language: string): { from: string; to: string } {
  const year = 2030 + (project === 'phone' ? 0 : 2) + (language === 'uk' ? 0 : 1);
  return { from: `${year}-03-10`, to: `${year}-03-12` };
}

for (const language of ['uk', 'en'] as const) {
  const texts = TEXTS[language];

  test(`staff set the places and close three nights in ${language}; the availability shows both`, async ({
    page,
    request,
  }, testInfo) => {
    const login = `stays-${language}-${testInfo.project.name}`;
    await signInOnPage(page, login, language);
    const history = page.getByRole('region', { name: language === 'uk' ? 'Історія' : 'History' });
    if (testInfo.project.name === 'phone') {
      await page
        .getByRole('button', { name: language === 'uk' ? 'Меню розділів' : 'Sections menu' })
        .click();
    }
    await page.getByRole('link', { name: texts.link }).click();
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    await expect(page.getByLabel(texts.cats)).toBeEnabled();

    // The places and the closed nights are one record for the site: one project at a time.
    await withCrossProjectLock('stay-capacity', async () => {
      await page.reload();
      // A mistake is named in the page's language and nothing is sent.
      await page.getByLabel(texts.small).fill('2.5');
      await page.getByRole('button', { name: texts.save, exact: true }).click();
      await expect(page.getByText(texts.badPlaces)).toBeVisible();
      await expect(page.getByLabel(texts.small)).toBeFocused();
      await page.getByLabel(texts.small).fill('7');

      const cats = String(
        11 + (testInfo.project.name === 'phone' ? 0 : 2) + (language === 'uk' ? 0 : 1),
      );
      await page.getByLabel(texts.cats).fill(cats);
      const nights = nightsOf(testInfo.project.name, language);
      const rows = await page
        .getByRole('button', { name: /^(Remove closed dates|Прибрати зачинені дати) \d+$/ })
        .count();
      await page.getByRole('button', { name: texts.add }).click();
      const number = rows + 1;
      // Backwards dates are refused before sending.
      await page.getByLabel(texts.from(number)).fill(nights.to);
      await page.getByLabel(texts.to(number)).fill(nights.from);
      await page.getByRole('button', { name: texts.save, exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: texts.badNights })).toBeVisible();
      await page.getByLabel(texts.from(number)).fill(nights.from);
      await page.getByLabel(texts.to(number)).fill(nights.to);
      await page.getByLabel(texts.note(number)).fill('Renovation of the cat room');
      await shot(page, testInfo, `admin-stays-${language}`, { fullPage: true });
      await page.getByRole('button', { name: texts.save, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: texts.saved })).toBeVisible();
      // The history names who saved.
      await expect(history.getByText(login).first()).toBeVisible();
      // The newest version opens read-only, with the cats' count and the closed nights.
      await history.getByRole('button').first().click();
      const version = page.getByRole('dialog');
      await expect(version).toContainText(texts.cats);
      await expect(version).toContainText('Renovation of the cat room');
      await shot(page, testInfo, `admin-stays-version-${language}`);
      await page.keyboard.press('Escape');
      await expect(version).toBeHidden();

      // The public availability shows the cats' places and the closed nights at once.
      const day = (date: string, offset: number) => {
        const night = new Date(`${date}T00:00:00Z`);
        night.setUTCDate(night.getUTCDate() + offset);
        return night.toISOString().slice(0, 10);
      };
      const answer = await request.get(
        `/api/stays/availability?from=${day(nights.from, -1)}&to=${day(nights.to, 1)}&pet=cat`,
      );
      expect(answer.status()).toBe(200);
      const { nights: shown } = (await answer.json()) as {
        nights: { night: string; closed: boolean; places: number }[];
      };
      expect(shown.map(({ closed, places }) => [closed, places])).toEqual([
        [false, Number(cats)],
        [true, 0],
        [true, 0],
        [true, 0],
        [false, Number(cats)],
      ]);

      // Removing the period opens the nights again.
      await page.getByRole('button', { name: texts.remove(number) }).click();
      await page.getByRole('button', { name: texts.save, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: texts.saved })).toBeVisible();
      const reopened = await request.get(
        `/api/stays/availability?from=${nights.from}&to=${nights.from}&pet=cat`,
      );
      expect(((await reopened.json()) as { nights: { closed: boolean }[] }).nights[0]?.closed).toBe(
        false,
      );
    });
    // Checked from the top, as the page opens: scrolled, the bar that stays on top covers part
    // of a field below it, which axe counts as a target too small to tap.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAccessibilityProblems(page);
  });
}
