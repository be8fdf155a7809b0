import { Fragment, type ReactNode, useState } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { InfoMessage } from '@/shared/ui/InfoMessage';
import { LoadFailure } from './LoadFailure';
import { Loading } from './Loading';
import page from './Page.module.css';
import settings from './SettingsPage.module.css';

/** What a settings form is told: the record to start from and what to say when. */
export interface SettingsFormProps<T> {
  record: T;
  onEdit: () => void;
  onSaved: () => void;
}

interface SettingsPageProps<T extends { version: number }> {
  title: string;
  lead: string;
  /** The record's query, as RTK Query answers it; a 404 means it was never saved. */
  query: {
    data?: T;
    error?: FetchBaseQueryError | SerializedError;
    isError: boolean;
    refetch: () => unknown;
  };
  /** What the form starts from before the first save. */
  unsaved: () => T;
  loadError: string;
  savedText: string;
  renderForm: (props: SettingsFormProps<T>) => ReactNode;
  renderHistory: (record: T) => ReactNode;
}

/**
 * A page of one record staff edit whole (the contacts, the bookings' places): its form, with a
 * note once saved, and its history beside it once there is one.
 */
export function SettingsPage<T extends { version: number }>({
  title,
  lead,
  query,
  unsaved,
  loadError,
  savedText,
  renderForm,
  renderHistory,
}: SettingsPageProps<T>) {
  const { data, error, isError, refetch } = query;
  const neverSaved = error && 'status' in error && error.status === 404;
  const record = data ?? (neverSaved ? unsaved() : undefined);
  // Kept here: a save starts the form again from the new version.
  const [saved, setSaved] = useState(false);

  let body = <Loading />;
  if (record) {
    body = (
      <div className={settings.layout}>
        <div className={settings.formColumn}>
          {saved && (
            <InfoMessage kind="success" title={savedText} onClose={() => setSaved(false)} />
          )}
          {/* A new version (a save here or a restore) starts the form again from it. */}
          <Fragment key={record.version}>
            {renderForm({ record, onEdit: () => setSaved(false), onSaved: () => setSaved(true) })}
          </Fragment>
        </div>
        {record.version > 0 && renderHistory(record)}
      </div>
    );
  } else if (isError) {
    body = <LoadFailure text={loadError} onRetry={refetch} />;
  }

  return (
    <>
      <h1 className={page.title}>{title}</h1>
      <p className={page.lead}>{lead}</p>
      {body}
    </>
  );
}
