import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiProblemOf, type AdminErrorCode } from '@/admin/shared/errors/apiProblem';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import { moved } from '@/admin/shared/list/moved';
import editor from '@/admin/shared/ui/Editor.module.css';
import { mediaUrl } from '@/shared/media/mediaUrls';
import { toLanguage } from '@/shared/i18n';
import forms from '@/shared/ui/forms.module.css';
import type { AdminAbout, TeamMember } from './api/aboutTypes';
import {
  useAddMemberMutation,
  useEditMemberMutation,
  useRemoveMemberMutation,
  useReorderTeamMutation,
} from './api/aboutApi';
import { EMPTY_MEMBER, TeamMemberForm } from './TeamMemberForm';

interface MemberRowProps {
  member: TeamMember;
  index: number;
  page: AdminAbout;
  onFailure: (code: AdminErrorCode) => void;
}

function MemberRow({ member, index, page, onFailure }: MemberRowProps) {
  const { t, i18n } = useTranslation(['adminAbout', 'admin']);
  const language = toLanguage(i18n.language);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [editMember] = useEditMemberMutation();
  const [removeMember, removing] = useRemoveMemberMutation();
  const [reorderTeam, reordering] = useReorderTeamMutation();
  const ids = page.team.map((m) => m.id);
  const name = member.name[language];

  const move = (step: -1 | 1) =>
    reorderTeam({ version: page.version, order: moved(ids, index, step) })
      .unwrap()
      .catch((error: unknown) => onFailure(apiProblemOf(error).code));

  return (
    <li className={editor.row}>
      <div className={editor.rowHead}>
        <div className={editor.thumb}>
          <img src={mediaUrl(member.photo, 'card')} alt="" width={96} height={71} />
        </div>
        <div className={editor.rowText}>
          <p className={editor.rowTitle}>{name}</p>
          <p className={editor.rowSubtitle}>{member.profession[language]}</p>
        </div>
        <div className={editor.actions}>
          <button
            type="button"
            className={`button button--secondary ${editor.small}`}
            aria-expanded={editing}
            onClick={() => setEditing(!editing)}
            aria-label={t('team.editLabel', { name })}
          >
            {t('team.edit')}
          </button>
          <button
            type="button"
            className={`button button--secondary ${editor.small}`}
            disabled={index === 0 || reordering.isLoading}
            onClick={() => void move(-1)}
            aria-label={t('team.upLabel', { name })}
          >
            ↑
          </button>
          <button
            type="button"
            className={`button button--secondary ${editor.small}`}
            disabled={index === ids.length - 1 || reordering.isLoading}
            onClick={() => void move(1)}
            aria-label={t('team.downLabel', { name })}
          >
            ↓
          </button>
          {confirming ? (
            <button
              type="button"
              className={`button button--primary ${editor.small}`}
              disabled={removing.isLoading}
              onClick={() =>
                void removeMember(member.id)
                  .unwrap()
                  .catch((error: unknown) => onFailure(apiProblemOf(error).code))
              }
            >
              {t('team.confirmRemove', { name })}
            </button>
          ) : (
            <button
              type="button"
              className={`button button--secondary ${editor.small}`}
              onClick={() => setConfirming(true)}
              aria-label={t('team.removeLabel', { name })}
            >
              {t('team.remove')}
            </button>
          )}
        </div>
      </div>
      {editing && (
        <TeamMemberForm
          initial={{ photo: member.photo, name: member.name, profession: member.profession }}
          submitLabel={t('admin:form.save')}
          onCancel={() => setEditing(false)}
          onSave={async (fields) => {
            await editMember({ ...fields, id: member.id, version: page.version }).unwrap();
            setEditing(false);
          }}
        />
      )}
    </li>
  );
}

/** The team in page order: edit a person, move them, remove them, add someone new. */
export function TeamEditor({ page }: { page: AdminAbout }) {
  const { t } = useTranslation('adminAbout');
  const errorText = useErrorText();
  const [failure, setFailure] = useState<AdminErrorCode | null>(null);
  const [addMember] = useAddMemberMutation();

  return (
    <section className={editor.card} aria-labelledby="about-team-title">
      <h2 id="about-team-title" className={editor.cardTitle}>
        {t('team.title')}
      </h2>
      {failure && (
        <p className={forms.error} role="alert">
          {errorText(failure)}
        </p>
      )}
      {page.team.length > 0 ? (
        <ul className={editor.list}>
          {page.team.map((member, index) => (
            <MemberRow
              key={member.id}
              member={member}
              index={index}
              page={page}
              onFailure={setFailure}
            />
          ))}
        </ul>
      ) : (
        <p>{t('team.empty')}</p>
      )}
      <h3 className={editor.rowTitle}>{t('team.add')}</h3>
      <TeamMemberForm
        initial={EMPTY_MEMBER}
        submitLabel={t('team.addButton')}
        onSave={(fields) => addMember(fields).unwrap()}
      />
    </section>
  );
}
