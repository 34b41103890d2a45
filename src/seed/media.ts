/** The picture pool: rendered once per seed, uploaded to the media collection, reused across records. */
import type { Payload } from 'payload'
import { renderWebp, type SceneKind, type TimeOfDay } from './images'
import type { L } from './data/locations'

const times: TimeOfDay[] = ['morning', 'golden', 'sunset', 'noon', 'dusk', 'dawn', 'night']

const kindAlt: Record<SceneKind, L> = {
  towers: { ar: 'أبراج سكنية حديثة', en: 'Modern residential towers' },
  villa: { ar: 'فيلا عصرية بمسبح خاص وأشجار نخيل', en: 'Modern villa with a private pool and palm trees' },
  desert: { ar: 'فيلا بين الكثبان الرملية', en: 'Villa among the sand dunes' },
  beach: { ar: 'شاليهات على شاطئ رملي', en: 'Chalets on a sandy beach' },
  townhouses: { ar: 'صف من منازل التاون هاوس', en: 'A row of townhouses' },
  interior: { ar: 'صالة معيشة مشرقة بنافذة واسعة', en: 'Bright living room with a wide window' },
  office: { ar: 'برج مكاتب بواجهة زجاجية', en: 'Glass-fronted office tower' },
  storefront: { ar: 'واجهة مكتب منزل للعقارات', en: 'The front of a Manzil Real Estate office' },
  land: { ar: 'قطعة أرض مسوّرة جاهزة للبناء', en: 'Fenced plot ready to build on' },
  plan: { ar: 'مخطط طابق', en: 'Floor plan' },
  portrait: { ar: 'صورة شخصية', en: 'Portrait' },
  logo: { ar: 'شعار', en: 'Logo' },
}
const timeAlt: Record<TimeOfDay, L> = {
  dawn: { ar: 'عند الفجر', en: 'at dawn' },
  morning: { ar: 'في الصباح', en: 'in the morning' },
  noon: { ar: 'في وضح النهار', en: 'in full daylight' },
  golden: { ar: 'في ضوء العصر الذهبي', en: 'in golden afternoon light' },
  sunset: { ar: 'عند الغروب', en: 'at sunset' },
  dusk: { ar: 'عند الغسق', en: 'at dusk' },
  night: { ar: 'ليلًا', en: 'at night' },
}

export type MediaPool = Record<SceneKind, number[]>

const counts: Array<[SceneKind, number]> = [
  ['towers', 10], ['villa', 7], ['desert', 3], ['beach', 5], ['townhouses', 4], ['interior', 7],
  ['office', 3], ['storefront', 5], ['land', 2], ['plan', 4],
]

export async function uploadImage(payload: Payload, opts: { kind: SceneKind; time: TimeOfDay; seed: number; name: string; alt: L; width?: number; height?: number }): Promise<number> {
  const square = opts.kind === 'portrait' || opts.kind === 'logo'
  const width = opts.width ?? (square ? 600 : opts.kind === 'plan' ? 1200 : 1600)
  const height = opts.height ?? (square ? 600 : opts.kind === 'plan' ? 900 : 1000)
  const data = await renderWebp(opts.kind, opts.time, opts.seed, width, height)
  const doc = await payload.create({
    collection: 'media',
    data: { alt: opts.alt.ar },
    file: { data, mimetype: 'image/webp', name: `${opts.name}.webp`, size: data.length },
    locale: 'ar',
    depth: 0,
    overrideAccess: true,
    context: { skipRevalidate: true },
  })
  await payload.update({ collection: 'media', id: doc.id, data: { alt: opts.alt.en }, locale: 'en', depth: 0, overrideAccess: true })
  return doc.id
}

/** The scene pictures used by listings, projects, articles, branches and videos. */
export async function createScenePool(payload: Payload, log: (line: string) => void): Promise<MediaPool> {
  const pool = { towers: [], villa: [], desert: [], beach: [], townhouses: [], interior: [], office: [], storefront: [], land: [], plan: [], portrait: [], logo: [] } as MediaPool
  let seed = 1000
  let made = 0
  for (const [kind, count] of counts) {
    for (let i = 0; i < count; i++) {
      const time = kind === 'plan' ? 'noon' : (times[(i + kind.length) % times.length] as TimeOfDay)
      const alt = kind === 'plan'
        ? { ar: `${kindAlt.plan.ar} ${['للطابق الأرضي', 'للطابق الأول', 'لشقة نموذجية', 'للسطح'][i % 4]}`, en: `${kindAlt.plan.en}: ${['ground floor', 'first floor', 'typical apartment', 'roof'][i % 4]}` }
        : { ar: `${kindAlt[kind].ar} ${timeAlt[time].ar}`, en: `${kindAlt[kind].en} ${timeAlt[time].en}` }
      pool[kind].push(await uploadImage(payload, { kind, time, seed: seed++, name: `${kind}-${i + 1}`, alt }))
      made++
    }
  }
  log(`  ${made} scene pictures`)
  return pool
}
