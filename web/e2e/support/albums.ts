import type { APIRequestContext } from '@playwright/test';
import { withCrossProjectLock } from './crossProjectLock';
import { makePng } from './png';
import { signInAsStaff } from './staff';

/** An album's name in both languages, as the admin API takes it. */
export interface AlbumName {
  uk: string;
  en: string;
}

/** The parts of the admin API's album (`AdminAlbum`, /tmp/albums/API.md) the tests read. */
export interface AdminAlbum {
  id: number;
  version: number;
  status: 'PUBLISHED' | 'NOT_PUBLISHED';
  name: AlbumName;
  photosCount: number;
}

/** The parts of the admin API's photo (`AdminPhoto`) the tests read. */
export interface AdminPhoto {
  number: number;
  image: { id: string; width: number; height: number };
  turns: number;
  coverIndex: number | null;
}

export interface AlbumSeed {
  name: AlbumName;
  photos: number;
}

export interface SeededAlbum {
  id: number;
  name: AlbumName;
  photosCount: number;
}

/** The server renders 3 uploads at a time; more at once only earn 503s. */
const UPLOADS_AT_ONCE = 3;
const PUBLIC_TIMEOUT_MS = 30_000;

/** A photo's picture: a different colour for each, every fifth one upright (portrait). */
export function albumPng(index: number): Buffer {
  const colour: [number, number, number] = [
    (60 + index * 37) % 256,
    (120 + index * 53) % 256,
    (180 + index * 71) % 256,
  ];
  return index % 5 === 4 ? makePng(256, 320, colour) : makePng(320, 256, colour);
}

async function failed(what: string, answer: { status(): number; text(): Promise<string> }) {
  return new Error(`${what} failed: ${answer.status()} ${await answer.text()}`);
}

/**
 * Staff through the real admin API: signs in as a fresh admin and creates, fills, publishes
 * and removes albums, as the admin pages would.
 */
export class AlbumSeeder {
  private constructor(
    readonly api: APIRequestContext,
    readonly headers: Record<string, string>,
  ) {}

  static async signIn(login: string): Promise<AlbumSeeder> {
    const { api, headers } = await signInAsStaff(login);
    return new AlbumSeeder(api, headers);
  }

  /** Creates an empty, hidden album. */
  async create(name: AlbumName): Promise<AdminAlbum> {
    const answer = await this.api.post('/api/admin/albums', {
      headers: this.headers,
      data: { name },
    });
    if (!answer.ok()) throw await failed('album create', answer);
    return (await answer.json()) as AdminAlbum;
  }

  async album(id: number): Promise<AdminAlbum> {
    const answer = await this.api.get(`/api/admin/albums/${id}`, { headers: this.headers });
    if (!answer.ok()) throw await failed('album read', answer);
    return (await answer.json()) as AdminAlbum;
  }

  /** Every album's id and names, newest first. */
  async titles(): Promise<{ id: number; name: AlbumName }[]> {
    const answer = await this.api.get('/api/admin/albums/titles', { headers: this.headers });
    if (!answer.ok()) throw await failed('album titles', answer);
    return (await answer.json()) as { id: number; name: AlbumName }[];
  }

  /** Uploads one photo into the album, waiting out the server's "busy" answers. */
  async upload(albumId: number, png: Buffer, name = 'photo.png'): Promise<AdminPhoto> {
    for (;;) {
      const answer = await this.api.post(`/api/admin/albums/${albumId}/photos`, {
        headers: this.headers,
        multipart: { file: { name, mimeType: 'image/png', buffer: png } },
      });
      if (answer.status() === 503) {
        const seconds = Number(answer.headers()['retry-after'] ?? 1);
        await new Promise((wait) => setTimeout(wait, Math.max(1, seconds) * 1000));
        continue;
      }
      if (!answer.ok()) throw await failed('photo upload', answer);
      return (await answer.json()) as AdminPhoto;
    }
  }

  /** Uploads `count` photos, a few at a time; `first` numbers their pictures on from earlier ones. */
  async addPhotos(albumId: number, count: number, first = 0): Promise<void> {
    let next = first;
    const end = first + count;
    const worker = async () => {
      while (next < end) {
        const index = next;
        next += 1;
        await this.upload(albumId, albumPng(index), `photo-${index + 1}.png`);
      }
    };
    await Promise.all(Array.from({ length: UPLOADS_AT_ONCE }, worker));
  }

  async publish(albumId: number): Promise<AdminAlbum> {
    const answer = await this.api.put(`/api/admin/albums/publish/${albumId}`, {
      headers: this.headers,
    });
    if (!answer.ok()) throw await failed('album publish', answer);
    return (await answer.json()) as AdminAlbum;
  }

  async hide(albumId: number): Promise<AdminAlbum> {
    const answer = await this.api.put(`/api/admin/albums/hide/${albumId}`, {
      headers: this.headers,
    });
    if (!answer.ok()) throw await failed('album hide', answer);
    return (await answer.json()) as AdminAlbum;
  }

  async remove(albumId: number): Promise<void> {
    const answer = await this.api.delete(`/api/admin/albums/${albumId}`, {
      headers: this.headers,
    });
    if (!answer.ok()) throw await failed('album delete', answer);
  }

  /**
   * The album named `seed.name` with `seed.photos` photos, published: created and filled if it
   * is not there yet, completed if an earlier run stopped half way.
   */
  async ensurePublished(seed: AlbumSeed): Promise<SeededAlbum> {
    const known = (await this.titles()).find((album) => album.name.uk === seed.name.uk);
    const album = known ? await this.album(known.id) : await this.create(seed.name);
    if (album.photosCount < seed.photos) {
      await this.addPhotos(album.id, seed.photos - album.photosCount, album.photosCount);
    }
    if (album.status !== 'PUBLISHED') await this.publish(album.id);
    await this.waitUntilPublic(album.id, seed.photos);
    return { id: album.id, name: seed.name, photosCount: seed.photos };
  }

  /** The read side catches up a moment later; tests start once visitors see every photo. */
  async waitUntilPublic(albumId: number, photosCount: number): Promise<void> {
    const deadline = Date.now() + PUBLIC_TIMEOUT_MS;
    while (Date.now() < deadline) {
      const answer = await this.api.get(`/api/albums/${albumId}/photos?page=1`);
      if (answer.ok()) {
        const page = (await answer.json()) as { photosCount: number };
        if (page.photosCount === photosCount) return;
      }
      await new Promise((wait) => setTimeout(wait, 200));
    }
    throw new Error(`album ${albumId} did not appear with ${photosCount} photos`);
  }

  async dispose(): Promise<void> {
    await this.api.dispose();
  }
}

/** The public gallery's albums the browser tests look at (SPEC §9: 16 photos a page). */
export const GALLERY_ALBUMS = {
  /** Two pages of photos: the second loads when the viewer nears the end of the first. */
  summer: { name: { uk: 'Літо у вольєрах', en: 'Summer in the yards' }, photos: 21 },
  /** The singular of the photo count. */
  single: { name: { uk: 'Перший сніг', en: 'First snow' }, photos: 1 },
  pair: { name: { uk: 'Нові друзі', en: 'New friends' }, photos: 2 },
} as const satisfies Record<string, AlbumSeed>;

export type GalleryAlbums = Record<keyof typeof GALLERY_ALBUMS, SeededAlbum>;

/** Creates and publishes `GALLERY_ALBUMS` once for both projects; answers their ids. */
export async function ensureGalleryAlbums(): Promise<GalleryAlbums> {
  return withCrossProjectLock('gallery-albums', async () => {
    const seeder = await AlbumSeeder.signIn(`gallery-seed-${Date.now()}`);
    try {
      const seeded: Partial<GalleryAlbums> = {};
      for (const [key, seed] of Object.entries(GALLERY_ALBUMS)) {
        seeded[key as keyof GalleryAlbums] = await seeder.ensurePublished(seed);
      }
      return seeded as GalleryAlbums;
    } finally {
      await seeder.dispose();
    }
  });
}
