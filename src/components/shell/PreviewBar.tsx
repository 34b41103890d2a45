import { getLocale, getTranslations } from 'next-intl/server'
import { isLocale } from '@/i18n/locales'
import { localizedPath } from '@/lib/seo/urls'
import { previewing } from '@/server/preview'
import { PreviewRefresh } from './PreviewRefresh'

/**
 * In an editor's preview only: a bar that says so, with the way out, and the admin's live preview
 * kept in step (the page is read again after each save or autosave). Visitors get nothing, not even
 * the refresher's code.
 */
export async function PreviewBar() {
  if (!(await previewing())) return null
  const [current, t] = await Promise.all([getLocale(), getTranslations('preview')])
  const locale = isLocale(current) ? current : 'ar'
  return (
    <div role="status" data-testid="preview-bar" className="sticky top-0 z-50 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
      <span>{t('banner')}</span>
      {/* A plain link: leaving goes through the server, which turns draft mode off. */}
      <a className="font-semibold underline" href={`/api/preview?exit=1&path=${encodeURIComponent(localizedPath(locale, '/'))}`}>
        {t('exit')}
      </a>
      <PreviewRefresh />
    </div>
  )
}
