import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '@/shared/i18n';
import { contactMessageState } from '@/shared/lib/contactMessage';

/**
 * Opens the contact form with `text` as its message: the contacts page pre-fills its message
 * field from the navigation state `contactMessage`.
 */
export function useBooking(): (text: string) => void {
  const navigate = useNavigate();
  const localizedPath = useLocalizedPath();
  return useCallback(
    (text: string) =>
      void navigate(localizedPath('/contacts'), { state: contactMessageState(text) }),
    [navigate, localizedPath],
  );
}
