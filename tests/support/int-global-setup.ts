import fs from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startPgCluster, type PgCluster } from '../../scripts/lib/pg-cluster'
import { testDbKind } from './test-db'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection string of the throwaway PostgreSQL server; empty on SQLite. */
    pgAdminUrl: string
  }
}

/**
 * Stops the server itself before the helper removes its folder: as root the helper's child is
 * `runuser`, which does not pass the signal on to postgres.
 */
async function stopCluster(cluster: PgCluster): Promise<void> {
  const pidFile = path.join(cluster.dir, 'data', 'postmaster.pid')
  const pid = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]) : NaN
  if (Number.isInteger(pid) && pid > 0) {
    try {
      process.kill(pid, 'SIGINT')
      const deadline = Date.now() + 10_000
      while (fs.existsSync(pidFile) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
    } catch {
      // already gone
    }
  }
  await cluster.stop()
}

/** On PostgreSQL, one throwaway server for the whole run; each test file creates its own database in it. */
export default async function setup(project: TestProject) {
  if (testDbKind() !== 'postgres') {
    project.provide('pgAdminUrl', '')
    return
  }
  const cluster = await startPgCluster('manzil_admin')
  project.provide('pgAdminUrl', cluster.url)
  return () => stopCluster(cluster)
}
