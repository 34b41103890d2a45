import type { TestProject } from 'vitest/node'
import { startPgCluster } from '../../scripts/lib/pg-cluster'
import { testDbKind } from './test-db'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection string of the throwaway PostgreSQL server; empty on SQLite. */
    pgAdminUrl: string
  }
}

/** On PostgreSQL, one throwaway server for the whole run; each test file creates its own database in it. */
export default async function setup(project: TestProject) {
  if (testDbKind() !== 'postgres') {
    project.provide('pgAdminUrl', '')
    return
  }
  const cluster = await startPgCluster('manzil_admin')
  project.provide('pgAdminUrl', cluster.url)
  return () => cluster.stop()
}
