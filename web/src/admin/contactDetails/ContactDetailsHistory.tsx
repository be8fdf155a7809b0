import { useTranslation } from 'react-i18next';
import { HistoryPanel } from '@/admin/shared/history/HistoryPanel';
import { VersionFields } from '@/admin/shared/history/VersionFields';
import { displayPhone } from '@/shared/lib/hotelContacts';
import {
  type AdminContactDetails,
  type AdminContactDetailsVersion,
  useGetAdminContactsHistoryQuery,
  useGetAdminContactsVersionQuery,
  useRestoreContactsMutation,
} from './api/contactDetailsApi';
import settings from '@/admin/shared/ui/SettingsPage.module.css';

const FIELDS = [
  'landline',
  'mobilePhones.0',
  'mobilePhones.1',
  'email',
  'address.uk',
  'address.en',
  'socialUrl',
  'location',
] as const;
const EVENTS = ['ContactDetailsSaved', 'ContactDetailsRestored'] as const;

const isField = (field: string): field is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(field);
const isEvent = (event: string): event is (typeof EVENTS)[number] =>
  (EVENTS as readonly string[]).includes(event);

/** Every change of the details, each viewable as it was and restorable. */
export function ContactDetailsHistory({ details }: { details: AdminContactDetails }) {
  const { t } = useTranslation('adminContactDetails');
  const history = useGetAdminContactsHistoryQuery(undefined, { refetchOnMountOrArgChange: true });
  const [restore] = useRestoreContactsMutation();
  return (
    <HistoryPanel
      className={settings.history}
      entries={history.data}
      failed={history.isError}
      onRetry={history.refetch}
      eventText={(event) => (isEvent(event) ? t(`history.events.${event}`) : event)}
      fieldText={(field) => (isField(field) ? t(`history.fields.${field}`) : field)}
      renderVersion={(entry) => <ContactsVersionView version={entry.version} />}
      restoreNote={t('history.restoreNote')}
      onRestore={(version) => restore({ version, current: details.version }).unwrap()}
    />
  );
}

function ContactsVersionView({ version }: { version: number }) {
  const { t } = useTranslation('adminContactDetails');
  return (
    <VersionFields
      query={useGetAdminContactsVersionQuery(version)}
      fields={(data: AdminContactDetailsVersion) => [
        ['landline', t('landline'), displayPhone(data.landline)],
        ['mobilePhones.0', t('mobile1'), displayPhone(data.mobilePhones[0])],
        ['mobilePhones.1', t('mobile2'), displayPhone(data.mobilePhones[1])],
        ['email', t('email'), data.email],
        ['socialUrl', t('socialUrl'), data.socialUrl],
        ['address.uk', t('addressUk'), data.address.uk],
        ['address.en', t('addressEn'), data.address.en],
        ['location', t('location'), `${data.latitude}, ${data.longitude}`],
      ]}
    />
  );
}
