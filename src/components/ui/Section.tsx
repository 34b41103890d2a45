import type React from 'react'
import { Link } from '@/i18n/navigation'

export function Section({ title, href, linkLabel, children, className }: { title?: string | null; href?: string; linkLabel?: string; children: React.ReactNode; className?: string }) {
  return (
    <section className={`mx-auto max-w-7xl px-4 py-10 ${className ?? ''}`}>
      {(title || href) && (
        <div className="mb-6 flex items-end justify-between gap-4">
          {title && <h2 className="text-2xl font-bold text-gray-900 md:text-3xl">{title}</h2>}
          {href && linkLabel && (
            <Link href={href} className="shrink-0 font-semibold text-brand hover:underline">
              {linkLabel} <span aria-hidden className="inline-block rtl:rotate-180">→</span>
            </Link>
          )}
        </div>
      )}
      {children}
    </section>
  )
}

export function Grid({ children, cols = 3 }: { children: React.ReactNode; cols?: 2 | 3 | 4 }) {
  const c = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' }[cols]
  return <ul className={`grid gap-6 ${c}`}>{children}</ul>
}

export function Empty({ text }: { text: string }) {
  return <p className="rounded-card border border-dashed border-gray-300 bg-white p-10 text-center text-gray-600">{text}</p>
}
