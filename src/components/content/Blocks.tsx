import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { formatNumber } from '@/lib/format'
import { parseSearch, searchHref } from '@/lib/search/state'
import type { Faq, Page } from '@/payload-types'
import { dependsOn } from '@/server/cache'
import { listContent } from '@/server/content'
import { listProjects } from '@/server/listings/projects'
import { projectFacets } from '@/server/listings/facets'
import { listProperties } from '@/server/listings/properties'
import { propertyCards } from '@/server/listings/property-cards'
import { propertyIndex } from '@/server/listings/property-index'
import { quickSearchOptions } from '@/server/listings/quick-search'
import { propertyQueryOf } from '@/server/listings/search'
import { QuickSearch } from '../home/QuickSearch'
import { localePath } from '../listing/detail'
import { ChevronDownIcon } from '../shell/icons'
import { ProjectCard } from '../listing/ProjectCard'
import { PropertyCard } from '../listing/PropertyCard'
import { asMedia, MediaImage } from '../ui/MediaImage'
import { RichText } from '../ui/RichText'
import { Empty, Grid, Section } from '../ui/Section'
import { ArticleCard } from './ArticleCard'

type Block = NonNullable<Page['layout']>[number]
type FigureItem = NonNullable<Extract<Block, { blockType: 'figures' }>['items']>[number]

const idsOf = (values: (number | { id: number })[] | null | undefined): number[] => (values ?? []).map((v) => (typeof v === 'number' ? v : v.id))

/** Figures an editor asked to be counted show today's count; the others show what the editor typed. */
async function countedFigures(items: FigureItem[]): Promise<{ item: FigureItem; value: number | string }[]> {
  const needs = (source: FigureItem['source']) => items.some((i) => i.source === source)
  const [market, projects] = await Promise.all([
    needs('listings') || needs('cities') ? propertyIndex().market() : null,
    needs('projects') ? projectFacets() : null,
  ])
  const counts: Record<NonNullable<FigureItem['source']>, number | undefined> = { listings: market?.total, cities: market?.cities, projects: projects?.total }
  return items.map((item) => ({ item, value: (item.source && counts[item.source]) ?? item.value }))
}

const picked = <T,>(values: (number | T)[] | null | undefined): T[] => (values ?? []).filter((v): v is T => typeof v === 'object' && v !== null)

async function RenderBlock({ block, locale, first }: { block: Block; locale: Locale; first: boolean }) {
  const t = await getTranslations({ locale })
  switch (block.blockType) {
    case 'hero':
      return (
        <section className="relative isolate overflow-hidden bg-brand-ink text-white">
          <MediaImage media={block.image} sizes="100vw" priority={first} className="absolute inset-0 -z-10 size-full object-cover opacity-40" />
          <div className="mx-auto max-w-7xl px-4 py-20 md:py-28">
            <h1 className="max-w-3xl text-4xl font-bold leading-tight md:text-5xl">{block.heading}</h1>
            {block.subheading && <p className="mt-4 max-w-2xl text-lg text-gray-100">{block.subheading}</p>}
            {block.showSearch && <QuickSearch options={await quickSearchOptions(locale)} action={localePath(locale, '/properties')} />}
          </div>
        </section>
      )
    case 'featuredProperties': {
      const chosen = idsOf(block.properties).slice(0, block.limit ?? 6)
      const docs = chosen.length ? await propertyCards(locale, chosen) : (await listProperties(locale, { featured: true, perPage: block.limit ?? 6 })).docs
      if (!docs.length) return null
      return (
        <Section title={block.heading || t('home.featuredProperties')} href="/properties" linkLabel={t('common.viewAll')}>
          {block.intro && <p className="-mt-3 mb-6 text-gray-600">{block.intro}</p>}
          <Grid>{docs.map((p) => <PropertyCard key={p.id} locale={locale} property={p} />)}</Grid>
        </Section>
      )
    }
    case 'featuredProjects': {
      const chosen = idsOf(block.projects).slice(0, block.limit ?? 3)
      const docs = chosen.length ? (await listProjects(locale, { ids: chosen, perPage: chosen.length })).docs : (await listProjects(locale, { featured: true, perPage: block.limit ?? 3 })).docs
      if (!docs.length) return null
      return (
        <Section title={block.heading || t('home.featuredProjects')} href="/projects" linkLabel={t('common.viewAll')}>
          {block.intro && <p className="-mt-3 mb-6 text-gray-600">{block.intro}</p>}
          <Grid>{docs.map((p) => <ProjectCard key={p.id} locale={locale} project={p} />)}</Grid>
        </Section>
      )
    }
    case 'luxuryStrip': {
      const { docs } = await listProperties(locale, { luxury: true, perPage: block.limit ?? 4 })
      return (
        <div className="bg-brand-ink py-4 text-white">
          <Section title={block.heading || t('home.luxury')} href="/luxury-property" linkLabel={t('common.viewAll')} className="[&_h2]:text-white [&_a]:text-amber-200">
            {block.intro && <p className="-mt-3 mb-6 text-gray-200">{block.intro}</p>}
            <Grid cols={4}>{docs.map((p) => <PropertyCard key={p.id} locale={locale} property={p} />)}</Grid>
          </Section>
        </div>
      )
    }
    case 'servicesList': {
      const { docs } = await listContent('services', locale, { perPage: block.limit ?? 6, sort: 'order' })
      return (
        <Section title={block.heading || t('home.services')} href="/services" linkLabel={t('common.viewAll')}>
          {block.intro && <p className="-mt-3 mb-6 text-gray-600">{block.intro}</p>}
          <Grid>
            {docs.map((s) => (
              <li key={s.id} className="rounded-card border border-gray-200 bg-white p-6">
                <Link href={`/services/${s.id}`} className="text-lg font-semibold text-gray-900 hover:text-brand">
                  {s.title}
                </Link>
                {s.summary && <p className="mt-2 text-gray-600">{s.summary}</p>}
              </li>
            ))}
          </Grid>
        </Section>
      )
    }
    case 'latestArticles': {
      const { docs } = await listContent('blogs', locale, { perPage: block.limit ?? 3, sort: '-publishedAt' })
      return (
        <Section title={block.heading || t('home.articles')} href="/blogs" linkLabel={t('common.viewAll')}>
          <Grid>{docs.map((a) => <ArticleCard key={a.id} locale={locale} article={a} />)}</Grid>
        </Section>
      )
    }
    case 'figures': {
      const counted = await countedFigures(block.items ?? [])
      return (
        <Section title={block.heading}>
          <dl className="grid grid-cols-2 gap-4 md:grid-cols-4 md:gap-6" data-testid="figures">
            {counted.map(({ item, value }) => (
              <div key={item.id ?? item.label} className="flex flex-col-reverse rounded-card bg-surface p-5 text-center md:p-6" data-figure={item.source ?? undefined}>
                <dt className="mt-1 text-sm text-gray-600">{item.label}</dt>
                <dd className="text-3xl font-bold text-brand">
                  <bdi dir="ltr">{typeof value === 'number' ? formatNumber(locale, value) : /^\d+$/.test(value) ? formatNumber(locale, Number(value)) : value}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        </Section>
      )
    }
    case 'cta':
      return (
        <Section>
          <div className="rounded-card bg-brand p-8 text-white md:p-12">
            <h2 className="text-2xl font-bold md:text-3xl">{block.heading}</h2>
            {block.intro && <p className="mt-3 max-w-2xl text-gray-100">{block.intro}</p>}
            {block.buttonHref && block.buttonLabel && (
              <Link href={block.buttonHref} className="mt-6 inline-block rounded-lg bg-white px-6 py-3 font-semibold text-brand">
                {block.buttonLabel}
              </Link>
            )}
          </div>
        </Section>
      )
    case 'richText':
      return (
        <Section>
          <RichText value={block.content} className="max-w-3xl text-gray-800" />
        </Section>
      )
    case 'image':
      return (
        <Section>
          <figure>
            <MediaImage media={block.image} sizes="(min-width: 1280px) 1248px, 100vw" className="w-full rounded-card object-cover" />
            {block.caption && <figcaption className="mt-2 text-sm text-gray-600">{block.caption}</figcaption>}
          </figure>
        </Section>
      )
    case 'gallery':
      return (
        <Section title={block.heading}>
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4" data-testid="gallery-block">
            {(block.images ?? []).map((img, i, all) => (
              <li key={i} className={all.length % 2 === 1 && i === 0 ? 'col-span-2 md:col-span-1' : undefined}>
                <figure>
                  <MediaImage
                    media={img}
                    sizes="(min-width: 1280px) 400px, (min-width: 768px) 33vw, 50vw"
                    largest="card"
                    alt={asMedia(img)?.alt || t('blocks.photo', { index: i + 1, count: all.length })}
                    className="aspect-[4/3] w-full rounded-card object-cover"
                  />
                </figure>
              </li>
            ))}
          </ul>
        </Section>
      )
    case 'faqList':
      return (
        <Section title={block.heading}>
          <div className="max-w-3xl space-y-3" data-testid="faq-block">
            {picked<Faq>(block.faqs).map((f) => (
              <details key={f.id} className="group rounded-card border border-gray-200 bg-white open:shadow-sm">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-4 font-semibold [&::-webkit-details-marker]:hidden">
                  {f.question}
                  <ChevronDownIcon className="shrink-0 text-gray-500 transition group-open:rotate-180" />
                </summary>
                <p className="px-4 pb-4 leading-relaxed text-gray-700">{f.answer}</p>
              </details>
            ))}
          </div>
        </Section>
      )
    case 'listingsGrid': {
      const state = parseSearch(new URLSearchParams(block.query ?? ''), 'properties')
      const { docs } = await listProperties(locale, await propertyQueryOf(state, { page: 1, perPage: block.limit ?? 6 }))
      return (
        <Section title={block.heading} href={searchHref('/properties', state, 'properties')} linkLabel={t('common.viewAll')}>
          {docs.length ? <Grid>{docs.map((p) => <PropertyCard key={p.id} locale={locale} property={p} />)}</Grid> : <Empty text={t('common.empty')} />}
        </Section>
      )
    }
    case 'team': {
      const { docs } = await listContent('team-members', locale, { perPage: block.limit ?? 4, sort: 'order' })
      return (
        <Section title={block.heading} href="/our-team" linkLabel={t('common.viewAll')}>
          <ul className="grid grid-cols-2 gap-4 md:gap-6 lg:grid-cols-4">
            {docs.map((m) => (
              <li key={m.id} className="rounded-card border border-gray-200 bg-white p-4 text-center">
                <MediaImage media={m.photo} sizes="(min-width: 768px) 112px, 80px" largest="thumb" className="mx-auto size-20 rounded-full object-cover md:size-28" />
                <p className="mt-3 font-semibold">{m.name}</p>
                <p className="text-sm text-gray-600">{m.jobTitle}</p>
              </li>
            ))}
          </ul>
        </Section>
      )
    }
    default:
      return null
  }
}

/** Renders a CMS page's sections in the editors' order, skipping the hidden ones. */
/** Sections drawn from the listings, read from the in-memory listing index rather than the data cache. */
const FROM_LISTINGS = new Set(['hero', 'featuredProperties', 'featuredProjects', 'luxuryStrip', 'figures', 'listingsGrid'])

export async function Blocks({ blocks, locale }: { blocks: Page['layout']; locale: Locale }) {
  const visible = (blocks ?? []).filter((b) => !b.hidden)
  // A listing published, edited or withdrawn renders the cached page again.
  if (visible.some((b) => FROM_LISTINGS.has(b.blockType))) await dependsOn(['properties', 'projects', 'locations', 'property-types'])
  return (
    <>
      {visible.map((block, i) => (
        <RenderBlock key={block.id ?? i} block={block} locale={locale} first={i === 0} />
      ))}
    </>
  )
}
