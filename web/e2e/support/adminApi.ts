import type { Page } from '@playwright/test';
import type { AdminDog, UploadedImage } from '../../src/admin/api/dogTypes';
import { drawnImage } from './images';

/** The signed-in page's session, as the admin app sends it (bearer token and XSRF header). */
async function sessionHeaders(page: Page): Promise<Record<string, string>> {
  const cookies = await page.context().cookies();
  const value = (name: string) => cookies.find((cookie) => cookie.name === name)?.value ?? '';
  return { Authorization: `Bearer ${value('token')}`, 'X-XSRF-TOKEN': value('XSRF-TOKEN') };
}

/** A dog created through the API by the admin signed in on `page`, for tests about other things. */
export async function createDogThroughApi(page: Page, name: string): Promise<AdminDog> {
  const headers = await sessionHeaders(page);
  const file = await drawnImage(page, 'dog.jpg', { seed: 5 });
  const uploaded = await page.request.post('/api/admin/cloudinary/upload', {
    headers,
    multipart: { file },
  });
  if (!uploaded.ok()) throw new Error(`upload answered ${uploaded.status()}`);
  const image = (await uploaded.json()) as UploadedImage;
  const created = await page.request.post('/api/admin/want-a-friend/dog', {
    headers,
    data: {
      name: { uk: name, en: name },
      description: { uk: 'Спокійний пес, любить людей.', en: 'A calm dog who loves people.' },
      ageChoice: 'twoToThreeYears',
      birthDate: null,
      breedId: null,
      sizeId: 2,
      dogSex: 'MALE',
      sterilized: true,
      hasGuardianship: false,
      photos: [{ id: image.id, main: true }],
    },
  });
  if (!created.ok()) throw new Error(`create answered ${created.status()}`);
  return (await created.json()) as AdminDog;
}
