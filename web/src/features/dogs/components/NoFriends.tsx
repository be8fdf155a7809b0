import { useTranslation } from 'react-i18next';
import { EmptyKennel } from '@/shared/ui/illustrations/EmptyKennel';
import styles from './NoFriends.module.css';

/** SPEC §2 dog list empty state: the subtitle tells "no dogs at all" from "filters match none". */
export function NoFriends({ reason }: { reason: 'noDogs' | 'noMatches' }) {
  const { t } = useTranslation('wantAFriend');
  return (
    <div className={styles.empty} role="status">
      <div className={styles.art} role="img" aria-label={t('list.empty.art')}>
        <EmptyKennel />
      </div>
      <h2 className={styles.title}>{t('list.empty.title')}</h2>
      <p className={styles.subtitle}>{t(`list.empty.${reason}`)}</p>
    </div>
  );
}
