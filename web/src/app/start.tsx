import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n, splitLanguagePrefix, toLanguage } from '@/shared/i18n';
import { App } from './App';
import { seedEmbeddedQueries } from './embeddedQueries';
import { type AppRouter, createAppRouter } from './router';
import { store } from './store';

/**
 * Resolves once the router has matched the address and run the page's lazily loaded code,
 * which declares the page's own API calls.
 */
function pageLoaded(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Renders the app into `#root`, once `main.tsx` has run its modules in turns. */
export async function startApp(): Promise<void> {
  // Apply a /uk or /en prefix before the first render, so the page never flashes another
  // language.
  const { language } = splitLanguagePrefix(window.location.pathname);
  if (language && i18n.resolvedLanguage !== language) void i18n.changeLanguage(language);

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');

  const router = createAppRouter();
  // The first screen's data, when the server sent it with the page, is not fetched again. The
  // API keeps only answers to calls it knows, and a page's own calls (the price list's, say)
  // are declared by its lazily loaded code: the data goes in once that has run.
  await pageLoaded(router);
  seedEmbeddedQueries(document, store.dispatch, language ?? toLanguage(i18n.resolvedLanguage));

  // A transition lets React render the first page in slices, yielding to the browser between
  // them, instead of one long task that keeps a phone from answering a tap.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}
