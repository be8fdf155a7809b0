import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { UnsavedChangesDialog } from '@/admin/shared/ui/UnsavedChangesDialog';
import forms from '@/shared/ui/forms.module.css';
import { Modal } from '@/shared/ui/Modal';

interface LeaveAlbumGuardProps {
  unsaved: boolean;
  /** Photos chosen that are not in the album yet. */
  notUploaded: number;
}

/**
 * Leaving the album page asks first while changes are unsaved (SPEC §4) or photos are still
 * to upload: the uploaded ones are in the album already, the rest would be lost. One guard for
 * both, as a router holds one blocker at a time; closing the tab gets the browser's prompt.
 */
export function LeaveAlbumGuard({ unsaved, notUploaded }: LeaveAlbumGuardProps) {
  const { t } = useTranslation(['adminAlbums', 'admin']);
  const when = unsaved || notUploaded > 0;
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
  const stay = () => blocker.reset();
  const leave = () => blocker.proceed();
  if (notUploaded === 0) return <UnsavedChangesDialog onStay={stay} onLeave={leave} />;
  return (
    <Modal title={t('admin:unsaved.title')} onClose={stay}>
      <p>{t('leave.uploads', { count: notUploaded })}</p>
      {unsaved && <p>{t('admin:unsaved.text')}</p>}
      <div className={forms.actions}>
        <button type="button" className="button button--primary" data-autofocus onClick={stay}>
          {t('admin:unsaved.stay')}
        </button>
        <button type="button" className="button button--secondary" onClick={leave}>
          {t('leave.leave')}
        </button>
      </div>
    </Modal>
  );
}
