import { describe, expect, it, vi } from 'vitest'
import { createModalState, requestClose } from '@/lib/client/modal'

describe('modal (SPEC §4)', () => {
  it('opens and closes', () => {
    const modal = createModalState()
    const change = vi.fn()
    modal.on('change', change)
    modal.open()
    expect(modal.isOpen()).toBe(true)
    expect(modal.close()).toBe(true)
    expect(modal.isOpen()).toBe(false)
    expect(change.mock.calls).toEqual([[true], [false]])
  })

  it('when blocked, a close attempt emits close-prevented and stays open', () => {
    const modal = createModalState({ open: true, preventClose: true })
    const prevented = vi.fn()
    modal.on('close-prevented', prevented)
    expect(modal.close()).toBe(false)
    expect(modal.isOpen()).toBe(true)
    expect(prevented).toHaveBeenCalledOnce()
    modal.setPreventClose(false)
    expect(modal.close()).toBe(true)
    expect(prevented).toHaveBeenCalledOnce()
  })

  it('the component rule: close, or report the prevented close', () => {
    const onClose = vi.fn()
    const onClosePrevented = vi.fn()
    expect(requestClose({ preventClose: false, onClose, onClosePrevented })).toBe(true)
    expect(requestClose({ preventClose: true, onClose, onClosePrevented })).toBe(false)
    expect(onClose).toHaveBeenCalledOnce()
    expect(onClosePrevented).toHaveBeenCalledOnce()
  })
})
