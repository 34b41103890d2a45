import { useTranslations } from 'next-intl'
import { ErrorView } from '@/components/shell/ErrorView'
import { NotFoundMessage } from '@/components/shell/NotFoundMessage'
import { Link } from '@/i18n/navigation'

/** A route that exists but whose validation failed (SPEC §4, §8): 404, 'Page Not Found: {fullPath}'. */
export default function NotFound() {
  const t = useTranslations('errors')
  return (
    <ErrorView status={404} title={t('notFoundTitle')} message={<NotFoundMessage kind="validation" />} testId="not-found">
      <Link href="/" className="rounded-lg bg-brand px-6 py-3 font-semibold text-white">
        {t('backHome')}
      </Link>
    </ErrorView>
  )
}
