import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { AreaUnitSwitch } from '@/components/shell/AreaUnitSwitch'
import { UnitText } from '@/components/ui/UnitText'
import { AREA_UNIT_STORAGE_KEY, applyAreaUnit, areaUnitChoice } from '@/lib/client/area-choice'
import { repriceAll, type CurrencyRate } from '@/lib/client/currency'
import { currencyChoice } from '@/lib/client/currency-choice'
import { langs, renderIn, text } from '../support/render'

/** The area unit beside the currency: the choice, what it follows until made, and what it changes on a page. */

const currencies: CurrencyRate[] = [
  { code: 'AED', rate: 1, decimals: 0, enabled: true, areaUnit: 'sqft' },
  { code: 'SAR', rate: 1.02, decimals: 0, enabled: true, areaUnit: 'm2' },
]

afterEach(() =>
  act(() => {
    currencyChoice.set({ code: null })
    areaUnitChoice.set({ chosen: null, shown: null })
  }),
)

/** The two buttons of a wide screen (the phone's one button has no pressed state). */
const segments = () => screen.getAllByRole('button').filter((b) => b.hasAttribute('aria-pressed'))
const segment = (unit: string) => segments().find((b) => b.dataset.unit === unit)!
const pressed = () => segments().filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.dataset.unit)

for (const lang of langs) {
  describe(`area unit switch in ${lang.code}`, () => {
    it('is a labelled group of two buttons in the page’s language; a press is kept and shown at once', async () => {
      const user = userEvent.setup()
      renderIn(lang.code, <AreaUnitSwitch currencies={currencies} site="sqft" fallbackCurrency="AED" />)
      expect(screen.getByRole('group').getAttribute('aria-label')).toBe(text(lang.code, 'shell.areaUnit'))
      expect(segments().map((b) => b.textContent)).toEqual([text(lang.code, 'shell.areaUnitShort.m2'), text(lang.code, 'shell.areaUnitShort.sqft')])
      expect(pressed()).toEqual(['sqft'])
      await user.click(segment('m2'))
      expect(pressed()).toEqual(['m2'])
      expect(localStorage.getItem(AREA_UNIT_STORAGE_KEY)).toBe('m2')
      expect(areaUnitChoice.get().shown).toBe('m2')
    })
  })
}

describe('on a phone', () => {
  it('one button shows the unit and switches to the other', async () => {
    const user = userEvent.setup()
    renderIn('ar', <AreaUnitSwitch currencies={currencies} site="sqft" fallbackCurrency="AED" />)
    const toggle = screen.getByTestId('area-unit-toggle')
    expect(toggle.textContent).toBe(text('ar', 'shell.areaUnitShort.sqft'))
    expect(toggle.getAttribute('title')).toBe(text('ar', 'shell.areaUnitName.m2'))
    await user.click(toggle)
    expect(toggle.textContent).toBe(text('ar', 'shell.areaUnitShort.m2'))
    expect(areaUnitChoice.get().shown).toBe('m2')
    expect(localStorage.getItem(AREA_UNIT_STORAGE_KEY)).toBe('m2')
  })
})

describe('which unit is shown', () => {
  it('follows the visitor’s currency until they choose, then their choice, even after a reload', async () => {
    const user = userEvent.setup()
    const first = renderIn('en', <AreaUnitSwitch currencies={currencies} site="sqft" fallbackCurrency="AED" />)
    expect(pressed()).toEqual(['sqft'])
    act(() => currencyChoice.set({ code: 'SAR' }))
    expect(pressed()).toEqual(['m2'])
    await user.click(segment('sqft'))
    act(() => currencyChoice.set({ code: 'AED' }))
    act(() => currencyChoice.set({ code: 'SAR' }))
    expect(pressed()).toEqual(['sqft'])
    first.unmount()
    // A new page: the stored choice wins over the currency.
    act(() => areaUnitChoice.set({ chosen: null, shown: null }))
    renderIn('en', <AreaUnitSwitch currencies={currencies} site="m2" fallbackCurrency="SAR" />)
    expect(pressed()).toEqual(['sqft'])
  })
})

describe('applying a unit to a page', () => {
  it('rewrites every area and label, and points prices per area at the unit’s amount for re-pricing', () => {
    render(
      <div data-testid="page">
        <UnitText texts={{ m2: '120 m²', sqft: '1,292 sq ft' }} unit="sqft" testId="area" />
        <UnitText as="span" texts={{ m2: 'per m²', sqft: 'per sq ft' }} unit="sqft" testId="label" />
        <bdi data-testid="per-area" data-price="1000" data-price-m2="10764" data-price-sqft="1000" data-currency="AED">
          AED 1,000
        </bdi>
      </div>,
    )
    const page = screen.getByTestId('page')
    expect(applyAreaUnit(page, 'm2')).toBe(3)
    expect(screen.getByTestId('area').textContent).toBe('120 m²')
    expect(screen.getByTestId('label').textContent).toBe('per m²')
    expect(screen.getByTestId('per-area').dataset.price).toBe('10764')
    repriceAll(page, 'en', 'AED', currencies)
    expect(screen.getByTestId('per-area').textContent).toBe(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'AED', maximumFractionDigits: 0 }).format(10764))
    expect(applyAreaUnit(page, 'm2')).toBe(0)
    expect(applyAreaUnit(page, 'sqft')).toBe(3)
    expect(screen.getByTestId('area').textContent).toBe('1,292 sq ft')
  })
})
