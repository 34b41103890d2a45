import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const root = path.dirname(fileURLToPath(import.meta.url))

/**
 * Unit tests run alone; component tests render the site's React components in a simulated DOM
 * (happy-dom) with the real messages and a fake clock; integration tests run against a real
 * database, one fresh database per file.
 * TEST_DB=sqlite (default) or TEST_DB=postgres picks the engine for `--project int`.
 */
export default defineConfig({
  resolve: {
    alias: [
      { find: '@payload-config', replacement: path.join(root, 'src/payload.config.ts') },
      { find: /^@\//, replacement: `${path.join(root, 'src')}/` },
      { find: /^server-only$/, replacement: path.join(root, 'tests/support/server-only.ts') },
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'happy-dom',
          // No script or stylesheet is fetched; a test that wants one to fail dispatches its error.
          environmentOptions: { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } } },
          setupFiles: ['tests/component/support/setup.ts'],
          // next-intl's navigation imports `next/navigation` without an extension: resolved by Vite, not Node.
          server: { deps: { inline: ['next-intl'] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.test.ts'],
          environment: 'node',
          pool: 'forks',
          isolate: true,
          globalSetup: ['tests/support/int-global-setup.ts'],
          setupFiles: ['tests/support/int-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
