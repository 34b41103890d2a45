'use client'

import { useTranslations } from 'next-intl'
import { useSearchParams } from 'next/navigation'
import type { MouseEvent, ReactNode } from 'react'

export type TeamFilterOption = { value: string; label: string; count: number }
type Item = { id: number; branch: string | null; card: ReactNode }

const BRANCH_PARAM = 'branch'

/**
 * The team grid with its branch filter. The filter is a row of plain links (`?branch=…`), so it works
 * without JavaScript; with it, a click filters at once and only rewrites the address.
 */
export function TeamFilter({ basePath, options, items }: { basePath: string; options: TeamFilterOption[]; items: Item[] }) {
  const t = useTranslations('team')
  const asked = useSearchParams().get(BRANCH_PARAM)
  const selected = options.some((o) => o.value === asked) ? asked : null
  const shown = items.filter((m) => !selected || m.branch === selected).length

  const choose = (value: string | null) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    const url = new URL(window.location.href)
    if (value) url.searchParams.set(BRANCH_PARAM, value)
    else url.searchParams.delete(BRANCH_PARAM)
    window.history.pushState(null, '', url)
  }
  const pill = (active: boolean) =>
    `inline-flex shrink-0 items-center gap-2 whitespace-nowrap rounded-full border px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${
      active ? 'border-brand bg-brand text-white' : 'border-gray-300 bg-white text-gray-800 hover:border-brand'
    }`
  const links = [{ value: null, label: t('allBranches'), count: items.length }, ...options]

  return (
    <>
      <nav aria-label={t('filterLabel')} className="-mx-4 mb-6 overflow-x-auto px-4">
        <ul className="flex gap-2 pb-1 sm:flex-wrap" data-testid="team-filter">
          {links.map((o) => (
            <li key={o.value ?? 'all'}>
              <a
                href={o.value ? `${basePath}?${BRANCH_PARAM}=${encodeURIComponent(o.value)}` : basePath}
                onClick={choose(o.value)}
                aria-current={o.value === selected ? 'page' : undefined}
                className={pill(o.value === selected)}
                data-value={o.value ?? ''}
              >
                {o.label}
                <bdi dir="ltr" className="text-xs opacity-80">
                  {o.count}
                </bdi>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p role="status" className="mb-4 text-sm text-gray-600" data-testid="team-count">
        {t('showing', { count: shown })}
      </p>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((m) => (
          <li key={m.id} hidden={Boolean(selected && m.branch !== selected)} className="flex" data-testid="team-member" data-branch={m.branch ?? ''}>
            {m.card}
          </li>
        ))}
      </ul>
    </>
  )
}
