import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/shared/i18n';
import { KEEP_SCROLL } from '@/shared/lib/keepScroll';
import type { Category } from '../api/types';
import { blogPath } from '../model/blogPaths';
import { categoryTabs } from '../model/categoryTabs';
import styles from './CategoryTabs.module.css';

export interface CategoryTabsProps {
  categories: readonly Category[];
  current: number;
}

/**
 * SPEC §4 category tabs: each is the address of its list, so choosing one changes the address
 * and the list starts again at page 1. The page stays where it is: the tabs sit right above
 * the list they change.
 */
export function CategoryTabs({ categories, current }: CategoryTabsProps) {
  const { t } = useTranslation('blog');
  const localizedPath = useLocalizedPath();
  const tabs = categoryTabs(categories, t('list.all'));
  if (tabs.length === 0) return null;

  const stayOnCurrent = (event: MouseEvent) => event.preventDefault();

  return (
    <nav className={styles.tabs} aria-label={t('list.categories')}>
      <ul className={styles.list}>
        {tabs.map((tab) => {
          const isCurrent = tab.id === current;
          const isCut = tab.label !== tab.name;
          return (
            <li key={tab.id}>
              <Link
                to={localizedPath(blogPath(tab.id))}
                state={KEEP_SCROLL}
                className={`${styles.tab} ${isCurrent ? styles.current : ''}`}
                aria-current={isCurrent ? 'page' : undefined}
                onClick={isCurrent ? stayOnCurrent : undefined}
                title={isCut ? tab.name : undefined}
                aria-label={isCut ? tab.name : undefined}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The tab row's height while the categories load, as most blogs have several. */
export function CategoryTabsSkeleton() {
  return (
    <div className={styles.tabs} aria-hidden="true">
      <div className={styles.list}>
        {['4em', '7em', '6em', '8em'].map((width) => (
          <span key={width} className={`${styles.tab} skeleton`} style={{ width }} />
        ))}
      </div>
    </div>
  );
}
