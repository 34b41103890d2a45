'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from 'react'
import { FAQ_QUERY, filterFaq, indexFaq, type FaqGroup } from '@/lib/faq-search'

const never = () => () => {}
const clearStyle = 'mt-4 rounded-lg border border-gray-300 px-4 py-2 font-semibold hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand'

/**
 * The questions grouped by category, each one a native disclosure, filtered as the visitor types.
 * Without JavaScript the search box is a plain GET form (Enter sends it): the server lists what matches `?q=`.
 */
export function FaqBrowser({ groups, initialQuery = '' }: { groups: FaqGroup[]; initialQuery?: string }) {
  const t = useTranslations('faq')
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState(initialQuery)
  const ready = useSyncExternalStore(never, () => true, () => false)
  // What was typed before this script ran is kept (the box is not controlled) and filters at once.
  useEffect(() => {
    const typed = input.current?.value ?? ''
    if (typed !== initialQuery) setQuery(typed)
  }, [initialQuery])
  const indexed = useMemo(() => indexFaq(groups), [groups])
  const visible = filterFaq(indexed, query)
  const searching = query.trim() !== ''
  const total = groups.reduce((n, g) => n + g.items.length, 0)
  const shown = visible.reduce((n, g) => n + g.items.length, 0)

  const clear = () => {
    if (input.current) input.current.value = ''
    setQuery('')
    window.history.replaceState(window.history.state, '', window.location.pathname)
  }
  // With this script the list follows the box as it is typed in; a send only puts the words in the address.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const words = query.trim()
    window.history.replaceState(window.history.state, '', words ? `?${new URLSearchParams({ [FAQ_QUERY]: words })}` : window.location.pathname)
  }

  return (
    <div className="mx-auto max-w-3xl">
      <form className="mb-8" role="search" method="get" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="mb-2 block font-semibold text-gray-900">
          {t('searchLabel')}
        </label>
        <input
          ref={input}
          id={inputId}
          type="search"
          name={FAQ_QUERY}
          defaultValue={initialQuery}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('searchPlaceholder')}
          autoComplete="off"
          className="w-full rounded-lg border border-gray-300 bg-white px-4 py-3 text-base focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand"
          data-testid="faq-search"
        />
        <p role="status" aria-live="polite" className="mt-2 text-sm text-gray-600" data-testid="faq-count">
          {searching ? t('matching', { count: shown, total }) : t('total', { count: total })}
        </p>
      </form>
      {shown === 0 ? (
        <div className="rounded-card border border-dashed border-gray-300 bg-white p-10 text-center" data-testid="faq-empty">
          <p className="text-gray-700">{t('noMatch')}</p>
          {ready ? (
            <button type="button" onClick={clear} className={clearStyle}>
              {t('clear')}
            </button>
          ) : (
            <a href="?" className={`inline-block ${clearStyle}`}>
              {t('clear')}
            </a>
          )}
        </div>
      ) : null}
      <div className="space-y-10">
        {visible.map((g) => (
          <section key={g.id} hidden={!g.items.length} aria-labelledby={g.name ? `faq-group-${g.id}` : undefined} data-testid="faq-group">
            {g.name && (
              <h2 id={`faq-group-${g.id}`} className="mb-4 text-xl font-bold text-gray-900">
                {g.name}
              </h2>
            )}
            <div className="space-y-3">
              {g.items.map((f) => (
                <details key={f.id} className="group rounded-card border border-gray-200 bg-white" data-testid="faq-item">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-card p-4 font-semibold text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand [&::-webkit-details-marker]:hidden">
                    <span>{f.question}</span>
                    <svg aria-hidden viewBox="0 0 20 20" className="size-5 shrink-0 text-gray-500 transition-transform group-open:rotate-180" fill="none" stroke="currentColor" strokeWidth="2">
                      <path d="m5 8 5 5 5-5" />
                    </svg>
                  </summary>
                  <p className="px-4 pb-4 leading-relaxed text-gray-700">{f.answer}</p>
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  )
}
