import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { Modal } from './Modal';
import styles from './forms.module.css';

/**
 * SPEC §4: leaving a form with unsaved changes asks first. In-app navigation is held by the
 * router's blocker and confirmed in a dialog; closing or reloading the tab gets the browser's
 * own prompt, the only one a page may show there.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useTranslation('admin');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  if (blocker.state !== 'blocked') return null;
  return (
    <Modal title={t('unsaved.title')} onClose={() => blocker.reset()}>
      <p>{t('unsaved.text')}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--primary"
          data-autofocus
          onClick={() => blocker.reset()}
        >
          {t('unsaved.stay')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => blocker.proceed()}
        >
          {t('unsaved.leave')}
        </button>
      </div>
    </Modal>
  );
}
