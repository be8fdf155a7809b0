import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminAlbum, AlbumName } from './api/albumTypes';
import { useCreateAlbumMutation, useRenameAlbumMutation } from './api/albumsApi';
import { apiProblemOf, type ApiProblem } from '@/admin/shared/errors/apiProblem';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import { BilingualField } from '@/admin/shared/ui/BilingualField';
import { UnsavedChangesDialog } from '@/admin/shared/ui/UnsavedChangesDialog';
import { UnsavedChangesGuard } from '@/admin/shared/ui/UnsavedChangesGuard';
import forms from '@/shared/ui/forms.module.css';
import { Modal } from '@/shared/ui/Modal';

interface AlbumFormDialogProps {
  /** The album to rename, or `null` for a new one. */
  album: AdminAlbum | null;
  onClose: () => void;
  onSaved: (album: AdminAlbum) => void;
}

const NO_NAME: AlbumName = { uk: '', en: '' };

/**
 * SPEC §8 album creation and edit popups: the names in both languages. The server checks them
 * (SPEC §5 "Album"); a refusal shows under the name it is about.
 */
export function AlbumFormDialog({ album, onClose, onSaved }: AlbumFormDialogProps) {
  const { t } = useTranslation(['adminAlbums', 'admin']);
  const errorText = useErrorText();
  const initial = album ? album.name : NO_NAME;
  const [name, setName] = useState<AlbumName>(initial);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const [createAlbum, creating] = useCreateAlbumMutation();
  const [renameAlbum, renaming] = useRenameAlbumMutation();
  const saving = creating.isLoading || renaming.isLoading;
  const changed = name.uk !== initial.uk || name.en !== initial.en;

  const requestClose = () => {
    if (changed && !saving) setConfirmingClose(true);
    else onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setProblem(null);
    const trimmed = { uk: name.uk.trim(), en: name.en.trim() };
    try {
      const saved = album
        ? await renameAlbum({ albumId: album.id, version: album.version, name: trimmed }).unwrap()
        : await createAlbum({ name: trimmed }).unwrap();
      onSaved(saved);
    } catch (error) {
      setProblem(apiProblemOf(error));
    }
  };

  // A refusal about one of the names shows under it; anything else by the buttons.
  const fieldProblem = problem?.field?.startsWith('name.') ? problem : null;
  const failure = problem && !fieldProblem ? problem.code : null;

  return (
    <>
      <Modal title={album ? t('form.editTitle') : t('form.createTitle')} onClose={requestClose}>
        <UnsavedChangesGuard when={changed && !saving} />
        <form className={forms.form} onSubmit={submit} noValidate>
          <BilingualField
            label={t('form.name')}
            name="name"
            value={name}
            hint={t('form.nameHint')}
            problem={fieldProblem}
            onChange={(value) => {
              setName(value);
              setProblem(null);
            }}
          />
          {failure && (
            <div className={forms.failure} role="alert">
              <p>{t('form.notSaved')}</p>
              <p>{errorText(failure)}</p>
            </div>
          )}
          <div className={forms.actions}>
            <button type="submit" className="button button--primary" disabled={saving}>
              {saving ? t('form.saving') : album ? t('form.save') : t('form.create')}
            </button>
            <button type="button" className="button button--secondary" onClick={requestClose}>
              {t('admin:form.cancel')}
            </button>
          </div>
        </form>
      </Modal>
      {confirmingClose && (
        <UnsavedChangesDialog onStay={() => setConfirmingClose(false)} onLeave={onClose} />
      )}
    </>
  );
}
