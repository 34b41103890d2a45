/**
 * The nginx site of deploy/manzil.nginx.conf with its addresses filled in.
 *
 *   npx tsx deploy/nginx.ts --app 10.0.0.11:3000 --app 10.0.0.12:3000 [--listen 80] [--cache-dir /var/cache/nginx/manzil]
 *
 * prints the file for /etc/nginx/conf.d/; deploy/stack.ts renders the same file for its local stack.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export type SiteOptions = {
  /** `host:port` of each app server. */
  apps: string[]
  /** What nginx listens on: a port, or `address:port`. */
  listen: string
  /** Where nginx keeps the cached responses (a folder nginx's workers can write). */
  cacheDir: string
  /** How long a server that failed is left alone before it is tried again. */
  failTimeout?: string
}

const here = path.dirname(fileURLToPath(import.meta.url))
export const SITE_TEMPLATE = path.join(here, 'manzil.nginx.conf')

const ADDRESS = /^[A-Za-z0-9.:[\]-]+:\d{1,5}$/

export function siteConfig(o: SiteOptions): string {
  if (!o.apps.length) throw new Error('at least one app server (--app host:port) is needed')
  for (const a of [...o.apps, o.listen]) {
    if (!ADDRESS.test(a) && !/^\d{1,5}$/.test(a)) throw new Error(`not an address: ${a} (host:port)`)
  }
  if (/[\s;{}]/.test(o.cacheDir)) throw new Error(`the cache folder must be a plain path: ${o.cacheDir}`)
  const servers = o.apps.map((a) => `    server ${a} max_fails=1 fail_timeout=${o.failTimeout ?? '5s'};`).join('\n')
  return fs
    .readFileSync(SITE_TEMPLATE, 'utf8')
    .replace('@SERVERS@', servers)
    .replace('@LISTEN@', o.listen)
    .replace('@CACHE_DIR@', o.cacheDir)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const values = (name: string) => args.flatMap((a, i) => (a === name && args[i + 1] ? [args[i + 1]!] : []))
  try {
    process.stdout.write(
      siteConfig({
        apps: values('--app'),
        listen: values('--listen')[0] ?? '80',
        cacheDir: values('--cache-dir')[0] ?? '/var/cache/nginx/manzil',
      }),
    )
  } catch (error) {
    console.error(`deploy/nginx.ts: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(2)
  }
}
