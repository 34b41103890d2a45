import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/format'
import { listingRule, permitView } from '@/lib/permits'
import { qrPath } from '@/lib/qr'
import type { Project, Property } from '@/payload-types'
import { ExternalIcon, ShieldCheckIcon } from './icons'

/** The QR code of a check page, drawn on the server: a visitor at a desktop scans it with their phone. */
function QrCode({ url, label }: { url: string; label: string }) {
  const { size, d } = qrPath(url)
  return (
    <svg viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges" className="size-24 shrink-0 rounded border border-gray-200 sm:size-28" data-testid="permit-qr">
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#111827" />
    </svg>
  )
}

/**
 * A listing's advertising permit (its number, the authority that issued it and, where the market
 * gives a check page, a QR code and a link to it) and the agency's last check of the listing.
 * Nothing when it has neither.
 */
export async function PermitBox({ locale, listing }: { locale: Locale; listing: Property | Project }) {
  const permit = permitView(listing.permit, listingRule(listing))
  const verifiedAt = listing.permit?.verifiedAt
  if (!permit && !verifiedAt) return null
  const t = await getTranslations({ locale, namespace: 'detail.permit' })
  return (
    <div className="mt-6 rounded-card border border-gray-200 bg-white p-4" data-testid="permit">
      {permit && (
        <div className="flex items-start gap-4">
          <div className="min-w-0 flex-1">
            <h3 className="font-bold text-gray-900">{t('title')}</h3>
            <dl className="mt-2 space-y-2 text-sm">
              {permit.authority && (
                <div>
                  <dt className="text-gray-600">{t('authority')}</dt>
                  <dd className="font-semibold text-gray-900" data-testid="permit-authority">
                    {permit.authority}
                  </dd>
                </div>
              )}
              <div>
                <dt className="text-gray-600">{t('number')}</dt>
                <dd className="font-semibold text-gray-900">
                  <bdi dir="ltr" data-testid="permit-number">
                    {permit.number}
                  </bdi>
                </dd>
              </div>
            </dl>
            {permit.checkUrl && (
              <a href={permit.checkUrl} target="_blank" rel="noopener" className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand hover:underline" data-testid="permit-check">
                {t('check')}
                <ExternalIcon size={16} className="rtl:-scale-x-100" />
                <span className="sr-only">{t('newTab')}</span>
              </a>
            )}
          </div>
          {permit.checkUrl && <QrCode url={permit.checkUrl} label={t('qr')} />}
        </div>
      )}
      {verifiedAt && (
        <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-sm ${permit ? 'mt-4 border-t border-gray-200 pt-3' : ''}`} data-testid="verified">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 font-semibold text-emerald-800">
            <ShieldCheckIcon size={16} />
            {t('verified')}
          </span>
          <span className="text-gray-700" data-testid="verified-date">
            {t('checkedOn', { date: formatDate(locale, verifiedAt) })}
          </span>
        </p>
      )}
    </div>
  )
}

/** A card's small mark of a listing the agency has checked. */
export function VerifiedTick({ label }: { label: string }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800" data-testid="verified-badge">
      <ShieldCheckIcon size={14} />
      {label}
    </span>
  )
}
