import { describe, expect, it } from 'vitest';
import { EMPTY_REVIEW, isReviewField, reviewErrors, reviewForm } from './reviewFields';

const valid = { name: 'Олена Коваль', petName: '', text: 'Дякуємо за турботу!' };
const png = { name: 'bim.png', type: 'image/png', size: 200_000 };

describe('the review form', () => {
  it('takes a review without a pet’s name or photo', () => {
    expect(reviewErrors(valid, null)).toEqual({});
  });

  it('names every field that breaks its rule', () => {
    expect(
      reviewErrors({ name: '', petName: 'Б1м', text: '<b>wow</b>' }, { ...png, type: 'image/gif' }),
    ).toEqual({
      name: 'fieldNameNotEmpty',
      petName: 'IncorrectName',
      text: 'theReviewMustBe',
      photo: 'warningMessageInvalidPhoto',
    });
    expect(reviewErrors(EMPTY_REVIEW, null).text).toBe('theReviewMustBe');
  });

  it('checks the pet’s name only when one is given', () => {
    expect(reviewErrors({ ...valid, petName: '  ' }, png)).toEqual({});
    expect(reviewErrors({ ...valid, petName: 'Б' }, png).petName).toBe('theNameMustBe');
  });

  it('sends the fields trimmed, the bot traps, and the photo when chosen', () => {
    const photo = new File(['x'], 'bim.png', { type: 'image/png' });
    const traps = { website: '', shownForMs: 41_250 };
    const form = reviewForm(
      { name: 'Anna ', petName: ' Rex ', text: 'Lovely stay!\n' },
      photo,
      traps,
    );
    expect(form.get('name')).toBe('Anna');
    expect(form.get('petName')).toBe('Rex');
    expect(form.get('text')).toBe('Lovely stay!');
    expect(form.get('website')).toBe('');
    expect(form.get('shownForMs')).toBe('41250');
    expect((form.get('photo') as File).name).toBe('bim.png');
    expect(reviewForm(valid, null, { website: 'bot', shownForMs: 5 }).has('photo')).toBe(false);
  });

  it('knows the server’s field names', () => {
    expect(['name', 'petName', 'text', 'photo'].every(isReviewField)).toBe(true);
    expect(isReviewField('website')).toBe(false);
  });
});
