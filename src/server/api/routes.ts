import 'server-only'
import { z } from 'zod'
import { parseIdSegment } from '@/lib/ids'
import { alertChangeSchema, alertSchema, exchangeFieldsSchema, exchangeSchema, fieldErrors, jobApplicationSchema, leadSchema, parseLocalized, photoSchema, PHOTO_MAX_COUNT, translate } from '@/lib/schemas'
import { ValidationError, type Where } from 'payload'
import { getContent, getPageByPermalink, listCategories, listContent, openCareersWhere, relatedArticles } from '../content'
import { projectFilterOptions, propertyFilterOptions } from '../listings/filter-options'
import { getProject, listProjects } from '../listings/projects'
import { getProperty, listProperties, type Page } from '../listings/properties'
import { listAmenities, listCitiesOf, listCountries, listStates } from '../listings/taxonomy'
import { payloadClient } from '../payload'
import { getCurrencies, getMenus, getPolicies, getSettings } from '../site'
import { EXCHANGE_LIMIT, isMultipart, isUrlEncoded, jsonPart, readJson, readMultipart, readUrlEncoded } from './body'
import { allowMore, PHOTO_BUDGET_MS } from './budget'
import { invalid, notFound } from './errors'
import { MIN_FILL_MS } from '@/lib/forms/fill-time'
import { FORM_TOKEN_MAX_AGE_MS } from '@/lib/forms/token'
import { issueFormToken } from '../forms/token'
import { checkRefs, decoyCreated, formToken, idempotencyKey, inTransaction, isBot, postFiles, spendFormToken, storeOnce } from './forms'
import { flag, idFilter, pagination, projectFilter, projectQuery, propertyFilter, propertyQuery } from './listing-query'
import { cleanPhotos, cvConfirmed } from './files'
import { defineRoute, type Result, type Route } from './router'
import { alertsOfToken, changeAlert, createAlert, type Done } from '../alerts/store'
import { sendQueuedMailSoon } from '../mail/jobs'
import { ADDRESS_DAILY_LIMIT } from '@/lib/alerts'
import { localizedPath } from '@/lib/seo/urls'
import { isLocale } from '@/i18n/locales'
import type { SearchAlert } from '@/payload-types'
import * as S from './schemas'
import * as out from './serialize'

/** A tap on a contact link, as the site's beacon sends it. */
const tapSchema = z.object({
  channel: z.enum(['whatsapp', 'call', 'email']),
  property: z.int().positive().max(2_147_483_647).optional(),
  project: z.int().positive().max(2_147_483_647).optional(),
  member: z.int().positive().max(2_147_483_647).optional(),
  page: z.string().max(300).regex(/^\//).optional(),
  locale: z.enum(['ar', 'en']).optional(),
})

// ---- query pieces -------------------------------------------------------------------------

const meta = (p: Page<unknown>, requested: number, perPage: number) => ({
  page: requested,
  per_page: perPage,
  total: p.total,
  last_page: Math.max(1, Math.ceil(p.total / perPage)),
})

/** `{id}` of a path: the numeric id, optionally followed by a slug (`42-sea-view`). */
function recordId(param: string | undefined): number {
  const id = parseIdSegment(param)
  if (id === null) throw notFound()
  return id
}

const found = <T>(v: T | null | undefined): T => {
  if (v === null || v === undefined) throw notFound()
  return v
}

// ---- content lists ------------------------------------------------------------------------

const contentQuery = <E extends z.ZodRawShape>(extra: E) => z.object({ ...pagination, ...extra })

function eqWhere(pairs: [string, unknown][]): Where | undefined {
  const and = pairs.filter(([, v]) => v !== undefined).map(([k, v]) => ({ [k]: { equals: v } }) as Where)
  return and.length ? { and } : undefined
}

const listOf = (data: z.ZodType) => z.array(data)

/** The `{id}` of the alert routes: the secret of an alert's links. */
const ALERT_TOKEN = { pattern: '^[A-Za-z0-9_-]{32}$', description: 'The secret of an alert\u2019s links, as its mails carry it' }

/** A form post from the page that manages alerts: back to that page, saying what was done. */
function backToAlerts(alert: SearchAlert, done: Done, lang?: string): Result {
  const locale = isLocale(lang) ? lang : alert.locale
  return { status: 303, data: null, headers: { location: `${localizedPath(locale, `/alerts/${alert.token}`)}?done=${done}` } }
}

// ---- the routes ---------------------------------------------------------------------------

export const routes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/real-estates',
    operationId: 'listRealEstates',
    tag: 'Properties',
    summary: 'Search properties',
    query: propertyQuery,
    response: listOf(S.PropertyCard),
    list: true,
    currency: true,
    async handle({ locale, query, money }) {
      const page = await listProperties(locale, propertyFilter(query, money.display))
      return { data: page.docs.map((p) => out.propertyCard(p, locale, money)), meta: meta(page, query.page, query.per_page) }
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/real-estates/filters',
    operationId: 'realEstateFilters',
    tag: 'Properties',
    summary: 'Every option of the property search, with counts, and the price and size ranges',
    response: S.PropertyFilters,
    currency: true,
    async handle({ locale, money }) {
      return { data: await propertyFilterOptions(locale, money.display) }
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/real-estates/{id}',
    operationId: 'getRealEstate',
    tag: 'Properties',
    summary: 'One property with its gallery, agent, project and similar properties',
    response: S.PropertyDetail,
    currency: true,
    async handle({ locale, param, money }) {
      const p = found(await getProperty(locale, recordId(param)))
      const typeId = typeof p.type === 'number' ? p.type : p.type.id
      const cityId = typeof p.city === 'object' && p.city ? p.city.id : (p.city ?? undefined)
      const similar = await listProperties(locale, { type: typeId, purpose: p.purpose, ...(cityId ? { city: cityId } : {}), exclude: p.id, perPage: 4 })
      return { data: out.propertyDetail(p, locale, money, similar.docs) }
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/projects',
    operationId: 'listProjects',
    tag: 'Projects',
    summary: 'Search development projects',
    query: projectQuery,
    response: listOf(S.ProjectCard),
    list: true,
    currency: true,
    async handle({ locale, query: q, money }) {
      const page = await listProjects(locale, projectFilter(q, money.display))
      return { data: page.docs.map((p) => out.projectCard(p, locale, money)), meta: meta(page, q.page, q.per_page) }
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/projects/filters',
    operationId: 'projectFilters',
    tag: 'Projects',
    summary: 'Every option of the project search, with counts, and the price range',
    response: S.ProjectFilters,
    currency: true,
    async handle({ locale, money }) {
      return { data: await projectFilterOptions(locale, money.display) }
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/projects/{id}',
    operationId: 'getProject',
    tag: 'Projects',
    summary: 'One project with its unit types, payment plans, units on sale and similar projects',
    response: S.ProjectDetail,
    currency: true,
    async handle({ locale, param, money }) {
      const p = found(await getProject(locale, recordId(param)))
      const [units, similar] = await Promise.all([
        listProperties(locale, { project: p.id, perPage: 12 }),
        listProjects(locale, { status: p.status, exclude: p.id, perPage: 4 }),
      ])
      return { data: out.projectDetail(p, locale, money, units.docs, similar.docs) }
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/blogs',
    operationId: 'listBlogs',
    tag: 'Content',
    summary: 'Articles, newest first',
    query: contentQuery({ 'filter[category]': idFilter('Blog category id (categories of type 2)'), 'filter[insight]': flag('Only market insights'), 'filter[featured]': flag('Only featured') }),
    response: listOf(S.BlogCard),
    list: true,
    async handle({ locale, query: q }) {
      const where = eqWhere([['category', q['filter[category]']], ['insight', q['filter[insight]']], ['featured', q['filter[featured]']]])
      const page = await listContent('blogs', locale, { page: q.page, perPage: q.per_page, sort: '-publishedAt', ...(where ? { where } : {}) })
      return { data: page.docs.map(out.blogCard), meta: meta(page, q.page, q.per_page) }
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/blogs/{id}',
    operationId: 'getBlog',
    tag: 'Content',
    summary: 'One article with related articles and properties',
    response: S.BlogDetail,
    currency: true,
    async handle({ locale, param, money }) {
      const b = found(await getContent('blogs', locale, recordId(param)))
      return { data: out.blogDetail(b, locale, money, await relatedArticles(locale, b)) }
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/categories',
    operationId: 'listCategories',
    tag: 'Content',
    summary: 'Categories of one type: 1 properties, 2 blogs, 3 FAQ, 4 videos',
    query: z.object({ 'filter[type]': z.enum(['1', '2', '3', '4']).default('2').meta({ description: '1 properties, 2 blogs (default), 3 FAQ, 4 videos' }) }),
    response: listOf(S.Category),
    async handle({ locale, query }) {
      return { data: (await listCategories(locale, query['filter[type]'])).map(out.category) }
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/pages/home-page',
    operationId: 'getHomePage',
    tag: 'Pages',
    summary: 'The home page and its sections',
    response: S.Page,
    async handle({ locale }) {
      return { data: out.page(found(await getPageByPermalink(locale, 'home-page'))) }
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/pages/{id}',
    operationId: 'getPage',
    tag: 'Pages',
    summary: 'A page by its numeric id or its permalink',
    response: S.Page,
    async handle({ locale, param }) {
      const id = parseIdSegment(param)
      const p = id !== null ? await getContent('pages', locale, id) : /^[a-z0-9-]{1,100}$/.test(param ?? '') ? await getPageByPermalink(locale, param ?? '') : null
      return { data: out.page(found(p)) }
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/about-us',
    operationId: 'getAboutUs',
    tag: 'Pages',
    summary: 'The about-us page',
    response: S.Page,
    async handle({ locale }) {
      return { data: out.page(found(await getPageByPermalink(locale, 'about-us'))) }
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/our-branches',
    operationId: 'listBranches',
    tag: 'Agency',
    summary: 'Branches with address, hours, phones and location',
    query: contentQuery({ 'filter[city]': idFilter('City id') }),
    response: listOf(S.Branch),
    list: true,
    async handle({ locale, query: q }) {
      const where = eqWhere([['city', q['filter[city]']]])
      const page = await listContent('branches', locale, { page: q.page, perPage: q.per_page, sort: 'order', ...(where ? { where } : {}) })
      return { data: page.docs.map((b) => out.branch(b, locale)), meta: meta(page, q.page, q.per_page) }
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/our-team',
    operationId: 'listTeam',
    tag: 'Agency',
    summary: 'Agents and staff',
    query: contentQuery({ 'filter[branch]': idFilter('Branch id'), 'filter[agent]': flag('Only property agents') }),
    response: listOf(S.TeamMember),
    list: true,
    async handle({ locale, query: q }) {
      const where = eqWhere([['branch', q['filter[branch]']], ['isAgent', q['filter[agent]']]])
      const page = await listContent('team-members', locale, { page: q.page, perPage: q.per_page, sort: 'order', ...(where ? { where } : {}) })
      return { data: page.docs.map((m) => out.teamMember(m, locale)), meta: meta(page, q.page, q.per_page) }
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/careers',
    operationId: 'listCareers',
    tag: 'Careers',
    summary: 'Open job postings',
    query: contentQuery({
      'filter[department]': z.enum(['sales', 'leasing', 'marketing', 'operations', 'finance', 'technology', 'customer-care']).optional(),
      'filter[employment_type]': z.enum(['full-time', 'part-time', 'contract', 'internship']).optional(),
      'filter[branch]': idFilter('Branch id'),
    }),
    response: listOf(S.CareerCard),
    list: true,
    async handle({ locale, query: q }) {
      const where = eqWhere([['department', q['filter[department]']], ['employmentType', q['filter[employment_type]']], ['branch', q['filter[branch]']]])
      const page = await listContent('careers', locale, { page: q.page, perPage: q.per_page, sort: '-createdAt', where: { and: [openCareersWhere(new Date()), ...(where ? [where] : [])] } })
      return { data: page.docs.map((c) => out.careerCard(c, locale)), meta: meta(page, q.page, q.per_page) }
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/careers/{id}',
    operationId: 'getCareer',
    tag: 'Careers',
    summary: 'One job posting',
    response: S.CareerDetail,
    async handle({ locale, param }) {
      return { data: out.careerDetail(found(await getContent('careers', locale, recordId(param))), locale) }
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/faqs',
    operationId: 'listFaqs',
    tag: 'Content',
    summary: 'Questions and answers',
    query: contentQuery({ 'filter[category]': idFilter('FAQ category id (categories of type 3)') }),
    response: listOf(S.Faq),
    list: true,
    async handle({ locale, query: q }) {
      const where = eqWhere([['category', q['filter[category]']]])
      const page = await listContent('faqs', locale, { page: q.page, perPage: q.per_page, sort: 'order', ...(where ? { where } : {}) })
      return { data: page.docs.map(out.faq), meta: meta(page, q.page, q.per_page) }
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/videos',
    operationId: 'listVideos',
    tag: 'Content',
    summary: 'Videos',
    query: contentQuery({ 'filter[category]': idFilter('Video category id (categories of type 4)') }),
    response: listOf(S.Video),
    list: true,
    async handle({ locale, query: q }) {
      const where = eqWhere([['category', q['filter[category]']]])
      const page = await listContent('videos', locale, { page: q.page, perPage: q.per_page, sort: 'order', ...(where ? { where } : {}) })
      return { data: page.docs.map(out.video), meta: meta(page, q.page, q.per_page) }
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/services',
    operationId: 'listServices',
    tag: 'Agency',
    summary: "The agency's services",
    query: contentQuery({}),
    response: listOf(S.ServiceCard),
    list: true,
    async handle({ locale, query: q }) {
      const page = await listContent('services', locale, { page: q.page, perPage: q.per_page, sort: 'order' })
      return { data: page.docs.map(out.serviceCard), meta: meta(page, q.page, q.per_page) }
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/services/{id}',
    operationId: 'getService',
    tag: 'Agency',
    summary: 'One service',
    response: S.ServiceDetail,
    async handle({ locale, param }) {
      return { data: out.serviceDetail(found(await getContent('services', locale, recordId(param)))) }
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/location/countries',
    operationId: 'listCountries',
    tag: 'Locations',
    summary: 'Countries',
    response: listOf(S.Country),
    async handle({ locale }) {
      return { data: (await listCountries(locale)).map(out.country) }
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/location/states',
    operationId: 'listStates',
    tag: 'Locations',
    summary: 'States, of one country when given',
    query: z.object({ 'filter[country]': idFilter('Country id') }),
    response: listOf(S.State),
    async handle({ locale, query }) {
      return { data: (await listStates(locale, query['filter[country]'])).map(out.state) }
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/location/cities',
    operationId: 'listCities',
    tag: 'Locations',
    summary: 'Cities, of one state or country when given',
    query: z.object({ 'filter[state]': idFilter('State id'), 'filter[country]': idFilter('Country id') }),
    response: listOf(S.City),
    async handle({ locale, query }) {
      const parent = { ...(query['filter[state]'] ? { state: query['filter[state]'] } : {}), ...(query['filter[country]'] ? { country: query['filter[country]'] } : {}) }
      return { data: (await listCitiesOf(locale, parent)).map(out.city) }
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/location/states-and-cities',
    operationId: 'listStatesAndCities',
    tag: 'Locations',
    summary: 'States with their cities, of one country when given',
    query: z.object({ 'filter[country]': idFilter('Country id') }),
    response: listOf(S.StateWithCities),
    async handle({ locale, query }) {
      const country = query['filter[country]']
      const [states, cities] = await Promise.all([listStates(locale, country), listCitiesOf(locale, country ? { country } : {})])
      return { data: states.map((s) => ({ ...out.state(s), cities: cities.filter((c) => (typeof c.state === 'number' ? c.state : c.state.id) === s.id).map(out.city) })) }
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/settings',
    operationId: 'getSettings',
    tag: 'Site',
    summary: 'Site settings (SPEC §3 field names); ignores X-Currency',
    response: S.Settings,
    async handle({ locale }) {
      return { data: out.settings(await getSettings(locale)) }
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/menus',
    operationId: 'getMenus',
    tag: 'Site',
    summary: 'Header and footer menus; ignores X-Currency',
    response: S.Menus,
    async handle({ locale }) {
      return { data: out.menus(await getMenus(locale)) }
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/policies',
    operationId: 'listPolicies',
    tag: 'Site',
    summary: 'Payment, privacy, return and terms policies',
    response: listOf(S.Policy),
    async handle({ locale }) {
      return { data: (await getPolicies(locale)).map((p) => out.policy(p, locale)) }
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/currencies',
    operationId: 'listCurrencies',
    tag: 'Site',
    summary: 'The currencies a visitor can pick, with their rates against the base currency',
    response: listOf(S.Currency),
    async handle({ locale }) {
      return { data: (await getCurrencies(locale)).map(out.currency) }
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/form-token',
    operationId: 'getFormToken',
    tag: 'Forms',
    summary: 'A token for one form post',
    description: `Ask for it when a form appears. The post that sends the form carries it as X-Form-Token, at least ${MIN_FILL_MS / 1000} s after it was issued (nobody fills a form faster): a post without a valid token is answered 201 and dropped.`,
    response: S.FormToken,
    uncached: true,
    async handle() {
      const now = Date.now()
      return { data: { token: issueFormToken(now), valid_from: new Date(now + MIN_FILL_MS).toISOString(), valid_until: new Date(now + FORM_TOKEN_MAX_AGE_MS).toISOString() } }
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/alerts',
    operationId: 'createAlert',
    tag: 'Alerts',
    summary: 'Ask for e-mail alerts on a search',
    description: `The address gets a confirmation link first (double opt-in): nothing else is sent to it until the link is used. The answer is the same whatever the address (already subscribed, or past the limit of ${ADDRESS_DAILY_LIMIT} requests a day), so it tells nobody which addresses have alerts. Needs a form token (X-Form-Token), like the other forms. Mails are in the request's language.`,
    body: { kind: 'json', schema: alertSchema },
    response: S.AlertRequested,
    ok: 202,
    async handle({ req, locale }) {
      const token = formToken(req)
      const input = await readJson(req)
      const accepted = { status: 202, data: { status: 'pending' as const } }
      if (!token || isBot(input)) return accepted
      const parsed = await parseLocalized(alertSchema, input, locale)
      if (!parsed.success) throw invalid(fieldErrors(parsed.error, locale))
      if (!(await spendFormToken(token, undefined))) return accepted
      const payload = await payloadClient()
      await inTransaction(payload, (tx) => createAlert(tx, parsed.data, locale))
      sendQueuedMailSoon(payload)
      return accepted
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/alerts/{id}',
    operationId: 'getAlerts',
    tag: 'Alerts',
    summary: 'The alerts of an address, by the secret of a link in one of its mails',
    description: 'The `{id}` is the secret of the links in an alert\u2019s mails. The answer lists every alert of the same address, each with its own secret. Private: never cached.',
    response: listOf(S.Alert),
    uncached: true,
    limit: 'taps',
    param: ALERT_TOKEN,
    async handle({ locale, param }) {
      const found = await alertsOfToken(await payloadClient(), param ?? '')
      if (!found) throw notFound()
      return { data: await Promise.all(found.all.map((a) => out.alert(a, locale))) }
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/alerts/{id}',
    operationId: 'changeAlert',
    tag: 'Alerts',
    summary: 'Confirm, cancel or turn back on an alert, or change how often it is sent',
    description:
      'JSON, or an HTML form (`application/x-www-form-urlencoded`, as the page that manages alerts sends it without script), which is answered 303 back to that page. `unsubscribe-all` cancels every alert of the address.',
    body: { kind: 'json', schema: alertChangeSchema },
    response: S.Alert,
    limit: 'taps',
    ok: 200,
    redirect: 'An HTML form\u2019s post: back to the page that manages the address\u2019s alerts, which says what was done',
    param: ALERT_TOKEN,
    async handle({ req, locale, param }) {
      const form = isUrlEncoded(req)
      const input = form ? await readUrlEncoded(req) : await readJson(req)
      const parsed = await parseLocalized(alertChangeSchema, form ? Object.fromEntries(Object.entries(input as Record<string, string>).filter(([k]) => k === 'action' || k === 'frequency')) : input, locale)
      if (!parsed.success) throw invalid(fieldErrors(parsed.error, locale))
      const changed = await changeAlert(await payloadClient(), param ?? '', parsed.data)
      if (!changed) throw notFound()
      if (form) return backToAlerts(changed.alert, changed.done, (input as Record<string, string>).lang)
      return { data: await out.alert(changed.alert, locale) }
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/alerts/{id}/unsubscribe',
    operationId: 'unsubscribeAlert',
    tag: 'Alerts',
    summary: 'One-click unsubscribe (RFC 8058)',
    description:
      'The address of every alert mail\u2019s `List-Unsubscribe` header, with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`: a mail program posts `List-Unsubscribe=One-Click` here and the alert is cancelled, with no page to visit. Any body is accepted; an HTML form is answered 303 back to the page that manages alerts.',
    response: S.Alert,
    limit: 'taps',
    ok: 200,
    redirect: 'An HTML form\u2019s post: back to the page that manages the address\u2019s alerts',
    param: ALERT_TOKEN,
    async handle({ req, locale, param }) {
      const changed = await changeAlert(await payloadClient(), param ?? '', { action: 'unsubscribe' })
      if (!changed) throw notFound()
      if (isUrlEncoded(req) && (req.headers.get('accept') ?? '').includes('text/html')) return backToAlerts(changed.alert, changed.done)
      return { data: await out.alert(changed.alert, locale) }
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/taps',
    operationId: 'recordTap',
    tag: 'Forms',
    summary: 'Count a tap on a WhatsApp, call or e-mail link',
    description:
      'What the site sends (navigator.sendBeacon) when a visitor taps a contact link: the channel, the listing or team member it was for, the page and its language. No personal data; no form token. Ids that name no published record are left out. Limited to 60 a minute per client, apart from the form posts.',
    body: { kind: 'json', schema: tapSchema },
    response: z.object({ recorded: z.boolean() }),
    limit: 'taps',
    ok: 202,
    async handle({ req, locale }) {
      const parsed = tapSchema.safeParse(await readJson(req))
      if (!parsed.success) throw invalid(fieldErrors(parsed.error, locale))
      const tap = parsed.data
      const payload = await payloadClient()
      const published = async (collection: 'properties' | 'projects' | 'team-members', id: number | undefined) => {
        if (id === undefined) return undefined
        const where: Where = collection === 'team-members' ? { id: { equals: id } } : { and: [{ id: { equals: id } }, { published: { equals: true } }] }
        return (await payload.count({ collection, where, overrideAccess: true })).totalDocs > 0 ? id : undefined
      }
      const [property, project, member] = await Promise.all([published('properties', tap.property), published('projects', tap.project), published('team-members', tap.member)])
      await payload.create({ collection: 'taps', overrideAccess: true, data: { channel: tap.channel, property, project, member, page: tap.page, locale: tap.locale } })
      return { status: 202, data: { recorded: true } }
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/leads',
    operationId: 'createLead',
    tag: 'Forms',
    summary: 'Send the contact (lead) form',
    body: { kind: 'json', schema: leadSchema },
    response: S.Created,
    async handle({ req, locale }) {
      const key = idempotencyKey(req)
      const token = formToken(req)
      const input = await readJson(req)
      if (!token || isBot(input)) return decoyCreated('leads')
      const parsed = await parseLocalized(leadSchema, input, locale)
      if (!parsed.success) throw invalid(fieldErrors(parsed.error, locale))
      const { website: _honeypot, ...lead } = parsed.data
      await checkRefs(locale, [
        { field: 'property', collection: 'properties', id: lead.property },
        { field: 'project', collection: 'projects', id: lead.project },
        { field: 'service', collection: 'services', id: lead.service },
      ])
      if (!(await spendFormToken(token, key))) return decoyCreated('leads')
      const payload = await payloadClient()
      return storeOnce('leads', key, () =>
        payload.create({ collection: 'leads', overrideAccess: true, data: { ...lead, status: 'new', locale, ...(key ? { idempotencyKey: key } : {}) } }),
      )
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/exchange-form',
    operationId: 'createExchangeRequest',
    tag: 'Forms',
    summary: 'Send the exchange form',
    description: `JSON, or multipart/form-data with the same object as JSON in a \`data\` part and up to ${PHOTO_MAX_COUNT} \`photos\` (JPEG, PNG or WebP, recognised by content, 5 MB each). Photos are private to sales and admins.`,
    body: {
      kind: 'json',
      schema: exchangeFieldsSchema,
      multipart: {
        schema: z.object({ data: exchangeFieldsSchema, photos: z.array(photoSchema).max(PHOTO_MAX_COUNT).optional() }),
        encoding: { data: 'application/json', photos: 'image/jpeg, image/png, image/webp' },
      },
    },
    response: S.Created,
    async handle({ req, locale }) {
      const key = idempotencyKey(req)
      const token = formToken(req)
      let input: unknown
      if (isMultipart(req)) {
        const { data, photos } = await readMultipart(req, { limit: EXCHANGE_LIMIT, repeated: ['photos'] })
        const fields = await jsonPart(data)
        input = fields && typeof fields === 'object' && !Array.isArray(fields) && photos ? { ...fields, photos } : fields
      } else {
        input = await readJson(req)
      }
      if (!token || isBot(input)) return decoyCreated('exchange-requests')
      const parsed = await parseLocalized(exchangeSchema, input, locale)
      if (!parsed.success) throw invalid(fieldErrors(parsed.error, locale))
      const { offered, wanted, name, phone, email, photos = [] } = parsed.data
      await checkRefs(locale, [
        { field: 'offered.type', collection: 'property-types', id: offered.type },
        { field: 'offered.city', collection: 'cities', id: offered.city },
        { field: 'wanted.type', collection: 'property-types', id: wanted.type },
        { field: 'wanted.city', collection: 'cities', id: wanted.city },
      ])
      // Each photo is re-encoded (upright, at most 2000 px, WebP, with its sizes): bounded work the
      // time budget allows for.
      allowMore(req, photos.length * PHOTO_BUDGET_MS)
      const cleaned = await cleanPhotos(photos)
      if ('broken' in cleaned) throw invalid(Object.fromEntries(cleaned.broken.map((field) => [field, [translate(locale, 'photoType')]])))
      if (!(await spendFormToken(token, key))) return decoyCreated('exchange-requests')
      const { estimated_value, ...offeredRest } = offered
      const payload = await payloadClient()
      return storeOnce('exchange-requests', key, () =>
        // The request and its photos are one transaction: never a photo without its request. The
        // request is written first: it claims the Idempotency-Key, so that no other attempt with
        // the key writes photos at the same time, and the files an attempt cut short left behind
        // can go before this one writes its own (see postFiles).
        inTransaction(payload, async (req) => {
          const offeredData = { ...offeredRest, ...(estimated_value !== undefined ? { estimatedValue: estimated_value } : {}) }
          const request = await payload.create({
            collection: 'exchange-requests',
            overrideAccess: true,
            req,
            data: { name, phone, ...(email ? { email } : {}), offered: offeredData, wanted, status: 'new', locale, ...(key ? { idempotencyKey: key } : {}) },
          })
          if (!cleaned.ok.length) return request
          const files = postFiles(payload, 'exchange-photos', key)
          await files.removeLeftovers()
          try {
            const stored: number[] = []
            for (const photo of cleaned.ok) {
              const doc = await payload.create({
                collection: 'exchange-photos',
                overrideAccess: true,
                req,
                data: {},
                file: { data: photo.bytes, mimetype: photo.mime, name: files.name(photo.ext), size: photo.bytes.length },
              })
              stored.push(doc.id)
            }
            return await payload.update({ collection: 'exchange-requests', id: request.id, overrideAccess: true, req, data: { offered: { ...offeredData, photos: stored } } })
          } catch (error) {
            // The transaction is rolled back: its files go with it.
            await files.removeLeftovers()
            throw error
          }
        }),
      )
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/job-applications',
    operationId: 'createJobApplication',
    tag: 'Forms',
    summary: 'Apply for a job with a CV (PDF or DOCX, 5 MB at most)',
    description: 'multipart/form-data. The CV is recognised by its content, stored under a generated name outside anything public, and readable only by HR and admins.',
    body: { kind: 'multipart', schema: jobApplicationSchema, encoding: { cv: 'application/pdf, application/vnd.openxmlformats-officedocument.wordprocessingml.document' } },
    response: S.Created,
    async handle({ req, locale }) {
      const key = idempotencyKey(req)
      const token = formToken(req)
      const input = await readMultipart(req)
      if (!token || isBot(input)) return decoyCreated('job-applications')
      const parsed = await parseLocalized(jobApplicationSchema, input, locale)
      if (!parsed.success) throw invalid(fieldErrors(parsed.error, locale))
      const { cv, cover_note, career, name, email, phone } = parsed.data
      await checkRefs(locale, [{ field: 'career', collection: 'careers', id: career }])
      if (!(await cvConfirmed(cv))) throw invalid({ cv: [translate(locale, 'cvType')] })
      if (!(await spendFormToken(token, key))) return decoyCreated('job-applications')
      const payload = await payloadClient()
      return storeOnce('job-applications', key, () =>
        // The file and the application are one transaction: never a CV without its application.
        inTransaction(payload, async (req) => {
          const file = await payload
            .create({
              collection: 'cv-files',
              overrideAccess: true,
              req,
              data: {},
              file: { data: Buffer.from(cv.bytes), mimetype: cv.kind.mime, name: `${crypto.randomUUID()}.${cv.kind.ext}`, size: cv.size },
            })
            .catch((error: unknown) => {
              // The upload collection's own content checks: a refusal there is the CV's fault, not the server's.
              if (error instanceof ValidationError) throw invalid({ cv: [translate(locale, 'cvType')] })
              throw error
            })
          return payload.create({
            collection: 'job-applications',
            overrideAccess: true,
            req,
            data: { name, email, phone, ...(career ? { career } : {}), ...(cover_note ? { coverNote: cover_note } : {}), cv: file.id, consent: true, status: 'new', locale, ...(key ? { idempotencyKey: key } : {}) },
          })
        }),
      )
    },
  }),
]

// Amenities are part of property details; exported for clients that build their own filters later.
export { listAmenities }
