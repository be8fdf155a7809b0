import { useTranslation } from 'react-i18next';
import editor from '@/admin/shared/ui/Editor.module.css';
import { LoadFailure } from '@/admin/shared/ui/LoadFailure';
import { Loading } from '@/admin/shared/ui/Loading';
import page from '@/admin/shared/ui/Page.module.css';
import { AboutHistory } from './AboutHistory';
import { useGetAdminAboutQuery } from './api/aboutApi';
import { StoryForm } from './StoryForm';
import { TeamEditor } from './TeamEditor';

/** `/admin/about`: the meet-us tab's story, quote, certificate, closing paragraph and team. */
export function AboutAdminPage() {
  const { t } = useTranslation('adminAbout');
  const about = useGetAdminAboutQuery(undefined, { refetchOnMountOrArgChange: true });

  let body = <Loading />;
  if (about.data) {
    body = (
      <div className={editor.layout}>
        <div className={editor.stack}>
          {/* A restore or another staff member's save brings other texts: the form starts over. */}
          <StoryForm key={JSON.stringify(about.data.story)} page={about.data} />
          <TeamEditor page={about.data} />
        </div>
        <AboutHistory page={about.data} />
      </div>
    );
  } else if (about.isError) {
    body = <LoadFailure text={t('loadError')} onRetry={about.refetch} />;
  }

  return (
    <>
      <h1 className={page.title}>{t('title')}</h1>
      <p className={page.lead}>{t('lead')}</p>
      {body}
    </>
  );
}
