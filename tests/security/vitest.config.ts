import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * The security suite: HTTP against the production server on SQLite and on PostgreSQL (two servers
 * sharing Redis), plus the shared store on each engine. Needs a build. Its pure parts live with the
 * unit tests (tests/unit/security).
 */
export default defineConfig({
  root,
  resolve: {
    alias: [
      { find: '@payload-config', replacement: path.join(root, 'src/payload.config.ts') },
      { find: /^@\//, replacement: `${path.join(root, 'src')}/` },
      { find: /^server-only$/, replacement: path.join(root, 'tests/support/server-only.ts') },
    ],
  },
  test: {
    name: 'security',
    include: ['tests/security/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/security/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
})
