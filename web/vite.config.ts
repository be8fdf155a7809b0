import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { ConfigEnv, Plugin, UserConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import { START_SCRIPTS, START_STYLES } from './src/shared/lib/startFiles';

/**
 * The app's build, not the build of its first screens for the server
 * (`scripts/renderFirstScreens.mjs`), which reuses this configuration for the same class names.
 */
function appBuild(_config: UserConfig, { command, isSsrBuild }: ConfigEnv): boolean {
  return command === 'build' && !isSsrBuild;
}

/**
 * The API documentation the server shows at `/api/docs` (Swagger UI) ships with the build, in
 * `dist/api-docs/`: the site's content security policy loads scripts from this server only.
 */
function apiDocsAssets(): Plugin {
  return {
    name: 'api-docs-assets',
    apply: appBuild,
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
 * `main.tsx` runs the app's modules in turns, each a dynamic import, which Vite would fetch only
 * when the turn comes: a round trip each. `index.html` names every turn's files instead, in
 * meta elements. The server preloads them with a page the app draws; a page that brings its
 * first screen gets them from `main.tsx` once that has painted, since preloaded in the head
 * they shared a slow phone's bandwidth with the screen and its stylesheet (decision 0046).
 */
function startTurnsListed(): Plugin {
  return {
    name: 'start-turns-listed',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        if (!bundle) return html;
        const chunks = new Map(
          Object.values(bundle).flatMap((output) =>
            output.type === 'chunk' ? [[output.fileName, output] as const] : [],
          ),
        );
        const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
        if (!entry) return html;
        const files = new Set<string>();
        const pending = [...entry.dynamicImports];
        while (pending.length > 0) {
          const file = pending.pop() as string;
          if (files.has(file) || file === entry.fileName) continue;
          files.add(file);
          pending.push(...(chunks.get(file)?.imports ?? []));
        }
        const scripts = [...files].filter((file) => !html.includes(`/${file}"`));
        // A turn's styles are inserted when it runs: fetched with the scripts.
        const styles = [...files].flatMap((file) => [
          ...(chunks.get(file)?.viteMetadata?.importedCss ?? []),
        ]);
        const meta = (name: string, list: string[]) =>
          `<meta name="${name}" content="${list.map((file) => `/${file}`).join(' ')}">`;
        return html.replace(
          '</head>',
          `${meta(START_SCRIPTS, scripts)}\n${meta(START_STYLES, styles)}\n</head>`,
        );
      },
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
    apply: appBuild,
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
  plugins: [
    react(),
    apiDocsAssets(),
    startTurnsListed(),
    appScriptsAtLowPriority(),
    chunkContents(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // React Router's package names only its development build (remix-run/react-router#14102),
      // which keeps its development warnings in ours; the production build ships beside it.
      {
        find: /^react-router$/,
        replacement: fileURLToPath(
          new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
        ),
      },
    ],
  },
  server: {
    // During `vite dev` the Rust server (if running) answers /api.
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  build: {
    target: 'es2020',
    // The server reads it to preload each page's lazily loaded chunk with the page itself.
    manifest: true,
    rolldownOptions: {
      output: {
        // A chunk per library that \`main.tsx\` runs in a turn of its own; left to itself the
        // bundler mixes them with the app's modules into chunks that run at other turns.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            {
              name: 'i18next',
              test: /node_modules[\\/](i18next|react-i18next|i18next-[^\\/]+)[\\/]/,
            },
            {
              name: 'redux',
              test: /node_modules[\\/](@reduxjs|react-redux|redux|immer|reselect|redux-thunk)[\\/]/,
            },
            { name: 'react-router', test: /node_modules[\\/]react-router[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
