/** A minimal typed store: read, update, subscribe. React reads it through `useStore` (useSyncExternalStore). */
export type Store<S> = {
  get: () => S
  set: (update: Partial<S> | ((state: S) => Partial<S>)) => void
  subscribe: (listener: () => void) => () => void
}

export function createStore<S extends object>(initial: S): Store<S> {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    set(update) {
      const patch = typeof update === 'function' ? update(state) : update
      const next = { ...state, ...patch }
      if (Object.keys(patch).every((k) => Object.is(state[k as keyof S], next[k as keyof S]))) return
      state = next
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
