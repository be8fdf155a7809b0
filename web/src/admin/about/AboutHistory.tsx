import { useTranslation } from 'react-i18next';
import { HistoryPanel } from '@/admin/shared/history/HistoryPanel';
import { LoadFailure } from '@/admin/shared/ui/LoadFailure';
import { Loading } from '@/admin/shared/ui/Loading';
import editor from '@/admin/shared/ui/Editor.module.css';
import { LANGUAGES } from '@/shared/i18n';
import type { AdminAbout } from './api/aboutTypes';
import {
  useGetAboutHistoryQuery,
  useGetAboutVersionQuery,
  useRestoreAboutMutation,
} from './api/aboutApi';

const EVENTS = [
  'AboutStoryEdited',
  'TeamMemberAdded',
  'TeamMemberEdited',
  'TeamReordered',
  'TeamMemberRemoved',
  'AboutPageRestored',
] as const;

const FIELDS = [
  'heading',
  'text',
  'quote',
  'quoteAuthor',
  'quoteRole',
  'closing',
  'houseImage',
  'avatarImage',
  'certificateImage',
  'team',
  'team.order',
  'team.photo',
  'team.name',
  'team.profession',
] as const;

type AboutEventName = (typeof EVENTS)[number];
type FieldName = (typeof FIELDS)[number];

function isEvent(event: string): event is AboutEventName {
  return (EVENTS as readonly string[]).includes(event);
}

/** `heading.uk` → `heading`, language noted apart. */
function splitField(field: string): { name: string; language: string | null } {
  const match = /^(.*)\.(uk|en)$/.exec(field);
  return match
    ? { name: match[1] ?? field, language: match[2] ?? null }
    : { name: field, language: null };
}

function isField(name: string): name is FieldName {
  return (FIELDS as readonly string[]).includes(name);
}

/** The page as one of its events left it, read-only, with what that event changed marked. */
function AboutVersionView({ version }: { version: number }) {
  const { t } = useTranslation(['adminAbout', 'admin']);
  const { data, isError, refetch } = useGetAboutVersionQuery(version);
  if (isError) return <LoadFailure text={t('admin:history.versionLoadError')} onRetry={refetch} />;
  if (!data) return <Loading />;
  const changed = new Set(data.changedFields.map((field) => splitField(field).name));
  const mark = (name: string) => (changed.has(name) ? editor.changed : undefined);
  return (
    <div className={editor.versionBlock}>
      {data.story &&
        LANGUAGES.map((language) => (
          <article key={language} lang={language} className={editor.versionBlock}>
            <h3 className={editor.rowTitle}>{t(`admin:form.languageNames.${language}`)}</h3>
            <p className={mark('heading')}>{data.story?.heading[language]}</p>
            <p className={mark('text')}>{data.story?.text[language]}</p>
            <p className={mark('quote')}>{data.story?.quote[language]}</p>
            <p className={mark('quoteAuthor')}>
              {data.story?.quoteAuthor[language]} · {data.story?.quoteRole[language]}
            </p>
            <p className={mark('closing')}>{data.story?.closing[language]}</p>
          </article>
        ))}
      <ul className={`${editor.list} ${mark('team') ?? ''}`}>
        {data.team.map((member) => (
          <li key={member.id}>
            {member.name.uk} / {member.name.en} — {member.profession.uk} / {member.profession.en}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Everything that happened to the About page, each version viewable and restorable. */
export function AboutHistory({ page }: { page: AdminAbout }) {
  const { t } = useTranslation('adminAbout');
  const history = useGetAboutHistoryQuery(undefined, { refetchOnMountOrArgChange: true });
  const [restore] = useRestoreAboutMutation();
  return (
    <HistoryPanel
      className={editor.card}
      entries={history.data}
      failed={history.isError}
      onRetry={history.refetch}
      eventText={(event) => (isEvent(event) ? t(`history.events.${event}`) : event)}
      fieldText={(field) => {
        const { name, language } = splitField(field);
        const label = isField(name) ? t(`history.fields.${name}`) : name;
        return language ? `${label} (${language})` : label;
      }}
      renderVersion={(entry) => <AboutVersionView version={entry.version} />}
      restoreNote={t('history.restoreNote')}
      onRestore={(version) => restore({ version, current: page.version }).unwrap()}
    />
  );
}
