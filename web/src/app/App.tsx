import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { LOCALIZED_TAG, baseApi } from '@/shared/api';
import { i18n } from '@/shared/i18n';
import type { AppRouter } from './router';
import { store } from './store';

/** Server texts (dogs, articles) come in the request's language, so a switch refetches them. */
function useRefetchOnLanguageChange(): void {
  useEffect(() => {
    const refetch = () => store.dispatch(baseApi.util.invalidateTags([LOCALIZED_TAG]));
    i18n.on('languageChanged', refetch);
    return () => i18n.off('languageChanged', refetch);
  }, []);
}

export function App({ router }: { router: AppRouter }) {
  useRefetchOnLanguageChange();
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
