/**
 * Renders a component as a page of the site shows it: inside the app's message provider for one
 * language, with `<html lang dir>` set as the layout sets them. Components read the real messages
 * (src/i18n/messages), so a missing or English text on an Arabic page shows here as it would there.
 */
import { render, type RenderResult } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import type React from 'react'
import { dirOf, type Locale } from '@/i18n/locales'
import ar from '@/i18n/messages/ar.json'
import en from '@/i18n/messages/en.json'

const messages = { ar, en } as const

export const langs = [
  { code: 'ar', dir: 'rtl' },
  { code: 'en', dir: 'ltr' },
] as const satisfies readonly { code: Locale; dir: 'rtl' | 'ltr' }[]

/** The messages of one language, for the text a test expects (`text('ar', 'forms.sent')`). */
export function text(locale: Locale, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages[locale])
  if (typeof value !== 'string') throw new Error(`no message ${key} in ${locale}`)
  return value
}

export function renderIn(locale: Locale, ui: React.ReactElement): RenderResult {
  document.documentElement.lang = locale
  document.documentElement.dir = dirOf(locale)
  return render(
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="Asia/Dubai">
      {ui}
    </NextIntlClientProvider>,
  )
}
