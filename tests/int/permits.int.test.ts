import { getLocalI18n, ValidationError, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { projectCard, projectDetail, propertyCard, propertyDetail, type Money } from '@/server/api/serialize'
import { createCurrencies, createProperty, createPropertyType, createUser } from '../support/fixtures'
import { testPayload } from '../support/payload'

/**
 * Advertising permits: a market that requires them refuses a published listing without one, in the
 * admin's language; elsewhere a listing saves without; the agent who last checked a listing is
 * recorded by the server; the site's API gives the permit with its market's authority and check page.
 */
describe('permits and checks of listings', () => {
  let payload: Payload
  let typeId: number
  const place = { dubai: 0, sharjah: 0, riyadh: 0, cairo: 0, dubaiState: 0 }
  const money: Money = { display: { code: 'AED', rate: 3.6725, decimals: 0 }, rates: [{ code: 'AED', rate: 3.6725, decimals: 0, enabled: true, isDefault: true, isBase: false, areaUnit: 'sqft' }] }

  /** The field errors of a refused save. */
  async function refusal(save: Promise<unknown>) {
    const error = await save.then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ValidationError)
    return (error as ValidationError).data.errors
  }

  beforeAll(async () => {
    payload = await testPayload()
    await createCurrencies(payload)
    typeId = (await createPropertyType(payload)).id
    const both = async <C extends 'countries' | 'states' | 'cities'>(collection: C, ar: Record<string, unknown>, en: Record<string, unknown>) => {
      const doc = await payload.create({ collection, locale: 'ar', data: ar as never })
      await payload.update({ collection, id: doc.id, locale: 'en', data: en as never })
      return doc.id
    }
    const dubaiRules = { own: true, required: true, checkUrl: 'https://example.test/check?permit={permit}' }
    // The UAE requires nothing country-wide; the emirate of Dubai has its own rules; Saudi Arabia requires a permit everywhere; Egypt nothing.
    const uae = await both('countries', { name: 'الإمارات', code: 'AE' }, { name: 'UAE' })
    const saudi = await both('countries', { name: 'السعودية', code: 'SA', permits: { required: true, authority: 'الهيئة العامة للعقار' } }, { name: 'Saudi Arabia', permits: { required: true, authority: 'REGA' } })
    const egypt = await both('countries', { name: 'مصر', code: 'EG' }, { name: 'Egypt' })
    place.dubaiState = await both('states', { name: 'إمارة دبي', country: uae, permits: { ...dubaiRules, authority: 'دائرة الأراضي والأملاك' } }, { name: 'Dubai', permits: { ...dubaiRules, authority: 'Dubai Land Department' } })
    const sharjahState = await both('states', { name: 'إمارة الشارقة', country: uae }, { name: 'Sharjah' })
    const riyadhRegion = await both('states', { name: 'منطقة الرياض', country: saudi }, { name: 'Riyadh Region' })
    const cairoGov = await both('states', { name: 'محافظة القاهرة', country: egypt }, { name: 'Cairo Governorate' })
    place.dubai = await both('cities', { name: 'دبي', state: place.dubaiState, country: uae }, { name: 'Dubai' })
    place.sharjah = await both('cities', { name: 'الشارقة', state: sharjahState, country: uae }, { name: 'Sharjah' })
    place.riyadh = await both('cities', { name: 'الرياض', state: riyadhRegion, country: saudi }, { name: 'Riyadh' })
    place.cairo = await both('cities', { name: 'القاهرة', state: cairoGov, country: egypt }, { name: 'Cairo' })
  })

  it('refuses a published Dubai listing without a permit, with the field’s error in the admin’s language', async () => {
    // The city alone places it: its state and country are read from the city.
    const errors = await refusal(createProperty(payload, typeId, { city: place.dubai }))
    expect(errors).toEqual([expect.objectContaining({ path: 'permit.number', message: 'إلزامي لنشر إعلان في إمارة دبي' })])
    const english = await getLocalI18n({ config: payload.config, language: 'en' })
    const inEnglish = await refusal(
      payload.create({ collection: 'properties', req: { i18n: english, t: english.t }, data: { title: 'No permit', reference: `NP-${Date.now()}`, type: typeId, currency: 'AED', purpose: 'sale', status: 'available', city: place.dubai, published: true } }),
    )
    expect(inEnglish).toEqual([expect.objectContaining({ path: 'permit.number', message: 'Required to publish a listing in Dubai' })])
    // Saudi Arabia's rule is its country's (the Riyadh region has none of its own).
    expect(await refusal(createProperty(payload, typeId, { city: place.riyadh }))).toEqual([expect.objectContaining({ path: 'permit.number', message: 'إلزامي لنشر إعلان في السعودية' })])
  })

  it('saves it with a permit (as typed, made one way), and saves a Sharjah or Cairo listing or an unpublished Dubai one without', async () => {
    const withPermit = await createProperty(payload, typeId, { city: place.dubai, state: place.dubaiState, permit: { number: ' ٧١٢٣٤٥٦٧٨٩٠ ' } })
    expect(withPermit.permit?.number).toBe('71234567890')
    expect((await createProperty(payload, typeId, { city: place.sharjah })).permit?.number ?? null).toBeNull()
    expect((await createProperty(payload, typeId, { city: place.cairo })).id).toBeGreaterThan(0)
    const draft = await createProperty(payload, typeId, { city: place.dubai, published: false })
    // Publishing it needs the permit; so does moving a published listing to Dubai.
    expect(await refusal(payload.update({ collection: 'properties', id: draft.id, data: { published: true } }))).toEqual([expect.objectContaining({ path: 'permit.number' })])
    const cairo = await createProperty(payload, typeId, { city: place.cairo })
    expect(await refusal(payload.update({ collection: 'properties', id: cairo.id, data: { city: place.dubai } }))).toEqual([expect.objectContaining({ path: 'permit.number' })])
    // A project in Dubai too.
    expect(await refusal(payload.create({ collection: 'projects', data: { name: 'مشروع', currency: 'AED', status: 'launched', city: place.dubai } }))).toEqual([expect.objectContaining({ path: 'permit.number' })])
    const project = await payload.create({ collection: 'projects', data: { name: 'مشروع', currency: 'AED', status: 'launched', city: place.dubai, permit: { number: 'PRJ-2026/4' } } })
    expect(project.permit?.number).toBe('PRJ-2026/4')
  })

  it('writes an English save in English while it looks the listing’s market up', async () => {
    // No permit number: each of these saves reads its city, state and country to know whether one is needed.
    for (const city of [place.cairo, place.sharjah]) {
      const listing = await createProperty(payload, typeId, { city, title: 'شقة بلا تصريح' })
      await payload.update({ collection: 'properties', id: listing.id, locale: 'en', data: { title: 'A flat without a permit', address: 'Street 9' } })
      expect((await payload.findByID({ collection: 'properties', id: listing.id, locale: 'ar', depth: 0 })).title).toBe('شقة بلا تصريح')
      const english = await payload.findByID({ collection: 'properties', id: listing.id, locale: 'en', fallbackLocale: false, depth: 0 })
      expect([english.title, english.address]).toEqual(['A flat without a permit', 'Street 9'])
    }
  })

  it('refuses a malformed permit number and a malformed check page anywhere', async () => {
    expect(await refusal(createProperty(payload, typeId, { city: place.cairo, permit: { number: 'رقم 12' } }))).toEqual([expect.objectContaining({ path: 'permit.number', message: expect.stringContaining('حروف لاتينية') })])
    expect(await refusal(payload.update({ collection: 'states', id: place.dubaiState, data: { permits: { own: true, required: true, checkUrl: 'https://example.test/check' } } }))).toEqual([
      expect.objectContaining({ path: 'permits.checkUrl', message: expect.stringContaining('{permit}') }),
    ])
    expect(await refusal(payload.update({ collection: 'states', id: place.dubaiState, data: { permits: { own: true, required: true, checkUrl: 'javascript:alert({permit})' } } }))).toEqual([
      expect.objectContaining({ path: 'permits.checkUrl' }),
    ])
  })

  it('records who last checked a listing from the signed-in user; what a save sends for the checker is ignored', async () => {
    const editor = await createUser(payload, 'editor')
    const other = await createUser(payload, 'editor')
    const listing = await createProperty(payload, typeId, { city: place.dubai, permit: { number: '7100000001' } })
    expect(listing.permit?.verifiedAt ?? null).toBeNull()
    const day = '2026-11-12T12:00:00.000Z'
    const checked = await payload.update({ collection: 'properties', id: listing.id, data: { permit: { number: '7100000001', verifiedAt: day, verifiedBy: other.id } }, user: editor, overrideAccess: false, depth: 0 })
    expect(checked.permit).toMatchObject({ number: '7100000001', verifiedAt: day, verifiedBy: editor.id })
    // A save that leaves the date leaves the checker, whoever saves and whatever is sent.
    const again = await payload.update({ collection: 'properties', id: listing.id, data: { bedrooms: 2, permit: { number: '7100000001', verifiedAt: day, verifiedBy: null } }, user: other, overrideAccess: false, depth: 0 })
    expect(again.permit).toMatchObject({ verifiedAt: day, verifiedBy: editor.id })
    const untouched = await payload.update({ collection: 'properties', id: listing.id, data: { bedrooms: 3 }, user: other, overrideAccess: false, depth: 0 })
    expect(untouched.permit).toMatchObject({ number: '7100000001', verifiedAt: day, verifiedBy: editor.id })
    // "I checked it now": today, and the one who saved.
    const started = Date.now()
    const now = await payload.update({ collection: 'properties', id: listing.id, data: { permit: { number: '7100000001', checkedNow: true } }, user: other, overrideAccess: false, depth: 0 })
    expect(Date.parse(now.permit!.verifiedAt!)).toBeGreaterThanOrEqual(started - 1000)
    expect(now.permit?.verifiedBy).toBe(other.id)
    // The checker is for staff; a check dated in the future is refused; clearing the date clears the checker.
    const visitor = await payload.findByID({ collection: 'properties', id: listing.id, overrideAccess: false, depth: 0 })
    expect(visitor.permit?.verifiedAt).toBe(now.permit?.verifiedAt)
    expect(visitor.permit?.verifiedBy).toBeUndefined()
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString()
    expect(await refusal(payload.update({ collection: 'properties', id: listing.id, data: { permit: { number: '7100000001', verifiedAt: future } }, user: editor, overrideAccess: false }))).toEqual([
      expect.objectContaining({ path: 'permit.verifiedAt' }),
    ])
    const cleared = await payload.update({ collection: 'properties', id: listing.id, data: { permit: { number: '7100000001', verifiedAt: null } }, user: editor, overrideAccess: false, depth: 0 })
    expect(cleared.permit).toMatchObject({ verifiedAt: null, verifiedBy: null })
  })

  it('serialises the permit with its market’s authority in the request language and its check page, and the date of the last check', async () => {
    const day = '2026-11-12T12:00:00.000Z'
    const made = await createProperty(payload, typeId, { city: place.dubai, state: place.dubaiState, permit: { number: 'DXB 2026/17', verifiedAt: day } })
    const read = async (locale: 'ar' | 'en') => payload.findByID({ collection: 'properties', id: made.id, locale, depth: 2 })
    const ar = propertyDetail(await read('ar'), 'ar', money, [])
    expect(ar.permit).toEqual({ number: 'DXB 2026/17', authority: 'دائرة الأراضي والأملاك', check_url: 'https://example.test/check?permit=DXB%202026%2F17' })
    expect(ar.permit_number).toBe('DXB 2026/17')
    expect(ar.verified_at).toBe(day)
    const en = propertyDetail(await read('en'), 'en', money, [])
    expect(en.permit).toEqual({ number: 'DXB 2026/17', authority: 'Dubai Land Department', check_url: 'https://example.test/check?permit=DXB%202026%2F17' })
    expect(propertyCard(await read('en'), 'en', money).verified_at).toBe(day)
    // Its own authority over its market's; no permit, no check page.
    await payload.update({ collection: 'properties', id: made.id, locale: 'en', data: { title: 'A permitted flat', permit: { number: 'DXB 2026/17', authority: 'RERA', verifiedAt: day } } })
    expect(propertyDetail(await read('en'), 'en', money, []).permit?.authority).toBe('RERA')
    expect(propertyDetail(await read('ar'), 'ar', money, []).permit?.authority).toBe('دائرة الأراضي والأملاك')
    const cairo = await createProperty(payload, typeId, { city: place.cairo })
    const plain = propertyDetail(await payload.findByID({ collection: 'properties', id: cairo.id, locale: 'en', depth: 2 }), 'en', money, [])
    expect(plain.permit).toBeNull()
    expect(plain.verified_at).toBeNull()
    // A Saudi project: the country's authority, no check page configured.
    const project = await payload.create({ collection: 'projects', data: { name: 'روضة', currency: 'AED', status: 'launched', city: place.riyadh, permit: { number: '7200000001', verifiedAt: day } } })
    const detail = projectDetail(await payload.findByID({ collection: 'projects', id: project.id, locale: 'en', depth: 2 }), 'en', money, [], [])
    expect(detail.permit).toEqual({ number: '7200000001', authority: 'REGA', check_url: null })
    expect(projectCard(await payload.findByID({ collection: 'projects', id: project.id, depth: 1 }), 'ar', money).verified_at).toBe(day)
  })
})
