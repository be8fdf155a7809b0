import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { makePng } from './png';
import { signInAsStaff } from './staff';

/** What a test chooses about a dog; everything else gets a sensible value. */
export interface DogSeed {
  name: { uk: string; en: string };
  dogSex: 'MALE' | 'FEMALE';
  sizeId: 1 | 2 | 3;
  ageChoice: 'upToSixMonths' | 'twoToThreeYears' | 'overEightYears';
  sterilized?: boolean;
  hasGuardianship?: boolean;
  photos?: number;
}

export interface SeededDog {
  id: number;
  name: { uk: string; en: string };
}

/** Letters only (dog names refuse digits), different in every run and project. */
export function uniqueTag(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return [...randomBytes(6)].map((byte) => letters[byte % letters.length]).join('');
}

/**
 * Staff through the real admin API: signs in as a fresh admin and creates and publishes dogs
 * with uploaded photos, as the admin pages would.
 */
export class DogSeeder {
  private constructor(
    private readonly api: APIRequestContext,
    private readonly headers: Record<string, string>,
  ) {}

  static async signIn(login: string): Promise<DogSeeder> {
    const { api, headers } = await signInAsStaff(login);
    return new DogSeeder(api, headers);
  }

  private async upload(colour: [number, number, number]): Promise<string> {
    const answer = await this.api.post('/api/admin/cloudinary/upload', {
      headers: this.headers,
      multipart: {
        file: { name: 'dog.png', mimeType: 'image/png', buffer: makePng(320, 256, colour) },
      },
    });
    if (!answer.ok()) throw new Error(`upload failed: ${answer.status()} ${await answer.text()}`);
    return ((await answer.json()) as { id: string }).id;
  }

  /** Creates the dog and publishes it, so visitors see it at once. */
  async publish(seed: DogSeed): Promise<SeededDog> {
    const photoIds: string[] = [];
    for (let index = 0; index < (seed.photos ?? 1); index += 1) {
      photoIds.push(await this.upload([200 - index * 30, 140 + index * 20, 90 + index * 25]));
    }
    const created = await this.api.post('/api/admin/want-a-friend/dog', {
      headers: this.headers,
      data: {
        name: seed.name,
        description: {
          uk: `${seed.name.uk} любить довгі прогулянки.\nЛаднає з дітьми та іншими собаками.`,
          en: `${seed.name.en} loves long walks.\nGets on with children and other dogs.`,
        },
        ageChoice: seed.ageChoice,
        birthDate: null,
        breedId: 170,
        sizeId: seed.sizeId,
        dogSex: seed.dogSex,
        sterilized: seed.sterilized ?? true,
        hasGuardianship: seed.hasGuardianship ?? false,
        photos: photoIds.map((id, index) => ({ id, main: index === 0 })),
      },
    });
    if (!created.ok())
      throw new Error(`create failed: ${created.status()} ${await created.text()}`);
    const { id } = (await created.json()) as { id: number };
    const published = await this.api.put(`/api/admin/want-a-friend/publish/${id}`, {
      headers: this.headers,
    });
    if (!published.ok()) throw new Error(`publish failed: ${published.status()}`);
    await this.waitUntilPublic(id);
    return { id, name: seed.name };
  }

  /** The read side catches up with a publish a moment later; tests start once it has. */
  private async waitUntilPublic(id: number): Promise<void> {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      if ((await this.api.get(`/api/want-a-friend/dog/${id}`)).ok()) return;
      await new Promise((wait) => setTimeout(wait, 200));
    }
    throw new Error(`dog ${id} did not appear on the public side`);
  }

  async dispose(): Promise<void> {
    await this.api.dispose();
  }
}
