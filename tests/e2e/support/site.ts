import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** Where the browser tests' server listens and keeps its data; the config, the server and the tests agree on these. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100)
export const e2eBaseURL = `http://localhost:${e2ePort}`
export const e2eDataDir = path.join(os.tmpdir(), `manzil-e2e-${e2ePort}`)
const fixtureFile = path.join(e2eDataDir, 'e2e-fixture.json')
/** Where the test SMTP server the app sends its staff mail to keeps what it receives. */
export const smtpSinkDir = path.join(e2eDataDir, 'smtp-sink')

/** Real records of the seeded database, for the routes that take an id or a permalink. */
export type SiteFixture = {
  property: number
  project: number
  blog: number
  career: number
  service: number
  pagePermalink: string
}

export function writeFixture(fixture: SiteFixture): void {
  fs.writeFileSync(fixtureFile, JSON.stringify(fixture, null, 2))
}

export function readFixture(): SiteFixture {
  return JSON.parse(fs.readFileSync(fixtureFile, 'utf8')) as SiteFixture
}
