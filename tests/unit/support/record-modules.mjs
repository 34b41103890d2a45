/**
 * Loaded with `node --import` by tests/unit/cms-script.test.ts: records the address of every ES module
 * the process loads, one per line, in the file named by RECORD_MODULES.
 */
import { register } from 'node:module'

const hook = `
import { appendFileSync } from 'node:fs'
export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context)
  if (result.format === 'module' && url.startsWith('file:')) appendFileSync(${JSON.stringify(process.env.RECORD_MODULES)}, url + '\\n')
  return result
}`
register(`data:text/javascript,${encodeURIComponent(hook)}`)
