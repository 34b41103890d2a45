import { getTranslations } from 'next-intl/server'
import type React from 'react'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { rowDiffers } from '@/lib/compare'
import { formatDate, formatNumber } from '@/lib/format'
import { recordPath } from '@/lib/ids'
import { instalments, toCents } from '@/lib/instalments'
import type { Project, Property } from '@/payload-types'
import { labelOf } from '@/server/api/labels'
import { MediaImage } from '../ui/MediaImage'
import { CompareRemove } from './CompareClient'
import { nameOf } from './detail'
import { areaTools, PerAreaMoney } from './Area'
import { Money, Price } from './Price'
import { UnitText } from '../ui/UnitText'
import { unitTexts } from '@/lib/area'

type Value = string | number | null | undefined
/** One compared row: what each item shows, and the values that decide whether the row differs. */
/** `label` is a text, or a node when it names a unit of area. */
type Row = { label: React.ReactNode; cells: React.ReactNode[]; keys: Value[] }
type Column = { id: number; title: string; href: string; image: unknown }

const joiner = (locale: Locale) => (locale === 'ar' ? '، ' : ', ')

const dash = <span className="text-gray-400">—</span>

function row<T>(label: React.ReactNode, items: T[], key: (item: T) => Value, show?: (item: T) => React.ReactNode): Row {
  const keys = items.map(key)
  return { label, keys, cells: items.map((item, i) => (keys[i] == null || keys[i] === '' ? dash : show ? show(item) : keys[i])) }
}

async function Table({ locale, kind, caption, columns, rows }: { locale: Locale; kind: 'properties' | 'projects'; caption: string; columns: Column[]; rows: Row[] }) {
  const t = await getTranslations({ locale, namespace: 'compare' })
  return (
    <div className="overflow-x-auto rounded-card border border-gray-200 bg-white">
      <table className="w-full table-fixed border-collapse text-sm" style={{ minWidth: `${7 + columns.length * 12}rem` }} data-testid={`compare-table-${kind}`}>
        <caption className="sr-only">{caption}</caption>
        <colgroup>
          <col className="w-28 sm:w-44" />
          {columns.map((c) => (
            <col key={c.id} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <td className="sticky start-0 z-10 bg-white p-3 align-bottom text-xs text-gray-600">
              <span className="inline-flex items-center gap-2">
                <span aria-hidden className="inline-block size-3 rounded-sm bg-amber-100 ring-1 ring-amber-300" />
                {t('differs')}
              </span>
            </td>
            {columns.map((c) => (
              <th key={c.id} scope="col" className="border-s border-gray-100 p-3 text-start align-top font-normal" data-testid="compare-item" data-id={c.id}>
                <Link href={c.href} className="block">
                  <MediaImage media={c.image} sizes="(min-width: 1024px) 300px, 200px" largest="card" className="aspect-[4/3] w-full rounded-lg object-cover" />
                  <span className="mt-2 line-clamp-2 font-bold text-gray-900 hover:text-brand">{c.title}</span>
                </Link>
                <div className="mt-1">
                  <CompareRemove kind={kind} id={c.id} name={c.title} />
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, index) => {
            const differs = rowDiffers(r.keys)
            return (
              <tr key={index} data-differs={differs || undefined} data-testid="compare-row" className={`border-t border-gray-200 ${differs ? 'bg-amber-50' : ''}`}>
                <th scope="row" className={`sticky start-0 z-10 p-3 text-start font-semibold text-gray-700 ${differs ? 'bg-amber-50' : 'bg-white'}`}>
                  {r.label}
                  {differs && <span className="sr-only"> ({t('differsMark')})</span>}
                </th>
                {r.cells.map((cell, i) => (
                  <td key={i} className="border-s border-gray-100 p-3 align-top text-gray-900">
                    {cell}
                  </td>
                ))}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

export async function ComparePropertiesTable({ locale, items }: { locale: Locale; items: Property[] }) {
  const [t, areas] = await Promise.all([getTranslations({ locale }), areaTools(locale)])
  const f = (key: string) => t(`detail.fact.${key}` as 'detail.fact.area')
  const label = (field: string, v: string | null | undefined) => labelOf('properties', field, v, locale)?.label
  const area = (v: number | null | undefined) => (v == null ? null : <UnitText texts={areas.texts(v)} unit={areas.unit} />)
  const perM2 = (p: Property) => (p.priceOnRequest || p.price == null || !p.currency || !p.area ? null : p.price / p.area)
  const monthly = (p: Property) => (p.priceOnRequest || !p.paymentPlan ? null : instalments(p.price, p.paymentPlan))
  const rows: Row[] = [
    row(f('price'), items, (p) => (p.priceOnRequest || p.price == null ? 'request' : `${p.price} ${p.currency}`), (p) => <Price locale={locale} item={p} className="font-bold" />),
    row(f('reference'), items, (p) => p.reference, (p) => <bdi dir="ltr">{p.reference}</bdi>),
    row(f('purpose'), items, (p) => t(`purpose.${p.purpose}`)),
    row(f('type'), items, (p) => nameOf(p.type)),
    row(f('status'), items, (p) => t(`status.${p.status}`)),
    row(f('city'), items, (p) => nameOf(p.city)),
    row(f('bedrooms'), items, (p) => p.bedrooms, (p) => t('common.bedrooms', { count: p.bedrooms ?? 0 })),
    row(f('bathrooms'), items, (p) => p.bathrooms, (p) => t('common.bathrooms', { count: p.bathrooms ?? 0 })),
    row(f('area'), items, (p) => p.area, (p) => area(p.area)),
    row(f('plotArea'), items, (p) => p.plotArea, (p) => area(p.plotArea)),
    row(
      <UnitText as="span" texts={unitTexts((unit) => t('detail.fact.pricePerArea', { unit }))} unit={areas.unit} />,
      items,
      (p) => (perM2(p) === null ? null : `${Math.round(perM2(p) ?? 0)} ${p.currency}`),
      (p) => <PerAreaMoney locale={locale} perM2={perM2(p) ?? 0} currency={p.currency ?? ''} unit={areas.unit} />,
    ),
    row(f('furnishing'), items, (p) => label('furnishing', p.furnishing)),
    row(f('finishing'), items, (p) => label('finishing', p.finishing)),
    row(f('completion'), items, (p) => label('completion', p.completion)),
    row(f('yearBuilt'), items, (p) => p.yearBuilt, (p) => <bdi>{p.yearBuilt}</bdi>),
    row(f('handover'), items, (p) => (p.handoverDate ? formatDate(locale, p.handoverDate) : null)),
    row(f('paymentPlan'), items, (p) => (monthly(p) ? t('detail.planSummary', { down: formatNumber(locale, p.paymentPlan?.downPaymentPercent ?? 0), years: t('common.years', { count: p.paymentPlan?.years ?? 0 }) }) : null)),
    row(
      f('monthly'),
      items,
      (p) => (monthly(p) ? `${toCents(monthly(p)?.monthly ?? 0)} ${p.currency}` : null),
      (p) => <Money locale={locale} amount={toCents(monthly(p)?.monthly ?? 0)} currency={p.currency} className="font-semibold" />,
    ),
    row(f('amenities'), items, (p) => (p.amenities ?? []).map(nameOf).sort().join(', ') || null, (p) => (p.amenities ?? []).map(nameOf).join(joiner(locale))),
  ]
  const columns = items.map((p) => ({ id: p.id, title: p.title, href: recordPath('/properties', p.id, p.slug), image: p.gallery?.[0] }))
  return <Table locale={locale} kind="properties" caption={t('compare.properties')} columns={columns} rows={rows} />
}

export async function CompareProjectsTable({ locale, items }: { locale: Locale; items: Project[] }) {
  const [t, areas] = await Promise.all([getTranslations({ locale }), areaTools(locale)])
  const f = (key: string) => t(`detail.fact.${key}` as 'detail.fact.area')
  const num = (v: number) => formatNumber(locale, v)
  const span = (values: (number | null | undefined)[]) => {
    const ns = values.filter((v): v is number => typeof v === 'number')
    if (ns.length === 0) return null
    const [lo, hi] = [Math.min(...ns), Math.max(...ns)]
    return lo === hi ? num(lo) : `${num(lo)} – ${num(hi)}`
  }
  const plans = (p: Project) => (p.paymentPlans ?? []).filter((pl) => (pl.years ?? 0) > 0)
  const rows: Row[] = [
    row(f('startingPrice'), items, (p) => (p.startingPrice == null ? null : `${p.startingPrice} ${p.currency}`), (p) => <Money locale={locale} amount={p.startingPrice ?? 0} currency={p.currency} className="font-bold" />),
    row(f('developer'), items, (p) => p.developer?.name),
    row(f('status'), items, (p) => t(`projectStatus.${p.status}`)),
    row(f('progress'), items, (p) => p.progress ?? 0, (p) => <bdi>{t('plans.percent', { value: num(p.progress ?? 0) })}</bdi>),
    row(f('handover'), items, (p) => (p.handoverDate ? formatDate(locale, p.handoverDate) : null)),
    row(f('city'), items, (p) => nameOf(p.city)),
    row(f('units'), items, (p) => p.availableUnits, (p) => <bdi>{num(p.availableUnits ?? 0)}</bdi>),
    row(f('unitTypes'), items, (p) => [...new Set((p.unitTypes ?? []).map((u) => nameOf(u.type)))].join(joiner(locale)) || null),
    row(f('bedrooms'), items, (p) => span((p.unitTypes ?? []).map((u) => u.bedrooms)), (p) => <bdi>{span((p.unitTypes ?? []).map((u) => u.bedrooms))}</bdi>),
    row(
      f('areaRange'),
      items,
      (p) => span((p.unitTypes ?? []).flatMap((u) => [u.areaMin, u.areaMax])),
      (p) => {
        const all = (p.unitTypes ?? []).flatMap((u) => [u.areaMin, u.areaMax]).filter((v): v is number => typeof v === 'number')
        return <UnitText texts={areas.texts(Math.min(...all), Math.max(...all))} unit={areas.unit} />
      },
    ),
    row(
      f('paymentPlan'),
      items,
      (p) => plans(p).map((pl) => `${pl.downPaymentPercent}/${pl.years}`).join(',') || null,
      (p) => (
        <ul className="space-y-0.5">
          {plans(p).map((pl) => (
            <li key={pl.id}>{t('detail.planSummary', { down: formatNumber(locale, pl.downPaymentPercent ?? 0), years: t('common.years', { count: pl.years ?? 0 }) })}</li>
          ))}
        </ul>
      ),
    ),
    row(f('amenities'), items, (p) => (p.amenities ?? []).map(nameOf).sort().join(', ') || null, (p) => (p.amenities ?? []).map(nameOf).join(joiner(locale))),
  ]
  const columns = items.map((p) => ({ id: p.id, title: p.name, href: recordPath('/projects', p.id, p.slug), image: p.gallery?.[0] }))
  return <Table locale={locale} kind="projects" caption={t('compare.projects')} columns={columns} rows={rows} />
}
