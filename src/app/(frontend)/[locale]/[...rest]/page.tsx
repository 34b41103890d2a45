import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { ErrorView } from '@/components/shell/ErrorView'
import { NotFoundMessage } from '@/components/shell/NotFoundMessage'
import { Link } from '@/i18n/navigation'
import { routeLocale, type LocaleParams } from '@/lib/route'
import { answerAs, pageAnswer, type ErrorViewKind } from '@/server/http/page-answers'

/** Rendered for each request: which view it shows depends on the request. */
export const dynamic = 'force-dynamic'

/** The view this request shows: the one the server asked for (see page-answers), or the unmatched-route 404. */
function requestedView(): { kind: ErrorViewKind; path?: string } | null {
  const answer = pageAnswer()
  if (!answer) return null
  answerAs('not-found-route')
  return { kind: answer.view ?? 'not-found-route', path: answer.path }
}

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await routeLocale(params)
  const t = await getTranslations({ locale, namespace: 'errors' })
  const kind = requestedView()?.kind ?? 'not-found-route'
  const title = kind === 'unavailable' ? t('unavailableTitle') : kind === 'error' ? t('genericTitle') : t('notFoundTitle')
  return { title, robots: { index: false } }
}

/**
 * Any path no route matches (SPEC §8: 404, 'Page not found: {fullPath}'), and the error views the
 * production server renders here in place of Next's empty error documents: a failed validation
 * (404), the database out of reach (503) and any other failure (500). Without the production
 * server (`next dev`), Next's own not-found handling answers.
 */
export default async function CatchAll({ params }: { params: LocaleParams }) {
  const locale = await routeLocale(params)
  const view = requestedView()
  if (!view) notFound()
  const t = await getTranslations({ locale, namespace: 'errors' })
  const home = (
    <Link href="/" className="rounded-lg bg-brand px-6 py-3 font-semibold text-white">
      {t('backHome')}
    </Link>
  )
  if (view.kind === 'not-found' || view.kind === 'not-found-route') {
    return (
      <ErrorView status={404} title={t('notFoundTitle')} message={<NotFoundMessage kind={view.kind === 'not-found' ? 'validation' : 'route'} path={view.path} />} testId="not-found">
        {home}
      </ErrorView>
    )
  }
  const again = (
    // The path as asked, kept on this site (never `//elsewhere`).
    <a href={(view.path ?? '/').replace(/^\/+/, '/')} className="rounded-lg border border-gray-300 px-6 py-3 font-semibold text-gray-900 hover:border-brand">
      {t('retry')}
    </a>
  )
  if (view.kind === 'unavailable') {
    return (
      <ErrorView status={503} title={t('unavailableTitle')} message={t('unavailableText')} testId="unavailable">
        {again}
        {home}
      </ErrorView>
    )
  }
  return (
    <ErrorView status={500} title={t('genericTitle')} message={t('internal')} testId="error-page">
      {again}
      {home}
    </ErrorView>
  )
}
