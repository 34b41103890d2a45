import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** The stack test: the built app on two servers behind nginx, with PostgreSQL, Redis and an S3 server (deploy/stack.ts). */
export default defineConfig({
  root,
  // The test signs form tokens with the app's own code.
  resolve: { alias: [{ find: /^@\//, replacement: `${path.join(root, 'src')}/` }] },
  test: {
    name: 'stack',
    include: ['tests/stack/**/*.stack.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 600_000,
  },
})
