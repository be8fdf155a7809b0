import { createAdmin, seedPrices } from './support/cli';
import { expect, test } from './support/fixtures';
import { readServerState } from './support/serverState';

const TEXTS = {
  uk: {
    main: 'Готель',
    additional: 'Додаткові послуги',
    dog: 'Собака',
    hotelFood: 'Харчування готелю',
    days: 'Днів',
    calculate: 'Розрахувати',
    bookStay: 'Забронювати',
    message: 'Повідомлення',
    discount5: '-24 грн за добу',
  },
  en: {
    main: 'Hotel',
    additional: 'Additional services',
    dog: 'Dog',
    hotelFood: "The hotel's food",
    days: 'Days',
    calculate: 'Calculate',
    bookStay: 'Book this stay',
    message: 'Message',
    discount5: '24 UAH off a day',
  },
} as const;

test.beforeAll(() => seedPrices());

for (const language of ['uk', 'en'] as const) {
  const text = TEXTS[language];

  test(`a guest reads the prices, switches tabs, prices a 12-day dog stay and books it (${language})`, async ({
    page,
  }) => {
    await page.goto(`/${language}/prices`);
    const dog = page.getByTestId('price-dog-hotel');
    await expect(dog).toContainText('750');
    await expect(dog).toContainText('650');
    const cat = page.getByTestId('price-cat-hotel');
    for (const price of ['374', '194', '400']) await expect(cat).toContainText(price);
    await expect(page.getByTestId('price-cat-hotel-5-days')).toContainText('350');
    await expect(page.getByTestId('price-cat-hotel-5-days')).toContainText(text.discount5);
    await expect(page.getByTestId('price-cat-hotel-10-days')).toContainText('300');

    await page.getByRole('tab', { name: text.additional }).click();
    for (const service of ['walking', 'veterinary', 'grooming', 'transportation']) {
      const block = page.getByTestId(`service-${service}`);
      await expect(block).toBeVisible();
      await expect(block.getByRole('img')).toHaveCount(2);
    }
    await page.getByRole('tab', { name: text.main }).click();
    await expect(dog).toBeVisible();

    await page.getByRole('radio', { name: text.dog, exact: true }).check();
    await page.getByRole('radio', { name: text.hotelFood }).check();
    await page.getByLabel(text.days, { exact: true }).fill('12');
    await page.getByRole('button', { name: text.calculate }).click();
    const estimate = page.getByTestId('estimate');
    await expect(page.getByTestId('estimate-total')).toHaveText(/^9[\s,.]?000/u);
    await expect(estimate).toContainText('12 × 750');

    // The contacts page's form opens with the estimate as its message, ready to send.
    await estimate.getByRole('button', { name: text.bookStay }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/contacts$`));
    const message = page.getByLabel(text.message, { exact: true });
    await expect(message).toHaveValue(/12 x 750/u);
    await expect(message).toHaveValue(/9000/u);
    expect((await message.inputValue()).length).toBeLessThanOrEqual(300);
  });
}

for (const language of ['uk', 'en'] as const) {
  test(`the services page draws the price list it came with, without asking for it (${language})`, async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/prices' || pathname === '/api/services') calls.push(pathname);
    });
    await page.goto(`/${language}/prices`);
    await expect(page.getByTestId('price-dog-hotel')).toContainText('750');
    await page.getByRole('tab', { name: TEXTS[language].additional }).click();
    await expect(page.getByTestId('service-walking')).toBeVisible();
    expect(calls).toEqual([]);
  });
}

test('a staff edit of the dog price shows on the public page at once, in both languages', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const login = `prices-${testInfo.project.name}`;
  createAdmin(login, 'Start1!pass');
  await page
    .context()
    .addCookies([{ name: 'i18next', value: 'uk', url: readServerState().baseURL }]);
  await page.goto('/admin');
  await page.getByLabel('Логін').fill(login);
  await page.getByLabel('Пароль', { exact: true }).fill('Start1!pass');
  await page.getByRole('button', { name: 'Увійти' }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);

  const setDogPrice = async (price: string) => {
    await page.goto('/admin/prices');
    const item = page.getByTestId('admin-price-dog-hotel');
    await item.locator('summary').click();
    // The admin speaks the language the site was last seen in, so it is found by structure.
    await item.getByTestId('line-value').first().fill(price);
    await item.locator('button[type="submit"]').click();
    await expect(item.getByRole('status')).toContainText(/Збережено|Saved/u);
    await expect(item.getByText(/Пункт цін змінено|Price item edited/u).first()).toBeVisible();
  };

  await setDogPrice('777');
  for (const language of ['uk', 'en']) {
    await page.goto(`/${language}/prices`);
    await expect(page.getByTestId('price-dog-hotel')).toContainText('777');
  }
  await setDogPrice('750');
  await page.goto('/en/prices');
  await expect(page.getByTestId('price-dog-hotel')).toContainText('750');
});

test('every book button of the price list has the same size', async ({ page }) => {
  await page.goto('/en/prices');
  const books = page.getByRole('button', { name: /^Book: / });
  await expect(books.first()).toBeVisible();
  const sizes = await books.evaluateAll((buttons) =>
    buttons.map((button) => {
      const { width, height } = button.getBoundingClientRect();
      return `${Math.round(width)}×${Math.round(height)}`;
    }),
  );
  // Beside a taller group, a short one's button was stretched to fill the row.
  expect(new Set(sizes).size, sizes.join(', ')).toBe(1);
});
