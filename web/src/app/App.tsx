import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { baseApi } from '@/shared/api';
import { i18n } from '@/shared/i18n';
import { router } from './router';
import { store } from './store';

/** Server texts (dogs, articles) come in the request's language, so a switch refetches them. */
function useRefetchOnLanguageChange(): void {
  useEffect(() => {
    const reset = () => store.dispatch(baseApi.util.resetApiState());
    i18n.on('languageChanged', reset);
    return () => i18n.off('languageChanged', reset);
  }, []);
}

export function App() {
  useRefetchOnLanguageChange();
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
