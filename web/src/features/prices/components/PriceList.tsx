import { useTranslation } from 'react-i18next';
import type { PriceItem, PriceLine } from '../api/types';
import type { PriceGroup } from '../model/priceGroups';
import { BookButton } from './BookButton';
import styles from './PricesPage.module.css';
import { useBooking } from './useBooking';

function LineValue({ line }: { line: PriceLine }) {
  const { t } = useTranslation('prices');
  if (line.value === '') return <span className={styles.onRequest}>{t('onRequest')}</span>;
  return (
    <span className={styles.value}>{t('price', { value: line.value.replace('-', '–') })}</span>
  );
}

function PriceCard({ item }: { item: PriceItem }) {
  return (
    <article
      className={styles.card}
      aria-labelledby={`price-${item.id}`}
      data-testid={`price-${item.id}`}
    >
      <div className={styles.cardHead}>
        <h4 id={`price-${item.id}`} className={styles.cardTitle}>
          {item.title}
        </h4>
        {item.discount && <span className={styles.discount}>{item.discount}</span>}
      </div>
      <dl className={styles.lines}>
        {item.serviceCategories.map((line) => (
          <div key={line.id} className={styles.line}>
            <dt>{line.name}</dt>
            <dd>
              <LineValue line={line} />
            </dd>
          </div>
        ))}
      </dl>
      {item.description && <p className={styles.cardText}>{item.description}</p>}
    </article>
  );
}

/** One target's, service's and category's items under the category's title, with a book button. */
export function PriceGroupBlock({ group }: { group: PriceGroup }) {
  const { t } = useTranslation('prices');
  const book = useBooking();
  const title = t(`groups.${group.target}.${group.category}`);
  const headingId = `group-${group.key}`;
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.groupTitle}>
        {title}
      </h3>
      <div className={styles.cards}>
        {group.items.map((item) => (
          <PriceCard key={item.id} item={item} />
        ))}
      </div>
      <BookButton
        label={t('bookLabel', { title })}
        onBook={() => book(t('bookMessage', { title }))}
      />
    </section>
  );
}

/** The price list's shape while it loads, so the page below does not move when it arrives. */
export function PriceListSkeleton() {
  return (
    <div aria-hidden="true" className={styles.groups}>
      {[0, 1].map((group) => (
        <div key={group} className={styles.group}>
          <div className={`${styles.groupTitle} ${styles.titleSkeleton} skeleton`} />
          <div className={styles.cards}>
            <div className={`${styles.card} ${styles.cardSkeleton} skeleton`} />
          </div>
        </div>
      ))}
    </div>
  );
}
