import type React from 'react'

type Tone = 'brand' | 'rose'

const COMPACT: Record<Tone, { on: string; off: string }> = {
  brand: { on: 'border-brand bg-brand text-white', off: 'border-gray-200 bg-white text-gray-700 hover:border-brand hover:text-brand' },
  rose: { on: 'border-rose-600 bg-white text-rose-600', off: 'border-gray-200 bg-white text-gray-700 hover:border-rose-600 hover:text-rose-600' },
}
const WIDE: Record<Tone, { on: string; off: string }> = {
  brand: { on: 'border-brand bg-brand text-white', off: 'border-gray-300 bg-white text-gray-800 hover:border-brand hover:text-brand' },
  rose: { on: 'border-rose-600 bg-rose-50 text-rose-700', off: 'border-gray-300 bg-white text-gray-800 hover:border-rose-600 hover:text-rose-700' },
}

/**
 * A listing's place in one of the visitor's lists (compare, favourites), as a toggle button: round
 * and named by `label` on a card (`compact`), with its `text` on a detail page. `label` says what
 * a press does; it is the tooltip too.
 */
export function ListToggle(p: {
  pressed: boolean
  label: string
  text: string
  icon: React.ReactNode
  compact: boolean
  tone: Tone
  onClick: () => void
  testId: string
  kind: string
  id: number
  className: string
}) {
  const look = p.compact ? COMPACT[p.tone] : WIDE[p.tone]
  return (
    <button
      type="button"
      onClick={p.onClick}
      aria-pressed={p.pressed}
      aria-label={p.compact ? p.label : undefined}
      title={p.label}
      data-testid={p.testId}
      data-kind={p.kind}
      data-id={p.id}
      className={`${p.compact ? 'grid size-9 place-items-center rounded-full shadow-sm' : 'inline-flex items-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold'} border transition ${p.pressed ? look.on : look.off} ${p.className}`}
    >
      {p.icon}
      {!p.compact && <span>{p.text}</span>}
    </button>
  )
}
