import type { BaseDatabaseAdapter, DatabaseAdapterObj, Job, UpdateJobsArgs } from 'payload'

/**
 * Queued jobs (the staff mail) claimed atomically, so two app servers, or the queue's cron and a
 * form post's run in one server, never run one job twice.
 *
 * Payload 3's runner claims jobs in two steps: it finds the runnable ones, then sets `processing`
 * on each by id. Two runners that find the same job both set it, and both run it. This wraps the
 * database adapter's `updateJobs` so that a claim (`processing: true` over a `where`) keeps the
 * first step, Payload's own query with its filters and order, and replaces the second with one
 * conditional statement that takes only the jobs still runnable and returns those it took:
 * `FOR UPDATE SKIP LOCKED` on PostgreSQL (a job another runner is claiming at that instant is left
 * to it), a plain conditional `UPDATE … RETURNING` on SQLite (whose writes are serialised). Every
 * other job update (progress, completion, a retry's wait) goes to Payload's own code.
 */

type Adapter = BaseDatabaseAdapter & {
  execute: (args: { drizzle: unknown; raw: string }) => Promise<unknown>
  drizzle: unknown
}

const JOBS = 'payload-jobs'

/** Payload's runner asking for jobs: `processing: true` on whatever matches a `where`. */
export const isClaim = (args: UpdateJobsArgs): boolean => !args.id && args.data.processing === true && Boolean(args.where)

/** The claim as one statement; it interpolates only integers and a timestamp this module wrote. */
function claimStatement(kind: string, ids: number[], now: string): string {
  const list = ids.map((id) => String(Math.trunc(id))).join(', ')
  const at = `'${now}'`
  if (kind === 'postgres') {
    return `UPDATE "payload_jobs" SET "processing" = true, "updated_at" = ${at}
      WHERE "id" IN (
        SELECT "id" FROM "payload_jobs"
        WHERE "id" IN (${list}) AND "processing" = false AND "completed_at" IS NULL AND "has_error" IS NOT TRUE
          AND ("wait_until" IS NULL OR "wait_until" < ${at})
        FOR UPDATE SKIP LOCKED)
      RETURNING "id"`
  }
  return `UPDATE "payload_jobs" SET "processing" = 1, "updated_at" = ${at}
    WHERE "id" IN (${list}) AND "processing" = 0 AND "completed_at" IS NULL AND ("has_error" IS NULL OR "has_error" = 0)
      AND ("wait_until" IS NULL OR "wait_until" < ${at})
    RETURNING "id"`
}

const rowsOf = (result: unknown): Record<string, unknown>[] => {
  const rows = (result as { rows?: Record<string, unknown>[] } | undefined)?.rows
  return Array.isArray(rows) ? rows : []
}

async function claim(adapter: Adapter, args: UpdateJobsArgs): Promise<Job[]> {
  const found = await adapter.find({
    collection: JOBS,
    where: args.where!,
    sort: args.sort,
    limit: args.limit ?? 0,
    pagination: false,
    req: args.req,
  })
  if (!found.docs.length) return []
  const now = new Date(typeof args.data.updatedAt === 'string' ? args.data.updatedAt : Date.now()).toISOString()
  const ids = found.docs.map((doc) => Number(doc.id))
  const result = await adapter.execute({ drizzle: adapter.drizzle, raw: claimStatement(adapter.name, ids, now) })
  const taken = new Set(rowsOf(result).map((row) => Number(row.id)))
  return found.docs.filter((doc) => taken.has(Number(doc.id))).map((doc) => ({ ...doc, processing: true, updatedAt: now }) as unknown as Job)
}

/** The database adapter with atomic job claims (see above). */
export function withAtomicJobClaims<T extends DatabaseAdapterObj>(result: T): T {
  return {
    ...result,
    init: (initArgs: Parameters<T['init']>[0]) => {
      const adapter = result.init(initArgs) as Adapter
      const updateJobs = adapter.updateJobs.bind(adapter)
      adapter.updateJobs = (args) => (isClaim(args) ? claim(adapter, args) : updateJobs(args))
      return adapter
    },
  }
}
