import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/format'
import { recordPath } from '@/lib/ids'
import type { Blog } from '@/payload-types'
import { MediaImage } from '../ui/MediaImage'

export function ArticleCard({ locale, article }: { locale: Locale; article: Blog }) {
  const category = article.category && typeof article.category === 'object' ? article.category.name : null
  return (
    <li className="overflow-hidden rounded-card border border-gray-200 bg-white shadow-sm" data-testid="article-card">
      <Link href={recordPath('/blogs', article.id, article.slug)} className="block">
        <MediaImage media={article.cover} sizes="(min-width: 1024px) 33vw, 100vw" largest="card" className="aspect-[16/9] w-full object-cover" />
        <div className="p-4">
          {category && <p className="text-xs font-semibold uppercase text-brand">{category}</p>}
          <h3 className="mt-1 line-clamp-2 text-lg font-semibold text-gray-900">{article.title}</h3>
          {article.excerpt && <p className="mt-2 line-clamp-2 text-sm text-gray-600">{article.excerpt}</p>}
          {article.publishedAt && <p className="mt-3 text-xs text-gray-600">{formatDate(locale, article.publishedAt)}</p>}
        </div>
      </Link>
    </li>
  )
}
