import { HeaderSectionPlaceholder } from '@/admin/shared/ui/HeaderSection';
import { Loading } from '@/admin/shared/ui/Loading';
import styles from './SectionLoading.module.css';

interface SectionLoadingProps {
  /** Whether the page on its way puts its title and create button in the header's row. */
  fillsHeader: boolean;
}

/**
 * The page area while a section's code arrives, under the header, which stays. The line fades
 * in only after a moment, so a quick load shows nothing flashing; the header's row for the page
 * is held at its height, so nothing moves when the page comes.
 */
export function SectionLoading({ fillsHeader }: SectionLoadingProps) {
  return (
    <div className={styles.pending}>
      {fillsHeader && <HeaderSectionPlaceholder />}
      <Loading />
    </div>
  );
}
