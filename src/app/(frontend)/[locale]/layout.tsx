import '@fontsource/ibm-plex-sans-arabic/400.css'
import '@fontsource/ibm-plex-sans-arabic/600.css'
import '@fontsource/ibm-plex-sans-arabic/700.css'
import '@fontsource/inter/400.css'
import '@fontsource/inter/600.css'
import '@fontsource/inter/700.css'
import '../globals.css'
import type { Metadata, Viewport } from 'next'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import type React from 'react'
import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { mediaUrl, asMedia } from '@/components/ui/MediaImage'
import { dirOf, type Locale } from '@/i18n/locales'
import { routing } from '@/i18n/routing'
import { getSettings } from '@/server/site'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  maximumScale: 1,
  themeColor: '#0b2a5b',
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const settings = await getSettings(locale)
  const site = await getTranslations({ locale, namespace: 'site' })
  const title = settings.seo_settings?.seo_title || site('defaultTitle')
  const favicon = mediaUrl(asMedia(settings.appearance_settings?.favicon)?.filename) ?? '/favicon.png'
  return {
    title: { default: title, template: `%s | ${title}` },
    description: settings.seo_settings?.seo_description ?? undefined,
    icons: { icon: favicon },
    metadataBase: process.env.NEXT_PUBLIC_SITE_URL ? new URL(process.env.NEXT_PUBLIC_SITE_URL) : undefined,
  }
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const settings = await getSettings(locale as Locale)
  const site = await getTranslations({ locale, namespace: 'site' })
  const brand = settings.appearance_settings?.color1 || '#0b2a5b'
  return (
    <html lang={locale} dir={dirOf(locale)} style={{ ['--brand' as string]: brand }}>
      <body className="flex min-h-screen flex-col antialiased">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
          {site('skip')}
        </a>
        <NextIntlClientProvider>
          <Header locale={locale} />
          <main id="main" className="flex-1">
            {children}
          </main>
          <Footer locale={locale} />
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
