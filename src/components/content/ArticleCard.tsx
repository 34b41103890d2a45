import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/format'
import { recordPath } from '@/lib/ids'
import { lexicalToText, readingMinutes } from '@/lib/text'
import type { Blog } from '@/payload-types'
import { MediaImage } from '../ui/MediaImage'

export const categoryName = (article: Blog) => (article.category && typeof article.category === 'object' ? article.category.name : null)

/**
 * An article in a list: cover, category, title, excerpt, date and reading time. Its title is an
 * `h3` under a section's `h2`; a list placed right under the page's `h1` asks for `h2`.
 */
export async function ArticleCard({ locale, article, priority = false, heading: Heading = 'h3' }: { locale: Locale; article: Blog; priority?: boolean; heading?: 'h2' | 'h3' }) {
  const t = await getTranslations({ locale, namespace: 'articles' })
  const category = categoryName(article)
  return (
    <li className="group overflow-hidden rounded-card border border-gray-200 bg-white shadow-sm transition hover:shadow-md" data-testid="article-card">
      <Link href={recordPath('/blogs', article.id, article.slug)} className="flex h-full flex-col">
        <div className="aspect-[16/9] overflow-hidden bg-surface">
          <MediaImage
            media={article.cover}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            largest="card"
            priority={priority}
            className="size-full object-cover transition duration-300 group-hover:scale-105"
          />
        </div>
        <div className="flex flex-1 flex-col p-4">
          {category && <p className="text-xs font-semibold text-brand">{category}</p>}
          <Heading className="mt-1 line-clamp-2 text-lg font-semibold text-gray-900 group-hover:text-brand" data-testid="article-title">
            {article.title}
          </Heading>
          {article.excerpt && <p className="mt-2 line-clamp-2 text-sm text-gray-600">{article.excerpt}</p>}
          <p className="mt-auto flex flex-wrap gap-x-2 pt-3 text-xs text-gray-600">
            {article.publishedAt && <time dateTime={article.publishedAt}>{formatDate(locale, article.publishedAt)}</time>}
            {article.publishedAt && <span aria-hidden>·</span>}
            <span data-testid="reading-time">{t('readingTime', { count: readingMinutes(lexicalToText(article.content)) })}</span>
          </p>
        </div>
      </Link>
    </li>
  )
}
