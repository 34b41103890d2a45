'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'
import { ErrorView } from '@/components/shell/ErrorView'
import { errorStatus, errorMessage } from '@/lib/client/errors'

/**
 * SPEC §2, §8: an error with status 404 shows the page-not-found view; any other shows the generic
 * view with its message or 'Internal Server Error', status 500 by default. The error is logged.
 */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errors')
  useEffect(() => {
    console.error(error)
  }, [error])
  const status = errorStatus(error)
  if (status === 404) return <ErrorView status={404} title={t('notFoundTitle')} message={t('notFoundText')} testId="not-found" />
  return (
    <ErrorView status={status} title={t('genericTitle')} message={errorMessage(error) ?? t('internal')} testId="error-page">
      <button type="button" onClick={reset} className="rounded-lg bg-brand px-6 py-3 font-semibold text-white">
        {t('retry')}
      </button>
    </ErrorView>
  )
}
