'use client'

import { useEffect, useState } from 'react'
import { isFatalError, UnhandledAppError } from '@/lib/client/unhandled'

/**
 * Routes a fatal or unhandled error of the page's code (outside rendering, which error boundaries
 * already catch) to the error page: it is re-thrown while rendering, inside the locale's error
 * boundary, which shows the generic error view with its retry button. Rendered by each layout group.
 */
export function UnhandledErrors() {
  const [fatal, setFatal] = useState<UnhandledAppError | null>(null)
  useEffect(() => {
    const onError = (event: ErrorEvent | Event) => {
      const fromElement = event.target !== window && event.target !== null && event.target !== undefined
      const e = event as ErrorEvent
      if (!isFatalError({ error: e.error, message: e.message, fromElement })) return
      console.error(e.error)
      setFatal(new UnhandledAppError(e.error))
    }
    const onRejection = (event: PromiseRejectionEvent) => {
      if (!isFatalError({ error: event.reason })) return
      console.error(event.reason)
      setFatal(new UnhandledAppError(event.reason))
    }
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
  if (fatal) throw fatal
  return null
}
