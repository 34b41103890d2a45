import { Link } from '@/i18n/navigation'

type Category = { id: number; name: string }

const chip = (active: boolean) =>
  `inline-block rounded-full border px-4 py-1.5 text-sm font-medium transition ${active ? 'border-brand bg-brand text-white' : 'border-gray-300 bg-white text-gray-700 hover:border-brand hover:text-brand'}`

/** Category chips kept in the address (`?category=`), so a filtered list can be shared and bookmarked; choosing one starts again at page 1. */
export function CategoryFilter({ base, categories, active, label, allLabel }: { base: string; categories: Category[]; active?: number; label: string; allLabel: string }) {
  const items = [{ id: undefined, name: allLabel }, ...categories]
  return (
    <nav aria-label={label} className="mt-6" data-testid="category-filter">
      <ul className="flex flex-wrap gap-2">
        {items.map((c) => (
          <li key={c.id ?? 'all'}>
            <Link href={c.id ? `${base}?category=${c.id}` : base} className={chip(active === c.id)} aria-current={active === c.id ? 'page' : undefined}>
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The `category` of the query string when it names one of `categories`; anything else is no filter. */
export function chosenCategory(raw: string | string[] | undefined, categories: Category[]): number | undefined {
  const id = Number(Array.isArray(raw) ? raw[0] : raw)
  return categories.some((c) => c.id === id) ? id : undefined
}
