// Lint keeps the boundaries of DESIGN.md §3 and STYLE.md: no feature-to-feature imports in the
// web app, server modules talk to each other only through service files, domain has no I/O,
// the web never imports server code, and there are no import cycles.
import fs from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

const dirs = (path) =>
  fs.existsSync(path) ? fs.readdirSync(path, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : [];

const webFeatures = dirs('apps/web/app/features');
const serverModules = dirs('apps/server/src/modules');

const featureZones = webFeatures.map((feature) => ({
  target: `./apps/web/app/features/${feature}`,
  from: './apps/web/app/features',
  except: [`./${feature}`],
  message: 'A feature must not import another feature; compose them in a route or the layout.',
}));

const moduleZones = serverModules.map((module) => ({
  target: `./apps/server/src/modules/${module}`,
  from: './apps/server/src/modules',
  except: [`./${module}`, ...serverModules.filter((m) => m !== module).map((m) => `./${m}/service.ts`)],
  message: 'A module may use another module only through its service.ts (DESIGN §3).',
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/build/**', 'apps/server/dist/**', 'apps/server/.test-build/**', '**/.react-router/**', 'data/**', 'coverage/**', 'packages/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            ...moduleZones,
            { target: './apps/web/app/shared', from: ['./apps/web/app/features', './apps/web/app/routes', './apps/web/app/layout'], message: 'shared code must not depend on features, routes or layout.' },
            { target: './apps/web/app/features', from: ['./apps/web/app/routes', './apps/web/app/layout'], message: 'features must not depend on routes or layout.' },
            { target: './apps/web', from: './apps/server', message: 'The web never imports server code (DESIGN §3).' },
            { target: './packages', from: './apps', message: 'Packages must not depend on apps.' },
          ],
        },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Read configuration from the parsed Env (apps/server/src/config/env.ts), never process.env.' },
      ],
    },
  },
  {
    // packages/domain is pure: no I/O (DESIGN §3).
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', 'fs', 'http', 'https', 'net', 'pg', '@electric-sql/*', 'drizzle-orm*', '@stavka/db/*'], message: 'packages/domain must not do I/O.' }] },
      ],
    },
  },
  {
    // Build scripts in plain JavaScript run on Node.
    files: ['**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['apps/server/src/main.ts', 'apps/server/src/ops/cli.ts', 'e2e/**', 'bench/**', '**/*.test.ts', '**/*.test.tsx', 'packages/db/scripts/**', '**/*.config.ts', 'apps/server/src/testing/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
