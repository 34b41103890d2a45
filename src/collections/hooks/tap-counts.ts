import type { Field, FieldHook } from 'payload'
import { hasRole } from '@/access'
import { t } from '@/fields'

const CHANNELS = { whatsapp: { ar: 'واتساب', en: 'WhatsApp' }, call: { ar: 'اتصال', en: 'Call' }, email: { ar: 'البريد', en: 'E-mail' } } as const

/**
 * How many taps on its WhatsApp, call and e-mail links a listing had ("WhatsApp 3 · Call 1 ·
 * E-mail 0"), worked out when staff read that one listing in the admin; for anyone else, and in
 * lists, nothing is counted.
 */
const countTaps =
  (on: 'property' | 'project'): FieldHook =>
  async ({ req, data, findMany }) => {
    const user = req.user as { roles?: unknown } | null | undefined
    const id = (data as { id?: unknown } | undefined)?.id
    // One listing at a time (its edit view): a list of them would cost three counts per row.
    if (findMany || !hasRole(user, 'admin', 'sales', 'editor') || typeof id !== 'number') return undefined
    const lang = req.i18n?.language === 'en' ? 'en' : 'ar'
    const counts = await Promise.all(
      (Object.keys(CHANNELS) as (keyof typeof CHANNELS)[]).map(async (channel) => {
        const { totalDocs } = await req.payload.count({ collection: 'taps', where: { [on]: { equals: id }, channel: { equals: channel } }, overrideAccess: true, req })
        return `${CHANNELS[channel][lang]} ${totalDocs}`
      }),
    )
    return counts.join(' · ')
  }

/** The listing's taps, read-only beside its other facts in the admin (not stored). */
export const tapCountsField = (on: 'property' | 'project'): Field => ({
  name: 'taps',
  type: 'text',
  virtual: true,
  label: t('نقرات التواصل', 'Contact taps'),
  admin: { readOnly: true, position: 'sidebar', description: t('النقرات على روابط واتساب والاتصال والبريد في الموقع', 'Taps on the site’s WhatsApp, call and e-mail links') },
  hooks: { afterRead: [countTaps(on)] },
})
