import { useTranslation } from 'react-i18next';
import { toLanguage } from '@/shared/i18n';
import { defaultContacts, type HotelContacts } from '@/shared/lib/hotelContacts';
import { useGetContactsQuery } from './contactsApi';

/**
 * The hotel's live contact details. The server embeds them in every page, so they are there on
 * the first render; until an answer is known (no server data, offline) the built-in ones show.
 */
export function useHotelContacts(): HotelContacts {
  const { i18n } = useTranslation();
  const { data } = useGetContactsQuery(undefined);
  return data ?? defaultContacts(toLanguage(i18n.resolvedLanguage));
}
