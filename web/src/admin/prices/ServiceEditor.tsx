import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiProblemOf, type ApiProblem } from '@/admin/shared/errors/apiProblem';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import { HistoryPanel } from '@/admin/shared/history/HistoryPanel';
import { useImageUpload } from '@/admin/shared/media/useImageUpload';
import { Loading } from '@/admin/shared/ui/Loading';
import { mediaUrl } from '@/shared/media/mediaUrls';
import forms from '@/shared/ui/forms.module.css';
import {
  useEditServiceMutation,
  useGetRecordHistoryQuery,
  useGetServiceVersionQuery,
  useRestoreRecordMutation,
} from './api/pricesAdminApi';
import type { AdminService } from './api/priceTypes';
import { LocalizedInputs } from './LocalizedInputs';
import styles from './Prices.module.css';

function formOf(service: AdminService) {
  return {
    title: service.title,
    text: service.text,
    bigImage: service.bigImage,
    smallImage: service.smallImage,
  };
}

function ImagePicker({
  label,
  imageId,
  onUploaded,
}: {
  label: string;
  imageId: string;
  onUploaded: (id: string) => void;
}) {
  const { t } = useTranslation('adminPrices');
  const errorText = useErrorText();
  const { state, upload } = useImageUpload();
  const preview = state.status === 'uploading' ? state.preview : mediaUrl(imageId, 'card');
  return (
    <div className={styles.image}>
      <span className={forms.label}>{label}</span>
      <img src={preview} alt={label} width={196} height={144} />
      <label className="button button--secondary">
        {t('form.changeImage')}
        <input
          type="file"
          accept="image/png,image/jpeg"
          className="visually-hidden"
          onChange={async (event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            const image = await upload(file);
            if (image) onUploaded(image.id);
          }}
        />
      </label>
      {state.status === 'uploading' && (
        <p role="status">{t('form.uploading', { progress: Math.round(state.progress * 100) })}</p>
      )}
      {state.status === 'failed' && (
        <p className={forms.error} role="alert">
          {errorText(state.error)}
        </p>
      )}
    </div>
  );
}

function ServiceVersionView({ id, version }: { id: string; version: number }) {
  const { t } = useTranslation('adminPrices');
  const answer = useGetServiceVersionQuery({ id, version });
  if (!answer.data) return <Loading />;
  const service = answer.data;
  return (
    <div className={styles.version}>
      <dl>
        <dt>{t('form.title')}</dt>
        <dd>
          {service.title.uk} / {service.title.en}
        </dd>
        <dt>{t('form.uk')}</dt>
        <dd>{service.text.uk}</dd>
        <dt>{t('form.en')}</dt>
        <dd>{service.text.en}</dd>
      </dl>
      <div className={styles.images}>
        {[service.bigImage, service.smallImage].map((image, index) => (
          <div key={`${image}-${index}`} className={styles.image}>
            <img src={mediaUrl(image, 'card')} alt="" width={196} height={144} />
          </div>
        ))}
      </div>
    </div>
  );
}

/** One additional service's form (title, text, two pictures) and its history. */
export function ServiceEditor({ service }: { service: AdminService }) {
  const { t } = useTranslation('adminPrices');
  const errorText = useErrorText();
  const [form, setForm] = useState(() => formOf(service));
  const [loadedVersion, setLoadedVersion] = useState(service.version);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [saved, setSaved] = useState(false);
  const [edit, { isLoading: saving }] = useEditServiceMutation();
  const [restore] = useRestoreRecordMutation();
  const history = useGetRecordHistoryQuery(
    { kind: 'services', id: service.id },
    { refetchOnMountOrArgChange: true },
  );

  if (service.version !== loadedVersion) {
    setLoadedVersion(service.version);
    setForm(formOf(service));
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setSaved(false);
    try {
      await edit({ id: service.id, body: { version: service.version, ...form } }).unwrap();
      setSaved(true);
    } catch (error) {
      setProblem(apiProblemOf(error));
    }
  };

  return (
    <div className={styles.body}>
      <form className={forms.form} onSubmit={submit} noValidate>
        <LocalizedInputs
          field="title"
          label={t('form.title')}
          value={form.title}
          invalidField={problem?.field}
          onChange={(title) => setForm({ ...form, title })}
        />
        <LocalizedInputs
          field="text"
          label={t('form.text')}
          value={form.text}
          multiline
          invalidField={problem?.field}
          onChange={(text) => setForm({ ...form, text })}
        />
        <div className={styles.images}>
          <ImagePicker
            label={t('form.bigImage')}
            imageId={form.bigImage}
            onUploaded={(bigImage) => setForm((current) => ({ ...current, bigImage }))}
          />
          <ImagePicker
            label={t('form.smallImage')}
            imageId={form.smallImage}
            onUploaded={(smallImage) => setForm((current) => ({ ...current, smallImage }))}
          />
        </div>
        {problem && (
          <div className={forms.failure} role="alert">
            <p>{t('form.failed')}</p>
            <p>{errorText(problem.code)}</p>
          </div>
        )}
        {saved && (
          <p className={styles.saved} role="status">
            {t('form.saved')}
          </p>
        )}
        <div className={forms.actions}>
          <button type="submit" className="button button--primary" disabled={saving}>
            {saving ? t('form.saving') : t('form.save')}
          </button>
        </div>
      </form>
      <HistoryPanel
        entries={history.data}
        failed={history.isError}
        onRetry={() => void history.refetch()}
        eventText={(event) =>
          t(`history.events.${event}` as 'history.events.ServiceDescriptionEdited', event)
        }
        fieldText={(field) => t(`history.fields.${field}` as 'history.fields.lines', field)}
        renderVersion={(entry) => <ServiceVersionView id={service.id} version={entry.version} />}
        restoreNote={t('history.restoreNote')}
        onRestore={(version) =>
          restore({ kind: 'services', id: service.id, version, current: service.version }).unwrap()
        }
      />
    </div>
  );
}
