/**
 * SPEC §4: a modal opens and closes; it can be blocked from closing, and then a close attempt
 * emits a close-prevented event instead.
 */
export function createModalState(options: { open?: boolean; preventClose?: boolean } = {}) {
  let open = options.open ?? false
  let preventClose = options.preventClose ?? false
  const listeners = { change: new Set<(open: boolean) => void>(), 'close-prevented': new Set<() => void>() }
  const setOpen = (value: boolean) => {
    if (open === value) return
    open = value
    for (const fn of listeners.change) fn(open)
  }
  return {
    isOpen: () => open,
    open: () => setOpen(true),
    /** Closes unless blocked; returns whether it closed. */
    close(): boolean {
      if (!open) return true
      if (preventClose) {
        for (const fn of listeners['close-prevented']) fn()
        return false
      }
      setOpen(false)
      return true
    },
    setPreventClose(value: boolean) {
      preventClose = value
    },
    on(event: 'change' | 'close-prevented', fn: ((open: boolean) => void) | (() => void)): () => void {
      const set = listeners[event] as Set<typeof fn>
      set.add(fn)
      return () => set.delete(fn)
    },
  }
}

/** The one rule a modal component applies to every close attempt (Escape, backdrop, close button). */
export function requestClose(input: { preventClose: boolean; onClose: () => void; onClosePrevented?: () => void }): boolean {
  if (input.preventClose) {
    input.onClosePrevented?.()
    return false
  }
  input.onClose()
  return true
}

const FOCUSABLE = 'a[href],area[href],button:not([disabled]),input:not([disabled]):not([type=hidden]),select:not([disabled]),textarea:not([disabled]),iframe,[tabindex]:not([tabindex="-1"]),[contenteditable=true]'

/** Keeps Tab and Shift+Tab inside `container` (the focus trap of modals and the mobile menu). */
export function trapTab(event: KeyboardEvent | { key: string; shiftKey: boolean; preventDefault: () => void }, container: HTMLElement): void {
  if (event.key !== 'Tab') return
  const items = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0)
  const first = items[0]
  const last = items[items.length - 1]
  if (!first || !last) {
    event.preventDefault()
    return
  }
  const active = container.ownerDocument.activeElement
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault()
    first.focus()
  }
}
