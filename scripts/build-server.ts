/**
 * Bundles the production server (scripts/serve.ts and the few app modules it imports) into one
 * plain JavaScript file beside the build, `.next/serve.mjs`, which Node runs as it is.
 *
 * Why not run scripts/serve.ts through tsx: a TypeScript loader stays registered for the whole life
 * of the process, and Next.js imports its cache handler again on every request; each such import
 * is a round trip to the loader's thread. Measured with bench/render-cost.ts on the demo data:
 * 11.0 → 8.3 CPU ms for a cached page, 57 → 46 for a search page render (bench/RESULTS.md).
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

await build({
  entryPoints: [path.join(root, 'scripts/serve.ts')],
  outfile: path.join(root, '.next/serve.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // next, on-headers and the rest come from node_modules at run time, as the app's own build does.
  packages: 'external',
  logLevel: 'warning',
})
