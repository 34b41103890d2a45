import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { cookies } from 'next/headers'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { CURRENCY_COOKIE } from '@/lib/client/currency'
import { formatNumber } from '@/lib/format'
import { recordPath } from '@/lib/ids'
import { monthlyInstalment, toCents } from '@/lib/instalments'
import { routeLocale, type LocaleParams, type SearchParams } from '@/lib/route'
import type { Project, Property } from '@/payload-types'
import { displayCurrency, toBase, type DisplayCurrency } from '@/server/currency'
import { listPlanProjects, listPlanProperties, planSorts, type PlanQuery, type PlanRow, type PlanSort } from '@/server/listings/plans'
import { MediaImage } from '../ui/MediaImage'
import { PageHeader } from '../ui/PageHeader'
import { Pagination } from '../ui/Pagination'
import { Empty, Section } from '../ui/Section'
import { CompareButton } from './CompareButton'
import { FavouriteButton } from './FavouriteButton'
import { nameOf } from './detail'
import { Money, Price } from './Price'
import { fixedPageMetadata } from '@/server/seo/metadata'

const DOWN_OPTIONS = [5, 10, 20, 30, 50]
const YEAR_OPTIONS = [1, 2, 3, 5, 7, 10]

type Params = Record<string, string | string[] | undefined>
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() || undefined
const positive = (v: string | undefined, max: number) => {
  const n = Number(v)
  return v !== undefined && Number.isFinite(n) && n >= 0 && n <= max ? n : undefined
}

/** The page's state from its address: what to show, the filters, the sort, the page and the currency of the monthly bound. */
export function readPlanParams(params: Params) {
  const kind: PlanQuery['kind'] = one(params.kind) === 'projects' ? 'projects' : 'properties'
  const sortParam = one(params.sort)
  const sort: PlanSort = planSorts.includes(sortParam as PlanSort) ? (sortParam as PlanSort) : 'monthly'
  const page = Number(one(params.page))
  return {
    kind,
    sort,
    maxDown: positive(one(params.max_down), 100),
    minYears: positive(one(params.min_years), 30),
    maxMonthly: positive(one(params.max_monthly), 1e10),
    currency: one(params.currency)?.toUpperCase(),
    page: Number.isInteger(page) && page > 0 && page < 100000 ? page : 1,
  }
}

async function currencyFor(asked: string | undefined): Promise<DisplayCurrency> {
  const chosen = asked ?? (await cookies()).get(CURRENCY_COOKIE)?.value
  try {
    return await displayCurrency(chosen)
  } catch {
    return displayCurrency()
  }
}

async function PlanCard<T extends Property | Project>({ locale, kind, row }: { locale: Locale; kind: 'properties' | 'projects'; row: PlanRow<T> }) {
  const t = await getTranslations({ locale })
  const doc = row.doc
  const isProperty = kind === 'properties'
  const title = isProperty ? (doc as Property).title : (doc as Project).name
  const price = isProperty ? (doc as Property).price : (doc as Project).startingPrice
  const currency = doc.currency
  const monthly = monthlyInstalment(price, row.plan)
  const href = recordPath(`/${kind}`, doc.id, doc.slug)
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-card border border-gray-200 bg-white shadow-sm transition hover:shadow-md" data-testid="plan-card" data-kind={kind} data-id={doc.id}>
      <Link href={href} className="block">
        <div className="relative aspect-[4/3] overflow-hidden bg-surface">
          <MediaImage media={doc.gallery?.[0]} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" largest="card" className="size-full object-cover transition duration-300 group-hover:scale-105" />
        </div>
        <div className="p-4">
          {isProperty ? (
            <Price locale={locale} item={doc as Property} className="text-lg font-bold text-gray-900" />
          ) : (
            <p className="text-sm text-gray-600">
              {t('common.startingFrom')} <Money locale={locale} amount={price ?? 0} currency={currency} className="text-lg font-bold text-gray-900" />
            </p>
          )}
          {/* The cards sit right under the page's h1. */}
          <h2 className="mt-1 line-clamp-1 font-semibold text-gray-800">{title}</h2>
          <p className="mt-1 line-clamp-1 text-sm text-gray-600">{[isProperty ? nameOf((doc as Property).type) : (doc as Project).developer?.name, nameOf(doc.city)].filter(Boolean).join(' · ')}</p>
        </div>
      </Link>
      <dl className="mt-auto grid grid-cols-3 gap-2 border-t border-gray-200 bg-surface p-4 text-center">
        <div>
          <dt className="text-xs text-gray-600">{t('plans.downPayment')}</dt>
          <dd className="font-semibold text-gray-900" data-testid="plan-down">
            <bdi>{t('plans.percent', { value: formatNumber(locale, row.plan.downPaymentPercent) })}</bdi>
          </dd>
        </div>
        <div>
          <dt className="text-xs text-gray-600">{t('plans.years')}</dt>
          <dd className="font-semibold text-gray-900" data-testid="plan-years" data-years={row.plan.years}>
            {t('common.years', { count: row.plan.years })}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-gray-600">{t('plans.monthly')}</dt>
          <dd className="font-bold text-brand">{monthly !== null && <Money locale={locale} amount={toCents(monthly)} currency={currency} />}</dd>
        </div>
      </dl>
      <CompareButton kind={kind} id={doc.id} name={title} compact className="absolute end-3 top-3" />
      <FavouriteButton kind={kind} id={doc.id} name={title} compact className="absolute end-3 top-14" />
    </li>
  )
}

/** The parameters of a state that differ from the defaults, in one fixed order: its links and its canonical address. */
function planQuery(s: ReturnType<typeof readPlanParams>): Record<string, string> {
  const out: Record<string, string> = {}
  if (s.kind !== 'properties') out.kind = s.kind
  if (s.maxDown !== undefined) out.max_down = String(s.maxDown)
  if (s.minYears !== undefined) out.min_years = String(s.minYears)
  if (s.maxMonthly !== undefined) {
    out.max_monthly = String(s.maxMonthly)
    if (s.currency) out.currency = s.currency
  }
  if (s.sort !== 'monthly') out.sort = s.sort
  return out
}

/** The plans of one kind, properties (the default: no parameter) or projects. */
const planKindHref = (kind: PlanQuery['kind']) => (kind === 'projects' ? '/plans?kind=projects' : '/plans')

/** /plans: properties and projects sold on instalment plans, filtered and sorted by their terms; all state in the address. */
export function plansRoute() {
  async function generateMetadata({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }): Promise<Metadata> {
    const locale = await routeLocale(params)
    const s = readPlanParams(await searchParams)
    const query = new URLSearchParams({ ...planQuery(s), ...(s.page > 1 ? { page: String(s.page) } : {}) }).toString()
    return fixedPageMetadata({ locale, path: '/plans', key: 'plans', query, page: s.page })
  }
  async function Page({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
    const locale = await routeLocale(params)
    const state = readPlanParams(await searchParams)
    const currency = await currencyFor(state.currency)
    const query: PlanQuery = {
      kind: state.kind,
      sort: state.sort,
      maxDown: state.maxDown,
      minYears: state.minYears,
      maxMonthlyBase: state.maxMonthly === undefined ? undefined : toBase(state.maxMonthly, currency),
      page: state.page,
      perPage: 12,
    }
    const [t, results] = await Promise.all([
      getTranslations({ locale }),
      state.kind === 'projects' ? listPlanProjects(locale, query) : listPlanProperties(locale, query),
    ])
    const kept = planQuery({ ...state, currency: currency.code })
    const control = 'mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-gray-900 focus:border-brand focus:outline-none'
    const label = 'text-sm font-semibold text-gray-800'
    return (
      <>
        <PageHeader locale={locale} title={t('pages.plans')} intro={t('plans.intro')}>
          <nav aria-label={t('plans.kind')} className="mt-5 flex gap-2">
            {(['properties', 'projects'] as const).map((k) => (
              <Link
                key={k}
                href={planKindHref(k)}
                aria-current={state.kind === k ? 'page' : undefined}
                className={`rounded-full px-4 py-2 text-sm font-semibold ${state.kind === k ? 'bg-brand text-white' : 'border border-gray-300 bg-white text-gray-800 hover:border-brand hover:text-brand'}`}
              >
                {t(`plans.kinds.${k}`)}
              </Link>
            ))}
          </nav>
        </PageHeader>
        <Section>
          <form method="get" className="grid gap-3 rounded-card border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end" data-testid="plan-filters">
            <input type="hidden" name="kind" value={state.kind} />
            <input type="hidden" name="currency" value={currency.code} />
            <div>
              <label htmlFor="plan-max-down" className={label}>
                {t('plans.maxDown')}
              </label>
              <select id="plan-max-down" name="max_down" defaultValue={state.maxDown ?? ''} className={control}>
                <option value="">{t('plans.any')}</option>
                {DOWN_OPTIONS.map((v) => (
                  <option key={v} value={v}>
                    {t('plans.percent', { value: formatNumber(locale, v) })}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="plan-min-years" className={label}>
                {t('plans.minYears')}
              </label>
              <select id="plan-min-years" name="min_years" defaultValue={state.minYears ?? ''} className={control}>
                <option value="">{t('plans.any')}</option>
                {YEAR_OPTIONS.map((v) => (
                  <option key={v} value={v}>
                    {t('common.years', { count: v })}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="plan-max-monthly" className={label}>
                {t('plans.maxMonthly')} (<bdi dir="ltr">{currency.code}</bdi>)
              </label>
              <input id="plan-max-monthly" name="max_monthly" type="number" inputMode="numeric" min={0} step="any" defaultValue={state.maxMonthly ?? ''} dir="ltr" className={`${control} text-start rtl:text-end`} />
            </div>
            <div>
              <label htmlFor="plan-sort" className={label}>
                {t('plans.sort')}
              </label>
              <select id="plan-sort" name="sort" defaultValue={state.sort} className={control}>
                {planSorts.map((s) => (
                  <option key={s} value={s}>
                    {t(`plans.sorts.${s}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex gap-2">
              <button type="submit" className="flex-1 rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:opacity-90">
                {t('plans.apply')}
              </button>
              <Link href={planKindHref(state.kind)} className="rounded-lg border border-gray-300 px-4 py-2 font-semibold text-gray-800 hover:border-brand hover:text-brand">
                {t('plans.reset')}
              </Link>
            </div>
          </form>
          <p className="mb-4 mt-6 text-gray-600" data-testid="result-count">
            {t('common.results', { count: results.total })}
          </p>
          {results.rows.length ? (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {results.rows.map((row) => (
                <PlanCard key={row.doc.id} locale={locale} kind={state.kind} row={row as PlanRow<Property | Project>} />
              ))}
            </ul>
          ) : (
            <Empty text={t('plans.empty')} />
          )}
          <Pagination locale={locale} base="/plans" page={results.page} lastPage={results.lastPage} query={kept} />
        </Section>
      </>
    )
  }
  return { generateMetadata, Page }
}
