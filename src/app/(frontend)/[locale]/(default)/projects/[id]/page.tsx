import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { PropertyCard } from '@/components/listing/PropertyCard'
import { MediaImage } from '@/components/ui/MediaImage'
import { PageHeader } from '@/components/ui/PageHeader'
import { RichText } from '@/components/ui/RichText'
import { Grid, Section } from '@/components/ui/Section'
import { formatDate, formatMoney, formatNumber } from '@/lib/format'
import { routeId, type IdParams } from '@/lib/route'
import { getProject } from '@/server/listings/projects'
import { listProperties } from '@/server/listings/properties'

export { renderOnDemand as generateStaticParams } from '@/lib/route'

async function load(params: IdParams) {
  const { locale, id } = await routeId(params)
  const project = await getProject(locale, id)
  if (!project) notFound()
  return { locale, project }
}

export async function generateMetadata({ params }: { params: IdParams }): Promise<Metadata> {
  const { project } = await load(params)
  return { title: project.seo?.title || project.name, description: project.seo?.description ?? undefined }
}

export default async function ProjectPage({ params }: { params: IdParams }) {
  const { locale, project: p } = await load(params)
  const t = await getTranslations({ locale })
  const units = await listProperties(locale, { project: p.id, perPage: 8 })
  const nameOf = (v: unknown) => (v && typeof v === 'object' && 'name' in v ? String((v as { name: unknown }).name ?? '') : '')
  return (
    <>
      <PageHeader locale={locale} title={p.name} intro={[p.developer?.name, nameOf(p.city)].filter(Boolean).join(' · ')} crumbs={[{ href: '/projects', label: t('pages.projects') }]}>
        <div className="mt-4 flex flex-wrap gap-3 text-sm">
          <span className="rounded-full bg-brand px-3 py-1 font-semibold text-white">{t(`projectStatus.${p.status}`)}</span>
          <span className="rounded-full bg-surface px-3 py-1">{t('common.progress', { value: p.progress ?? 0 })}</span>
          {p.handoverDate && <span className="rounded-full bg-surface px-3 py-1">{t('common.handover', { date: formatDate(locale, p.handoverDate) })}</span>}
          {p.availableUnits != null && <span className="rounded-full bg-surface px-3 py-1">{t('common.units', { count: p.availableUnits })}</span>}
        </div>
      </PageHeader>
      <Section>
        <div className="grid gap-3 sm:grid-cols-3">
          {(p.gallery ?? []).slice(0, 4).map((img, i) => (
            <MediaImage key={i} media={img} priority={i === 0} sizes={i === 0 ? '100vw' : '33vw'} largest={i === 0 ? 'hero' : 'card'} className={`w-full rounded-card object-cover ${i === 0 ? 'aspect-[16/7] sm:col-span-3' : 'aspect-[4/3]'}`} />
          ))}
        </div>
        <RichText value={p.description} className="mt-8 max-w-3xl text-gray-800" />
        {(p.unitTypes?.length ?? 0) > 0 && (
          <div className="mt-8 overflow-x-auto">
            <table className="w-full min-w-[32rem] text-start text-sm">
              <tbody>
                {p.unitTypes?.map((u) => (
                  <tr key={u.id} className="border-b border-gray-200">
                    <th scope="row" className="py-3 text-start font-semibold">
                      {nameOf(u.type)} {u.bedrooms != null && `· ${t('common.bedrooms', { count: u.bedrooms })}`}
                    </th>
                    <td className="py-3">
                      {u.areaMin != null && (
                        <bdi>
                          {formatNumber(locale, u.areaMin)}–{t('common.area', { value: formatNumber(locale, u.areaMax ?? u.areaMin) })}
                        </bdi>
                      )}
                    </td>
                    <td className="py-3 font-semibold">{u.priceMin != null && <bdi>{formatMoney(locale, u.priceMin, p.currency)}</bdi>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {(p.paymentPlans?.length ?? 0) > 0 && (
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {p.paymentPlans?.map((plan) => (
              <li key={plan.id} className="rounded-card border border-gray-200 p-5">
                <p className="font-semibold">{plan.name}</p>
                <p className="mt-2 text-sm text-gray-700">
                  {t('common.downPayment', { value: plan.downPaymentPercent ?? 0 })} · {t('common.years', { count: plan.years ?? 0 })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Section>
      {units.docs.length > 0 && (
        <Section title={t('pages.properties')}>
          <Grid cols={4}>{units.docs.map((u) => <PropertyCard key={u.id} locale={locale} property={u} />)}</Grid>
        </Section>
      )}
    </>
  )
}
