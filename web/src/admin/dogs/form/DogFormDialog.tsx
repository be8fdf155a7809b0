import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/shared/i18n';
import type { AdminDog } from '../api/dogTypes';
import { useCreateDogMutation, useUpdateDogMutation } from '../api/dogsApi';
import { apiProblemOf, type AdminErrorCode } from '@/admin/shared/errors/apiProblem';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import { Field } from '@/shared/ui/Field';
import forms from '@/shared/ui/forms.module.css';
import { Modal } from '@/shared/ui/Modal';
import { TextAreaField } from '@/shared/ui/TextAreaField';
import failureBox from '@/admin/shared/ui/FailureBox.module.css';
import { UnsavedChangesDialog } from '@/admin/shared/ui/UnsavedChangesDialog';
import { UnsavedChangesGuard } from '@/admin/shared/ui/UnsavedChangesGuard';
import { LanguageTabs } from '@/admin/shared/ui/LanguageTabs';
import {
  canSubmit,
  draftOfDog,
  emptyDraft,
  fieldOfDogProblem,
  isDogFormChanged,
  languageOfField,
  TEXT_FIELDS,
  toDogBody,
  toDogUpdate,
  validateDog,
  type DogDraft,
  type DogFormErrors,
  type DogFormField,
} from './dogForm';
import styles from './DogForm.module.css';
import { DogParameters } from './DogParameters';
import { PhotoPicker } from './PhotoPicker';
import { isUploading, slotsOfDog, type PhotoSlot } from './photoSlots';
import { NAME_MAX_CHARS, STORY_MAX_CHARS } from '@/shared/validation';
import { usePhotoUploads } from './usePhotoUploads';

interface DogFormDialogProps {
  /** The dog to edit, or `null` for a new record. */
  dog: AdminDog | null;
  onClose: () => void;
  onSaved: (dog: AdminDog) => void;
}

/** The create/edit popup (SPEC §4 "create and update use a popup form with language tabs"). */
export function DogFormDialog({ dog, onClose, onSaved }: DogFormDialogProps) {
  const { t } = useTranslation(['adminDogs', 'admin']);
  const errorText = useErrorText();
  const [initialDraft] = useState<DogDraft>(() => (dog ? draftOfDog(dog) : emptyDraft()));
  const [initialSlots] = useState<PhotoSlot[]>(() => (dog ? slotsOfDog(dog) : []));
  const [draft, setDraft] = useState(initialDraft);
  const { slots, addFiles, remove, move } = usePhotoUploads(initialSlots);
  const [tab, setTab] = useState<Language>('uk');
  const [touched, setTouched] = useState<ReadonlySet<DogFormField>>(new Set());
  const [serverErrors, setServerErrors] = useState<DogFormErrors>({});
  const [failure, setFailure] = useState<AdminErrorCode | null>(null);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [createDog, creating] = useCreateDogMutation();
  const [updateDog, updating] = useUpdateDogMutation();
  const saving = creating.isLoading || updating.isLoading;
  const formRef = useRef<HTMLFormElement>(null);
  /** A field the server refused, to focus once it is on screen (its tab may have to open). */
  const refusedField = useRef<DogFormField | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  const errors = useMemo(() => validateDog(draft, slots), [draft, slots]);
  const changed = isDogFormChanged(draft, initialDraft, slots, initialSlots);
  const ready = canSubmit(errors, slots);
  const started = touched.size > 0;

  useEffect(() => {
    if (reloading) window.location.reload();
  }, [reloading]);

  // The failure sits by the buttons; a longer text must not end below the screen's edge.
  useEffect(() => {
    if (failure) failureRef.current?.scrollIntoView({ block: 'nearest' });
  }, [failure]);

  useEffect(() => {
    const field = refusedField.current;
    if (!field || !formRef.current) return;
    refusedField.current = null;
    const element = formRef.current.querySelector<HTMLElement>(
      `[name="${field}"], [data-field="${field}"] input`,
    );
    element?.focus();
    element?.scrollIntoView({ block: 'center' });
  }, [serverErrors, tab]);

  /** The error shown on a field: the server's, or the form's own once the field was left. */
  const shownError = (field: DogFormField): AdminErrorCode | null => {
    const own = errors[field] ?? null;
    if (serverErrors[field]) return serverErrors[field];
    if (field === 'photos' && own === 'photoNotUploaded') return own;
    return touched.has(field) || (field === 'photos' && started) ? own : null;
  };
  const shownText = (field: DogFormField) => {
    const code = shownError(field);
    return code ? errorText(code) : null;
  };
  const touch = (field: DogFormField) =>
    setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
  const clearServerError = (...fields: DogFormField[]) =>
    setServerErrors((previous) =>
      Object.fromEntries(
        Object.entries(previous).filter(([field]) => !fields.includes(field as DogFormField)),
      ),
    );

  const edit = (change: Partial<DogDraft>, ...fields: DogFormField[]) => {
    setDraft((previous) => ({ ...previous, ...change }));
    clearServerError(...fields);
    setFailure(null);
  };

  const tabNote = (language: Language) =>
    TEXT_FIELDS[language].some((field) => serverErrors[field] || (started && errors[field]))
      ? t('form.tabHasErrors')
      : null;

  const requestClose = () => {
    if (changed && !saving) setConfirmingClose(true);
    else onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || saving) return;
    setFailure(null);
    try {
      const saved = dog
        ? await updateDog(toDogUpdate(draft, slots, dog)).unwrap()
        : await createDog(toDogBody(draft, slots)).unwrap();
      onSaved(saved);
    } catch (error) {
      const { code, field } = apiProblemOf(error);
      const formField = fieldOfDogProblem(field);
      if (!formField) return setFailure(code);
      refusedField.current = formField;
      setServerErrors({ [formField]: code });
      const language = languageOfField(formField);
      if (language) setTab(language);
    }
  };

  const nameField = `name.${tab}` as const;
  const storyField = `description.${tab}` as const;
  const submitNote = saving
    ? null
    : isUploading(slots)
      ? t('form.waitForUploads')
      : !ready && started
        ? t('form.incomplete')
        : null;

  return (
    <>
      <Modal title={dog ? t('form.editTitle') : t('form.createTitle')} onClose={requestClose} wide>
        <UnsavedChangesGuard when={changed && !saving && !reloading} />
        <form ref={formRef} className={`${forms.form} ${styles.form}`} onSubmit={submit} noValidate>
          <LanguageTabs
            label={t('form.textsLanguage')}
            selected={tab}
            onSelect={setTab}
            note={tabNote}
          >
            <div className={styles.texts}>
              {/* Limits above the rule's own, so an overlong text is explained, not cut. */}
              <Field
                key={nameField}
                label={t('form.name')}
                name={nameField}
                lang={tab}
                value={draft.name[tab]}
                maxLength={NAME_MAX_CHARS * 2}
                autoComplete="off"
                hint={t('form.nameHint')}
                error={shownText(nameField)}
                data-autofocus
                onChange={(event) =>
                  edit({ name: { ...draft.name, [tab]: event.target.value } }, nameField)
                }
                onBlur={() => touch(nameField)}
              />
              <TextAreaField
                key={storyField}
                label={t('form.story')}
                name={storyField}
                lang={tab}
                value={draft.description[tab]}
                rows={6}
                hint={t('form.storyHint')}
                counter={t('form.storyCount', { count: [...draft.description[tab].trim()].length })}
                maxLength={STORY_MAX_CHARS + 500}
                error={shownText(storyField)}
                onChange={(event) =>
                  edit(
                    { description: { ...draft.description, [tab]: event.target.value } },
                    storyField,
                  )
                }
                onBlur={() => touch(storyField)}
              />
            </div>
          </LanguageTabs>
          <PhotoPicker
            slots={slots}
            onAdd={(files) => {
              clearServerError('photos');
              touch('photos');
              return addFiles(files);
            }}
            onRemove={(key) => {
              clearServerError('photos');
              remove(key);
            }}
            onMove={(key, to) => {
              clearServerError('photos');
              move(key, to);
            }}
            error={shownError('photos')}
          />
          <DogParameters
            draft={draft}
            onChange={(change) => edit(change, 'age', 'dogSex', 'sizeId')}
            onBlur={touch}
            errors={{
              age: shownText('age'),
              dogSex: shownText('dogSex'),
              sizeId: shownText('sizeId'),
            }}
          />
          <div className={styles.footer}>
            {failure && (
              <div ref={failureRef} className={forms.failure} role="alert">
                <p className={failureBox.title}>{t('form.notSaved')}</p>
                <p className={failureBox.text}>{errorText(failure)}</p>
                {failure === 'conflict' && (
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => setReloading(true)}
                  >
                    {t('form.reload')}
                  </button>
                )}
              </div>
            )}
            {submitNote && (
              <p className={forms.hint} role="status">
                {submitNote}
              </p>
            )}
            <div className={forms.actions}>
              <button type="submit" className="button button--primary" disabled={!ready || saving}>
                {saving ? t('form.saving') : dog ? t('form.save') : t('form.create')}
              </button>
              <button type="button" className="button button--secondary" onClick={requestClose}>
                {t('admin:form.cancel')}
              </button>
            </div>
          </div>
        </form>
      </Modal>
      {/* After the form in the tree, so it opens above the form even if the form reopens. */}
      {confirmingClose && (
        <UnsavedChangesDialog onStay={() => setConfirmingClose(false)} onLeave={onClose} />
      )}
    </>
  );
}
