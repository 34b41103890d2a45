import { propertyIndex } from './property-index'

/** Starts loading the listing index in the background; a failure is left for the first search to retry. */
export function warmListingIndex(): void {
  setTimeout(() => {
    propertyIndex()
      .size()
      .catch(() => undefined)
  }, 0)
}
