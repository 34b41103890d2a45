import { getTranslations } from 'next-intl/server'
import { intlLocale, type Locale } from '@/i18n/locales'
import { digitsOnly } from '@/lib/format'
import type { TeamMember } from '@/payload-types'
import { MediaImage } from '../ui/MediaImage'

const action =
  'inline-flex min-h-10 items-center justify-center rounded-lg border border-gray-300 px-3 py-1.5 text-sm font-semibold text-gray-900 hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand'

/** One member: photo, name, role, branch, languages and one-tap call, WhatsApp and email. */
export async function TeamCard({ member: m, locale }: { member: TeamMember; locale: Locale }) {
  const [t, common] = await Promise.all([getTranslations({ locale, namespace: 'team' }), getTranslations({ locale, namespace: 'common' })])
  const languageNames = new Intl.DisplayNames(intlLocale(locale), { type: 'language' })
  const languages = (m.languages ?? []).map((code) => languageNames.of(code) ?? code)
  return (
    <article className="flex w-full flex-col rounded-card border border-gray-200 bg-white p-5 text-center" data-member={m.id}>
      <MediaImage media={m.photo} sizes="112px" largest="thumb" className="mx-auto size-28 rounded-full bg-surface object-cover" />
      <h2 className="mt-3 font-semibold text-gray-900" data-testid="member-name">
        {m.name}
      </h2>
      {m.jobTitle && <p className="text-sm text-gray-700">{m.jobTitle}</p>}
      {m.branch && typeof m.branch === 'object' && <p className="text-sm text-gray-600">{m.branch.name}</p>}
      {languages.length > 0 && (
        <p className="mt-2 text-xs text-gray-600">
          <span className="font-semibold">{t('languages')}: </span>
          {languages.join(locale === 'ar' ? '، ' : ', ')}
        </p>
      )}
      {m.phone && (
        <p className="mt-2 text-sm text-gray-700">
          <bdi dir="ltr">{m.phone}</bdi>
        </p>
      )}
      <div className="mt-auto flex flex-wrap justify-center gap-2 pt-4">
        {m.phone && (
          <a href={`tel:+${digitsOnly(m.phone)}`} aria-label={t('callName', { name: m.name })} className={action} data-testid="member-call">
            {common('call')}
          </a>
        )}
        {m.whatsapp && (
          <a
            href={`https://wa.me/${digitsOnly(m.whatsapp)}`}
            rel="noopener noreferrer"
            target="_blank"
            aria-label={t('whatsappName', { name: m.name })}
            className={action}
            data-testid="member-whatsapp"
          >
            {common('whatsapp')}
          </a>
        )}
        {m.email && (
          <a href={`mailto:${m.email}`} aria-label={t('emailName', { name: m.name })} className={action} data-testid="member-email">
            {t('emailShort')}
          </a>
        )}
      </div>
    </article>
  )
}
