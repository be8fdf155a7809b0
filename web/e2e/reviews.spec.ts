import type { Page } from '@playwright/test';
import { withCrossProjectLock } from './support/crossProjectLock';
import { expect, test } from './support/fixtures';
import { drawnImage } from './support/images';
import { SEEDED, ensureReviews } from './support/reviews';
import { signInAsStaff } from './support/staff';
import { expectNoAccessibilityProblems, signInOnPage } from './support/adminPages';

const LANGUAGES = ['uk', 'en'] as const;

const TEXTS = {
  uk: {
    tabs: 'Розділи сторінки «Про нас»',
    tab: 'Відгуки',
    title: 'Відгуки наших гостей',
    list: 'Відгуки',
    showAll: 'Показати всі відгуки',
    showMore: 'Читати далі',
    moreAnswers: 'Показати ще 4 відповіді',
    write: 'Написати відгук',
    form: 'Ваш відгук',
    name: 'Ваше ім’я',
    pet: 'Ім’я улюбленця (необов’язково)',
    text: 'Відгук',
    photo: 'Вибрати фото',
    send: 'Надіслати',
    sent: 'Дякуємо!',
    moderation: 'щойно його перевірить модератор',
    answer: 'Відповісти на відгук',
    answerForm: 'Відповідь на відгук',
    twoDaysAgo: '2 дні тому',
    oldDate: /\d{1,2} [а-яії]+ \d{4}/,
    required: 'Введіть ім’я',
    reviewRule: 'Відгук має містити',
    slider: 'Відгуки наших гостей',
    next: 'Наступний відгук',
    previous: 'Попередній відгук',
    slide: (index: number) => `Відгук ${index} з 4`,
    showReview: (name: string) => `Показати відгук: ${name}`,
    visitor: 'Леся Українка',
    visitorPet: 'Мурчик',
    review: 'Мурчик жив у вас тиждень і повернувся щасливим. Дякуємо!',
  },
  en: {
    tabs: 'Sections of the About page',
    tab: 'Reviews',
    title: 'What our guests say',
    list: 'Reviews',
    showAll: 'Show all reviews',
    showMore: 'Show more',
    moreAnswers: 'Show 4 more answers',
    write: 'Write a review',
    form: 'Your review',
    name: 'Your name',
    pet: 'Your pet’s name (optional)',
    text: 'Review',
    photo: 'Choose a photo',
    send: 'Send',
    sent: 'Thank you!',
    moderation: 'once a moderator has checked it',
    answer: 'Answer the review by',
    answerForm: 'Answer to the review by',
    twoDaysAgo: '2 days ago',
    oldDate: /\d{1,2} [A-Z][a-z]+ \d{4}/,
    required: 'Enter your name',
    reviewRule: 'The review must have',
    slider: 'What our guests say',
    next: 'Next review',
    previous: 'Previous review',
    slide: (index: number) => `Review ${index} of 4`,
    showReview: (name: string) => `Show the review by ${name}`,
    visitor: 'Lesia Ukrainka',
    visitorPet: 'Murchyk',
    review: 'Murchyk stayed for a week and came home happy. Thank you!',
  },
};

/**
 * The page's console errors and uncaught exceptions. The suite's database has no contact
 * details saved, which `/api/contacts` answers with 404 and the footer with its built-in ones:
 * that one failed load is expected.
 */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const source = message.location().url;
    if (message.type() === 'error' && !source.endsWith('/api/contacts')) {
      errors.push(`${message.text()} ${source}`);
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const reviewBy = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

test.beforeAll(async () => {
  await ensureReviews();
});

for (const language of LANGUAGES) {
  const texts = TEXTS[language];

  test(`a guest reads the reviews in ${language}: ten, then all, clamped texts and collapsed answers`, async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await page.goto(`/${language}/about/feedback`);
    const tabs = page.getByRole('navigation', { name: texts.tabs });
    await expect(tabs.getByRole('link')).toHaveCount(4);
    await expect(tabs.getByRole('link', { name: texts.tab })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { level: 2, name: texts.title })).toBeVisible();

    // The first ten came with the page; none was asked for.
    const list = page.getByRole('list', { name: texts.list });
    await expect(list.getByRole('article')).toHaveCount(10);
    const newest = reviewBy(page, SEEDED.newest.name);
    await expect(newest.getByText(SEEDED.newest.pet)).toBeVisible();
    await expect(newest.locator('time')).toHaveText(texts.twoDaysAgo);

    await expectNoAccessibilityProblems(page);

    // Show all loads the rest and goes away (other tests add reviews, newest first: the
    // seeded ones below are looked for among all of them).
    const all = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/feedback/all');
    await page.getByRole('button', { name: texts.showAll }).click();
    expect((await all).status()).toBe(200);
    await expect
      .poll(() => list.getByRole('article').count())
      .toBeGreaterThanOrEqual(SEEDED.approved);
    await expect(page.getByRole('button', { name: texts.showAll })).toHaveCount(0);
    await expect(reviewBy(page, SEEDED.oldest.name).locator('time')).toHaveText(texts.oldDate);

    // The long review is clamped and opens; a short one offers nothing.
    const long = reviewBy(page, SEEDED.long.name);
    const more = long.getByRole('button', { name: texts.showMore });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    const clampedHeight = (await long.locator('p').last().boundingBox())?.height ?? 0;
    await more.click();
    await expect(long.getByRole('button', { expanded: true })).toBeVisible();
    expect((await long.locator('p').last().boundingBox())?.height ?? 0).toBeGreaterThan(
      clampedHeight * 2,
    );
    await expect(
      reviewBy(page, SEEDED.short.name).getByRole('button', { name: texts.showMore }),
    ).toHaveCount(0);

    // Four answers start as a row of avatars; opened, the hotel's answer is among them.
    const answered = reviewBy(page, SEEDED.answered.name);
    await expect(answered.getByText(SEEDED.hotelAnswer)).toHaveCount(0);
    await expect(answered.getByRole('img')).toHaveCount(SEEDED.answered.answers);
    await answered.getByRole('button', { name: texts.moreAnswers }).click();
    await expect(answered.getByText(SEEDED.hotelAnswer)).toBeVisible();
    await expect(answered.getByText('DogHotel', { exact: true })).toBeVisible();
    await expect(answered.getByRole('listitem')).toHaveCount(SEEDED.answered.answers);
    await expectNoAccessibilityProblems(page);
    expect(errors).toEqual([]);
  });
}

for (const language of LANGUAGES) {
  const texts = TEXTS[language];

  test(`a guest writes a review with a photo in ${language}, staff approve it, and it is on the page`, async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    const errors = watchConsole(page);
    const project = testInfo.project.name;
    // Names take letters only: the project tells the four guests apart.
    const visitor = `${texts.visitor} ${project === 'phone' ? 'Phone' : 'Desk'}`;
    await page.goto(`/${language}/about/feedback`);
    await page.getByRole('button', { name: texts.write }).click();
    const form = page.getByRole('dialog', { name: texts.form });

    // The shared rules speak before anything is sent.
    await form.getByLabel(texts.text, { exact: true }).fill('<b>');
    await form.getByRole('button', { name: texts.send }).click();
    await expect(form.getByText(texts.required)).toBeVisible();
    await expect(form.getByText(texts.reviewRule)).toBeVisible();

    await form.getByLabel(texts.name).fill(visitor);
    await form.getByLabel(texts.pet).fill(texts.visitorPet);
    await form.getByLabel(texts.text, { exact: true }).fill(texts.review);
    await form
      .getByLabel(texts.photo)
      .setInputFiles(await drawnImage(page, 'pet.jpg', { size: 400, seed: project.length }));
    await expect(form.getByRole('img')).toBeVisible();
    const sent = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/feedback',
    );
    await form.getByRole('button', { name: texts.send }).click();
    const answer = await sent;
    expect(answer.status()).toBe(204);
    expect(answer.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const popup = page.getByRole('dialog', { name: texts.sent });
    await expect(popup).toContainText(texts.moderation);
    await popup.getByRole('button').last().click();
    await expect(form).toHaveCount(0);
    // Not public before staff approve it.
    await page.reload();
    await expect(reviewBy(page, visitor)).toHaveCount(0);

    const staff = await browser.newPage();
    await signInOnPage(staff, `reviews-${project}-${language}`);
    await staff.goto('/admin/reviews');
    await expect(staff.getByRole('tab', { name: /На перевірці/, selected: true })).toBeVisible();
    const card = staff.getByRole('article', { name: visitor });
    await expect(card).toContainText(texts.review);
    await expect(card.getByRole('img', { name: `Фото від ${visitor}` })).toBeVisible();
    await card.getByRole('button', { name: `Схвалити: ${visitor}` }).click();
    await expect(card).toHaveCount(0);
    await staff.getByRole('tab', { name: /Схвалені/ }).click();
    await expect(staff.getByRole('article', { name: visitor })).toBeVisible();
    await staff.close();

    await page.goto(`/${language}/about/feedback`);
    const published = reviewBy(page, visitor);
    await expect(published).toContainText(texts.review);
    await expect(published).toContainText(texts.visitorPet);
    await expect(published.locator('img')).toHaveJSProperty('complete', true);

    // Answering opens the same form, titled with the review it answers.
    await published.getByRole('button', { name: `${texts.answer}` }).click();
    await expect(page.getByRole('dialog', { name: new RegExp(texts.answerForm) })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test(`the home page's feedback slider turns by arrows, thumbnails, keys and swipes in ${language}`, async ({
    page,
    isMobile,
  }) => {
    const errors = watchConsole(page);
    await withCrossProjectLock('reviews-slider', async () => {
      await page.goto(`/${language}`);
      const slider = page.getByRole('region', { name: texts.slider });
      await slider.scrollIntoViewIfNeeded();
      const slide = slider.getByRole('group');
      await expect(slide).toHaveAttribute('aria-label', texts.slide(1));
      await expect(
        slider.getByRole('button', { name: /^(Показати відгук|Show the review)/ }),
      ).toHaveCount(SEEDED.featuredCount);

      await slider.getByRole('button', { name: texts.previous }).click();
      await expect(slide).toHaveAttribute('aria-label', texts.slide(4));
      await slider.getByRole('button', { name: texts.next }).click();
      await expect(slide).toHaveAttribute('aria-label', texts.slide(1));

      await slider.getByRole('button', { name: texts.showReview(SEEDED.featured.name) }).click();
      await expect(slide).toContainText(SEEDED.featured.name);
      await expect(slide).toContainText(SEEDED.featured.pet);
      const chosen = Number((await slide.getAttribute('aria-label'))?.match(/\d/)?.[0]);

      await slider.getByRole('button', { name: texts.next }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(slide).toHaveAttribute('aria-label', texts.slide((chosen % 4) + 1));
      await page.keyboard.press('ArrowLeft');
      await expect(slide).toHaveAttribute('aria-label', texts.slide(chosen));

      if (isMobile) {
        const swipe = (dx: number) =>
          slide.evaluate((element, dx) => {
            const box = element.getBoundingClientRect();
            const at = (x: number) =>
              new Touch({ identifier: 1, target: element, clientX: x, clientY: box.top + 50 });
            const start = box.left + box.width / 2;
            element.dispatchEvent(
              new TouchEvent('touchstart', { bubbles: true, touches: [at(start)] }),
            );
            element.dispatchEvent(
              new TouchEvent('touchend', { bubbles: true, changedTouches: [at(start + dx)] }),
            );
          }, dx);
        await swipe(-40);
        await expect(slide).toHaveAttribute('aria-label', texts.slide(chosen));
        await swipe(-80);
        await expect(slide).toHaveAttribute('aria-label', texts.slide((chosen % 4) + 1));
        await swipe(80);
        await expect(slide).toHaveAttribute('aria-label', texts.slide(chosen));
      }

      await slider.getByRole('link', { name: texts.slider }).click();
      await expect(page).toHaveURL(new RegExp(`/${language}/about/feedback$`));
    });
    expect(errors).toEqual([]);
  });
}

test('staff choose the home slider’s four, are refused a fifth, and a stale card says so and reloads', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInOnPage(page, `reviews-slider-${testInfo.project.name}`);
  const { api, headers } = await signInAsStaff(`reviews-api-${testInfo.project.name}`);
  try {
    await withCrossProjectLock('reviews-slider', async () => {
      await page.goto('/admin/reviews');
      await expect(page.getByText('На головній: 4 з 4')).toBeVisible();
      await page.getByRole('tab', { name: /Схвалені/ }).click();
      await expect(page.getByRole('tab', { name: /Схвалені/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );

      // A fifth is refused while four are chosen.
      const extra = page.getByRole('article', { name: SEEDED.notFeatured.name });
      await extra.getByRole('button', { name: `На головну: ${SEEDED.notFeatured.name}` }).click();
      await expect(page.getByRole('alert')).toContainText('На головній уже 4 відгуки');

      // Someone else takes Sarah's review off the slider after this page loaded it.
      const featured = page.getByRole('article', { name: SEEDED.featured.name });
      const loaded = (await (
        await api.get('/api/admin/feedback?status=APPROVED&page=1', { headers })
      ).json()) as { content: { id: string; name: string; version: number }[] };
      const sarah = loaded.content.find((review) => review.name === SEEDED.featured.name);
      if (!sarah) throw new Error('the seed has Sarah’s review');
      const off = await api.put(`/api/admin/feedback/${sarah.id}/unfeature`, {
        headers,
        data: { version: sarah.version },
      });
      expect(off.status()).toBe(200);

      const reloaded = page.waitForResponse((r) => r.url().includes('/api/admin/feedback/counts'));
      await featured
        .getByRole('button', { name: `Прибрати з головної: ${SEEDED.featured.name}` })
        .click();
      await expect(page.getByRole('alert')).toContainText('Хтось змінив цей запис');
      await reloaded;
      await expect(page.getByText('На головній: 3 з 4')).toBeVisible();

      // Back on the slider, from the reloaded card.
      await featured.getByRole('button', { name: `На головну: ${SEEDED.featured.name}` }).click();
      await expect(page.getByText('На головній: 4 з 4')).toBeVisible();
      await expect(
        featured.getByRole('button', { name: `Прибрати з головної: ${SEEDED.featured.name}` }),
      ).toBeVisible();
    });
  } finally {
    await api.dispose();
  }
});
