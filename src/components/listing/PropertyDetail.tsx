import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { dirOf, type Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { formatDate, formatNumber } from '@/lib/format'
import { recordPath } from '@/lib/ids'
import { instalments, toCents } from '@/lib/instalments'
import { routeId, type IdParams } from '@/lib/route'
import type { Property } from '@/payload-types'
import { labelOf } from '@/server/api/labels'
import { getProperty, listProperties } from '@/server/listings/properties'
import { PageHeader } from '../ui/PageHeader'
import { RichText } from '../ui/RichText'
import { Grid, Section } from '../ui/Section'
import { CompareButton } from './CompareButton'
import { FavouriteButton } from './FavouriteButton'
import { EnquiryCard, type EnquiryProps } from './Enquiry'
import {
  Amenities,
  contactFor,
  ContactCard,
  DetailSection,
  Embed,
  FactGrid,
  FloorPlans,
  galleryImages,
  idOf,
  localePath,
  LocationPanel,
  nameOf,
  StickyContactBar,
  type Fact,
} from './detail'
import { Gallery } from './Gallery'
import { AreaIcon, BathIcon, BedIcon, BuildingIcon, CalendarIcon, CheckCircleIcon, HomeIcon, LayersIcon, SofaIcon, TagIcon } from './icons'
import { areaTools, PerAreaMoney } from './Area'
import { Money, Price } from './Price'
import { PermitBox } from './Permit'
import { PriceHistory, ReducedNote } from './PriceHistory'
import { PropertyCard } from './PropertyCard'
import { ShareButton } from './ShareButton'
import { RECORD_BASES } from '@/lib/seo/urls'
import { pageMetadata } from '@/server/seo/metadata'
import { listingDescription, propertyJsonLd } from '@/server/seo/structured'
import { JsonLd } from '../seo/JsonLd'
import { UnitText } from '../ui/UnitText'
import { unitTexts } from '@/lib/area'

async function propertyFacts(locale: Locale, p: Property): Promise<Fact[]> {
  const t = await getTranslations({ locale })
  const label = (field: string, value: string | null | undefined) => labelOf('properties', field, value, locale)?.label
  const areas = await areaTools(locale)
  const area = (v: number, testId: string) => <UnitText texts={areas.texts(v)} unit={areas.unit} testId={testId} />
  const perM2 = !p.priceOnRequest && p.price != null && p.currency && p.area ? p.price / p.area : null
  const perPeriod = p.purpose === 'rent' && p.rentPeriod ? ` ${t(`common.perPeriod.${p.rentPeriod as 'yearly'}`)}` : ''
  const facts: (Fact | null)[] = [
    { icon: <TagIcon />, label: t('detail.fact.reference'), value: <bdi dir="ltr">{p.reference}</bdi>, testId: 'fact-reference' },
    { icon: <HomeIcon />, label: t('detail.fact.type'), value: nameOf(p.type) || '—' },
    { icon: <CheckCircleIcon />, label: t('detail.fact.status'), value: t(`status.${p.status}`) },
    p.bedrooms != null ? { icon: <BedIcon />, label: t('detail.fact.bedrooms'), value: t('common.bedrooms', { count: p.bedrooms }) } : null,
    p.bathrooms != null ? { icon: <BathIcon />, label: t('detail.fact.bathrooms'), value: t('common.bathrooms', { count: p.bathrooms }) } : null,
    p.area != null ? { icon: <AreaIcon />, label: t('detail.fact.area'), value: area(p.area, 'area'), testId: 'fact-area' } : null,
    p.plotArea != null ? { icon: <AreaIcon />, label: t('detail.fact.plotArea'), value: area(p.plotArea, 'plot-area') } : null,
    perM2 !== null && p.currency
      ? {
          icon: <TagIcon />,
          label: <UnitText as="span" texts={unitTexts((unit) => t('detail.fact.pricePerArea', { unit }))} unit={areas.unit} />,
          value: (
            <>
              <PerAreaMoney locale={locale} perM2={perM2} currency={p.currency} unit={areas.unit} />
              {perPeriod && <span className="text-sm font-normal text-gray-600">{perPeriod}</span>}
            </>
          ),
          testId: 'fact-price-per-area',
        }
      : null,
    p.furnishing ? { icon: <SofaIcon />, label: t('detail.fact.furnishing'), value: label('furnishing', p.furnishing) } : null,
    p.finishing ? { icon: <SofaIcon />, label: t('detail.fact.finishing'), value: label('finishing', p.finishing) } : null,
    p.floor != null ? { icon: <LayersIcon />, label: t('detail.fact.floor'), value: p.floor === 0 ? t('detail.ground') : formatNumber(locale, p.floor) } : null,
    p.yearBuilt != null ? { icon: <BuildingIcon />, label: t('detail.fact.yearBuilt'), value: <bdi>{p.yearBuilt}</bdi> } : null,
    p.completion ? { icon: <BuildingIcon />, label: t('detail.fact.completion'), value: label('completion', p.completion) } : null,
    p.handoverDate ? { icon: <CalendarIcon />, label: t('detail.fact.handover'), value: formatDate(locale, p.handoverDate) } : null,
  ]
  return facts.filter((f): f is Fact => f !== null)
}

/** The property's own payment plan, with its monthly instalment in the chosen currency. */
async function PlanBox({ locale, p }: { locale: Locale; p: Property }) {
  const plan = p.paymentPlan
  const result = !p.priceOnRequest && plan ? instalments(p.price, plan) : null
  if (!plan || !result || !p.currency) return null
  const t = await getTranslations({ locale })
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-card border border-brand/20 bg-brand/5 p-4" data-testid="property-plan">
      <div>
        <p className="text-sm font-semibold text-brand">{t('detail.fact.paymentPlan')}</p>
        <p className="text-gray-800">
          {t('detail.planSummary', { down: formatNumber(locale, plan.downPaymentPercent ?? 0), years: t('common.years', { count: plan.years ?? 0 }) })}
          {plan.handoverPercent ? ` · ${t('project.handoverShare', { value: formatNumber(locale, plan.handoverPercent) })}` : ''}
        </p>
      </div>
      <p className="text-end">
        <span className="block text-sm text-gray-600">{t('common.monthly')}</span>
        <Money locale={locale} amount={toCents(result.monthly)} currency={p.currency} className="text-xl font-bold text-gray-900" />
      </p>
    </div>
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
    const { locale, property: p } = await load(params)
    // Canonical: /properties/{id}, for /property/{id} too.
    return pageMetadata({
      locale,
      path: recordPath(RECORD_BASES.properties, p.id, p.slug),
      title: p.seo?.title || p.title,
      description: p.seo?.description || (await listingDescription(locale, p)),
      image: p.seo?.image ?? p.gallery?.[0],
    })
  }
  async function Page({ params }: { params: IdParams }) {
    const { locale, property: p } = await load(params)
    const t = await getTranslations({ locale })
    const path = localePath(locale, recordPath('/properties', p.id, p.slug))
    const typeId = idOf(p.type)
    let similar = (await listProperties(locale, { purpose: p.purpose, type: typeId, exclude: p.id, perPage: 4 })).docs
    if (similar.length === 0) similar = (await listProperties(locale, { purpose: p.purpose, exclude: p.id, perPage: 4 })).docs
    const images = galleryImages(p.gallery)
    const contact = await contactFor(locale, p.agent, p.branch)
    // A Latin reference inside Arabic text keeps its own direction (first strong isolate … pop).
    const reference = dirOf(locale) === 'rtl' ? `\u2068${p.reference}\u2069` : p.reference
    const whatsappMessage = t('detail.whatsappMessage', { title: p.title, reference, url: '{url}' })
    const enquiry: EnquiryProps = { kind: 'property', propertyId: p.id, title: t('detail.lead.title'), defaultMessage: t('detail.lead.messageDefault', { title: p.title, reference }) }
    const place = [...new Set([nameOf(p.city), nameOf(p.state), nameOf(p.country)].filter(Boolean))]
    const project = p.project && typeof p.project === 'object' ? p.project : null
    return (
      // The listing its contact links are for, read by the tap counter (src/lib/client/taps.ts).
      <div className="contents" data-listing={`properties:${p.id}`}>
        <JsonLd data={await propertyJsonLd(locale, p)} />
        <PageHeader
          locale={locale}
          title={p.title}
          intro={[nameOf(p.type), ...place.slice(0, 2)].filter(Boolean).join(' · ')}
          crumbs={[{ href: '/properties', label: t('pages.properties') }]}
        >
          <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
            <div>
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span className="rounded-full bg-brand px-3 py-1 font-semibold text-white">{t(`purpose.${p.purpose}`)}</span>
                {p.luxury && <span className="rounded-full bg-accent px-3 py-1 font-semibold text-white">{t('detail.luxury')}</span>}
                <span className="text-gray-600">
                  {t('detail.fact.reference')} <bdi dir="ltr">{p.reference}</bdi>
                </span>
              </p>
              <Price locale={locale} item={p} className="mt-3 block text-3xl font-bold text-brand" />
              <ReducedNote locale={locale} p={p} />
            </div>
            <div className="flex flex-wrap gap-2" role="group" aria-label={t('detail.actions')}>
              <FavouriteButton kind="properties" id={p.id} name={p.title} />
              <CompareButton kind="properties" id={p.id} name={p.title} />
              <ShareButton title={p.title} />
            </div>
          </div>
        </PageHeader>
        <Section>
          <div className="grid gap-8 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">
              <Gallery images={images} title={p.title} dir={dirOf(locale)} sizes="(min-width: 1280px) 820px, (min-width: 1024px) 66vw, 100vw" />
              <DetailSection id="facts" title={t('detail.facts')}>
                <FactGrid facts={await propertyFacts(locale, p)} />
                <PlanBox locale={locale} p={p} />
                <PermitBox locale={locale} listing={p} />
                {project && (
                  <p className="mt-4 text-sm text-gray-700">
                    {t('detail.fact.project')}:{' '}
                    <Link href={recordPath('/projects', project.id, project.slug)} className="font-semibold text-brand hover:underline">
                      {project.name}
                    </Link>
                  </p>
                )}
              </DetailSection>
              {(p.priceHistory?.length ?? 0) > 0 && (
                <DetailSection id="price-history" title={t('detail.priceHistory.title')}>
                  <PriceHistory locale={locale} p={p} />
                </DetailSection>
              )}
              {p.description ? (
                <DetailSection id="description" title={t('detail.description')}>
                  <RichText value={p.description} className="text-gray-800" />
                </DetailSection>
              ) : null}
              {(p.amenities?.length ?? 0) > 0 && (
                <DetailSection id="amenities" title={t('detail.amenities')}>
                  <Amenities list={p.amenities} />
                </DetailSection>
              )}
              {(p.floorPlans?.length ?? 0) > 0 && (
                <DetailSection id="floor-plans" title={t('detail.floorPlans')}>
                  <FloorPlans plans={p.floorPlans ?? []} />
                </DetailSection>
              )}
              {p.videoUrl && (
                <DetailSection id="video" title={t('detail.video')}>
                  <Embed locale={locale} url={p.videoUrl} kind="video" title={p.title} poster={images[1]?.src ?? images[0]?.src} />
                </DetailSection>
              )}
              {p.virtualTourUrl && (
                <DetailSection id="tour" title={t('detail.virtualTour')}>
                  <Embed locale={locale} url={p.virtualTourUrl} kind="tour" title={p.title} poster={images[2]?.src ?? images[0]?.src} />
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
        {similar.length > 0 && (
          <Section title={t('detail.similar')} className="border-t border-gray-200">
            <Grid cols={4}>
              {similar.map((s) => (
                <PropertyCard key={s.id} locale={locale} property={s} />
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
