import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { clearHeaderActions, setHeaderActions } from '@/shared/lib/headerActions';
import type { RequestKind } from '../model/requestFields';

/** SPEC §2: past 12 px the header shows take-care and take-home instead of its contact button. */
export function useHeaderDogActions(active: boolean, onRequest: (kind: RequestKind) => void) {
  const { t } = useTranslation('wantAFriend');

  useEffect(() => {
    if (!active) return;
    setHeaderActions([
      { id: 'takeCare', label: t('details.takeCare'), onSelect: () => onRequest('takeCare') },
      { id: 'takeHome', label: t('details.takeHome'), onSelect: () => onRequest('takeHome') },
    ]);
    return clearHeaderActions;
  }, [active, onRequest, t]);
}
