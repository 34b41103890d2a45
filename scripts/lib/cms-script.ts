import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * Node's flags for a process that loads the CMS outside Next.js: the seeds, the test fixtures, the
 * migrations.
 *
 * Lexical, the rich-text editor, ships a Node-only entry for each of its packages that picks the
 * development or production build with a top-level `await import()`. The CMS loads a dozen of them,
 * and they import one another. On Node 20 that graph of top-level awaits can stop in the middle of
 * loading when the machine is busy: the process then ends with code 13 ("unsettled top-level
 * await") and prints nothing, or it hangs forever if a timer keeps it alive. Naming the build by its
 * export condition resolves each Lexical package straight to that build. The CMS then loads without
 * a single module waiting at its top level, so the stop cannot happen. Next.js bundles the app
 * with these conditions already.
 */
export function cmsNodeFlags(env: NodeJS.ProcessEnv = process.env): string[] {
  return [`--conditions=${env.NODE_ENV === 'production' ? 'production' : 'development'}`]
}

/** The command and arguments that run a TypeScript script which loads the CMS: tsx with the app's aliases and the flags above. */
export function cmsScript(script: string, args: string[] = [], env: NodeJS.ProcessEnv = process.env): [string, string[]] {
  // tsx reads its own options first; the ones after them go to Node.
  return [path.join(root, 'node_modules/.bin/tsx'), ['--tsconfig', path.join(root, 'tsconfig.json'), ...cmsNodeFlags(env), script, ...args]]
}
