import { importWithReload, reloadOnStalePreload } from '@/shared/lib/staleChunk';
import { fetchStartFiles } from '@/shared/lib/startFiles';
import './shared/styles/tokens.css';
import './shared/styles/global.css';

reloadOnStalePreload();

/**
 * The app's modules run in turns, a task each, and the browser is free between them: run at
 * once they were the longest task of a page load, about a quarter of a second on a slow phone,
 * during which a tap waited. Each turn only runs a module (later turns import what the earlier
 * ones ran, which does not run it again); every turn's files are fetched at once before the
 * first, so the turns add no round trip.
 */
const TURNS = [
  importWithReload(() => import('react-dom/client')),
  importWithReload(() => import('@/shared/i18n')),
  importWithReload(() => import('./app/store')),
  importWithReload(() => import('./app/router')),
];

function nextTask(): Promise<void> {
  return new Promise((resume) => setTimeout(resume, 0));
}

async function start(): Promise<void> {
  fetchStartFiles();
  for (const turn of TURNS) {
    await turn();
    await nextTask();
  }
  const { startApp } = await importWithReload(() => import('./app/start'))();
  await startApp();
}

/**
 * The app's code is fetched and started once the browser has painted what the page brings
 * itself (the header's bar, and the first screen where the server sends one), so a slow phone
 * shows it before it is busy fetching and running modules. A tab opened in the background
 * paints nothing until shown: it starts at once.
 */
function afterFirstPaint(run: () => void): void {
  if (document.visibilityState === 'hidden') run();
  else requestAnimationFrame(() => setTimeout(run, 0));
}

afterFirstPaint(() => void start());
