import cluster, { type Worker } from 'node:cluster'

/** How long a worker that died unasked waits before it is started again (a crash loop must not spin). */
const RESTART_MS = 1_000

/**
 * Runs `count` copies of this server script as worker processes sharing the port (Node's cluster:
 * the primary hands connections out in turn), one per core, each a whole app process of its own
 * (its listing index, page cache and place in the change feed). A worker that dies is started
 * again; a stop (SIGTERM, SIGINT) is passed to every worker, each drains its requests, and the
 * primary exits when the last one has.
 */
export function superviseWorkers(count: number): void {
  let stopping = false
  const start = (): Worker => {
    const worker = cluster.fork()
    worker.on('exit', (code, signal) => {
      if (stopping) {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
        return
      }
      console.error(`manzil: worker ${worker.process.pid} ended (${signal ?? code}); starting another`)
      setTimeout(start, RESTART_MS)
    })
    return worker
  }
  for (let i = 0; i < count; i++) start()
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopping = true
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
    })
  }
}

/** WEB_CONCURRENCY: how many worker processes serve (default 1: this process serves itself). */
export function workerCount(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.WEB_CONCURRENCY)
  return Number.isInteger(n) && n > 1 ? n : 1
}
