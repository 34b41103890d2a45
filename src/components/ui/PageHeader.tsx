import { getTranslations } from 'next-intl/server'
import type React from 'react'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { breadcrumbJsonLd } from '@/server/seo/structured'
import { JsonLd } from '../seo/JsonLd'

type Crumb = { href?: string; label: string }

export async function PageHeader({ locale, title, intro, crumbs = [], children }: { locale: Locale; title: string; intro?: string | null; crumbs?: Crumb[]; children?: React.ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'nav' })
  const trail: Crumb[] = [{ href: '/', label: t('home') }, ...crumbs, { label: title }]
  return (
    <div className="border-b border-gray-200 bg-white">
      {crumbs.length > 0 && <JsonLd data={breadcrumbJsonLd(locale, trail.map((c) => ({ name: c.label, path: c.href })))} />}
      <div className="mx-auto max-w-7xl px-4 py-8">
        <nav aria-label={t('breadcrumb')} className="mb-3 text-sm text-gray-600">
          <ol className="flex flex-wrap items-center gap-1">
            {trail.map((c, i) => (
              <li key={`${c.label}-${i}`} className="flex items-center gap-1">
                {i > 0 && (
                  <span aria-hidden className="inline-block rtl:rotate-180">
                    ›
                  </span>
                )}
                {c.href && i < trail.length - 1 ? (
                  <Link href={c.href} className="hover:text-brand hover:underline">
                    {c.label}
                  </Link>
                ) : (
                  <span aria-current={i === trail.length - 1 ? 'page' : undefined}>{c.label}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h1 className="text-3xl font-bold text-gray-900 md:text-4xl">{title}</h1>
        {intro && <p className="mt-3 max-w-3xl text-lg text-gray-600">{intro}</p>}
        {children}
      </div>
    </div>
  )
}
