import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { CurrencySwitch } from '@/components/shell/CurrencySwitch'
import { CURRENCY_STORAGE_KEY, type CurrencyRate } from '@/lib/client/currency'
import { currencyChoice } from '@/lib/client/currency-choice'
import { langs, renderIn, text } from '../support/render'

/** SPEC §1, §9: the currency list from the keyboard, in both languages (re-pricing the page is the browser suite's). */

const currencies: CurrencyRate[] = [
  { code: 'AED', rate: 1, decimals: 0, enabled: true, name: 'Dirham' },
  { code: 'USD', rate: 0.27, decimals: 0, enabled: true, name: 'Dollar' },
  { code: 'EUR', rate: 0.25, decimals: 0, enabled: true, name: 'Euro' },
  { code: 'SAR', rate: 1.02, decimals: 0, enabled: false, name: 'Riyal' },
]

afterEach(() => act(() => currencyChoice.set({ code: null })))

for (const lang of langs) {
  describe(`currency switch in ${lang.code}`, () => {
    it('opens with the arrow keys, moves with Home and End, picks with Enter, and gives the focus back to its button', async () => {
      const user = userEvent.setup()
      renderIn(lang.code, <CurrencySwitch currencies={currencies} fallback="AED" />)
      const button = screen.getByTestId('currency-switch')
      expect(button.getAttribute('aria-label')).toBe(text(lang.code, 'shell.currencyLabel').replace('{code}', 'AED'))
      button.focus()
      await user.keyboard('{ArrowDown}')
      const list = screen.getByTestId('currency-list')
      expect(document.activeElement).toBe(list)
      expect(button.getAttribute('aria-expanded')).toBe('true')
      // Only the enabled currencies are offered.
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['DirhamAED', 'DollarUSD', 'EuroEUR'])
      await user.keyboard('{End}')
      expect(list.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[2]!.id)
      await user.keyboard('{Home}{ArrowDown}{Enter}')
      expect(screen.queryByTestId('currency-list')).toBeNull()
      expect(document.activeElement).toBe(button)
      expect(button.textContent).toBe('USD')
      expect(localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('USD')
      expect(document.cookie).toContain('CURRENCY=USD')
    })

    it('Escape closes the list without a change', async () => {
      const user = userEvent.setup()
      renderIn(lang.code, <CurrencySwitch currencies={currencies} fallback="AED" />)
      const button = screen.getByTestId('currency-switch')
      await user.click(button)
      await user.keyboard('{End}{Escape}')
      expect(screen.queryByTestId('currency-list')).toBeNull()
      expect(document.activeElement).toBe(button)
      expect(button.textContent).toBe('AED')
    })
  })
}
