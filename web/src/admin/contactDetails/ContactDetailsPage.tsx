import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiProblemOf } from '@/admin/shared/errors/apiProblem';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import page from '@/admin/shared/ui/Page.module.css';
import { SettingsPage } from '@/admin/shared/ui/SettingsPage';
import settings from '@/admin/shared/ui/SettingsPage.module.css';
import { defaultContacts } from '@/shared/lib/hotelContacts';
import { Field } from '@/shared/ui/Field';
import { FormField } from '@/shared/ui/FormField';
import { InfoMessage } from '@/shared/ui/InfoMessage';
import { PhoneInput } from '@/shared/ui/PhoneInput';
import {
  type AdminContactDetails,
  useGetAdminContactsQuery,
  useSaveContactsMutation,
} from './api/contactDetailsApi';
import { ContactDetailsHistory } from './ContactDetailsHistory';
import styles from './ContactDetails.module.css';
import {
  type ContactDetailsFormField,
  type ContactDetailsFormValues,
  REQUEST_FIELD,
  bodyOf,
  formErrors,
  formValuesOf,
} from './contactDetailsForm';

/** What the page starts from before the details were first saved: the built-in ones. */
function unsaved(): AdminContactDetails {
  const uk = defaultContacts('uk');
  return {
    ...uk,
    version: 0,
    changedAt: null,
    address: { uk: uk.address, en: defaultContacts('en').address },
  };
}

/** `/admin/contacts`: the hotel's phones, mail, address, social link and map location, and their history. */
export function ContactDetailsPage() {
  const { t } = useTranslation('adminContactDetails');
  const query = useGetAdminContactsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <SettingsPage
      title={t('title')}
      lead={t('lead')}
      query={query}
      unsaved={unsaved}
      loadError={t('loadError')}
      savedText={t('saved')}
      renderForm={({ record, onEdit, onSaved }) => (
        <ContactsForm details={record} onEdit={onEdit} onSaved={onSaved} />
      )}
      renderHistory={(record) => <ContactDetailsHistory details={record} />}
    />
  );
}

interface ContactsFormProps {
  details: AdminContactDetails;
  onEdit: () => void;
  onSaved: () => void;
}

function ContactsForm({ details, onEdit, onSaved }: ContactsFormProps) {
  const { t } = useTranslation('adminContactDetails');
  const errorText = useErrorText();
  const [values, setValues] = useState<ContactDetailsFormValues>(() => formValuesOf(details));
  const [touched, setTouched] = useState<ReadonlySet<ContactDetailsFormField>>(new Set());
  const [serverProblem, setServerProblem] = useState<{ code: string; field?: string } | null>(null);
  const [save, { isLoading: saving }] = useSaveContactsMutation();
  const errors = formErrors(values);

  const errorOf = (field: ContactDetailsFormField) => {
    const local = touched.has(field) ? errors[field] : undefined;
    if (local) return errorText(local as Parameters<typeof errorText>[0]);
    if (serverProblem?.field === REQUEST_FIELD[field]) {
      return errorText(serverProblem.code as Parameters<typeof errorText>[0]);
    }
    return undefined;
  };
  const update = (field: ContactDetailsFormField, value: string) => {
    onEdit();
    setValues((before) => ({ ...before, [field]: value }));
  };
  const touch = (field: ContactDetailsFormField) =>
    setTouched((before) => new Set(before).add(field));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = Object.keys(errors) as ContactDetailsFormField[];
    if (invalid.length > 0) {
      setTouched(new Set(Object.keys(values) as ContactDetailsFormField[]));
      document.querySelector<HTMLElement>(`[name="${invalid[0]}"]`)?.focus();
      return;
    }
    setServerProblem(null);
    try {
      await save(bodyOf(values, details.version)).unwrap();
      onSaved();
    } catch (error) {
      setServerProblem(apiProblemOf(error));
    }
  };

  const text = (field: ContactDetailsFormField, label: string, type = 'text') => (
    <Field
      name={field}
      label={label}
      value={values[field]}
      error={errorOf(field)}
      type={type}
      onChange={(event) => update(field, event.target.value)}
      onBlur={() => touch(field)}
    />
  );
  const phone = (field: ContactDetailsFormField, label: string) => (
    <FormField label={label} error={errorOf(field)}>
      {(control) => (
        <PhoneInput
          {...control}
          name={field}
          value={values[field]}
          onValueChange={(value) => update(field, value)}
          onBlur={() => touch(field)}
        />
      )}
    </FormField>
  );
  const problemWithoutField = serverProblem && !serverProblem.field;

  return (
    <form className={page.card} onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className={settings.group}>
        <legend className={settings.legend}>{t('phones')}</legend>
        {phone('landline', t('landline'))}
        {phone('mobile1', t('mobile1'))}
        {phone('mobile2', t('mobile2'))}
      </fieldset>
      <fieldset className={settings.group}>
        <legend className={settings.legend}>{t('mailAndSocial')}</legend>
        {text('email', t('email'), 'email')}
        {text('socialUrl', t('socialUrl'), 'url')}
      </fieldset>
      <fieldset className={settings.group}>
        <legend className={settings.legend}>{t('address')}</legend>
        {text('addressUk', t('addressUk'))}
        {text('addressEn', t('addressEn'))}
        <div className={styles.pair}>
          {text('latitude', t('latitude'))}
          {text('longitude', t('longitude'))}
        </div>
        <p className={page.cardText}>{t('locationHint')}</p>
      </fieldset>
      {problemWithoutField && (
        <InfoMessage
          kind="error"
          title={t('saveFailed')}
          text={errorText(serverProblem.code as Parameters<typeof errorText>[0])}
          onClose={() => setServerProblem(null)}
        />
      )}
      <div>
        <button
          type="submit"
          className="button button--primary"
          disabled={saving}
          aria-busy={saving}
        >
          {t('save')}
        </button>
      </div>
    </form>
  );
}
