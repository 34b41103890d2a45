'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useSyncExternalStore } from 'react'
import { AREA_UNITS, type AreaUnit } from '@/lib/area'
import { areaUnitChoice, chooseAreaUnit, followAreaUnit } from '@/lib/client/area-choice'
import type { CurrencyRate } from '@/lib/client/currency'

/**
 * The area unit beside the currency: square metres or square feet, two buttons of which the one
 * shown is pressed (on a phone one button that shows the unit and switches to the other). Until the visitor chooses, areas follow their currency's market; the choice is
 * kept like the currency's and applies to every area and price per area on the site.
 */
export function AreaUnitSwitch({ currencies, site, fallbackCurrency }: { currencies: CurrencyRate[]; site: AreaUnit; fallbackCurrency: string }) {
  const t = useTranslations('shell')
  const shown = useSyncExternalStore(areaUnitChoice.subscribe, () => areaUnitChoice.get().shown, () => null) ?? site
  useEffect(() => followAreaUnit(currencies, site, fallbackCurrency), [currencies, site, fallbackCurrency])

  const other = AREA_UNITS.find((u) => u !== shown) ?? 'm2'

  return (
    <div role="group" aria-label={t('areaUnit')} className="flex h-8 shrink-0 items-center rounded-full border border-gray-300 p-0.5 text-xs font-semibold" data-testid="area-unit-switch">
      {/* A phone's header has room for one button: it shows the unit and switches to the other. */}
      <button
        type="button"
        title={t(`areaUnitName.${other}`)}
        onClick={() => chooseAreaUnit(other)}
        data-testid="area-unit-toggle"
        data-unit={shown}
        className="h-full rounded-full px-2 text-gray-800 hover:text-brand sm:hidden"
      >
        {t(`areaUnitShort.${shown}`)}
      </button>
      {AREA_UNITS.map((unit) => (
        <button
          key={unit}
          type="button"
          aria-pressed={shown === unit}
          title={t(`areaUnitName.${unit}`)}
          onClick={() => chooseAreaUnit(unit)}
          data-unit={unit}
          className={`hidden h-full rounded-full px-2 sm:block ${shown === unit ? 'bg-brand text-white' : 'text-gray-700 hover:text-brand'}`}
        >
          {t(`areaUnitShort.${unit}`)}
        </button>
      ))}
    </div>
  )
}
