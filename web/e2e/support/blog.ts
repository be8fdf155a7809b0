import type { APIRequestContext } from '@playwright/test';
import type {
  AdminArticle,
  AdminCategory,
  ArticleDraft,
  LocalizedText,
} from '../../src/admin/articles/api/articleTypes';
import { signInAsStaff } from './staff';
import { makePng } from './png';

/** Staff through the real admin blog API, for what a test needs around the pages it checks. */
export class BlogSeeder {
  private constructor(
    private readonly api: APIRequestContext,
    private readonly headers: Record<string, string>,
  ) {}

  static async signIn(login: string): Promise<BlogSeeder> {
    const { api, headers } = await signInAsStaff(login);
    return new BlogSeeder(api, headers);
  }

  private async ok<T>(answer: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
    if (!answer.ok()) throw new Error(`${answer.url()}: ${answer.status()} ${await answer.text()}`);
    return (answer.status() === 204 ? null : await answer.json()) as T;
  }

  async categories(): Promise<AdminCategory[]> {
    return this.ok(await this.api.get('/api/admin/articles/categories', { headers: this.headers }));
  }

  /** Adds a category; answers the refusal's code instead when the server refuses it. */
  async addCategory(name: LocalizedText): Promise<AdminCategory | string> {
    const answer = await this.api.post('/api/admin/articles/categories/add', {
      headers: this.headers,
      data: { name },
    });
    if (!answer.ok()) return ((await answer.json()) as { code: string }).code;
    const list = (await answer.json()) as AdminCategory[];
    const added = list.find((category) => category.name.uk === name.uk);
    if (!added) throw new Error(`the new category ${name.uk} is not in the answer`);
    return added;
  }

  /**
   * The category of that name, added if it is missing. The blog holds six at most, so tests
   * share fixed ones; the caller holds the `blog-categories` lock.
   */
  async category(name: LocalizedText): Promise<AdminCategory> {
    const existing = (await this.categories()).find((category) => category.name.uk === name.uk);
    if (existing) return existing;
    const added = await this.addCategory(name);
    if (typeof added === 'string') throw new Error(`category ${name.uk} refused: ${added}`);
    return added;
  }

  async deleteCategory(id: number): Promise<void> {
    await this.ok(
      await this.api.delete(`/api/admin/articles/categories/${id}`, { headers: this.headers }),
    );
  }

  private async uploadImage(colour: [number, number, number]): Promise<string> {
    const answer = await this.api.post('/api/admin/articles/image/upload', {
      headers: this.headers,
      multipart: {
        file: { name: 'article.png', mimeType: 'image/png', buffer: makePng(400, 300, colour) },
      },
    });
    return (await this.ok<{ id: string }>(answer)).id;
  }

  /** Creates an unpublished article in both languages with one paragraph each. */
  async draftArticle(categoryId: number, title: LocalizedText): Promise<AdminArticle> {
    const paragraph = (text: string) => [{ type: 'TEXT' as const, value: `<p>${text}</p>` }];
    const draft: ArticleDraft = {
      categoryId,
      mainImage: await this.uploadImage([90, 140, 200]),
      originalLanguage: 'uk',
      translations: {
        uk: { title: title.uk, thesis: '', description: '', blocks: paragraph('Текст статті.') },
        en: { title: title.en, thesis: '', description: '', blocks: paragraph('Article text.') },
      },
    };
    return this.ok(
      await this.api.post('/api/admin/articles/snapshot', { headers: this.headers, data: draft }),
    );
  }

  /** Creates a published article in both languages with one paragraph each. */
  async publishArticle(categoryId: number, title: LocalizedText): Promise<AdminArticle> {
    const created = await this.draftArticle(categoryId, title);
    return this.ok(
      await this.api.put(`/api/admin/articles/publish/${created.id}`, { headers: this.headers }),
    );
  }

  async makeMain(id: number): Promise<AdminArticle> {
    return this.ok(await this.api.put(`/api/admin/articles/main/${id}`, { headers: this.headers }));
  }

  async deleteArticle(id: number): Promise<void> {
    await this.ok(await this.api.delete(`/api/admin/articles/${id}`, { headers: this.headers }));
  }

  async dispose(): Promise<void> {
    await this.api.dispose();
  }
}
