import { useTranslations } from 'next-intl'
import { ErrorView } from '@/components/shell/ErrorView'
import { NotFoundMessage } from '@/components/shell/NotFoundMessage'
import { Link } from '@/i18n/navigation'

/** A path no route matches (SPEC §8): 404, 'Page not found: {fullPath}'. */
export default function UnmatchedRoute() {
  const t = useTranslations('errors')
  return (
    <ErrorView status={404} title={t('notFoundTitle')} message={<NotFoundMessage kind="route" />} testId="not-found">
      <Link href="/" className="rounded-lg bg-brand px-6 py-3 font-semibold text-white">
        {t('backHome')}
      </Link>
    </ErrorView>
  )
}
