import fs from 'node:fs'
import path from 'node:path'

/** The first admin of the seeded database; every worker's server has its own copy of the account. */
export const E2E_ADMIN = { email: 'admin@example.test', password: 'browser-tests-password' }

/** What the browser tests' servers sign sessions and form tokens with. */
export const E2E_SECRET = 'browser-tests-secret-0123456789abcdef'

/** Real records of the seeded database, for the routes that take an id or a permalink. */
export type SiteRecords = {
  property: number
  project: number
  blog: number
  career: number
  service: number
  pagePermalink: string
}

const file = (dataDir: string) => path.join(dataDir, 'e2e-fixture.json')

export function writeRecords(dataDir: string, records: SiteRecords): void {
  fs.writeFileSync(file(dataDir), JSON.stringify(records, null, 2))
}

export function readRecords(dataDir: string): SiteRecords {
  return JSON.parse(fs.readFileSync(file(dataDir), 'utf8')) as SiteRecords
}

export const hasRecords = (dataDir: string) => fs.existsSync(file(dataDir))
