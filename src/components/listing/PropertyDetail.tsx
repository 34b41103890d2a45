import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type React from 'react'
import { notFound } from 'next/navigation'
import type { Locale } from '@/i18n/locales'
import { digitsOnly, formatDate, formatNumber } from '@/lib/format'
import { recordPath } from '@/lib/ids'
import { routeId, type IdParams } from '@/lib/route'
import type { Property } from '@/payload-types'
import { getProperty, listProperties } from '@/server/listings/properties'
import { MediaImage } from '../ui/MediaImage'
import { PageHeader } from '../ui/PageHeader'
import { RichText } from '../ui/RichText'
import { Grid, Section } from '../ui/Section'
import { Price } from './Price'
import { PropertyCard } from './PropertyCard'

const nameOf = (v: unknown) => (v && typeof v === 'object' && 'name' in v ? String((v as { name: unknown }).name ?? '') : '')

async function Facts({ locale, p }: { locale: Locale; p: Property }) {
  const t = await getTranslations({ locale })
  const rows: [string, React.ReactNode][] = [
    [t('common.reference'), <bdi key="ref">{p.reference}</bdi>],
    ['', t(`purpose.${p.purpose}`)],
    ['', t(`status.${p.status}`)],
  ]
  if (p.bedrooms != null) rows.push(['', t('common.bedrooms', { count: p.bedrooms })])
  if (p.bathrooms != null) rows.push(['', t('common.bathrooms', { count: p.bathrooms })])
  if (p.area != null) rows.push(['', <bdi key="area">{t('common.area', { value: formatNumber(locale, p.area) })}</bdi>])
  if (p.handoverDate) rows.push(['', t('common.handover', { date: formatDate(locale, p.handoverDate) })])
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {rows.map(([label, value], i) => (
        <li key={i} className="rounded-card bg-surface p-3">
          {label && <span className="block text-xs text-gray-600">{label}</span>}
          <span className="font-semibold text-gray-900">{value}</span>
        </li>
      ))}
    </ul>
  )
}

/** A property page, shared by /properties/{id} and /property/{id} (canonical: /properties/{id}). */
export function propertyDetailRoute() {
  async function load(params: IdParams) {
    const { locale, id } = await routeId(params)
    const property = await getProperty(locale, id)
    if (!property) notFound()
    return { locale, property }
  }
  async function generateMetadata({ params }: { params: IdParams }): Promise<Metadata> {
    const { property } = await load(params)
    return {
      title: property.seo?.title || property.title,
      description: property.seo?.description ?? undefined,
      alternates: { canonical: recordPath('/properties', property.id, property.slug) },
    }
  }
  async function Page({ params }: { params: IdParams }) {
    const { locale, property: p } = await load(params)
    const t = await getTranslations({ locale })
    const agent = p.agent && typeof p.agent === 'object' ? p.agent : null
    const similar = await listProperties(locale, { purpose: p.purpose, perPage: 4, category: typeof p.category === 'object' && p.category ? p.category.id : undefined })
    const gallery = p.gallery ?? []
    return (
      <>
        <PageHeader
          locale={locale}
          title={p.title}
          intro={[nameOf(p.type), nameOf(p.city), nameOf(p.country)].filter(Boolean).join(' · ')}
          crumbs={[{ href: '/properties', label: t('pages.properties') }]}
        >
          <Price locale={locale} item={p} className="mt-4 block text-3xl font-bold text-brand" />
        </PageHeader>
        <Section>
          <div className="grid gap-8 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <div className="grid gap-3 sm:grid-cols-2">
                {gallery.slice(0, 5).map((img, i) => (
                  <MediaImage
                    key={i}
                    media={img}
                    priority={i === 0}
                    sizes={i === 0 ? '(min-width: 1024px) 800px, 100vw' : '(min-width: 1024px) 400px, 50vw'}
                    largest={i === 0 ? 'hero' : 'card'}
                    className={`w-full rounded-card object-cover ${i === 0 ? 'aspect-[16/10] sm:col-span-2' : 'aspect-[4/3]'}`}
                  />
                ))}
              </div>
              <div className="mt-8">
                <Facts locale={locale} p={p} />
              </div>
              <RichText value={p.description} className="mt-8 text-gray-800" />
              {(p.amenities?.length ?? 0) > 0 && (
                <ul className="mt-8 flex flex-wrap gap-2">
                  {p.amenities?.map((a) => (
                    <li key={typeof a === 'object' ? a.id : a} className="rounded-full bg-surface px-3 py-1 text-sm">
                      {nameOf(a)}
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <aside className="h-fit rounded-card border border-gray-200 p-5">
              {agent ? (
                <>
                  <MediaImage media={agent.photo} sizes="96px" largest="thumb" className="size-20 rounded-full object-cover" />
                  <p className="mt-3 font-semibold">{agent.name}</p>
                  <p className="text-sm text-gray-600">{agent.jobTitle}</p>
                  <div className="mt-4 flex gap-3">
                    {agent.phone && (
                      <a href={`tel:+${digitsOnly(agent.phone)}`} className="flex-1 rounded-lg bg-brand px-4 py-2 text-center font-semibold text-white">
                        {t('common.call')}
                      </a>
                    )}
                    {agent.whatsapp && (
                      <a
                        href={`https://wa.me/${digitsOnly(agent.whatsapp)}?text=${encodeURIComponent(`${p.reference} ${p.title}`)}`}
                        rel="noopener noreferrer"
                        target="_blank"
                        className="flex-1 rounded-lg bg-green-700 px-4 py-2 text-center font-semibold text-white"
                      >
                        {t('common.whatsapp')}
                      </a>
                    )}
                  </div>
                </>
              ) : null}
            </aside>
          </div>
        </Section>
        <Section title={t('home.featuredProperties')}>
          <Grid cols={4}>
            {similar.docs
              .filter((s) => s.id !== p.id)
              .slice(0, 4)
              .map((s) => (
                <PropertyCard key={s.id} locale={locale} property={s} />
              ))}
          </Grid>
        </Section>
      </>
    )
  }
  return { generateMetadata, Page }
}
