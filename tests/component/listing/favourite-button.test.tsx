import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { FavouritesLink } from '@/components/layout/FavouritesLink'
import { FavouriteButton } from '@/components/listing/FavouriteButton'
import { Toaster } from '@/components/shell/Toaster'
import { favourites, FAVOURITES_STORAGE_KEY } from '@/lib/client/favourites'
import { toasts } from '@/lib/client/toasts'
import { FAVOURITES_LIMIT } from '@/lib/favourites'
import { langs, renderIn, text } from '../support/render'

/** Issue 16: the heart of a listing and the header's count, in both languages (the journeys are the browser suite's). */

afterEach(() =>
  act(() => {
    toasts.clear()
    favourites.clear()
  }),
)

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]))
const storedLists = () => JSON.parse(localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? '{}') as unknown

for (const lang of langs) {
  describe(`the heart in ${lang.code}`, () => {
    it('on a card: an outlined heart named for saving, pressed and named for removing once saved', () => {
      renderIn(lang.code, <><FavouriteButton kind="properties" id={7} name="Villa" compact /><Toaster /></>)
      const button = screen.getByRole('button', { name: fill(text(lang.code, 'favourites.saveLabel'), { name: 'Villa' }) })
      expect(button.getAttribute('aria-pressed')).toBe('false')
      expect(button.querySelector('svg')?.getAttribute('fill')).toBe('none')
      fireEvent.click(button)
      expect(button.getAttribute('aria-pressed')).toBe('true')
      expect(button.getAttribute('aria-label')).toBe(fill(text(lang.code, 'favourites.removeLabel'), { name: 'Villa' }))
      expect(button.querySelector('svg')?.getAttribute('fill')).toBe('currentColor')
      expect(storedLists()).toEqual({ properties: [7], projects: [] })
      const toast = screen.getByTestId('toast')
      expect(toast.textContent).toContain(text(lang.code, 'favourites.added'))
      expect(within(toast).getByRole('link', { name: text(lang.code, 'favourites.view') }).getAttribute('href')).toBe(lang.code === 'ar' ? '/favourites' : '/en/favourites')
    })

    it('is a real button the keyboard reaches and presses', async () => {
      const user = userEvent.setup()
      renderIn(lang.code, <FavouriteButton kind="projects" id={3} name="Marina" compact />)
      const button = screen.getByTestId('favourite-button')
      expect(button.tagName).toBe('BUTTON')
      expect(button.getAttribute('type')).toBe('button')
      await user.tab()
      expect(document.activeElement).toBe(button)
      await user.keyboard('{Enter}')
      expect(favourites.lists().projects).toEqual([3])
      await user.keyboard(' ')
      expect(favourites.lists().projects).toEqual([])
      expect(button.getAttribute('aria-pressed')).toBe('false')
    })

    it('on a detail page: its text says what it does and what it is', () => {
      renderIn(lang.code, <FavouriteButton kind="projects" id={3} name="Marina" />)
      const button = screen.getByTestId('favourite-button')
      expect(button.textContent).toBe(text(lang.code, 'favourites.save'))
      expect(button.getAttribute('title')).toBe(fill(text(lang.code, 'favourites.saveLabel'), { name: 'Marina' }))
      fireEvent.click(button)
      expect(button.textContent).toBe(text(lang.code, 'favourites.saved'))
      expect(button.getAttribute('aria-pressed')).toBe('true')
    })

    it('taking one out says so, and Undo puts it back where it was', () => {
      act(() => {
        for (const id of [1, 2, 3]) favourites.toggle('properties', id)
      })
      renderIn(lang.code, <><FavouriteButton kind="properties" id={2} name="Villa" compact /><Toaster /></>)
      const button = screen.getByTestId('favourite-button')
      expect(button.getAttribute('aria-pressed')).toBe('true')
      fireEvent.click(button)
      expect(favourites.lists().properties).toEqual([3, 1])
      const toast = screen.getByTestId('toast')
      expect(toast.textContent).toContain(text(lang.code, 'favourites.removed'))
      fireEvent.click(within(toast).getByRole('button', { name: text(lang.code, 'favourites.undo') }))
      expect(favourites.lists().properties).toEqual([3, 2, 1])
      expect(button.getAttribute('aria-pressed')).toBe('true')
    })

    it(`the ${FAVOURITES_LIMIT + 1}th is refused with a warning in the page language`, () => {
      act(() => {
        for (let id = 1; id <= FAVOURITES_LIMIT; id++) favourites.toggle('properties', id)
      })
      renderIn(lang.code, <><FavouriteButton kind="projects" id={99} name="Marina" compact /><Toaster /></>)
      const button = screen.getByTestId('favourite-button')
      fireEvent.click(button)
      expect(button.getAttribute('aria-pressed')).toBe('false')
      expect(screen.getByTestId('toast').textContent).toContain(fill(text(lang.code, 'favourites.full'), { limit: FAVOURITES_LIMIT }))
    })

    it('every heart of a listing, and the header count, follow one another', () => {
      renderIn(lang.code, <><FavouritesLink /><FavouriteButton kind="properties" id={7} name="Villa" compact /><FavouriteButton kind="properties" id={7} name="Villa" /></>)
      const link = screen.getByTestId('favourites-link')
      expect(link.getAttribute('aria-label')).toBe(text(lang.code, 'favourites.link'))
      expect(screen.queryByTestId('favourites-count')).toBeNull()
      const [card, detail] = screen.getAllByTestId('favourite-button')
      fireEvent.click(card!)
      expect(detail!.getAttribute('aria-pressed')).toBe('true')
      expect(screen.getByTestId('favourites-count').textContent).toBe('1')
      expect(link.getAttribute('aria-label')).toBe(lang.code === 'ar' ? 'المفضلة: عنصر محفوظ واحد' : 'Favourites: 1 saved')
      act(() => {
        favourites.toggle('projects', 4)
        favourites.toggle('projects', 5)
      })
      expect(screen.getByTestId('favourites-count').textContent).toBe('3')
      expect(link.getAttribute('aria-label')).toBe(lang.code === 'ar' ? 'المفضلة: 3 عناصر محفوظة' : 'Favourites: 3 saved')
      expect(link.getAttribute('href')).toBe(lang.code === 'ar' ? '/favourites' : '/en/favourites')
    })
  })
}
