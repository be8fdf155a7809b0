import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageTabs } from '@/admin/shared/ui/LanguageTabs';
import { Loading } from '@/admin/shared/ui/Loading';
import type { Language } from '@/shared/i18n';
import { Modal } from '@/shared/ui/Modal';
import { useGetNewsletterArticleTitlesQuery } from './api/newsletterApi';
import type { IssueContent } from './api/newsletterTypes';
import { IssueLetter } from './IssueLetter';
import { letterOf } from './issueLetter';
import styles from './Letter.module.css';

interface IssuePreviewProps {
  content: IssueContent;
  /** The tab shown first: the one staff are writing in. */
  language: Language;
  onClose: () => void;
}

/** The issue as it is in the editor, saved or not, as each language's subscribers will read it. */
export function IssuePreview({ content, language: first, onClose }: IssuePreviewProps) {
  const { t } = useTranslation('adminNewsletter');
  const [language, setLanguage] = useState<Language>(first);
  const titles = useGetNewsletterArticleTitlesQuery(undefined);

  return (
    <Modal title={t('preview.title')} onClose={onClose} wide>
      <p className={styles.note}>{t('preview.note')}</p>
      <LanguageTabs
        label={t('preview.language')}
        selected={language}
        onSelect={setLanguage}
        note={() => null}
      >
        {/* The other language's texts of the letter may still be on their way. */}
        <Suspense fallback={<Loading />}>
          <IssueLetter letter={letterOf(content, language, titles.data)} />
        </Suspense>
      </LanguageTabs>
    </Modal>
  );
}
