import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestKind } from '../model/requestFields';
import styles from './DogActions.module.css';
import { preloadRequestModal } from './LazyRequestModal';

export interface DogActionsProps {
  /** SPEC §2: the panel shows while the page is scrolled less than 12 px. */
  hidden: boolean;
  onRequest: (kind: RequestKind) => void;
}

/**
 * The take-care and take-home buttons fixed at the bottom of the screen (SPEC §2). The line
 * on top folds the panel away for a visitor who wants to see the photos unobstructed.
 */
export function DogActions({ hidden, onRequest }: DogActionsProps) {
  const { t } = useTranslation('wantAFriend');
  const [collapsed, setCollapsed] = useState(false);

  return (
    <div
      className={`${styles.panel} ${collapsed ? styles.collapsed : ''}`}
      hidden={hidden}
      role="group"
      aria-label={t('details.actions')}
    >
      <button
        type="button"
        className={styles.line}
        aria-expanded={!collapsed}
        aria-label={collapsed ? t('details.expand') : t('details.collapse')}
        onClick={() => setCollapsed(!collapsed)}
      >
        <span aria-hidden="true" />
      </button>
      {!collapsed && (
        <div
          className={styles.buttons}
          onPointerEnter={preloadRequestModal}
          onFocus={preloadRequestModal}
          onTouchStart={preloadRequestModal}
        >
          <button
            type="button"
            className="button button--secondary"
            onClick={() => onRequest('takeCare')}
          >
            {t('details.takeCare')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => onRequest('takeHome')}
          >
            {t('details.takeHome')}
          </button>
        </div>
      )}
    </div>
  );
}
