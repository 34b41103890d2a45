/**
 * Runs once when the server starts: the listing index begins loading at once, so the first visitor's
 * search does not wait for it (at a million listings the load takes seconds). A database that is
 * not there yet only delays it: the first search tries again.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  try {
    const { warmListingIndex } = await import('./server/listings/warm')
    warmListingIndex()
  } catch (error) {
    console.error('The listing index could not start loading:', error)
  }
}
