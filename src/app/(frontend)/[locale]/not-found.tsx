import { useTranslations } from 'next-intl'
import { Link } from '@/i18n/navigation'

export default function NotFound() {
  const t = useTranslations('errors')
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center" data-testid="not-found">
      <p className="text-6xl font-bold text-brand" dir="ltr">404</p>
      <h1 className="mt-4 text-3xl font-bold">{t('notFoundTitle')}</h1>
      <p className="mt-3 text-gray-600">{t('notFoundText')}</p>
      <Link href="/" className="mt-8 inline-block rounded-lg bg-brand px-6 py-3 font-semibold text-white">
        {t('backHome')}
      </Link>
    </section>
  )
}
