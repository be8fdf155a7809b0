import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n, splitLanguagePrefix, toLanguage } from '@/shared/i18n';
import { reloadOnStalePreload } from '@/shared/lib/staleChunk';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { seedEmbeddedQueries } from './app/embeddedQueries';
import { store } from './app/store';
import './shared/styles/tokens.css';
import './shared/styles/global.css';

reloadOnStalePreload();

// Apply a /uk or /en prefix before the first render, so the page never flashes another language.
const { language } = splitLanguagePrefix(window.location.pathname);
if (language && i18n.resolvedLanguage !== language) void i18n.changeLanguage(language);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Evaluating the modules is the longest task of a page load on a phone. What follows (the first
// screen's data into the store, the router matching the address and starting the page's code,
// the first render) runs in a task of its own, so a tap waits for neither for long.
setTimeout(() => {
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
}, 0);
