import { shownAreaUnit, isAreaUnit, type AreaUnit } from '@/lib/area'
import type { CurrencyRate } from './currency'
import { currencyChoice } from './currency-choice'
import { createStore } from './store'

export const AREA_UNIT_STORAGE_KEY = 'manzil:area-unit'

/**
 * The area unit: `chosen` is the visitor's own choice (null until they make one), `shown` the unit
 * areas are shown in (null until the header has worked it out from the choice and the currency).
 */
export const areaUnitChoice = createStore<{ chosen: AreaUnit | null; shown: AreaUnit | null }>({ chosen: null, shown: null })

export function readStoredAreaUnit(): AreaUnit | null {
  try {
    const stored = localStorage.getItem(AREA_UNIT_STORAGE_KEY)
    return isAreaUnit(stored) ? stored : null
  } catch {
    return null
  }
}

/** Persists the choice (kept like the currency) and applies it. */
export function chooseAreaUnit(unit: AreaUnit) {
  try {
    localStorage.setItem(AREA_UNIT_STORAGE_KEY, unit)
  } catch {
    // Still applies for this page view.
  }
  areaUnitChoice.set({ chosen: unit, shown: unit })
}

/**
 * Keeps `shown` up to date from the stored choice and the visitor's currency (a visitor who never
 * chose a unit sees their currency's market's); returns the function that stops it.
 */
export function followAreaUnit(currencies: readonly CurrencyRate[], site: AreaUnit, fallbackCurrency: string): () => void {
  if (areaUnitChoice.get().chosen === null) areaUnitChoice.set({ chosen: readStoredAreaUnit() })
  const update = () => areaUnitChoice.set({ shown: shownAreaUnit(areaUnitChoice.get().chosen, currencyChoice.get().code ?? fallbackCurrency, currencies, site) })
  update()
  const stops = [currencyChoice.subscribe(update), areaUnitChoice.subscribe(update)]
  return () => stops.forEach((stop) => stop())
}

/**
 * Shows every text that names a unit in `unit` (`data-unit-m2`/`data-unit-sqft`) and points every
 * amount per unit of area at its amount for `unit` (`data-price-m2`/`data-price-sqft`; re-pricing
 * then writes it in the chosen currency). Returns how many elements changed.
 */
export function applyAreaUnit(root: ParentNode, unit: AreaUnit): number {
  let changed = 0
  for (const el of root.querySelectorAll<HTMLElement>('[data-unit-m2][data-unit-sqft]')) {
    const text = unit === 'sqft' ? el.dataset.unitSqft : el.dataset.unitM2
    if (text !== undefined && el.textContent !== text) {
      el.textContent = text
      changed++
    }
  }
  for (const el of root.querySelectorAll<HTMLElement>('[data-price-m2][data-price-sqft]')) {
    const amount = unit === 'sqft' ? el.dataset.priceSqft : el.dataset.priceM2
    if (amount !== undefined && el.dataset.price !== amount) {
      el.dataset.price = amount
      changed++
    }
  }
  return changed
}
