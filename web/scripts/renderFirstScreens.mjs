// Renders the first screens of the pages that need no data to draw one (src/app/firstScreens)
// into dist/.vite/first-screens.json, after the app's build: the server puts each page's screen
// and their styles into the page it sends (src/http/web_app.rs), so a slow phone paints the
// heading and intro before the app's code has arrived.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const web = new URL('..', import.meta.url).pathname;
// Inside the project, where the built module finds the packages it imports.
const out = mkdtempSync(join(web, 'node_modules/.first-screens-'));
try {
  await build({
    root: web,
    // The bundler's notes on the texts' chunks concern the app's build, not this one.
    logLevel: 'error',
    build: {
      ssr: 'src/app/firstScreens/render.tsx',
      outDir: out,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      // The screens' styles, in one file, as the client build names their classes.
      ssrEmitAssets: true,
      cssCodeSplit: false,
    },
  });
  const files = readdirSync(out, { recursive: true }).map(String);
  const entry = files.find((file) => /(^|\/)render\.m?js$/.test(file));
  if (!entry) throw new Error(`the render entry was not built: ${files.join(', ')}`);
  const css = files
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(join(out, file), 'utf8').trim())
    .join('');
  const { renderFirstScreens } = await import(pathToFileURL(join(out, entry)).href);
  const pages = renderFirstScreens();
  writeFileSync(
    join(web, 'dist/.vite/first-screens.json'),
    JSON.stringify({ css, pages }, null, 1),
  );
  console.log(
    `first screens: ${Object.keys(pages).join(', ')}; styles ${(css.length / 1024).toFixed(1)} kB`,
  );
} finally {
  rmSync(out, { recursive: true, force: true });
}
