import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { digitsOnly } from '@/lib/format'
import { listContent } from '@/server/content'
import { Empty } from '../ui/Section'

const DAY_KEYS = { sat: 6, sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5 } as const

function dayName(intl: string, day: keyof typeof DAY_KEYS) {
  // 2023-01-01 was a Sunday.
  return new Intl.DateTimeFormat(intl, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1 + DAY_KEYS[day])))
}

export async function BranchList({ locale }: { locale: Locale }) {
  const [{ docs }, common] = await Promise.all([listContent('branches', locale, { perPage: 50, sort: 'order' }), getTranslations({ locale, namespace: 'common' })])
  if (!docs.length) return <Empty text={common('empty')} />
  const intl = locale === 'ar' ? 'ar-AE' : 'en-US'
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {docs.map((b) => (
        <li key={b.id} className="rounded-card border border-gray-200 bg-white p-6" data-testid="branch">
          <h2 className="text-xl font-semibold text-gray-900">{b.name}</h2>
          {b.address && <p className="mt-2 text-gray-700">{b.address}</p>}
          <ul className="mt-3 space-y-1 text-sm">
            {(b.phones ?? []).map((ph) => (
              <li key={ph.id ?? ph.number}>
                <a href={`tel:+${digitsOnly(ph.number)}`} dir="ltr" className="text-brand hover:underline">
                  {ph.number}
                </a>
              </li>
            ))}
            {b.email && (
              <li>
                <a href={`mailto:${b.email}`} className="text-brand hover:underline">
                  {b.email}
                </a>
              </li>
            )}
          </ul>
          {(b.hours?.length ?? 0) > 0 && (
            <dl className="mt-4 space-y-1 text-sm text-gray-700">
              {b.hours?.map((h) => (
                <div key={h.id} className="flex flex-wrap gap-2">
                  <dt className="font-semibold">{h.days.map((d) => dayName(intl, d)).join('، ')}</dt>
                  <dd>
                    <bdi>
                      {h.opens}–{h.closes}
                    </bdi>
                  </dd>
                </div>
              ))}
            </dl>
          )}
          <div className="mt-4 flex flex-wrap gap-2 text-sm">
            {b.whatsapp && (
              <a href={`https://wa.me/${digitsOnly(b.whatsapp)}`} rel="noopener noreferrer" target="_blank" className="rounded-lg bg-green-700 px-4 py-2 font-semibold text-white">
                {common('whatsapp')}
              </a>
            )}
            <a
              href={`https://www.openstreetmap.org/directions?to=${b.latitude}%2C${b.longitude}`}
              rel="noopener noreferrer"
              target="_blank"
              className="rounded-lg border border-gray-300 px-4 py-2 font-semibold hover:border-brand"
            >
              <bdi dir="ltr">
                {b.latitude.toFixed(4)}, {b.longitude.toFixed(4)}
              </bdi>
            </a>
          </div>
        </li>
      ))}
    </ul>
  )
}
