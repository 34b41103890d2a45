import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { PageHeader } from '@/components/ui/PageHeader'
import { Empty, Section } from '@/components/ui/Section'
import { routeLocale, type LocaleParams } from '@/lib/route'
import type { Faq } from '@/payload-types'
import { listCategories, listContent } from '@/server/content'

export { renderOnDemand as generateStaticParams } from '@/lib/route'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await routeLocale(params)
  return { title: (await getTranslations({ locale, namespace: 'pages' }))('faq') }
}

export default async function FaqPage({ params }: { params: LocaleParams }) {
  const locale = await routeLocale(params)
  const [t, common, categories, { docs }] = await Promise.all([
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'common' }),
    listCategories(locale, '3'),
    listContent('faqs', locale, { perPage: 50, sort: 'order', depth: 0 }),
  ])
  const groups = categories
    .map((c) => ({ id: c.id, name: c.name, items: docs.filter((f: Faq) => f.category === c.id) }))
    .concat([{ id: 0, name: '', items: docs.filter((f: Faq) => !f.category || !categories.some((c) => c.id === f.category)) }])
    .filter((g) => g.items.length)
  return (
    <>
      <PageHeader locale={locale} title={t('faq')} />
      <Section>
        {groups.length ? (
          <div className="mx-auto max-w-3xl space-y-10">
            {groups.map((g) => (
              <section key={g.id} aria-labelledby={g.name ? `faq-${g.id}` : undefined}>
                {g.name && (
                  <h2 id={`faq-${g.id}`} className="mb-4 text-xl font-bold text-gray-900">
                    {g.name}
                  </h2>
                )}
                <div className="space-y-3">
                  {g.items.map((f) => (
                    <details key={f.id} className="rounded-card border border-gray-200 bg-white p-4" data-testid="faq-item">
                      <summary className="cursor-pointer font-semibold text-gray-900">{f.question}</summary>
                      <p className="mt-3 text-gray-700">{f.answer}</p>
                    </details>
                  ))}
                </div>
              </section>
            ))}
          </div>
        ) : (
          <Empty text={common('empty')} />
        )}
      </Section>
    </>
  )
}
