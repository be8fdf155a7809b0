import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * The API documentation the server shows at `/api/docs` (Swagger UI) ships with the build, in
 * `dist/api-docs/`: the site's content security policy loads scripts from this server only.
 */
function apiDocsAssets(): Plugin {
  return {
    name: 'api-docs-assets',
    apply: 'build',
    generateBundle() {
      for (const file of ['swagger-ui-bundle.js', 'swagger-ui.css']) {
        const source = readFileSync(
          fileURLToPath(new URL(`./node_modules/swagger-ui-dist/${file}`, import.meta.url)),
        );
        this.emitFile({ type: 'asset', fileName: `api-docs/${file}`, source });
      }
    },
  };
}

/**
 * The app's own scripts are fetched at low priority. They do not block the first paint, which
 * `index.html` draws itself (the header bar) with the stylesheet alone, but at the default high
 * priority a phone on a slow connection downloads them beside the stylesheet and the first
 * screen's pictures, and paints later. A page's lazily loaded code, which the server preloads
 * for it, keeps its priority: the page waits for it.
 */
function appScriptsAtLowPriority(): Plugin {
  return {
    name: 'app-scripts-at-low-priority',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload") crossorigin/g,
          '<$1 fetchpriority="low" crossorigin',
        ),
    },
  };
}

/**
 * Which of the app's source modules each built chunk holds, in `dist/.vite/chunks.json`: the
 * budget check (`scripts/checkBudget.mjs`) reads it to keep the admin sections and the rich
 * text editor out of the admin shell.
 */
function chunkContents(): Plugin {
  const root = fileURLToPath(new URL('./', import.meta.url));
  return {
    name: 'chunk-contents',
    apply: 'build',
    generateBundle(_options, bundle) {
      const contents = Object.fromEntries(
        Object.values(bundle)
          .filter((output) => output.type === 'chunk')
          .map((chunk) => [
            chunk.fileName,
            chunk.moduleIds
              .filter((id) => id.startsWith(`${root}src/`))
              .map((id) => id.slice(root.length)),
          ]),
      );
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunks.json',
        source: JSON.stringify(contents, null, 2),
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), apiDocsAssets(), appScriptsAtLowPriority(), chunkContents()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    // During `vite dev` the Rust server (if running) answers /api.
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  build: {
    target: 'es2020',
    // The server reads it to preload each page's lazily loaded chunk with the page itself.
    manifest: true,
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
