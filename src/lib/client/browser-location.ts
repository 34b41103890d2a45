import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange)
  return () => window.removeEventListener('popstate', onChange)
}

/**
 * A value read from the browser (the query string, the stored currency…), with what the server
 * renders until hydration. It is read again on every render, so a client-side navigation that
 * re-renders the component sees the new value.
 */
export function useBrowserValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(subscribe, read, () => onServer)
}
