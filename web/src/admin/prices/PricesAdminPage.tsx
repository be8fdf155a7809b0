import { useTranslation } from 'react-i18next';
import { LoadFailure } from '@/admin/shared/ui/LoadFailure';
import { Loading } from '@/admin/shared/ui/Loading';
import { useGetAdminPricesQuery, useGetAdminServicesQuery } from './api/pricesAdminApi';
import type { AdminPriceItem } from './api/priceTypes';
import { PriceItemEditor } from './PriceItemEditor';
import styles from './Prices.module.css';
import { ServiceEditor } from './ServiceEditor';

function pricesOf(item: AdminPriceItem): string {
  return item.lines
    .map((line) => line.value)
    .filter(Boolean)
    .join(' · ');
}

/**
 * `/admin/prices`: every price item and additional service, each opening its form and its
 * history. A save shows on the public services page at once (the server answers once its read
 * models have the change).
 */
export function PricesAdminPage() {
  const { t, i18n } = useTranslation('adminPrices');
  const prices = useGetAdminPricesQuery(undefined);
  const services = useGetAdminServicesQuery(undefined);
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'uk';

  let priceList = <Loading />;
  if (prices.data) {
    priceList = (
      <ul className={styles.list}>
        {prices.data.map((item) => (
          <li key={item.id}>
            <details className={styles.record} data-testid={`admin-price-${item.id}`}>
              <summary className={styles.summary}>
                <span>
                  {t(`groups.${item.target}`)}: {item.title[language]}
                </span>
                <span className={styles.summaryPrices}>{pricesOf(item)}</span>
              </summary>
              <PriceItemEditor item={item} />
            </details>
          </li>
        ))}
      </ul>
    );
  } else if (prices.isError) {
    priceList = <LoadFailure text={t('form.failed')} onRetry={() => void prices.refetch()} />;
  }

  let serviceList = <Loading />;
  if (services.data) {
    serviceList = (
      <ul className={styles.list}>
        {services.data.map((service) => (
          <li key={service.id}>
            <details className={styles.record} data-testid={`admin-service-${service.id}`}>
              <summary className={styles.summary}>{service.title[language]}</summary>
              <ServiceEditor service={service} />
            </details>
          </li>
        ))}
      </ul>
    );
  } else if (services.isError) {
    serviceList = <LoadFailure text={t('form.failed')} onRetry={() => void services.refetch()} />;
  }

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <h2 className={styles.sectionTitle}>{t('priceList')}</h2>
      {priceList}
      <h2 className={styles.sectionTitle}>{t('services')}</h2>
      {serviceList}
    </div>
  );
}
