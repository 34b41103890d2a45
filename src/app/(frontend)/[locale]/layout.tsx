import '../fonts.css'
import '../globals.css'
import '@/components/shell/shell.css'
import type { Metadata, Viewport } from 'next'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import type React from 'react'
import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { LandingOverlay } from '@/components/shell/LandingOverlay'
import { ShellBoot } from '@/components/shell/ShellBoot'
import { WhatsAppButton } from '@/components/shell/WhatsAppButton'
import { mediaUrl, asMedia } from '@/components/ui/MediaImage'
import { dirOf, type Locale } from '@/i18n/locales'
import { routing } from '@/i18n/routing'
import { readEnv } from '@/env'
import type { CurrencyRate } from '@/lib/client/currency'
import { LANDING_SCRIPT } from '@/lib/client/landing'
import { siteOrigin } from '@/lib/seo/urls'
import { buildInfo } from '@/server/build-info'
import { getRates, siteAreaUnit } from '@/server/currency'
import { getCurrencies, getSettings } from '@/server/site'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

const DEFAULT_BRAND = '#0b2a5b'
const FALLBACK_FAVICON = '/favicon.png'

export async function generateViewport({ params }: Props): Promise<Viewport> {
  const { locale } = await params
  const settings = hasLocale(routing.locales, locale) ? await getSettings(locale) : null
  // SPEC §2: viewport maximum scale 1.
  return { width: 'device-width', initialScale: 1, maximumScale: 1, themeColor: settings?.appearance_settings?.color1 || DEFAULT_BRAND }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const settings = await getSettings(locale)
  const site = await getTranslations({ locale, namespace: 'site' })
  // SPEC §2: the title defaults to 'Real Estate', the favicon to /favicon.png.
  const title = settings.seo_settings?.seo_title || site('defaultTitle')
  const favicon = mediaUrl(asMedia(settings.appearance_settings?.favicon)?.filename) ?? FALLBACK_FAVICON
  return {
    title: { default: title, template: `%s | ${title}` },
    description: settings.seo_settings?.seo_description ?? undefined,
    icons: { icon: favicon },
    // Canonical, language and social links are absolute, on the site's public address.
    metadataBase: new URL(siteOrigin()),
  }
}

/** Every currency with its rate (prices may be in a disabled one) and the enabled ones' names. */
async function currencyTable(locale: Locale): Promise<CurrencyRate[]> {
  const [rates, named] = await Promise.all([getRates(), getCurrencies(locale)])
  const names = new Map(named.map((c) => [c.code, c.name]))
  const order = new Map(named.map((c, i) => [c.code, i]))
  return rates
    .map((r) => ({ code: r.code, rate: r.rate, decimals: r.decimals ?? 0, enabled: r.enabled !== false, name: names.get(r.code), areaUnit: r.areaUnit ?? 'm2' }))
    .sort((a, b) => (order.get(a.code) ?? 99) - (order.get(b.code) ?? 99))
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const [settings, site, currencies, build, areaUnit] = await Promise.all([getSettings(locale), getTranslations({ locale, namespace: 'site' }), currencyTable(locale), buildInfo(), siteAreaUnit()])
  const brand = settings.appearance_settings?.color1 || DEFAULT_BRAND
  const defaultCurrency =
    currencies.find((c) => c.enabled && c.code === settings.default_currency)?.code ?? currencies.find((c) => c.enabled)?.code ?? 'USD'
  const whatsapp = settings.contact_info?.contact_whatsapp_number
  // Read when the page renders, not built in: the maps load the keyed provider when this is set.
  const mapsKey = readEnv().NEXT_PUBLIC_MAPS_KEY
  return (
    // The theme colour is set here, on the server, so the first paint already has it. The inline
    // script may add the first-landing class before hydration.
    <html lang={locale} dir={dirOf(locale)} style={{ ['--brand' as string]: brand }} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: LANDING_SCRIPT }} />
      </head>
      <body className="flex min-h-screen flex-col antialiased" data-maps-key={mapsKey}>
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
          {site('skip')}
        </a>
        <NextIntlClientProvider>
          <LandingOverlay />
          <Header locale={locale} currencies={currencies} defaultCurrency={defaultCurrency} areaUnit={areaUnit} />
          <main id="main" className="flex-1">
            {children}
          </main>
          <Footer locale={locale} />
          {whatsapp && <WhatsAppButton locale={locale} number={whatsapp} />}
          <ShellBoot locale={locale} buildId={build.buildId} currencies={currencies} defaultCurrency={defaultCurrency} areaUnit={areaUnit} />
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
