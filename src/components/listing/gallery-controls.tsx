'use client'

import { useRef, useState } from 'react'
import { swipeStep, type Direction } from '@/lib/gallery'
import { ChevronEndIcon } from './icons'

/** Pointer handlers that turn a horizontal drag into a step; `dx` follows the finger while it moves. */
export function useSwipe(dir: Direction, onStep: (step: -1 | 1) => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null)
  const moved = useRef(false)
  const [dx, setDx] = useState(0)
  const end = (e: React.PointerEvent) => {
    const s = start.current
    start.current = null
    setDx(0)
    if (!s || s.id !== e.pointerId) return
    const step = swipeStep(e.clientX - s.x, e.clientY - s.y, dir)
    if (step !== 0) onStep(step)
  }
  return {
    dx,
    /** Whether the last press was a drag rather than a tap. */
    wasDrag: () => moved.current,
    handlers: {
      onPointerDown(e: React.PointerEvent) {
        if (e.button !== 0) return
        start.current = { x: e.clientX, y: e.clientY, id: e.pointerId }
        moved.current = false
      },
      onPointerMove(e: React.PointerEvent) {
        const s = start.current
        if (!s || s.id !== e.pointerId) return
        const delta = e.clientX - s.x
        if (Math.abs(delta) > 8) {
          moved.current = true
          if (!e.currentTarget.hasPointerCapture(e.pointerId)) e.currentTarget.setPointerCapture(e.pointerId)
        }
        setDx(delta)
      },
      onPointerUp: end,
      onPointerCancel: () => {
        start.current = null
        setDx(0)
      },
    },
  }
}

export function NavButton({ side, label, onClick, className = '' }: { side: 'start' | 'end'; label: string; onClick: () => void; className?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      data-testid={side === 'end' ? 'gallery-next' : 'gallery-prev'}
      className={`absolute top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-gray-900 shadow-md hover:bg-white ${side === 'end' ? 'end-3' : 'start-3'} ${className}`}
    >
      <ChevronEndIcon size={22} className={side === 'end' ? 'rtl:rotate-180' : 'rotate-180 rtl:rotate-0'} />
    </button>
  )
}

