import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorCodeOf, useApiErrorText } from '@/shared/api';
import { contactMessage } from '@/shared/lib/contactMessage';
import { useLazyGetEstimateQuery } from '../api/pricesApi';
import type { Estimate, EstimateArg, Food, Pet, PriceItem } from '../api/types';
import { extraOptions } from '../model/priceGroups';
import { estimateMessage, totalText } from '../model/estimateMessage';
import styles from './StayCalculator.module.css';
import { useBooking } from './useBooking';

type Length = 'days' | 'dates';

function Choice<T extends string>({
  name,
  legend,
  value,
  options,
  onChange,
}: {
  name: string;
  legend: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function EstimateResult({ estimate }: { estimate: Estimate }) {
  const { t, i18n } = useTranslation('prices');
  const book = useBooking();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const uah = (value: number) => t('price', { value: number.format(value) });
  const total =
    estimate.totalMax > estimate.total
      ? t('price', {
          value: `${number.format(estimate.total)}–${number.format(estimate.totalMax)}`,
        })
      : uah(estimate.total);

  return (
    <div className={styles.result} aria-live="polite" data-testid="estimate">
      <h3 className={styles.resultTitle}>{t('calculator.result')}</h3>
      <ul className={styles.steps}>
        {estimate.charges.map((charge) => (
          <li key={`${charge.itemId}:${charge.lineId}`}>
            {t('calculator.step', {
              name: charge.name,
              quantity: charge.quantity,
              price: uah(charge.unitPrice),
              amount: uah(charge.amount),
            })}
          </li>
        ))}
        {estimate.extras.map((extra) => (
          <li key={`${extra.itemId}:${extra.lineId}`}>
            {t('calculator.extra', {
              name: extra.name,
              price:
                extra.value === ''
                  ? t('onRequest')
                  : t('price', { value: extra.value.replace('-', '–') }),
            })}
          </li>
        ))}
      </ul>
      <p className={styles.total}>
        <span>{t('calculator.total')}</span>{' '}
        <strong data-testid="estimate-total" data-total={totalText(t, estimate)}>
          {total}
        </strong>
      </p>
      {estimate.onRequest && <p className={styles.note}>{t('calculator.onRequestNote')}</p>}
      <p className={styles.note}>{t('calculator.discountNote')}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => book(contactMessage(estimateMessage(t, estimate)))}
      >
        {t('calculator.book')}
      </button>
    </div>
  );
}

/**
 * The stay-cost calculator (issue 9 part 3): the visitor describes the stay, the server prices
 * it with the rows of the price list (its rules live there only), and the page shows how.
 */
export function StayCalculator({ items }: { items: readonly PriceItem[] }) {
  const { t } = useTranslation('prices');
  const errorText = useApiErrorText();
  const id = useId();
  const [pet, setPet] = useState<Pet>('dog');
  const [food, setFood] = useState<Food>('hotel');
  const [length, setLength] = useState<Length>('days');
  const [days, setDays] = useState('12');
  const [halfDay, setHalfDay] = useState(false);
  const [arrival, setArrival] = useState('');
  const [departure, setDeparture] = useState('');
  const [extras, setExtras] = useState<string[]>([]);
  const [trigger, result] = useLazyGetEstimateQuery();
  const options = extraOptions(items);

  const stay = (): EstimateArg => {
    const base = { pet, food, extras };
    if (length === 'dates') return { ...base, arrival, departure };
    const whole = days.trim() === '' ? '0' : days.trim();
    return { ...base, days: pet === 'cat' && halfDay ? `${whole}.5` : whole };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void trigger(stay());
  };

  const toggleExtra = (key: string) =>
    setExtras((chosen) =>
      chosen.includes(key) ? chosen.filter((k) => k !== key) : [...chosen, key],
    );

  return (
    <section className={styles.calculator} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t('calculator.title')}
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Choice
          name={`${id}-pet`}
          legend={t('calculator.pet')}
          value={pet}
          onChange={setPet}
          options={[
            { value: 'dog', label: t('calculator.dog') },
            { value: 'cat', label: t('calculator.cat') },
          ]}
        />
        <Choice
          name={`${id}-food`}
          legend={t('calculator.food')}
          value={food}
          onChange={setFood}
          options={[
            { value: 'hotel', label: t('calculator.hotelFood') },
            { value: 'owner', label: t('calculator.ownerFood') },
          ]}
        />
        <Choice
          name={`${id}-length`}
          legend={t('calculator.length')}
          value={length}
          onChange={setLength}
          options={[
            { value: 'days', label: t('calculator.byDays') },
            { value: 'dates', label: t('calculator.byDates') },
          ]}
        />
        {length === 'days' ? (
          <div className={styles.fields}>
            <label className={styles.field}>
              <span>{t('calculator.days')}</span>
              <input
                type="number"
                inputMode="numeric"
                min={0}
                max={365}
                value={days}
                onChange={(event) => setDays(event.target.value)}
              />
            </label>
            {pet === 'cat' && (
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={halfDay}
                  onChange={(event) => setHalfDay(event.target.checked)}
                />
                <span>{t('calculator.halfDay')}</span>
              </label>
            )}
          </div>
        ) : (
          <div className={styles.fields}>
            <label className={styles.field}>
              <span>{t('calculator.arrival')}</span>
              <input
                type="date"
                value={arrival}
                onChange={(event) => setArrival(event.target.value)}
              />
            </label>
            <label className={styles.field}>
              <span>{t('calculator.departure')}</span>
              <input
                type="date"
                value={departure}
                min={arrival || undefined}
                onChange={(event) => setDeparture(event.target.value)}
              />
            </label>
          </div>
        )}
        {options.length > 0 && (
          <details className={styles.extrasBox}>
            <summary className={styles.legend}>
              {t('calculator.extras')}
              {extras.length > 0 && ` (${extras.length})`}
            </summary>
            <div className={styles.extras}>
              {options.map((option) => (
                <label key={option.key} className={styles.check}>
                  <input
                    type="checkbox"
                    checked={extras.includes(option.key)}
                    onChange={() => toggleExtra(option.key)}
                  />
                  <span>
                    {option.itemTitle}: {option.name} (
                    {option.value === ''
                      ? t('onRequest')
                      : t('price', { value: option.value.replace('-', '–') })}
                    )
                  </span>
                </label>
              ))}
            </div>
          </details>
        )}
        <button type="submit" className="button button--primary" disabled={result.isFetching}>
          {result.isFetching ? t('calculator.calculating') : t('calculator.calculate')}
        </button>
      </form>
      {result.isError && !result.isFetching && (
        <p className={styles.error} role="alert">
          {errorText(apiErrorCodeOf(result.error))}
        </p>
      )}
      {result.currentData && <EstimateResult estimate={result.currentData} />}
    </section>
  );
}
