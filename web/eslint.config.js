// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Each feature folder gets its own zone, so a new feature is isolated from the others
// the moment its folder exists.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The admin app is layered the same way: its sections never import each other, and
// `admin/shared` holds what several of them use.
const adminSections = readdirSync(new URL('./src/admin', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);

/** Layering: shared ← features ← app; shared ← admin/shared ← admin sections ← admin. */
const boundaryZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features must not import each other; move shared code to src/shared.',
  })),
  {
    target: './src/features',
    from: ['./src/app', './src/admin'],
    message: 'Features may import only src/shared.',
  },
  {
    target: './src/shared',
    from: ['./src/features', './src/app', './src/admin'],
    message: 'src/shared must not depend on features, the app or the admin app.',
  },
  {
    target: './src/admin',
    from: ['./src/features', './src/app'],
    message: 'The admin app may import only src/shared.',
  },
  ...adminSections.map((section) => ({
    target: `./src/admin/${section}`,
    from: './src/admin',
    except: [`./${section}`, './shared'],
    message: 'Admin sections must not import each other; move shared code to src/admin/shared.',
  })),
  {
    target: './src/admin/shared',
    from: './src/admin',
    except: ['./shared'],
    message: 'src/admin/shared must not depend on the admin sections.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['e2e/**/*.ts', 'scripts/**/*.mjs', '*.config.{ts,js}', 'src/**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Playwright fixtures must destructure their dependencies, even when there are none.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
