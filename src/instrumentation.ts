/**
 * Runs once when the server starts: the shared store of the rate limits opens, the process follows
 * the change feed, then loads the listing index (so the first visitor's search does not wait for
 * it: at a million listings the load takes seconds), and publishes its readiness for `/readyz`. A
 * database that is not there yet only delays them. The production server is handed the database
 * check it uses to answer a failed page with 503 rather than 500.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  // The store the rate limits count into, shared with the production server's own code (its read limits).
  const { appStore } = await import('./server/api/limits')
  appStore()
  try {
    const [{ publishDatabaseProbe }, { databaseReachable }] = await Promise.all([import('./server/http/page-answers'), import('./server/site')])
    publishDatabaseProbe(databaseReachable)
  } catch (error) {
    console.error('The database check could not be set up:', error)
  }
  try {
    const { startDelivery } = await import('./server/delivery/process')
    startDelivery()
  } catch (error) {
    console.error('The change feed and the listing index could not start:', error)
  }
}
