import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { CompareButton } from '@/components/listing/CompareButton'
import { Toaster } from '@/components/shell/Toaster'
import { appStore, COMPARE_STORAGE_KEY } from '@/lib/client/app-state'
import { toasts } from '@/lib/client/toasts'
import { langs, renderIn, text } from '../support/render'

/** SPEC §5: the compare button on a listing, in both languages (the journey to /compare is the browser suite's). */

afterEach(() =>
  act(() => {
    toasts.clear()
    appStore.compare.clear('properties')
    appStore.compare.clear('projects')
  }),
)

for (const lang of langs) {
  describe(`compare button in ${lang.code}`, () => {
    it('adds the listing with a toast, and takes it out again', () => {
      renderIn(lang.code, <><CompareButton kind="properties" id={7} name="Villa" /><Toaster /></>)
      const button = screen.getByTestId('compare-button')
      expect(button.getAttribute('aria-pressed')).toBe('false')
      fireEvent.click(button)
      expect(button.getAttribute('aria-pressed')).toBe('true')
      expect(screen.getByTestId('toast').textContent).toContain(text(lang.code, 'compare.added'))
      expect(JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY) ?? '{}')).toEqual({ properties: [7], projects: [] })
      fireEvent.click(button)
      expect(button.getAttribute('aria-pressed')).toBe('false')
      expect(appStore.get().compare.properties).toEqual([])
    })

    it('a fifth listing is refused with a warning in the page language; the list keeps its four', () => {
      act(() => appStore.compare.replace({ properties: [1, 2, 3, 4], projects: [] }))
      renderIn(lang.code, <><CompareButton kind="properties" id={5} name="Villa" /><Toaster /></>)
      const button = screen.getByTestId('compare-button')
      fireEvent.click(button)
      expect(screen.getByTestId('toast').textContent).toContain(lang.code === 'ar' ? 'يمكنك مقارنة 4 عناصر على الأكثر' : 'You can compare up to 4 items')
      expect(button.getAttribute('aria-pressed')).toBe('false')
      expect(appStore.get().compare.properties).toEqual([1, 2, 3, 4])
    })
  })
}
