import { fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Modal } from '@/components/shell/Modal'
import { langs, renderIn, text } from '../support/render'

/** SPEC §4: the modal dialog; a close attempt closes it, or, while it must stay, is refused with a shake. */

function Page({ closeLabel, preventClose = false, onClosePrevented }: { closeLabel: string; preventClose?: boolean; onClosePrevented?: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} preventClose={preventClose} onClosePrevented={onClosePrevented} label="Enquiry" closeLabel={closeLabel}>
        <input aria-label="name" />
      </Modal>
    </>
  )
}

const dialog = () => document.querySelector('dialog')!

for (const lang of langs) {
  describe(`modal in ${lang.code}`, () => {
    it('opens modal with its name, and the close button, Escape or a click on the backdrop close it, giving the focus back', () => {
      renderIn(lang.code, <Page closeLabel={text(lang.code, 'shell.close')} />)
      const opener = screen.getByText('open')
      opener.focus()
      fireEvent.click(opener)
      expect(dialog().open).toBe(true)
      expect(document.getElementById(dialog().getAttribute('aria-labelledby')!)?.textContent).toBe('Enquiry')
      expect(screen.getByTestId('modal-close').getAttribute('aria-label')).toBe(text(lang.code, 'shell.close'))
      fireEvent.click(screen.getByTestId('modal-close'))
      expect(dialog().open).toBe(false)
      expect(document.activeElement).toBe(opener)

      fireEvent.click(opener)
      fireEvent(dialog(), new Event('cancel', { cancelable: true }))
      expect(dialog().open).toBe(false)
      fireEvent.click(opener)
      fireEvent.click(dialog())
      expect(dialog().open).toBe(false)
    })

    it('while it must stay open, every way of closing is refused and reported', () => {
      const animate = vi.fn()
      vi.spyOn(HTMLElement.prototype, 'animate').mockImplementation(animate)
      const prevented = vi.fn()
      renderIn(lang.code, <Page closeLabel={text(lang.code, 'shell.close')} preventClose onClosePrevented={prevented} />)
      fireEvent.click(screen.getByText('open'))
      const events = vi.fn()
      dialog().addEventListener('closeprevented', events)
      fireEvent.click(screen.getByTestId('modal-close'))
      fireEvent(dialog(), new Event('cancel', { cancelable: true }))
      fireEvent.click(dialog())
      expect(dialog().open).toBe(true)
      expect(prevented).toHaveBeenCalledTimes(3)
      expect(events).toHaveBeenCalledTimes(3)
      // The panel shakes.
      expect(animate).toHaveBeenCalledTimes(3)
    })
  })
}
