'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errors')
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center" role="alert">
      <p className="text-6xl font-bold text-brand" dir="ltr">500</p>
      <h1 className="mt-4 text-3xl font-bold">{t('genericTitle')}</h1>
      <p className="mt-3 text-gray-600">{t('internal')}</p>
      <button type="button" onClick={reset} className="mt-8 rounded-lg bg-brand px-6 py-3 font-semibold text-white">
        {t('retry')}
      </button>
    </section>
  )
}
