import 'server-only'
import { defaultLocale } from '@/i18n/locales'
import { recordPath } from '@/lib/ids'
import { absoluteUrl, RECORD_BASES, siteOrigin } from '@/lib/seo/urls'
import { cachedRead } from '../cache'
import { payloadClient } from '../payload'

/** The page each published project's brochure belongs to, by the brochure's file name. */
const brochurePages = cachedRead('seo:brochures', ['projects', 'media'], async (): Promise<Record<string, string>> => {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'projects',
    where: { and: [{ published: { equals: true } }, { brochure: { exists: true } }] },
    pagination: false,
    depth: 1,
    select: { slug: true, brochure: true },
    populate: { media: { filename: true } },
  })
  const out: Record<string, string> = {}
  for (const p of found.docs) {
    const file = p.brochure && typeof p.brochure === 'object' ? p.brochure.filename : null
    if (file) out[file] = recordPath(RECORD_BASES.projects, p.id, p.slug)
  }
  return out
})

/** The canonical address of an uploaded document (a project's brochure: the project's page), or null. */
export async function documentCanonical(filename: string): Promise<string | null> {
  const path = (await brochurePages())[filename]
  return path ? absoluteUrl(siteOrigin(), defaultLocale, path) : null
}
