import { useTranslation } from 'react-i18next';
import type { DogDetails } from '../api/types';
import styles from './DogParameters.module.css';

/** SPEC §2 dog details parameters: sex, age, size and sterilized yes/no. */
export function DogParameters({ dog }: { dog: DogDetails }) {
  const { t } = useTranslation('wantAFriend');
  const rows = [
    [t('details.sex'), t(`card.sex.${dog.dogSex}`)],
    [t('details.age'), t(`card.ageBand.${dog.ageBand}`)],
    [t('details.size'), dog.size],
    [t('details.sterilized'), dog.sterilized ? t('details.yes') : t('details.no')],
  ] as const;
  return (
    <section className={styles.parameters} aria-labelledby="dog-parameters">
      <h2 id="dog-parameters" className={styles.subtitle}>
        {t('details.parameters')}
      </h2>
      <dl className={styles.facts}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {dog.hasGuardianship && <p className={styles.underCare}>{t('card.underCare')}</p>}
    </section>
  );
}

/** Sex, age, size and sterilized: the rows the parameters always have. */
const PARAMETER_ROWS = 4;

/** The parameters' card while the dog loads: its title line and four rows, at their heights. */
export function DogParametersSkeleton() {
  return (
    <div className={styles.parameters} aria-hidden="true">
      <div className={`${styles.subtitle} ${styles.lineSkeleton} skeleton`} />
      <div className={styles.facts}>
        {Array.from({ length: PARAMETER_ROWS }, (_, index) => (
          <div key={index} className={styles.fact}>
            <span className={`${styles.rowSkeleton} skeleton`}>{'\u00a0'}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
