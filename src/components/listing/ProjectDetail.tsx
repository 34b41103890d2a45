import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { asMedia, mediaUrl, MediaImage } from '@/components/ui/MediaImage'
import { dirOf, type Locale } from '@/i18n/locales'
import { formatDate, formatNumber } from '@/lib/format'
import { recordPath } from '@/lib/ids'
import { instalments, toCents } from '@/lib/instalments'
import { routeId, type IdParams } from '@/lib/route'
import type { Project } from '@/payload-types'
import { getProject } from '@/server/listings/projects'
import { listProperties } from '@/server/listings/properties'
import { PageHeader } from '../ui/PageHeader'
import { RichText } from '../ui/RichText'
import { Grid, Section } from '../ui/Section'
import { CompareButton } from './CompareButton'
import { FavouriteButton } from './FavouriteButton'
import { EnquiryCard, type EnquiryProps } from './Enquiry'
import { Amenities, contactFor, ContactCard, DetailSection, Embed, FactGrid, galleryImages, localePath, LocationPanel, nameOf, StickyContactBar, type Fact } from './detail'
import { Gallery } from './Gallery'
import { BuildingIcon, CalendarIcon, CheckCircleIcon, DownloadIcon, HomeIcon, TagIcon } from './icons'
import { InstalmentCalculator, type CalculatorPlan, type CalculatorUnit } from './InstalmentCalculator'
import { PermitBox } from './Permit'
import { Money } from './Price'
import { PropertyCard } from './PropertyCard'
import { ShareButton } from './ShareButton'
import { RECORD_BASES } from '@/lib/seo/urls'
import { pageMetadata } from '@/server/seo/metadata'
import { projectDescription, projectJsonLd } from '@/server/seo/structured'
import { JsonLd } from '../seo/JsonLd'
import { areaTools } from './Area'
import { UnitText } from '../ui/UnitText'

type Plan = NonNullable<Project['paymentPlans']>[number]
const FREQUENCIES = ['monthly', 'quarterly', 'yearly'] as const
const frequencyOf = (f: Plan['frequency']): CalculatorPlan['frequency'] => (FREQUENCIES.includes(f as never) ? (f as CalculatorPlan['frequency']) : 'monthly')


function ProgressBar({ value, label, text }: { value: number; label: string; text: string }) {
  return (
    <div>
      <div className="flex items-baseline justify-between text-sm">
        <span className="font-semibold text-gray-800">{label}</span>
        <bdi className="font-bold text-brand">{text}</bdi>
      </div>
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} className="mt-2 h-2.5 overflow-hidden rounded-full bg-gray-200" data-testid="project-progress">
        <div className="h-full rounded-full bg-brand" style={{ inlineSize: `${value}%` }} />
      </div>
    </div>
  )
}

async function projectFacts(locale: Locale, p: Project): Promise<Fact[]> {
  const t = await getTranslations({ locale })
  const facts: (Fact | null)[] = [
    p.developer?.name ? { icon: <BuildingIcon />, label: t('detail.fact.developer'), value: p.developer.name } : null,
    { icon: <CheckCircleIcon />, label: t('detail.fact.status'), value: t(`projectStatus.${p.status}`) },
    p.launchDate ? { icon: <CalendarIcon />, label: t('detail.fact.launch'), value: formatDate(locale, p.launchDate) } : null,
    p.handoverDate ? { icon: <CalendarIcon />, label: t('detail.fact.handover'), value: formatDate(locale, p.handoverDate), testId: 'project-handover' } : null,
    p.availableUnits != null ? { icon: <HomeIcon />, label: t('detail.fact.units'), value: <bdi>{formatNumber(locale, p.availableUnits)}{p.totalUnits ? ` / ${formatNumber(locale, p.totalUnits)}` : ''}</bdi> } : null,
    nameOf(p.city) ? { icon: <TagIcon />, label: t('detail.fact.city'), value: nameOf(p.city) } : null,
  ]
  return facts.filter((f): f is Fact => f !== null)
}

async function UnitTypes({ locale, p }: { locale: Locale; p: Project }) {
  const units = p.unitTypes ?? []
  if (units.length === 0) return null
  const [t, areas] = await Promise.all([getTranslations({ locale }), areaTools(locale)])
  return (
    <div className="overflow-x-auto rounded-card border border-gray-200">
      <table className="w-full min-w-[36rem] text-start text-sm" data-testid="unit-types">
        <thead className="bg-surface text-gray-700">
          <tr>
            <th scope="col" className="px-4 py-3 text-start font-semibold">{t('project.unitType')}</th>
            <th scope="col" className="px-4 py-3 text-start font-semibold">{t('project.area')}</th>
            <th scope="col" className="px-4 py-3 text-start font-semibold">{t('project.price')}</th>
            <th scope="col" className="px-4 py-3 text-start font-semibold">{t('detail.floorPlan')}</th>
          </tr>
        </thead>
        <tbody>
          {units.map((u) => {
            const plan = asMedia(u.floorPlan)
            const low = u.areaMin ?? u.areaMax
            return (
              <tr key={u.id} className="border-t border-gray-200">
                <th scope="row" className="px-4 py-3 text-start font-semibold text-gray-900">
                  {nameOf(u.type)}
                  {u.bedrooms != null && <span className="block text-xs font-normal text-gray-600">{t('common.bedrooms', { count: u.bedrooms })}</span>}
                </th>
                <td className="whitespace-nowrap px-4 py-3">{low != null && <UnitText texts={areas.texts(low, u.areaMax)} unit={areas.unit} />}</td>
                <td className="whitespace-nowrap px-4 py-3 font-semibold">
                  {u.priceMin != null && <Money locale={locale} amount={u.priceMin} currency={p.currency} />}
                  {u.priceMax != null && u.priceMax !== u.priceMin && (
                    <>
                      {' – '}
                      <Money locale={locale} amount={u.priceMax} currency={p.currency} />
                    </>
                  )}
                </td>
                <td className="px-4 py-3">
                  {plan ? (
                    <a href={mediaUrl(plan.sizes?.hero?.filename ?? plan.filename) ?? undefined} target="_blank" rel="noopener" className="inline-block">
                      <MediaImage media={plan} sizes="96px" largest="thumb" className="h-14 w-20 rounded border border-gray-200 object-contain" alt={`${t('detail.floorPlan')} – ${nameOf(u.type)}`} />
                    </a>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

async function PaymentPlans({ locale, p }: { locale: Locale; p: Project }) {
  const plans = (p.paymentPlans ?? []).filter((pl) => (pl.years ?? 0) > 0)
  if (plans.length === 0) return null
  const t = await getTranslations({ locale })
  const units: CalculatorUnit[] = []
  if (p.startingPrice) units.push({ label: t('project.startingUnit'), price: p.startingPrice })
  for (const u of p.unitTypes ?? []) {
    if (u.priceMin) units.push({ label: [nameOf(u.type), u.bedrooms != null ? t('common.bedrooms', { count: u.bedrooms }) : ''].filter(Boolean).join(' · '), price: u.priceMin })
  }
  const calculatorPlans: CalculatorPlan[] = plans.map((pl, i) => ({
    label: pl.name || t('project.plan', { n: i + 1 }),
    downPaymentPercent: pl.downPaymentPercent ?? 0,
    years: pl.years ?? 0,
    handoverPercent: pl.handoverPercent ?? 0,
    frequency: frequencyOf(pl.frequency),
  }))
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {calculatorPlans.map((pl, i) => {
          const result = instalments(p.startingPrice, pl)
          return (
            <li key={i} className="rounded-card border border-gray-200 bg-white p-5" data-testid="payment-plan">
              <p className="font-bold text-gray-900">{pl.label}</p>
              <p className="mt-2 text-sm text-gray-700">{t('common.downPayment', { value: formatNumber(locale, pl.downPaymentPercent) })}</p>
              <p className="text-sm text-gray-700">
                {t('common.years', { count: pl.years })} · {t(`project.frequency.${pl.frequency}`)}
              </p>
              {pl.handoverPercent > 0 && <p className="text-sm text-gray-700">{t('project.handoverShare', { value: formatNumber(locale, pl.handoverPercent) })}</p>}
              {result && (
                <p className="mt-3 border-t border-gray-200 pt-3 text-sm text-gray-600">
                  {t('common.monthly')}{' '}
                  <span className="text-gray-500">
                    ({t('project.from')} <Money locale={locale} amount={p.startingPrice ?? 0} currency={p.currency} />)
                  </span>
                  <Money locale={locale} amount={toCents(result.monthly)} currency={p.currency} className="mt-1 block text-lg font-bold text-brand" />
                </p>
              )}
            </li>
          )
        })}
      </ul>
      {units.length > 0 && (
        <div className="mt-6">
          <h3 className="text-lg font-bold text-gray-900">{t('project.calculator')}</h3>
          <p className="mb-4 mt-1 text-sm text-gray-600">{t('project.calculatorIntro')}</p>
          <InstalmentCalculator units={units} plans={calculatorPlans} currency={p.currency} />
        </div>
      )}
    </>
  )
}

/** A project page: /projects/{id}. */
export function projectDetailRoute() {
  async function load(params: IdParams) {
    const { locale, id } = await routeId(params)
    const project = await getProject(locale, id)
    if (!project) notFound()
    return { locale, project }
  }
  async function generateMetadata({ params }: { params: IdParams }): Promise<Metadata> {
    const { locale, project: p } = await load(params)
    return pageMetadata({
      locale,
      path: recordPath(RECORD_BASES.projects, p.id, p.slug),
      title: p.seo?.title || p.name,
      description: p.seo?.description || (await projectDescription(locale, p)),
      image: p.seo?.image ?? p.gallery?.[0],
    })
  }
  async function Page({ params }: { params: IdParams }) {
    const { locale, project: p } = await load(params)
    const t = await getTranslations({ locale })
    const path = localePath(locale, recordPath('/projects', p.id, p.slug))
    const units = await listProperties(locale, { project: p.id, perPage: 8 })
    const images = galleryImages(p.gallery)
    const contact = await contactFor(locale, null, null)
    const whatsappMessage = t('detail.projectWhatsappMessage', { title: p.name, url: '{url}' })
    const enquiry: EnquiryProps = { kind: 'project', projectId: p.id, title: t('detail.lead.projectTitle'), defaultMessage: t('detail.lead.projectMessageDefault', { title: p.name }) }
    const place = [...new Set([nameOf(p.city), nameOf(p.state), nameOf(p.country)].filter(Boolean))]
    const progress = Math.min(100, Math.max(0, p.progress ?? 0))
    const brochure = asMedia(p.brochure)
    const brochureUrl = mediaUrl(brochure?.filename)
    return (
      // The listing its contact links are for, read by the tap counter (src/lib/client/taps.ts).
      <div className="contents" data-listing={`projects:${p.id}`}>
        <JsonLd data={await projectJsonLd(locale, p)} />
        <PageHeader locale={locale} title={p.name} intro={[p.developer?.name, ...place.slice(0, 2)].filter(Boolean).join(' · ')} crumbs={[{ href: '/projects', label: t('pages.projects') }]}>
          <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
            <div>
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span className="rounded-full bg-brand px-3 py-1 font-semibold text-white" data-testid="project-status">
                  {t(`projectStatus.${p.status}`)}
                </span>
                {p.handoverDate && <span className="rounded-full bg-surface px-3 py-1">{t('common.handover', { date: formatDate(locale, p.handoverDate) })}</span>}
              </p>
              {p.startingPrice != null && (
                <p className="mt-3 text-gray-600">
                  {t('common.startingFrom')} <Money locale={locale} amount={p.startingPrice} currency={p.currency} className="text-3xl font-bold text-brand" />
                </p>
              )}
            </div>
            <div className="flex flex-wrap gap-2" role="group" aria-label={t('detail.actions')}>
              <FavouriteButton kind="projects" id={p.id} name={p.name} />
              <CompareButton kind="projects" id={p.id} name={p.name} />
              <ShareButton title={p.name} />
            </div>
          </div>
        </PageHeader>
        <Section>
          <div className="grid gap-8 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">
              <Gallery images={images} title={p.name} dir={dirOf(locale)} sizes="(min-width: 1280px) 820px, (min-width: 1024px) 66vw, 100vw" />
              <DetailSection id="facts" title={t('detail.facts')}>
                <div className="mb-5 flex items-center gap-4">
                  {asMedia(p.developer?.logo) && <MediaImage media={p.developer?.logo} sizes="120px" largest="thumb" className="h-12 w-auto max-w-32 object-contain" alt={p.developer?.name ?? ''} />}
                  <div className="flex-1">
                    <ProgressBar value={progress} label={t('project.progressLabel')} text={t('plans.percent', { value: formatNumber(locale, progress) })} />
                  </div>
                </div>
                <FactGrid facts={await projectFacts(locale, p)} />
                <PermitBox locale={locale} listing={p} />
              </DetailSection>
              {p.description ? (
                <DetailSection id="description" title={t('detail.description')}>
                  <RichText value={p.description} className="text-gray-800" />
                </DetailSection>
              ) : null}
              {(p.unitTypes?.length ?? 0) > 0 && (
                <DetailSection id="units" title={t('project.unitTypes')}>
                  <UnitTypes locale={locale} p={p} />
                </DetailSection>
              )}
              {(p.paymentPlans?.length ?? 0) > 0 && (
                <DetailSection id="plans" title={t('project.paymentPlans')}>
                  <PaymentPlans locale={locale} p={p} />
                </DetailSection>
              )}
              {(p.amenities?.length ?? 0) > 0 && (
                <DetailSection id="amenities" title={t('detail.amenities')}>
                  <Amenities list={p.amenities} />
                </DetailSection>
              )}
              {asMedia(p.masterPlan) && (
                <DetailSection id="master-plan" title={t('project.masterPlan')}>
                  <a href={mediaUrl(asMedia(p.masterPlan)?.sizes?.hero?.filename ?? asMedia(p.masterPlan)?.filename) ?? undefined} target="_blank" rel="noopener" className="block overflow-hidden rounded-card border border-gray-200">
                    <MediaImage media={p.masterPlan} sizes="(min-width: 1024px) 820px, 100vw" largest="hero" className="aspect-[16/10] w-full bg-white object-contain" />
                  </a>
                </DetailSection>
              )}
              {brochureUrl && (
                <a href={brochureUrl} download className="mt-6 inline-flex items-center gap-2 rounded-lg border border-brand px-4 py-2 font-semibold text-brand hover:bg-brand hover:text-white" data-testid="brochure">
                  <DownloadIcon size={18} />
                  {t('project.brochure')}
                </a>
              )}
              {p.videoUrl && (
                <DetailSection id="video" title={t('detail.video')}>
                  <Embed locale={locale} url={p.videoUrl} kind="video" title={p.name} poster={images[1]?.src ?? images[0]?.src} />
                </DetailSection>
              )}
              <DetailSection id="location" title={t('detail.location')}>
                <LocationPanel locale={locale} lat={p.latitude} lng={p.longitude} lines={p.address ? [p.address] : place} />
              </DetailSection>
            </div>
            <aside className="space-y-6 lg:sticky lg:top-20 lg:self-start">
              <ContactCard locale={locale} contact={contact} message={whatsappMessage} path={path} />
              <EnquiryCard {...enquiry} />
            </aside>
          </div>
        </Section>
        {units.docs.length > 0 && (
          <Section title={t('project.onSale')} className="border-t border-gray-200">
            <Grid cols={4}>
              {units.docs.map((u) => (
                <PropertyCard key={u.id} locale={locale} property={u} />
              ))}
            </Grid>
          </Section>
        )}
        <StickyContactBar locale={locale} contact={contact} message={whatsappMessage} path={path} enquiry={enquiry} />
      </div>
    )
  }
  return { generateMetadata, Page }
}
