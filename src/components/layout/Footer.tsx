import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { digitsOnly } from '@/lib/format'
import { getMenus, getSettings } from '@/server/site'

export async function Footer({ locale }: { locale: Locale }) {
  const [menus, settings, t, nav] = await Promise.all([
    getMenus(locale),
    getSettings(locale),
    getTranslations({ locale, namespace: 'footer' }),
    getTranslations({ locale, namespace: 'nav' }),
  ])
  const contact = settings.contact_info
  return (
    <footer className="mt-16 bg-brand-ink text-gray-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
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
                    <a href={s.url} rel="noopener noreferrer" target="_blank" className="capitalize hover:underline">
                      {s.platform}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
      <p className="border-t border-white/10 py-4 text-center text-xs text-gray-200">{t('rights', { year: new Date().getFullYear() })}</p>
    </footer>
  )
}
