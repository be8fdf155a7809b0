import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n, splitLanguagePrefix, toLanguage } from '@/shared/i18n';
import { App } from './App';
import { seedEmbeddedQueries } from './embeddedQueries';
import { createAppRouter } from './router';
import { store } from './store';

/** Renders the app into `#root`, once `main.tsx` has run its modules in turns. */
export function startApp(): void {
  // Apply a /uk or /en prefix before the first render, so the page never flashes another
  // language.
  const { language } = splitLanguagePrefix(window.location.pathname);
  if (language && i18n.resolvedLanguage !== language) void i18n.changeLanguage(language);

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');

  // The first screen's data, when the server sent it with the page, is not fetched again.
  seedEmbeddedQueries(document, store.dispatch, language ?? toLanguage(i18n.resolvedLanguage));
  const router = createAppRouter();

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
