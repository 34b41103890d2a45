import fs from 'node:fs'
import { ConfigError, databaseKind, type Env } from '@/env'
import { dataDir } from '@/lib/paths'

/** The address of a database with its password hidden, for messages. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url)
    if (u.password) u.password = '***'
    return u.toString()
  } catch {
    return 'the configured database'
  }
}

/**
 * Checks, before anything starts, that the database can be reached, so that a wrong DATABASE_URL
 * ends in one line that says what to fix rather than a stack trace.
 */
export async function checkDatabase(env: Env): Promise<void> {
  if (databaseKind(env) === 'sqlite') {
    const dir = dataDir()
    try {
      fs.mkdirSync(dir, { recursive: true })
      fs.accessSync(dir, fs.constants.W_OK)
    } catch {
      throw new ConfigError(`The data folder ${dir} cannot be written: fix its permissions or set DATA_DIR`)
    }
    return
  }
  const url = env.DATABASE_URL ?? ''
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  try {
    await client.connect()
    await client.query('select 1')
  } catch (error) {
    const reason = error instanceof Error ? error.message || (error as NodeJS.ErrnoException).code : String(error)
    throw new ConfigError(`Cannot reach PostgreSQL at ${redactUrl(url)} (${reason}): check DATABASE_URL and that the server is running`)
  } finally {
    await client.end().catch(() => undefined)
  }
}
