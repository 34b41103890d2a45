'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { errorMessage, errorStatus } from '@/lib/client/errors'

// The root layout itself failed: no messages provider, so the two languages' texts are here.
const TEXT = {
  ar: { title: 'حدث خطأ', internal: 'خطأ داخلي في الخادم', notFound: 'الصفحة غير موجودة', retry: 'حاول مرة أخرى' },
  en: { title: 'Something went wrong', internal: 'Internal Server Error', notFound: 'Page Not Found', retry: 'Try again' },
} as const

/** SPEC §8: a fatal error (the root layout itself failed) reaches an error page too, status 500 by default. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error)
  }, [error])
  const locale = /^\/en(\/|$)/.test(usePathname() ?? '') ? 'en' : 'ar'
  const text = TEXT[locale]
  const status = errorStatus(error)
  return (
    <html lang={locale} dir={locale === 'ar' ? 'rtl' : 'ltr'}>
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0, display: 'grid', minHeight: '100vh', placeItems: 'center', textAlign: 'center', color: '#1f2937' }}>
        <main data-testid="global-error">
          <p style={{ fontSize: '3.5rem', fontWeight: 700, color: '#0b2a5b', margin: 0 }} dir="ltr">
            {status}
          </p>
          <h1 style={{ fontSize: '1.75rem', margin: '1rem 0 0.5rem' }}>{status === 404 ? text.notFound : text.title}</h1>
          {status !== 404 && <p style={{ color: '#4b5563' }}>{errorMessage(error) ?? text.internal}</p>}
          <button type="button" onClick={reset} style={{ marginTop: '1.5rem', padding: '0.75rem 1.5rem', borderRadius: 8, border: 0, background: '#0b2a5b', color: '#fff', fontWeight: 600, cursor: 'pointer' }}>
            {text.retry}
          </button>
        </main>
      </body>
    </html>
  )
}
