import type { ReactNode } from 'react';
import type { AdminErrorCode } from '@/admin/shared/errors/apiProblem';
import { ActionFailure } from './ActionFailure';
import { BackLink } from './BackLink';
import cards from './RecordCards.module.css';
import styles from './RecordHeader.module.css';

export interface RecordHeaderTexts {
  back: string;
  publish: string;
  hide: string;
  /** The status button's label while its change is on the way. */
  working: string;
  delete: string;
  actionFailed: string;
}

interface RecordHeaderProps {
  /** The section's list, where "back" goes. */
  listPath: string;
  title: string;
  /** The record's status badge, shown right after the title. */
  status: ReactNode;
  published: boolean;
  /** Whether a publish or hide of this record is on the way. */
  busy: boolean;
  onToggleStatus: () => void;
  /** For records edited in a dialog: its button, between the status button and delete. */
  edit?: { label: string; onEdit: () => void };
  onDelete: () => void;
  /** The last failed publish, hide or delete. */
  failure: AdminErrorCode | null;
  onCloseFailure: () => void;
  texts: RecordHeaderTexts;
}

/** The top of a record's own page: the way back to its list, its name and status, its actions. */
export function RecordHeader({
  listPath,
  title,
  status,
  published,
  busy,
  onToggleStatus,
  edit,
  onDelete,
  failure,
  onCloseFailure,
  texts,
}: RecordHeaderProps) {
  return (
    <>
      <BackLink to={listPath}>{texts.back}</BackLink>
      <div className={styles.heading}>
        <h1 className={styles.title}>{title}</h1>
        {status}
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={onToggleStatus}
        >
          {busy ? texts.working : published ? texts.hide : texts.publish}
        </button>
        {edit && (
          <button
            type="button"
            className="button button--secondary"
            aria-haspopup="dialog"
            onClick={edit.onEdit}
          >
            {edit.label}
          </button>
        )}
        <button
          type="button"
          className={`button ${cards.danger}`}
          aria-haspopup="dialog"
          onClick={onDelete}
        >
          {texts.delete}
        </button>
      </div>
      <ActionFailure title={texts.actionFailed} failure={failure} onClose={onCloseFailure} />
    </>
  );
}
