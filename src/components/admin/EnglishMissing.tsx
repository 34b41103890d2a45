'use client'

import { useFormFields, useTranslation } from '@payloadcms/ui'
import type { CSSProperties } from 'react'

const text = {
  ar: {
    badge: 'الإنجليزية ناقصة',
    notice: 'لا عنوان إنجليزيا لهذا الإعلان بعد: يرى زوار الموقع الإنجليزي العنوان العربي. اختر English من قائمة اللغة أعلى الصفحة لإضافته.',
  },
  en: {
    badge: 'English missing',
    notice: 'This listing has no English title yet: visitors of the English site see the Arabic one. Pick English in the language menu at the top to add it.',
  },
} as const

const useText = () => {
  const { i18n } = useTranslation()
  return i18n.language === 'ar' ? text.ar : text.en
}

const badge: CSSProperties = { display: 'inline-block', padding: '2px 8px', borderRadius: 999, background: '#fef3c7', color: '#92400e', fontSize: 12, fontWeight: 600, whiteSpace: 'nowrap' }

/** The list's column: a badge on the listings without an English title, nothing on the others. */
export function EnglishMissingCell({ cellData }: { cellData?: unknown }) {
  const t = useText()
  return cellData ? (
    <span style={badge} data-testid="english-missing">
      {t.badge}
    </span>
  ) : null
}

/** Beside Publish in the edit view: says so while the listing has no English title (as of its last save). */
export function EnglishMissingNotice() {
  const t = useText()
  const missing = useFormFields(([fields]) => fields.englishMissing?.value === true)
  if (!missing) return null
  return (
    <p role="status" data-testid="english-missing-notice" style={{ margin: '0 0 16px', padding: 12, borderRadius: 6, background: '#fef3c7', color: '#78350f', fontSize: 13, lineHeight: 1.5 }}>
      {t.notice}
    </p>
  )
}
