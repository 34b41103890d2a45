import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from '@/components/shell/Toaster'
import { TOAST_TIMEOUT, toasts } from '@/lib/client/toasts'
import { langs, renderIn, text } from '../support/render'

/** SPEC §2–§4: the toasts as the visitor sees them, on a fake clock. */

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(1_700_000_000_000)
})
afterEach(() => act(() => toasts.clear()))

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

for (const lang of langs) {
  describe(`toasts in ${lang.code}`, () => {
    it('a toast closes itself after 5 s and runs its callback', () => {
      renderIn(lang.code, <Toaster />)
      const callback = vi.fn()
      act(() => void toasts.add({ title: 'Saved', description: 'Your search is saved', callback }))
      const toast = screen.getByTestId('toast')
      expect(toast.textContent).toBe('SavedYour search is saved')
      expect(TOAST_TIMEOUT).toBe(5000)
      advance(4999)
      expect(screen.queryByTestId('toast')).not.toBeNull()
      advance(1)
      expect(screen.queryByTestId('toast')).toBeNull()
      expect(callback).toHaveBeenCalledOnce()
    })

    it('the pointer over a toast pauses its timer; leaving resumes it with the time that was left', () => {
      renderIn(lang.code, <Toaster />)
      act(() => void toasts.add({ title: 'Saved', timeout: 6000 }))
      const toast = screen.getByTestId('toast')
      advance(2000)
      fireEvent.mouseEnter(toast)
      advance(60_000)
      expect(screen.queryByTestId('toast')).not.toBeNull()
      fireEvent.mouseLeave(toast)
      advance(3999)
      expect(screen.queryByTestId('toast')).not.toBeNull()
      advance(1)
      expect(screen.queryByTestId('toast')).toBeNull()
    })

    it('a timeout of 0 stays until its close button, named in the page language, is pressed', () => {
      renderIn(lang.code, <Toaster />)
      const callback = vi.fn()
      act(() => void toasts.add({ title: 'Stay', timeout: 0, callback }))
      advance(3_600_000)
      const close = screen.getByTestId('toast-close')
      expect(close.getAttribute('aria-label')).toBe(text(lang.code, 'shell.close'))
      fireEvent.click(close)
      expect(screen.queryByTestId('toast')).toBeNull()
      expect(callback).toHaveBeenCalledOnce()
    })

    it('an avatar without a picture shows the initials of its alt text; an error toast is an alert', () => {
      renderIn(lang.code, <Toaster />)
      act(() => void toasts.add({ id: 'a', title: 'Jane', avatar: { alt: 'Jane Doe' } }))
      act(() => void toasts.add({ id: 'b', title: 'Failed', color: 'error', icon: 'error' }))
      const [first, second] = screen.getAllByTestId('toast')
      expect(within(first!).getByTestId('toast-initials').textContent).toBe('JD')
      expect(first!.getAttribute('role')).toBe('status')
      expect(second!.getAttribute('role')).toBe('alert')
      expect(screen.getByTestId('toaster').getAttribute('aria-label')).toBe(text(lang.code, 'shell.notifications'))
    })

    it('the toast area sits bottom right in both languages (SPEC §2 names the side)', () => {
      renderIn(lang.code, <Toaster />)
      const area = screen.getByTestId('toaster')
      expect(area.className).toMatch(/(^| )right-0\b/)
      expect(area.className).toMatch(/(^| )bottom-0\b/)
      expect(area.className).not.toMatch(/(^| )(left|start|end)-/)
      expect(document.documentElement.dir).toBe(lang.dir)
    })
  })
}
