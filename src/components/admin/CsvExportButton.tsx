'use client'

import { Button, useConfig, useTranslation } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'

const labels = { ar: 'تصدير CSV', en: 'Export CSV' } as const

/** Above the admin list of leads or exchange requests: the records as a CSV file, with the list's filters. */
export function CsvExportButton({ collection }: { collection: string }) {
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const params = useSearchParams()
  const query = new URLSearchParams()
  for (const [key, value] of params) if (key.startsWith('where')) query.append(key, value)
  const href = `${config.routes.api}/${collection}/export.csv${query.size ? `?${query}` : ''}`
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 'calc(var(--base) / 2)' }}>
      <Button el="anchor" url={href} buttonStyle="secondary" size="small" margin={false} extraButtonProps={{ download: '', 'data-testid': 'csv-export' }}>
        {i18n.language === 'en' ? labels.en : labels.ar}
      </Button>
    </div>
  )
}
