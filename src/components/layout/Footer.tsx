import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { digitsOnly } from '@/lib/format'
import { POLICY_PATHS } from '@/lib/seo/urls'
import { getMenus, getPolicies, getSettings } from '@/server/site'

/** SPEC §2: the footer menu, contact details, social links and the policy pages. */
export async function Footer({ locale }: { locale: Locale }) {
  const [menus, settings, policies, t, nav, shell, common] = await Promise.all([
    getMenus(locale),
    getSettings(locale),
    getPolicies(locale),
    getTranslations({ locale, namespace: 'footer' }),
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'shell' }),
    getTranslations({ locale, namespace: 'common' }),
  ])
  const contact = settings.contact_info
  const linked = new Set((menus.footer ?? []).flatMap((column) => (column.links ?? []).map((link) => link.href)))
  const policyLinks = policies.filter((p) => !linked.has(POLICY_PATHS[p.key]))
  return (
    <footer className="mt-16 bg-brand-ink text-gray-200" data-testid="site-footer">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <nav aria-label={nav('footer')} className="contents">
          {(menus.footer ?? []).map((column) => (
            <div key={column.id ?? column.title}>
              <h2 className="mb-3 text-base font-bold text-white">{column.title}</h2>
              <ul className="space-y-2 text-sm">
                {(column.links ?? []).map((link) => (
                  <li key={link.id ?? link.href}>
                    <Link href={link.href} className="hover:text-white hover:underline">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div>
          <h2 className="mb-3 text-base font-bold text-white">{t('contact')}</h2>
          <ul className="space-y-2 text-sm">
            {contact?.contact_phone && (
              <li>
                <a href={`tel:+${digitsOnly(contact.contact_phone)}`} dir="ltr" className="hover:underline">
                  {contact.contact_phone}
                </a>
              </li>
            )}
            {contact?.contact_whatsapp_number && (
              <li>
                <a href={`https://wa.me/${digitsOnly(contact.contact_whatsapp_number)}`} rel="noopener noreferrer" target="_blank" className="hover:underline">
                  {common('whatsapp')}: <bdi dir="ltr">{contact.contact_whatsapp_number}</bdi>
                </a>
              </li>
            )}
            {contact?.contact_email && (
              <li>
                <a href={`mailto:${contact.contact_email}`} className="hover:underline">
                  {contact.contact_email}
                </a>
              </li>
            )}
            {contact?.contact_address && <li>{contact.contact_address}</li>}
          </ul>
          {(settings.social_links?.length ?? 0) > 0 && (
            <>
              <h2 className="mb-2 mt-6 text-base font-bold text-white">{t('follow')}</h2>
              <ul className="flex flex-wrap gap-3 text-sm">
                {settings.social_links?.map((s) => (
                  <li key={s.id ?? s.url}>
                    <a href={s.url} rel="noopener noreferrer" target="_blank" className="hover:underline">
                      {shell(`social.${s.platform}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-2 px-4 py-4 text-xs sm:flex-row sm:justify-between">
          <p>{t('rights', { year: new Date().getFullYear() })}</p>
          {policyLinks.length > 0 && (
            <nav aria-label={shell('policies')}>
              <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1">
                {policyLinks.map((p) => (
                  <li key={p.id}>
                    <Link href={POLICY_PATHS[p.key]} className="hover:text-white hover:underline">
                      {p.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </div>
    </footer>
  )
}
