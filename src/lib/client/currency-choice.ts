import { CURRENCY_STORAGE_KEY, currencyCookie } from './currency'
import { createStore } from './store'

/** The visitor's chosen currency code (null until known): small, so the header can show it at once. */
export const currencyChoice = createStore<{ code: string | null }>({ code: null })

export function readStoredCurrency(): string | null {
  try {
    return localStorage.getItem(CURRENCY_STORAGE_KEY)
  } catch {
    return null
  }
}

/** Persists the choice (localStorage for the browser, a cookie for the server) and applies it. */
export function chooseCurrency(code: string) {
  try {
    localStorage.setItem(CURRENCY_STORAGE_KEY, code)
  } catch {
    // Still applies for this page view.
  }
  document.cookie = currencyCookie(code, location.protocol === 'https:')
  currencyChoice.set({ code })
}
