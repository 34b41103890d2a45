import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { recordPath } from '@/lib/ids'
import type { Project } from '@/payload-types'
import { MediaImage } from '../ui/MediaImage'
import { CompareButton } from './CompareButton'
import { FavouriteButton } from './FavouriteButton'
import { VerifiedTick } from './Permit'
import { Money } from './Price'

const nameOf = (v: unknown) => (v && typeof v === 'object' && 'name' in v ? String((v as { name: unknown }).name ?? '') : '')

/** `priority` for the cards a visitor sees first (the largest paint of a list on a phone): their cover is fetched at once, first. */
export async function ProjectCard({ locale, project, priority = false }: { locale: Locale; project: Project; priority?: boolean }) {
  const t = await getTranslations({ locale })
  return (
    <li className="group relative overflow-hidden rounded-card border border-gray-200 bg-white shadow-sm transition hover:shadow-md" data-testid="project-card">
      <Link href={recordPath('/projects', project.id, project.slug)} className="block">
        <div className="relative aspect-[4/3] overflow-hidden bg-surface">
          <MediaImage media={project.gallery?.[0]} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" largest="card" priority={priority} className="size-full object-cover transition duration-300 group-hover:scale-105" />
          <span className="absolute start-3 top-3 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-brand">{t(`projectStatus.${project.status}`)}</span>
        </div>
        <div className="p-4">
          {project.startingPrice != null && (
            <p className="text-sm text-gray-600">
              {t('common.startingFrom')}{' '}
              <Money locale={locale} amount={project.startingPrice} currency={project.currency} className="text-lg font-bold text-gray-900" />
            </p>
          )}
          <h3 className="mt-1 line-clamp-1 font-semibold text-gray-800">{project.name}</h3>
          <p className="mt-1 line-clamp-1 text-sm text-gray-600">{[project.developer?.name, nameOf(project.city)].filter(Boolean).join(' · ')}</p>
          <div className="mt-3 h-2 overflow-hidden rounded-full bg-gray-100" aria-hidden>
            <div className="h-full bg-brand" style={{ inlineSize: `${project.progress ?? 0}%` }} />
          </div>
          <div className="mt-1 flex min-h-5 flex-wrap items-center justify-between gap-2">
            <p className="text-xs text-gray-600">{t('common.progress', { value: project.progress ?? 0 })}</p>
            {project.permit?.verifiedAt && <VerifiedTick label={t('common.verified')} />}
          </div>
        </div>
      </Link>
      <CompareButton kind="projects" id={project.id} name={project.name} compact className="absolute end-3 top-3" />
      <FavouriteButton kind="projects" id={project.id} name={project.name} compact className="absolute end-3 top-14" />
    </li>
  )
}
