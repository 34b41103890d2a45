import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** The API contract suite: HTTP against `next start` on a fresh database. TEST_DB=sqlite (default) or postgres. */
export default defineConfig({
  root,
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${path.join(root, 'src')}/` },
      { find: /^server-only$/, replacement: path.join(root, 'tests/support/server-only.ts') },
    ],
  },
  test: {
    name: 'api',
    include: ['tests/api/**/*.api.test.ts'],
    environment: 'node',
    globalSetup: ['tests/api/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
})
