import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiProblemOf, type AdminErrorCode } from '@/admin/shared/errors/apiProblem';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import { moved } from '@/admin/shared/list/moved';
import editor from '@/admin/shared/ui/Editor.module.css';
import { LoadFailure } from '@/admin/shared/ui/LoadFailure';
import { Loading } from '@/admin/shared/ui/Loading';
import page from '@/admin/shared/ui/Page.module.css';
import { toLanguage } from '@/shared/i18n';
import forms from '@/shared/ui/forms.module.css';
import type { AdminFaq, FaqItem } from './api/faqTypes';
import {
  useAddFaqItemMutation,
  useDeleteFaqItemMutation,
  useEditFaqItemMutation,
  useGetAdminFaqQuery,
  useReorderFaqMutation,
} from './api/faqApi';
import { FaqHistory } from './FaqHistory';
import { EMPTY_ITEM, FaqItemForm } from './FaqItemForm';

interface ItemRowProps {
  item: FaqItem;
  index: number;
  list: AdminFaq;
  onFailure: (code: AdminErrorCode) => void;
}

function ItemRow({ item, index, list, onFailure }: ItemRowProps) {
  const { t, i18n } = useTranslation(['adminFaq', 'admin']);
  const question = item.question[toLanguage(i18n.language)];
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [editItem] = useEditFaqItemMutation();
  const [deleteItem, deleting] = useDeleteFaqItemMutation();
  const [reorder, reordering] = useReorderFaqMutation();
  const ids = list.items.map((i) => i.id);
  const fail = (error: unknown) => onFailure(apiProblemOf(error).code);
  const move = (step: -1 | 1) =>
    void reorder({ version: list.version, order: moved(ids, index, step) })
      .unwrap()
      .catch(fail);

  return (
    <li className={editor.row}>
      <div className={editor.rowHead}>
        <div className={editor.rowText}>
          <p className={editor.rowTitle}>{question}</p>
        </div>
        <div className={editor.actions}>
          <button
            type="button"
            className={`button button--secondary ${editor.small}`}
            aria-expanded={editing}
            aria-label={t('editLabel', { question })}
            onClick={() => setEditing(!editing)}
          >
            {t('edit')}
          </button>
          <button
            type="button"
            className={`button button--secondary ${editor.small}`}
            disabled={index === 0 || reordering.isLoading}
            aria-label={t('upLabel', { question })}
            onClick={() => move(-1)}
          >
            ↑
          </button>
          <button
            type="button"
            className={`button button--secondary ${editor.small}`}
            disabled={index === ids.length - 1 || reordering.isLoading}
            aria-label={t('downLabel', { question })}
            onClick={() => move(1)}
          >
            ↓
          </button>
          {confirming ? (
            <button
              type="button"
              className={`button button--primary ${editor.small}`}
              disabled={deleting.isLoading}
              onClick={() => void deleteItem(item.id).unwrap().catch(fail)}
            >
              {t('confirmDelete')}
            </button>
          ) : (
            <button
              type="button"
              className={`button button--secondary ${editor.small}`}
              aria-label={t('deleteLabel', { question })}
              onClick={() => setConfirming(true)}
            >
              {t('delete')}
            </button>
          )}
        </div>
      </div>
      {editing && (
        <FaqItemForm
          initial={{ question: item.question, answer: item.answer }}
          submitLabel={t('admin:form.save')}
          onCancel={() => setEditing(false)}
          onSave={async (fields) => {
            await editItem({ ...fields, id: item.id, version: list.version }).unwrap();
            setEditing(false);
          }}
        />
      )}
    </li>
  );
}

/** `/admin/faq`: the FAQ's questions in page order: add, edit, reorder, delete. */
export function FaqAdminPage() {
  const { t } = useTranslation('adminFaq');
  const errorText = useErrorText();
  const faq = useGetAdminFaqQuery(undefined, { refetchOnMountOrArgChange: true });
  const [failure, setFailure] = useState<AdminErrorCode | null>(null);
  const [addItem] = useAddFaqItemMutation();

  let body = <Loading />;
  if (faq.data) {
    const list = faq.data;
    body = (
      <div className={editor.layout}>
        <section className={editor.card} aria-labelledby="faq-items-title">
          <h2 id="faq-items-title" className={editor.cardTitle}>
            {t('listTitle', { count: list.items.length })}
          </h2>
          {failure && (
            <p className={forms.error} role="alert">
              {errorText(failure)}
            </p>
          )}
          {list.items.length > 0 ? (
            <ol className={editor.list}>
              {list.items.map((item, index) => (
                <ItemRow
                  key={item.id}
                  item={item}
                  index={index}
                  list={list}
                  onFailure={setFailure}
                />
              ))}
            </ol>
          ) : (
            <p>{t('empty')}</p>
          )}
          <h3 className={editor.rowTitle}>{t('add')}</h3>
          <FaqItemForm
            initial={EMPTY_ITEM}
            submitLabel={t('addButton')}
            onSave={(fields) => addItem(fields).unwrap()}
          />
        </section>
        <FaqHistory list={list} />
      </div>
    );
  } else if (faq.isError) {
    body = <LoadFailure text={t('loadError')} onRetry={faq.refetch} />;
  }

  return (
    <>
      <h1 className={page.title}>{t('title')}</h1>
      <p className={page.lead}>{t('lead')}</p>
      {body}
    </>
  );
}
