import type { Page } from '@playwright/test';

/**
 * Makes the page's first HTML come without the answers the server embeds in it, so the app
 * asks the API for them, where a test can answer instead (`page.route`).
 */
export async function withoutEmbeddedAnswers(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.includes('.'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const answer = await route.fetch();
      const html = (await answer.text()).replace(
        /<script type="application\/json" id="doghotel-data">[\s\S]*?<\/script>/,
        '',
      );
      return route.fulfill({ response: answer, body: html });
    },
  );
}
