import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { BranchList } from '@/components/content/BranchList'
import { LeadForm } from '@/components/forms/LeadForm'
import { PageHeader } from '@/components/ui/PageHeader'
import { Section } from '@/components/ui/Section'
import { digitsOnly } from '@/lib/format'
import { routeLocale, type LocaleParams } from '@/lib/route'
import { getSettings } from '@/server/site'
import { fixedPageMetadata } from '@/server/seo/metadata'

export { renderOnDemand as generateStaticParams } from '@/lib/route'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return fixedPageMetadata({ locale: await routeLocale(params), path: '/contact-us', key: 'contact' })
}

export default async function ContactPage({ params }: { params: LocaleParams }) {
  const locale = await routeLocale(params)
  const [t, common, intro, forms, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'contact' }),
    getTranslations({ locale, namespace: 'forms' }),
    getSettings(locale),
  ])
  const c = settings.contact_info
  const card = 'rounded-card border border-gray-200 bg-white p-6'
  // Numbers and the address read left to right, isolated (bdi) inside a line that keeps the page's alignment.
  return (
    <>
      <PageHeader locale={locale} title={t('contact')} intro={intro('intro')} />
      <Section>
        <ul className="grid gap-4 sm:grid-cols-3">
          {c?.contact_phone && (
            <li className={card}>
              <p className="text-sm text-gray-600">{common('call')}</p>
              <a href={`tel:+${digitsOnly(c.contact_phone)}`} className="mt-1 block text-lg font-semibold text-brand" data-testid="contact-phone">
                <bdi dir="ltr">{c.contact_phone}</bdi>
              </a>
            </li>
          )}
          {c?.contact_whatsapp_number && (
            <li className={card}>
              <p className="text-sm text-gray-600">{common('whatsapp')}</p>
              <a href={`https://wa.me/${digitsOnly(c.contact_whatsapp_number)}`} rel="noopener noreferrer" target="_blank" className="mt-1 block text-lg font-semibold text-brand" data-testid="contact-whatsapp">
                <bdi dir="ltr">{c.contact_whatsapp_number}</bdi>
              </a>
            </li>
          )}
          {c?.contact_email && (
            <li className={card}>
              <p className="text-sm text-gray-600">{common('email')}</p>
              <a href={`mailto:${c.contact_email}`} className="mt-1 block break-all text-lg font-semibold text-brand" data-testid="contact-email">
                <bdi dir="ltr">{c.contact_email}</bdi>
              </a>
            </li>
          )}
        </ul>
      </Section>
      <Section title={forms('lead.title')}>
        <div className="max-w-3xl rounded-card border border-gray-200 bg-white p-5 sm:p-8">
          <LeadForm kind="contact" />
        </div>
      </Section>
      <Section title={t('branches')}>
        <BranchList locale={locale} />
      </Section>
    </>
  )
}
