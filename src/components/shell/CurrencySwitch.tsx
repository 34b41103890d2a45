'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { storedChoice, type CurrencyRate } from '@/lib/client/currency'
import { chooseCurrency, currencyChoice, readStoredCurrency } from '@/lib/client/currency-choice'
import { ChevronDownIcon } from './icons'

/**
 * The global currency (SPEC §1): a button and a listbox pop-up of at most 15rem (SPEC §9) with the
 * enabled currencies. The choice persists and re-prices every price on the site.
 */
export function CurrencySwitch({ currencies, fallback }: { currencies: CurrencyRate[]; fallback: string }) {
  const t = useTranslations('shell')
  const chosen = useSyncExternalStore(currencyChoice.subscribe, () => currencyChoice.get().code, () => null)
  const current = chosen ?? fallback

  useEffect(() => {
    if (currencyChoice.get().code === null) currencyChoice.set({ code: storedChoice(readStoredCurrency(), currencies) ?? fallback })
  }, [currencies, fallback])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const listId = useId()
  const button = useRef<HTMLButtonElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const enabled = currencies.filter((c) => c.enabled)

  useEffect(() => {
    if (!open) return
    list.current?.focus()
    const onDown = (e: PointerEvent) => {
      if (!list.current?.parentElement?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onDown)
    return () => document.removeEventListener('pointerdown', onDown)
  }, [open])

  if (enabled.length < 2) return null

  const openList = () => {
    setActive(Math.max(0, enabled.findIndex((c) => c.code === current)))
    setOpen(true)
  }
  const pick = (index: number) => {
    const chosen = enabled[index]
    if (chosen) chooseCurrency(chosen.code)
    setOpen(false)
    button.current?.focus()
  }
  const onListKey = (e: React.KeyboardEvent) => {
    const last = enabled.length - 1
    const moves: Record<string, number> = { ArrowDown: Math.min(last, active + 1), ArrowUp: Math.max(0, active - 1), Home: 0, End: last }
    if (e.key in moves) {
      e.preventDefault()
      setActive(moves[e.key] ?? active)
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault()
      pick(active)
    } else if (e.key === 'Escape' || e.key === 'Tab') {
      if (e.key === 'Escape') e.preventDefault()
      setOpen(false)
      button.current?.focus()
    }
  }

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={t('currencyLabel', { code: current })}
        data-testid="currency-switch"
        onClick={() => (open ? setOpen(false) : openList())}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault()
            openList()
          }
        }}
        className="flex h-8 items-center gap-1 rounded-full border border-gray-300 px-3 text-sm font-semibold hover:border-brand hover:text-brand"
      >
        <span dir="ltr">{current}</span>
        <ChevronDownIcon size={14} />
      </button>
      {open && (
        <ul
          ref={list}
          id={listId}
          role="listbox"
          tabIndex={-1}
          aria-label={t('currency')}
          aria-activedescendant={`${listId}-${active}`}
          onKeyDown={onListKey}
          data-testid="currency-list"
          className="absolute end-0 top-full z-50 mt-2 max-h-60 w-56 overflow-y-auto rounded-card border border-gray-200 bg-white py-1 text-sm shadow-lg"
        >
          {enabled.map((c, i) => (
            <li
              key={c.code}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={c.code === current}
              onClick={() => pick(i)}
              onPointerMove={() => setActive(i)}
              className={`flex cursor-pointer items-center justify-between gap-3 px-3 py-2 ${i === active ? 'bg-surface' : ''} ${c.code === current ? 'font-bold text-brand' : ''}`}
            >
              <span>{c.name ?? c.code}</span>
              <span dir="ltr" className="text-gray-600">
                {c.code}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
