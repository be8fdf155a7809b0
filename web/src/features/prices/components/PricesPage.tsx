import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { setDocumentMeta } from '@/shared/lib/documentMeta';
import { KEEP_SCROLL } from '@/shared/lib/keepScroll';
import { useGetPricesQuery, useGetServicesQuery } from '../api/pricesApi';
import { groupPrices } from '../model/priceGroups';
import { AdditionalServices } from './AdditionalServices';
import { PriceGroupBlock, PriceListSkeleton } from './PriceList';
import styles from './PricesPage.module.css';
import { StayCalculator } from './StayCalculator';

/** SPEC §2: the navigation state `selectedTab` chooses the tab; 0 (main) by default. */
export type Tab = 0 | 1;

function selectedTabOf(state: unknown): Tab {
  return typeof state === 'object' &&
    state !== null &&
    (state as { selectedTab?: unknown }).selectedTab === 1
    ? 1
    : 0;
}

/**
 * The additional tab has its own description (SPEC §2). The layout sets the page's texts from
 * its route after the page's own effects have run, so this one waits a turn to come last.
 */
function useTabMeta(tab: Tab): void {
  const { t, i18n } = useTranslation('meta');
  const language = i18n.resolvedLanguage;
  useEffect(() => {
    const page = tab === 1 ? 'pricesAdditional' : 'prices';
    const timer = window.setTimeout(() => {
      setDocumentMeta(t(`pages.${page}.title`), t('siteName'), t(`pages.${page}.description`));
    });
    return () => window.clearTimeout(timer);
  }, [tab, t, language]);
}

function PetBlock({ pet }: { pet: 'dog' | 'cat' }) {
  const { t } = useTranslation('prices');
  return (
    <section className={styles.pet} aria-labelledby={`pet-${pet}`}>
      <h2 id={`pet-${pet}`} className={styles.petTitle}>
        {t(`pets.${pet}.title`)}
      </h2>
      <p>{t(`pets.${pet}.text`)}</p>
    </section>
  );
}

function LoadFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('prices');
  return (
    <div className={styles.failure} role="alert">
      <p>{t('loadError')}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

function MainTab() {
  const { t } = useTranslation('prices');
  const prices = useGetPricesQuery(undefined);
  const groups = groupPrices(prices.data ?? []);
  const hotel = groups.filter((group) => group.service === 'hotel');
  const additional = groups.filter((group) => group.service === 'additional');

  let list: ReactNode = <PriceListSkeleton />;
  if (prices.data) {
    list = (
      <>
        <div className={styles.groups}>
          {hotel.map((group) => (
            <PriceGroupBlock key={group.key} group={group} />
          ))}
        </div>
        <p className={styles.note}>{t('discountsNote')}</p>
        {additional.length > 0 && (
          <>
            <h2 className={styles.sectionTitle}>{t('additionalPrices')}</h2>
            <div className={`${styles.groups} ${styles.groupsCompact}`}>
              {additional.map((group) => (
                <PriceGroupBlock key={group.key} group={group} />
              ))}
            </div>
          </>
        )}
      </>
    );
  } else if (prices.isError) list = <LoadFailure onRetry={() => void prices.refetch()} />;

  return (
    <>
      <div className={styles.pets}>
        <PetBlock pet="dog" />
        <PetBlock pet="cat" />
      </div>
      <h2 className={styles.sectionTitle}>{t('costOfLiving')}</h2>
      <p className={styles.perDay}>{t('perDay')}</p>
      {list}
      {prices.data && <StayCalculator items={prices.data} />}
    </>
  );
}

function AdditionalTab() {
  const services = useGetServicesQuery(undefined);
  if (services.data) return <AdditionalServices services={services.data} />;
  if (services.isError) return <LoadFailure onRetry={() => void services.refetch()} />;
  return <div className={`${styles.servicesSkeleton} skeleton`} aria-hidden="true" />;
}

/** The services page (SPEC §2 "Services"): hero banner, the hotel tab and the additional one. */
export function PricesPage() {
  const { t } = useTranslation('prices');
  const location = useLocation();
  const navigate = useNavigate();
  const tab = selectedTabOf(location.state);
  const id = useId();
  useTabMeta(tab);

  const select = (next: Tab) => {
    if (next === tab) return;
    void navigate(
      { pathname: location.pathname, search: location.search },
      { state: { selectedTab: next, ...KEEP_SCROLL } },
    );
  };

  const tabs: { index: Tab; label: ReactNode }[] = [
    { index: 0, label: t('tabs.main') },
    {
      index: 1,
      label: (
        <>
          <span className={styles.longLabel}>{t('tabs.additional')}</span>
          <span className={styles.shortLabel} aria-hidden="true">
            {t('tabs.additionalShort')}
          </span>
        </>
      ),
    },
  ];

  return (
    <>
      <header className={styles.hero}>
        <div className="container">
          <h1 className={styles.heroTitle}>{t('hero.title')}</h1>
          <p className={styles.heroText}>{t('hero.subtitle')}</p>
        </div>
      </header>
      <div className={`container ${styles.page}`}>
        <div className={styles.tabs} role="tablist" aria-label={t('tabs.label')}>
          {tabs.map(({ index, label }) => (
            <button
              key={index}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={tab === index}
              aria-controls={`${id}-panel`}
              aria-label={index === 1 ? t('tabs.additional') : undefined}
              tabIndex={tab === index ? 0 : -1}
              className={`${styles.tab} ${tab === index ? styles.tabSelected : ''}`}
              onClick={() => select(index)}
              onKeyDown={(event) => {
                if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
                const next = tab === 0 ? 1 : 0;
                select(next);
                document.getElementById(`${id}-tab-${next}`)?.focus();
              }}
            >
              {label}
            </button>
          ))}
        </div>
        <div
          id={`${id}-panel`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${tab}`}
          className={styles.panel}
        >
          {tab === 0 ? <MainTab /> : <AdditionalTab />}
        </div>
      </div>
    </>
  );
}
