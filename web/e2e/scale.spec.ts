import { request, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { STAFF_PASSWORD, signInThroughPage } from './support/adminPages';
import { ArticleSeeder } from './support/articles';
import { type Cluster, startCluster } from './support/cluster';
import { createDog, fillNewDog } from './support/dogForm';
import { uniqueTag } from './support/dogs';
import { expect, test as suiteTest } from './support/fixtures';
import { drawnImage } from './support/images';
import { readMailbox } from './support/mailbox';
import { signInThroughApi } from './support/staff';
import { VisitorWrites, visitorAddress } from './support/visitorWrites';

/**
 * The site on more than one machine (docs/scaling.md): two web instances and a worker behind
 * nginx, on a primary with a streaming replica and an S3-compatible store
 * (`support/cluster.ts`). Staff and a visitor use it as usual, then the worker and a web
 * instance are killed with SIGKILL: nothing acknowledged is lost, no mail goes twice, and the
 * read tables equal a rebuild from the events. One cluster is enough: the desktop project runs
 * this file (playwright.config.ts), and a step opens the visitor's pages on a phone's screen.
 *
 * `SCALE_LOAD_SECONDS` sets how long visitors write around each kill (`make drill`: longer).
 */
/** One cluster for the steps, which pages reach through its balancer. */
const test = suiteTest.extend<object, { cluster: Cluster }>({
  cluster: [
    async ({}, use) => {
      const cluster = await startCluster();
      await use(cluster);
      await cluster.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ cluster }, use) => use(cluster.baseURL),
});
test.describe.configure({ mode: 'serial' });
test.afterAll(async () => story.staff?.api.dispose());

const LOAD_MS = Number(process.env.SCALE_LOAD_SECONDS ?? '2') * 1000;
/** A scheduled publication waits at least this long, as staff schedule it. */
const AHEAD_MS = 60_000;

/** What the steps hand on to each other. */
const story = {
  login: '',
  dog: { id: 0, name: { uk: '', en: '' } },
  article: { id: 0, due: new Date() },
  staff: undefined as { api: APIRequestContext; headers: Record<string, string> } | undefined,
};

const answerTo = (method: string, path: RegExp) => (response: Response) =>
  response.request().method() === method && path.test(new URL(response.url()).pathname);

/** The instance that answered, by the balancer's `X-Upstream`. */
async function answeredBy(cluster: Cluster, response: Response): Promise<string | undefined> {
  return cluster.instanceOf(await response.headerValue('x-upstream'))?.name;
}

/** Every event of `type` recorded for the aggregate `id`. */
function eventsOf(cluster: Cluster, id: number | string, type: string): number {
  return Number(
    cluster.query(
      `SELECT count(*) FROM events WHERE aggregate_id = '${id}' AND event_type = '${type}'`,
    ),
  );
}

/** Waits until every projection and reactor has handled every event of its kinds recorded so far. */
async function caughtUp(cluster: Cluster): Promise<void> {
  await expect
    .poll(
      async () => {
        const health = (await (await fetch(`${cluster.worker.baseURL}/api/health`)).json()) as {
          subscribers?: { lag?: number }[];
        };
        const subscribers = health.subscribers ?? [];
        return subscribers.length > 0 && subscribers.every(({ lag }) => lag === 0);
      },
      { timeout: 60_000 + 5 * LOAD_MS },
    )
    .toBe(true);
}

function staffMailsAbout(cluster: Cluster, text: string) {
  return readMailbox(cluster.maildir).filter(
    (mail) => mail.to?.includes(cluster.staffEmail) && mail.subject?.includes(text),
  );
}

test('staff sign in on one instance, upload a dog’s photos to the other and publish it', async ({
  page,
  cluster,
}) => {
  test.setTimeout(120_000 + 10 * LOAD_MS);
  const tag = uniqueTag();
  story.login = `scale-${tag}`;
  story.dog.name = { uk: `Бровко ${tag}`, en: `Brovko ${tag}` };
  cluster.createAdmin(story.login, STAFF_PASSWORD);

  const signedIn = page.waitForResponse(answerTo('POST', /\/api\/login$/));
  await signInThroughPage(page, story.login, cluster.baseURL);
  const signInInstance = await answeredBy(cluster, await signedIn);
  expect(signInInstance).toBeDefined();

  // A publication a minute ahead, which the worker is to fire once whatever happens to it.
  const api = await request.newContext({ baseURL: cluster.baseURL });
  const { token, xsrf } = await signInThroughApi(api, story.login, STAFF_PASSWORD);
  story.staff = { api, headers: { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': xsrf } };
  const articles = ArticleSeeder.as(story.staff);
  const category = await articles.category({ uk: 'Новини', en: 'News' });
  const picture = await articles.uploadImage([90, 150, 200]);
  story.article.id = await articles.draft(
    {
      title: { uk: `Свято ${tag}`, en: `Holiday ${tag}` },
      categoryId: category.id,
      blocks: [{ type: 'TEXT', value: '<p>Готель працює у святкові дні.</p>' }],
    },
    picture,
  );
  story.article.due = new Date(Math.ceil((Date.now() + AHEAD_MS) / 1000) * 1000);
  await articles.schedule(story.article.id, story.article.due);

  const uploads: Promise<string | undefined>[] = [];
  page.on('response', (response) => {
    if (answerTo('POST', /\/api\/admin\/cloudinary\/upload$/)(response) && response.ok()) {
      uploads.push(answeredBy(cluster, response));
    }
  });
  // Sent at once, one after another: round robin hands them to both instances.
  const form = await fillNewDog(page, story.dog.name, [
    await drawnImage(page, 'garden.png', { seed: 4 }),
    await drawnImage(page, 'sofa.jpg', { seed: 5 }),
    await drawnImage(page, 'walk.jpg', { seed: 6 }),
  ]);
  await expect.poll(() => uploads.length).toBe(3);
  expect(await Promise.all(uploads)).toContain(signInInstance === 'web-1' ? 'web-2' : 'web-1');
  const dog = await createDog(page, form);
  expect(dog.photos).toHaveLength(3);
  story.dog.id = dog.id;
  const card = page.getByRole('article', { name: story.dog.name.uk });
  await card.getByRole('button', { name: 'Опублікувати' }).click();
  await expect(card).toContainText('Опубліковано');
});

/** The dog's page at `base`, with its main photo drawn. */
async function expectDogPage(page: Page, base: string, language: 'uk' | 'en'): Promise<void> {
  await page.goto(`${base}/${language}/want-a-friend/dog/${story.dog.id}`);
  const greeting = language === 'uk' ? 'Привіт, я' : 'Hi, I am';
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `${greeting} ${story.dog.name[language]}!`,
  );
  const photo = page.getByRole('img', { name: story.dog.name[language] }).first();
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
}

test('a visitor sees the dog and its photos through either instance, on a phone and a desktop', async ({
  page,
  browser,
  cluster,
}) => {
  const phone = await browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const phonePage = await phone.newPage();
  for (const instance of cluster.web) {
    await expectDogPage(page, instance.baseURL, 'en');
    await expectDogPage(phonePage, instance.baseURL, 'uk');
  }
  await expectDogPage(phonePage, cluster.baseURL, 'en');
  await phone.close();
});

test('a visitor’s request to take the dog home reaches staff in one mail', async ({
  page,
  cluster,
}) => {
  await page.goto(`/en/want-a-friend/dog/${story.dog.id}`);
  await page
    .getByRole('group', { name: 'How to help' })
    .getByRole('button', { name: 'Take home' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Take home' });
  await dialog.getByLabel('Name').fill('Olena');
  await dialog.getByLabel('Email').fill('olena.visitor@example.com');
  await dialog.getByLabel('Phone').click();
  await page.keyboard.type('501234567');
  await dialog.getByLabel(/Message/).fill('Could we meet on Saturday?');
  const sent = page.waitForResponse(answerTo('POST', /\/api\/send-notification$/));
  await dialog.getByRole('button', { name: 'Send' }).click();
  expect((await sent).status()).toBe(204);

  await expect
    .poll(() => staffMailsAbout(cluster, story.dog.name.en).length, { timeout: 30_000 })
    .toBe(1);
  await caughtUp(cluster);
  expect(staffMailsAbout(cluster, story.dog.name.en)).toHaveLength(1);
});

test('the worker killed with SIGKILL amid staff’s changes and started again loses no event and mails nothing twice', async ({
  cluster,
}) => {
  test.setTimeout(120_000 + 10 * LOAD_MS);
  const staff = story.staff;
  if (!staff) throw new Error('the first step signs staff in');
  const changedBefore =
    eventsOf(cluster, story.dog.id, 'DogHidden') + eventsOf(cluster, story.dog.id, 'DogPublished');
  // Staff hide and publish the dog again and again while the worker dies and comes back.
  let acknowledged = 0;
  let stopping = false;
  const changes = (async () => {
    for (let hide = true; !stopping; hide = !hide) {
      const action = hide ? 'hide' : 'publish';
      const answer = await staff.api.put(`/api/admin/want-a-friend/${action}/${story.dog.id}`, {
        headers: staff.headers,
      });
      expect(answer.status(), `${action}: ${await answer.text()}`).toBe(200);
      acknowledged += 1;
    }
  })();
  await new Promise((wait) => setTimeout(wait, LOAD_MS));
  await cluster.worker.stop('SIGKILL');
  await new Promise((wait) => setTimeout(wait, LOAD_MS));
  await cluster.worker.start();
  await new Promise((wait) => setTimeout(wait, LOAD_MS));
  stopping = true;
  await changes;
  // Left published, as visitors saw it.
  if (acknowledged % 2 === 1) {
    await staff.api.put(`/api/admin/want-a-friend/publish/${story.dog.id}`, {
      headers: staff.headers,
    });
    acknowledged += 1;
  }
  await caughtUp(cluster);

  const changed =
    eventsOf(cluster, story.dog.id, 'DogHidden') + eventsOf(cluster, story.dog.id, 'DogPublished');
  expect(changed - changedBefore).toBe(acknowledged);
  // The new worker did not mail again what the killed one had mailed.
  expect(staffMailsAbout(cluster, story.dog.name.en)).toHaveLength(1);
  for (const instance of cluster.web) {
    const dog = await fetch(`${instance.baseURL}/api/want-a-friend/dog/${story.dog.id}`);
    expect(dog.status).toBe(200);
  }
});

test('the publication scheduled a minute ahead fires once, though its worker was killed', async ({
  cluster,
}) => {
  test.setTimeout(120_000 + 10 * LOAD_MS);
  const waited = story.article.due.getTime() - Date.now();
  expect(waited).toBeLessThan(AHEAD_MS);
  for (const instance of cluster.web) {
    await expect
      .poll(
        async () =>
          (
            await fetch(`${instance.baseURL}/api/blogs/articles/${story.article.id}`, {
              headers: { 'Accept-DHLanguage': 'en' },
            })
          ).status,
        { timeout: Math.max(waited, 0) + 30_000 },
      )
      .toBe(200);
  }
  await caughtUp(cluster);
  expect(eventsOf(cluster, story.article.id, 'ArticlePublished')).toBe(1);
});

test('a web instance killed with SIGKILL under load loses no acknowledged write', async ({
  cluster,
}) => {
  test.setTimeout(120_000 + 10 * LOAD_MS);
  const visitors = new VisitorWrites(cluster.baseURL, 6);
  await new Promise((wait) => setTimeout(wait, LOAD_MS));
  const [killed] = cluster.web;
  await killed.stop('SIGKILL');
  const beforeTheKill = visitors.acknowledgedSoFar();
  await new Promise((wait) => setTimeout(wait, LOAD_MS));
  const writing = await visitors.finish();
  await killed.start();

  test.info().annotations.push({
    type: 'figures',
    description:
      `${writing.acknowledged.length} messages acknowledged, ` +
      `${writing.sentAgain} calls sent again after no answer or a gateway's status`,
  });
  expect(writing.refused).toEqual([]);
  expect(writing.unanswered).toEqual([]);
  expect(beforeTheKill).toBeGreaterThan(0);
  // The balancer sent the visitors to the instance left.
  expect(writing.acknowledged.length).toBeGreaterThan(beforeTheKill);
  await caughtUp(cluster);
  const keys = writing.acknowledged.map((key) => `'${key}'`).join(',');
  const storedOnce = cluster.query(
    `SELECT count(*) FROM (SELECT aggregate_id FROM events
       WHERE event_type = 'ContactMessageReceived' AND aggregate_id IN (${keys})
       GROUP BY aggregate_id HAVING count(*) = 1) AS once`,
  );
  expect(Number(storedOnce)).toBe(writing.acknowledged.length);
  const listed = cluster.query(
    `SELECT count(*) FROM inbox_items
       WHERE item_id IN (${writing.acknowledged.map((key) => `'message-${key}'`).join(',')})`,
  );
  expect(Number(listed)).toBe(writing.acknowledged.length);

  // Each message mailed to staff once, and its acknowledgement to the visitor once.
  const mails = readMailbox(cluster.maildir);
  // A header names the address alone or as `Name <address>`.
  const count = (headers: (string | null)[]) => {
    const counted = new Map<string, number>();
    for (const header of headers) {
      const address = header?.match(/<([^>]+)>/)?.[1] ?? header;
      if (address) counted.set(address, (counted.get(address) ?? 0) + 1);
    }
    return counted;
  };
  const toStaff = count(mails.map((mail) => mail.replyTo));
  const toVisitors = count(mails.map((mail) => mail.to));
  const notOnce = writing.acknowledged.filter((key) =>
    [toStaff, toVisitors].some((mailed) => mailed.get(visitorAddress(key)) !== 1),
  );
  expect(notOnce).toEqual([]);
});

test('the read tables equal a rebuild from the events', ({ cluster }) => {
  const verified = cluster.operator(['projector', 'verify']);
  expect(verified.ok, verified.printed).toBe(true);
});
