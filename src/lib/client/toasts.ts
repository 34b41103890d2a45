import { createStore } from './store'

/** SPEC §9: a toast closes itself after 5000 ms unless told otherwise. */
export const TOAST_TIMEOUT = 5000

export type ToastColor = 'primary' | 'success' | 'error' | 'warning' | 'info' | 'neutral'
export type ToastAction = { label: string; onClick?: () => void; href?: string }
export type ToastIcon = 'info' | 'success' | 'error' | 'warning' | 'bell'

/** SPEC §3: the fields of a notification. */
export type Notification = {
  id: number | string
  title?: string
  description?: string
  icon?: ToastIcon
  avatar?: { src?: string; alt?: string }
  /** ms until it closes itself; 0 keeps it open. */
  timeout: number
  actions?: ToastAction[]
  color: ToastColor
  callback?: () => void
  closeButton: boolean
}

export type ToastInput = Partial<Notification>

/** The avatar placeholder: first letters of up to two words of the alt text. */
export function initials(alt: string | null | undefined): string {
  return (alt ?? '')
    .trim()
    .split(/\s+/u)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toLocaleUpperCase() ?? '')
    .join('')
}

export function createToasts(deps: { now?: () => number } = {}) {
  const now = deps.now ?? Date.now
  const store = createStore<{ items: Notification[] }>({ items: [] })
  const items = () => store.get().items

  return {
    subscribe: store.subscribe,
    list: items,
    /** Adds a toast; its id is the current timestamp unless given. An id already shown is ignored (null). */
    add(input: ToastInput): Notification | null {
      const id = input.id ?? now()
      if (items().some((t) => t.id === id)) return null
      const toast: Notification = { timeout: TOAST_TIMEOUT, color: 'primary', closeButton: true, ...input, id }
      store.set({ items: [...items(), toast] })
      return toast
    },
    update(id: Notification['id'], patch: Omit<ToastInput, 'id'>) {
      if (!items().some((t) => t.id === id)) return
      store.set({ items: items().map((t) => (t.id === id ? { ...t, ...patch, id } : t)) })
    },
    /** Closes a toast and runs its callback. */
    remove(id: Notification['id']) {
      const found = items().find((t) => t.id === id)
      if (!found) return
      store.set({ items: items().filter((t) => t.id !== id) })
      found.callback?.()
    },
    clear() {
      store.set({ items: [] })
    },
  }
}

export type Toasts = ReturnType<typeof createToasts>

/** The site's toasts: `toasts.add({ title: '…' })` from any client code. */
export const toasts: Toasts = createToasts()
