import type { APIRequestContext } from '@playwright/test';
import { makePng } from './png';
import { type StaffSession, signInAsStaff } from './staff';

type Translated = { uk: string; en: string };

export interface ArticleBlock {
  type: 'TEXT' | 'QUOTE' | 'IMG';
  value: string;
}

/** What a test chooses about an article; the rest gets a sensible value. */
export interface ArticleSeed {
  title: Translated;
  categoryId: number;
  /** The same blocks in both languages; a picture block's value is an uploaded image id. */
  blocks?: ArticleBlock[];
}

export interface SeededArticle {
  id: number;
  title: Translated;
}

export interface SeededCategory {
  id: number;
  name: Translated;
}

interface AdminCategory {
  id: number;
  name: Translated;
}

/**
 * Staff through the real admin API of the blog contract: signs in as a fresh admin, makes
 * categories, and writes and publishes articles with an uploaded picture, as the admin pages
 * would.
 */
export class ArticleSeeder {
  private constructor(
    private readonly api: APIRequestContext,
    private readonly headers: Record<string, string>,
  ) {}

  static async signIn(login: string): Promise<ArticleSeeder> {
    return ArticleSeeder.as(await signInAsStaff(login));
  }

  /** Staff already signed in, on whichever server `session` reaches. */
  static as({ api, headers }: StaffSession): ArticleSeeder {
    return new ArticleSeeder(api, headers);
  }

  private async categories(): Promise<AdminCategory[]> {
    const answer = await this.api.get('/api/admin/articles/categories', { headers: this.headers });
    if (!answer.ok()) throw new Error(`categories failed: ${answer.status()}`);
    return (await answer.json()) as AdminCategory[];
  }

  /**
   * The category of that name, made if it does not exist yet. The blog holds at most 6
   * categories, so every test file and project shares a few fixed ones instead of making its own.
   */
  async category(name: Translated): Promise<SeededCategory> {
    const find = (list: AdminCategory[]) => list.find((category) => category.name.uk === name.uk);
    const existing = find(await this.categories());
    if (existing) return { id: existing.id, name };
    const added = await this.api.post('/api/admin/articles/categories/add', {
      headers: this.headers,
      data: { name },
    });
    // Another project may have made it a moment ago.
    const list =
      added.status() === 409 ? await this.categories() : ((await added.json()) as AdminCategory[]);
    const made = find(list);
    if (!made) throw new Error(`category ${name.uk} not made: ${added.status()}`);
    return { id: made.id, name };
  }

  async uploadImage(colour: [number, number, number]): Promise<string> {
    const answer = await this.api.post('/api/admin/articles/image/upload', {
      headers: this.headers,
      multipart: {
        file: { name: 'article.png', mimeType: 'image/png', buffer: makePng(320, 256, colour) },
      },
    });
    if (!answer.ok()) throw new Error(`upload failed: ${answer.status()} ${await answer.text()}`);
    return ((await answer.json()) as { id: string }).id;
  }

  /** Writes the article as a draft with `mainImage`, publishes it and waits until it is public. */
  async publish(seed: ArticleSeed, mainImage: string): Promise<SeededArticle> {
    const id = await this.draft(seed, mainImage);
    const published = await this.api.put(`/api/admin/articles/publish/${id}`, {
      headers: this.headers,
    });
    if (!published.ok()) throw new Error(`publish failed: ${published.status()}`);
    await this.waitUntilPublic(id);
    return { id, title: seed.title };
  }

  /** Writes the article as a draft with `mainImage`; answers its id. */
  async draft(seed: ArticleSeed, mainImage: string): Promise<number> {
    const blocks = seed.blocks ?? [];
    const translation = (title: string, thesis: string) => ({
      title,
      thesis,
      description: '',
      blocks,
    });
    const created = await this.api.post('/api/admin/articles/snapshot', {
      headers: this.headers,
      data: {
        categoryId: seed.categoryId,
        mainImage,
        originalLanguage: 'uk',
        translations: {
          uk: translation(
            seed.title.uk,
            'Коротко про головне: що варто знати кожному господареві.',
          ),
          en: translation(seed.title.en, 'The short version: what every owner should know.'),
        },
      },
    });
    if (!created.ok()) {
      throw new Error(`create failed: ${created.status()} ${await created.text()}`);
    }
    return ((await created.json()) as { id: number }).id;
  }

  /** Schedules the draft's publication at `at` (whole seconds, as staff choose it). */
  async schedule(id: number, at: Date): Promise<void> {
    const answer = await this.api.put(`/api/admin/articles/schedule/${id}`, {
      headers: this.headers,
      data: { publishAt: at.toISOString() },
    });
    if (!answer.ok()) throw new Error(`schedule failed: ${answer.status()} ${await answer.text()}`);
  }

  /** Makes a published article the blog's main one (the previous one is demoted). */
  async makeMain(id: number): Promise<void> {
    const answer = await this.api.put(`/api/admin/articles/main/${id}`, { headers: this.headers });
    if (!answer.ok()) throw new Error(`make main failed: ${answer.status()}`);
  }

  /** The read side catches up with a publish a moment later; tests start once it has. */
  private async waitUntilPublic(id: number): Promise<void> {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const answer = await this.api.get(`/api/blogs/articles/${id}`, {
        headers: { 'Accept-DHLanguage': 'en' },
      });
      if (answer.ok()) return;
      await new Promise((wait) => setTimeout(wait, 200));
    }
    throw new Error(`article ${id} did not appear on the public side`);
  }

  async dispose(): Promise<void> {
    await this.api.dispose();
  }
}
