import type React from 'react'

/** The page-not-found and generic error views (SPEC §2 Error pages). */
export function ErrorView({ status, title, message, testId, children }: { status: number; title: string; message: React.ReactNode; testId: string; children?: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center" data-testid={testId} data-status={status}>
      <p className="text-6xl font-bold text-brand" dir="ltr">
        {status}
      </p>
      <h1 className="mt-4 text-3xl font-bold">{title}</h1>
      <p className="mt-3 break-words text-gray-600" data-testid="error-message">
        {message}
      </p>
      {children && <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>}
    </section>
  )
}
