import { useTranslation } from 'react-i18next';
import { HistoryPanel } from '@/admin/shared/history/HistoryPanel';
import { type VersionField, VersionFields } from '@/admin/shared/history/VersionFields';
import {
  type AdminCapacity,
  type AdminCapacityVersion,
  PLACE_KINDS,
  useGetAdminCapacityHistoryQuery,
  useGetAdminCapacityVersionQuery,
  useRestoreCapacityMutation,
} from './api/staysApi';
import settings from '@/admin/shared/ui/SettingsPage.module.css';

const FIELDS = [
  'places.dogSmall',
  'places.dogMedium',
  'places.dogBig',
  'places.cat',
  'closed',
] as const;
const EVENTS = ['CapacityCreated', 'CapacityEdited', 'CapacityRestored'] as const;

const isField = (field: string): field is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(field);
const isEvent = (event: string): event is (typeof EVENTS)[number] =>
  (EVENTS as readonly string[]).includes(event);

/** Every change of the places and closed dates, each viewable as it was and restorable. */
export function CapacityHistory({ capacity }: { capacity: AdminCapacity }) {
  const { t } = useTranslation('adminStays');
  const history = useGetAdminCapacityHistoryQuery(undefined, { refetchOnMountOrArgChange: true });
  const [restore] = useRestoreCapacityMutation();
  return (
    <HistoryPanel
      className={settings.history}
      entries={history.data}
      failed={history.isError}
      onRetry={history.refetch}
      eventText={(event) => (isEvent(event) ? t(`history.events.${event}`) : event)}
      fieldText={(field) => (isField(field) ? t(`history.fields.${field}`) : field)}
      renderVersion={(entry) => <CapacityVersionView version={entry.version} />}
      restoreNote={t('history.restoreNote')}
      onRestore={(version) => restore({ version, current: capacity.version }).unwrap()}
    />
  );
}

function CapacityVersionView({ version }: { version: number }) {
  const { t } = useTranslation('adminStays');
  return (
    <VersionFields
      query={useGetAdminCapacityVersionQuery(version)}
      fields={(data: AdminCapacityVersion) => [
        ...PLACE_KINDS.map((kind): VersionField => [
          `places.${kind}`,
          t(`kinds.${kind}`),
          String(data.places[kind]),
        ]),
        [
          'closed',
          t('closed'),
          data.closed.length === 0
            ? t('noClosed')
            : data.closed
                .map(({ from, to, note }) => `${from} – ${to}${note ? ` (${note})` : ''}`)
                .join('; '),
        ],
      ]}
    />
  );
}
