'use client'

import { useDocumentInfo, useLocale, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

const text = {
  ar: { ar: 'بالعربية', en: 'بالإنجليزية', none: 'لا نص بعد' },
  en: { ar: 'In Arabic', en: 'In English', none: 'nothing yet' },
} as const

/**
 * Under a field that has a value per language: the same field's value in the other language, as
 * last saved, so a translator sees the text they translate beside their own.
 */
export function OtherLanguage({ path: given, field }: { path?: string; field?: { name?: string } }) {
  const path = given ?? field?.name
  const { id, collectionSlug } = useDocumentInfo()
  const locale = useLocale()
  const { i18n } = useTranslation()
  const other = locale.code === 'ar' ? 'en' : 'ar'
  const [value, setValue] = useState<string | null>(null)
  useEffect(() => {
    if (!id || !collectionSlug || !path) return
    const controller = new AbortController()
    const query = new URLSearchParams({ locale: other, 'fallback-locale': 'none', depth: '0', [`select[${path}]`]: 'true' })
    fetch(`/api/${collectionSlug}/${id}?${query}`, { credentials: 'include', signal: controller.signal })
      .then((r) => (r.ok ? (r.json() as Promise<Record<string, unknown>>) : null))
      .then((doc) => setValue(typeof doc?.[path] === 'string' ? (doc[path] as string) : ''))
      .catch(() => undefined)
    return () => controller.abort()
  }, [id, collectionSlug, path, other])
  if (!id || value === null) return null
  const t = i18n.language === 'ar' ? text.ar : text.en
  return (
    <p data-testid="other-language" data-locale={other} style={{ margin: '6px 0 0', fontSize: 13, color: 'var(--theme-elevation-600)' }}>
      {t[other]}:{' '}
      <bdi dir={other === 'ar' ? 'rtl' : 'ltr'} style={{ fontWeight: 600 }}>
        {value || t.none}
      </bdi>
    </p>
  )
}
