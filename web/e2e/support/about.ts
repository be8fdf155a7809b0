import type { APIRequestContext } from '@playwright/test';
import { withCrossProjectLock } from './crossProjectLock';
import { makePng } from './png';
import { signInAsStaff } from './staff';

const both = (uk: string, en: string) => ({ uk, en });

export const TEAM = [
  {
    name: both('Ірина Мельник', 'Iryna Melnyk'),
    profession: both('Ветеринарна лікарка', 'Veterinarian'),
  },
  { name: both('Андрій Бондар', 'Andrii Bondar'), profession: both('Кінолог', 'Dog trainer') },
  { name: both('Марія Шевчук', 'Mariia Shevchuk'), profession: both('Грумерка', 'Groomer') },
];

export const STORY = {
  heading: both(
    'Готель, що виріс із любові до тварин',
    'A hotel that grew out of a love for animals',
  ),
  text: both(
    'У 1996 році Олена Коваль забрала додому першого собаку.\n\nВідтоді в нас відпочили тисячі гостей.',
    'In 1996 Olena Koval took home her first dog.\n\nThousands of guests have stayed with us since.',
  ),
  quote: both('Заради цього ми і працюємо.', 'That is what we work for.'),
  quoteAuthor: both('Олена Коваль', 'Olena Koval'),
  quoteRole: both('Засновниця й господиня готелю', 'Founder and hostess of the hotel'),
  closing: both('Приїжджайте познайомитися.', 'Come and meet us.'),
};

export const QUESTIONS = [
  {
    question: both('Які щеплення потрібні?', 'Which vaccinations are needed?'),
    answer: both(
      '<p>Від <b>сказу</b> та комплексна.</p>',
      '<p>Against <b>rabies</b> and the combined one.</p>',
    ),
  },
  {
    question: both('Що взяти з собою?', 'What should I bring?'),
    answer: both(
      '<ul><li>паспорт</li><li>корм</li></ul>',
      '<ul><li>the passport</li><li>food</li></ul>',
    ),
  },
  {
    question: both('Як оплатити?', 'How do I pay?'),
    answer: both('<p>Готівкою або карткою.</p>', '<p>In cash or by card.</p>'),
  },
];

/** An uploaded picture of the given colour; answers its id. */
export async function uploadPicture(
  api: APIRequestContext,
  headers: Record<string, string>,
  colour: [number, number, number],
): Promise<string> {
  const answer = await api.post('/api/admin/cloudinary/upload', {
    headers,
    multipart: {
      file: { name: 'picture.png', mimeType: 'image/png', buffer: makePng(400, 300, colour) },
    },
  });
  if (!answer.ok()) throw new Error(`upload failed: ${answer.status()} ${await answer.text()}`);
  return ((await answer.json()) as { id: string }).id;
}

/**
 * Writes the About page (story, quote, certificate, closing paragraph and a team of three) and
 * a few FAQ questions through the real admin API, once for both projects.
 */
export async function ensureAboutPages(): Promise<void> {
  await withCrossProjectLock('about-pages', async () => {
    const { api, headers } = await signInAsStaff(`about-seed-${Date.now()}`);
    try {
      const about = (await (await api.get('/api/admin/about', { headers })).json()) as {
        version: number;
      };
      if (about.version === 0) {
        const story = {
          ...STORY,
          version: 0,
          houseImage: await uploadPicture(api, headers, [200, 150, 110]),
          avatarImage: await uploadPicture(api, headers, [220, 180, 160]),
          certificateImage: await uploadPicture(api, headers, [245, 235, 210]),
        };
        const saved = await api.put('/api/admin/about/story', { headers, data: story });
        if (!saved.ok()) throw new Error(`story: ${saved.status()} ${await saved.text()}`);
        for (const [index, member] of TEAM.entries()) {
          const photo = await uploadPicture(api, headers, [90 + index * 50, 120, 160]);
          const added = await api.post('/api/admin/about/team', {
            headers,
            data: { ...member, photo },
          });
          if (!added.ok()) throw new Error(`member: ${added.status()} ${await added.text()}`);
        }
      }
      const faq = (await (await api.get('/api/admin/faq', { headers })).json()) as {
        items: unknown[];
      };
      if (faq.items.length === 0) {
        for (const item of QUESTIONS) {
          const added = await api.post('/api/admin/faq', { headers, data: item });
          if (!added.ok()) throw new Error(`question: ${added.status()} ${await added.text()}`);
        }
      }
    } finally {
      await api.dispose();
    }
  });
}
