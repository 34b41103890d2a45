import type { CheckboxField, CollectionBeforeChangeHook, DateFieldValidation, Field, FieldHook, PayloadRequest, Tab, TextFieldSingleValidation } from 'payload'
import { t } from '@/fields'
import { checkUrlProblem, isPermitNumber, marketRule, normalizePermitNumber, PERMIT_NUMBER_MAX, type MarketPermits, type PermitRule } from '@/lib/permits'

/** A message in the language of the admin who reads it (Arabic unless theirs is English). */
const say = (req: PayloadRequest, ar: string, en: string) => (req.i18n?.language === 'en' ? en : ar)

const DAY_MS = 86_400_000

const checkUrlValidate: TextFieldSingleValidation = (value, { req }) => {
  if (!value?.trim()) return true
  const problem = checkUrlProblem(value.trim())
  if (problem === 'placeholder') return say(req, 'ضع {permit} في الرابط حيث يأتي رقم التصريح', 'Put {permit} in the address where the permit number goes')
  if (problem) return say(req, 'رابط https:// يأتي فيه {permit} بعد اسم الموقع', 'An https:// address with {permit} after the site’s name')
  return true
}

const onlyWithOwnRules = (of: 'country' | 'state') => (of === 'state' ? { condition: (_: unknown, sibling: Partial<MarketPermits> | undefined) => Boolean(sibling?.own) } : {})

/**
 * A market's permit rules: a country's, or a state's own (the emirate of Dubai's, which the rest of
 * the UAE does not share). Off by default: a market requires nothing until an editor says so.
 */
export function marketPermitsField(of: 'country' | 'state'): Field {
  const shown = onlyWithOwnRules(of)
  const own: CheckboxField[] =
    of === 'state'
      ? [
          {
            name: 'own',
            type: 'checkbox',
            defaultValue: false,
            label: t('لهذه المنطقة قواعد خاصة بها', 'This state has its own rules'),
            admin: { description: t('وإلا تُتبع قواعد الدولة', 'Otherwise its country’s rules apply') },
          },
        ]
      : []
  return {
    name: 'permits',
    type: 'group',
    label: t('تصاريح الإعلان', 'Advertising permits'),
    admin: {
      description: t(
        'هل يجب أن يظهر رقم تصريح على كل إعلان عقاري هنا، ومن يصدره، وأين يتحقق منه الزوار.',
        'Whether every listing advertised here must show a permit number, who issues it, and where visitors can check it.',
      ),
    },
    fields: [
      ...own,
      {
        name: 'required',
        type: 'checkbox',
        defaultValue: false,
        label: t('رقم التصريح إلزامي لنشر الإعلان', 'A permit number is required to publish a listing'),
        admin: shown,
      },
      {
        name: 'authority',
        type: 'text',
        localized: true,
        label: t('الجهة المصدرة', 'Issuing authority'),
        admin: { ...shown, description: t('مثل: دائرة الأراضي والأملاك — تراخيصي', 'For example: Dubai Land Department — Trakheesi') },
      },
      {
        name: 'checkUrl',
        type: 'text',
        label: t('رابط صفحة التحقق', 'Check page address'),
        validate: checkUrlValidate,
        admin: {
          ...shown,
          description: t(
            'رابط يحل فيه {permit} محل رقم التصريح، مثل https://example.gov/check?permit={permit}. عند تحديده يظهر على الإعلان رمز QR ورابط إليه.',
            'An address in which {permit} stands for the permit number, such as https://example.gov/check?permit={permit}. When set, a listing shows a QR code and a link to it.',
          ),
        },
      },
    ],
  }
}

const idOf = (v: unknown): number | null => {
  if (typeof v === 'number') return v
  if (typeof v === 'string' && /^\d+$/.test(v)) return Number(v)
  if (v && typeof v === 'object' && 'id' in v) return idOf((v as { id: unknown }).id)
  return null
}

type Place = { country?: unknown; state?: unknown; city?: unknown }

/**
 * The permit rules of the place a listing is being saved with: its state's own or its country's,
 * each read from the database (the city's state and country where the listing leaves them empty).
 * Names come in the admin's language, for the message.
 *
 * The reads take a copy of the save's request (its transaction and user, a locale of their own): a
 * read sets the locale of the request it is given, and the save's must stay as it is while its other
 * fields are checked and written beside this one.
 */
export async function ruleForPlace(req: PayloadRequest, place: Place): Promise<PermitRule | null> {
  const locale = req.i18n?.language === 'en' ? 'en' : 'ar'
  const own = { ...req, query: { ...req.query } } as PayloadRequest
  const read = async <S extends 'countries' | 'states' | 'cities'>(collection: S, id: number | null) =>
    id === null ? null : req.payload.findByID({ collection, id, locale, depth: 0, req: own, overrideAccess: true, disableErrors: true })
  let countryId = idOf(place.country)
  let stateId = idOf(place.state)
  if (countryId === null || stateId === null) {
    const city = await read('cities', idOf(place.city))
    countryId ??= idOf(city?.country)
    stateId ??= idOf(city?.state)
  }
  const [country, state] = await Promise.all([read('countries', countryId), read('states', stateId)])
  return marketRule(country, state)
}

/** Trims and unifies a permit number as typed (src/lib/permits.ts) before it is checked and stored. */
const normalizeNumber: FieldHook = ({ value }) => (value === undefined ? undefined : normalizePermitNumber(value))

/**
 * A permit number's shape, and its presence where the listing's market requires one: a published
 * listing there cannot be saved without it (an unpublished draft can, while its permit is on its way).
 */
const permitNumberValidate: TextFieldSingleValidation = async (value, { data, req }) => {
  const number = normalizePermitNumber(value)
  if (number) {
    return isPermitNumber(number) ? true : say(req, `حروف لاتينية وأرقام و- و/ فقط، حتى ${PERMIT_NUMBER_MAX} حرفًا`, `Latin letters, digits, - and / only, ${PERMIT_NUMBER_MAX} at most`)
  }
  const listing = (data ?? {}) as Place & { published?: unknown }
  if (listing.published === false) return true
  const rule = await ruleForPlace(req, listing)
  if (!rule?.required) return true
  // Short: the admin shows it on one line over the field (the tab's description says what to do).
  return say(req, `إلزامي لنشر إعلان في ${rule.market}`, `Required to publish a listing in ${rule.market}`)
}

const notInTheFuture: DateFieldValidation = (value, { req }) => {
  if (!value) return true
  const at = new Date(value).getTime()
  if (Number.isNaN(at)) return say(req, 'تاريخ غير صالح', 'Not a valid date')
  // A day's grace: the date picker stores a day at noon in the editor's time zone.
  return at <= Date.now() + DAY_MS ? true : say(req, 'تاريخ التحقق لا يكون في المستقبل', 'The date of a check cannot be in the future')
}

/**
 * A listing's permit and its verification, in a tab of its own: the number (and the authority when
 * it is not the market's), and when an agent of the agency last checked the listing and who did.
 * Stored as `permit.*`.
 */
export const listingPermitTab: Tab = {
  name: 'permit',
  label: t('التصريح والتحقق', 'Permit and checks'),
  description: t(
    'حيث يُلزم السوق بتصريح لا يُحفظ إعلان منشور بلا رقمه: ألغِ نشره حتى يصدر التصريح. الجهة المصدرة ورابط التحقق يأتيان من إعدادات الدولة أو المنطقة. يظهر على الإعلان «تحقّقت منه الوكالة» مع تاريخ آخر تحقق.',
    'Where the market requires a permit, a published listing cannot be saved without its number: unpublish it until the permit is issued. The authority and the check page come from the country’s or state’s settings. The listing shows “Verified by the agency” with the date of the last check.',
  ),
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'number',
          type: 'text',
          label: t('رقم تصريح الإعلان', 'Advertising permit number'),
          maxLength: PERMIT_NUMBER_MAX,
          hooks: { beforeValidate: [normalizeNumber] },
          validate: permitNumberValidate,
          admin: { description: t('مثل رقم تراخيصي في دبي أو رقم ترخيص الإعلان من الهيئة العامة للعقار', 'Such as the Trakheesi number in Dubai or the REGA advertising licence number') },
        },
        {
          name: 'authority',
          type: 'text',
          localized: true,
          label: t('الجهة المصدرة، إن اختلفت', 'Issuing authority, if different'),
          admin: { description: t('يُترك فارغًا لاستخدام جهة السوق', 'Leave empty for the market’s own') },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'verifiedAt',
          type: 'date',
          label: t('تاريخ آخر تحقق من الوكالة', 'Last checked by the agency'),
          validate: notInTheFuture,
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyy' } },
        },
        {
          name: 'checkedNow',
          type: 'checkbox',
          virtual: true,
          label: t('تحققت منه الآن', 'I checked it now'),
          admin: { description: t('عند الحفظ: تاريخ اليوم وأنت من تحقق', 'On saving: today’s date, and you as the one who checked') },
        },
        {
          name: 'verifiedBy',
          type: 'relationship',
          relationTo: 'users',
          label: t('تحقق منه', 'Checked by'),
          access: { read: ({ req }) => Boolean(req.user) },
          admin: { readOnly: true, description: t('يُسجَّل تلقائيًا', 'Recorded by itself') },
        },
      ],
    },
  ],
}

type PermitData = { number?: unknown; verifiedAt?: string | null; verifiedBy?: unknown; checkedNow?: boolean | null }

const sameTime = (a: string | null | undefined, b: string | null | undefined) => (a ? new Date(a).getTime() : null) === (b ? new Date(b).getTime() : null)

/**
 * Who last checked a listing: a save that changes its check date (or ticks "I checked it now",
 * which sets it to now) records the signed-in user as the checker; clearing the date clears them.
 * What a save sends for the checker itself is ignored.
 */
export const recordVerification: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  const before = (originalDoc?.permit ?? {}) as PermitData
  const incoming = data.permit as PermitData | undefined
  if (!incoming) return data
  const { checkedNow, ...rest } = incoming
  const at = checkedNow ? new Date().toISOString() : 'verifiedAt' in incoming ? (incoming.verifiedAt ?? null) : (before.verifiedAt ?? null)
  const changed = !sameTime(at, before.verifiedAt)
  const user = idOf((req.user as { id?: unknown } | null | undefined)?.id)
  const by = changed ? (at ? user : null) : idOf(before.verifiedBy)
  data.permit = { ...rest, verifiedAt: at, verifiedBy: by }
  return data
}
