import { seedReviews } from './cli';
import { withCrossProjectLock } from './crossProjectLock';

/** Reviews `doghotel seed-reviews` writes (src/demo/reviews.rs) that the tests look for. */
export const SEEDED = {
  /** The newest review, 2 days old, on the home slider. */
  newest: { name: 'Олена Коваль', pet: 'Бім' },
  /** On the home slider, in English. */
  featured: { name: 'Sarah Miller', pet: 'Luna' },
  /** The review with 4 answers, the hotel's among them. */
  answered: { name: 'Андрій Шевчук', answers: 4 },
  hotelAnswer: 'Дякуємо за теплі слова! Рекс — чудовий пес, чекаємо на нього знову.',
  /** A review short enough to show whole, even on a phone. */
  short: { name: 'Дмитро Левченко' },
  /** Approved, not on the slider, and on the moderation list's first page. */
  notFeatured: { name: 'Тарас Бондар' },
  /** Over 800 characters: clamped. */
  long: { name: 'Наталія Ткаченко' },
  /** 90 days old: shown with its full date. */
  oldest: { name: 'Юрій Савченко' },
  approved: 13,
  featuredCount: 4,
} as const;

/**
 * Seeds the demo reviews once for both projects, before any test writes a review: the seed
 * adds nothing to a site that has reviews.
 */
export async function ensureReviews(): Promise<void> {
  await withCrossProjectLock('reviews-seed', async () => {
    seedReviews();
  });
}
