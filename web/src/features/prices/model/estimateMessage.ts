import type { TFunction } from 'i18next';
import type { Estimate } from '../api/types';

/** A sum in the message: plain digits (the contact message allows no thin spaces). */
function amount(t: TFunction<'prices'>, value: number): string {
  return t('price', { value: String(value) });
}

/** How long the stay is, in words: `12 days`, `half a day`, `4 days and half a day`. */
export function durationText(t: TFunction<'prices'>, estimate: Estimate): string {
  if (estimate.days === 0) return t('calculator.halfDayDuration');
  const days = t('calculator.duration', { count: estimate.days });
  return estimate.halfDay ? t('calculator.withHalfDay', { days }) : days;
}

/** The total, a range when an additional service's price is one. */
export function totalText(t: TFunction<'prices'>, estimate: Estimate): string {
  return estimate.totalMax > estimate.total
    ? t('price', { value: `${estimate.total}-${estimate.totalMax}` })
    : amount(t, estimate.total);
}

/**
 * The estimate as the contact message carries it, e.g. "Estimate: dog, hotel food, 12 days:
 * 12 x 750 UAH, 9000 UAH." (passed through `contactMessage` before it is sent along).
 */
export function estimateMessage(t: TFunction<'prices'>, estimate: Estimate): string {
  const steps = [
    ...estimate.charges.map((c) => `${c.quantity} x ${amount(t, c.unitPrice)}`),
    ...estimate.extras.map((extra) =>
      extra.value === ''
        ? `${extra.name} (${t('onRequest')})`
        : `${extra.name} ${t('price', { value: extra.value })}`,
    ),
  ];
  return t('calculator.message', {
    pet: t(estimate.pet === 'dog' ? 'calculator.petDog' : 'calculator.petCat'),
    food: t(estimate.food === 'hotel' ? 'calculator.foodHotel' : 'calculator.foodOwner'),
    duration: durationText(t, estimate),
    steps: steps.join(', '),
    total: totalText(t, estimate),
  });
}
