'use client'

import { useEffect, useId, useRef } from 'react'
import { CloseIcon } from './icons'
import { requestClose, trapTab } from '@/lib/client/modal'

type Props = {
  open: boolean
  onClose: () => void
  /** When true a close attempt does not close; `onClosePrevented` runs and the panel shakes. */
  preventClose?: boolean
  onClosePrevented?: () => void
  /** The dialog's name, shown as its heading. */
  label: string
  closeLabel: string
  className?: string
  bodyClassName?: string
  children: React.ReactNode
}

const SHAKE: Keyframe[] = [0, -8, 8, -6, 6, -3, 0].map((x) => ({ transform: `translateX(${x}px)` }))

/** A modal dialog (native <dialog>): Escape and a backdrop click try to close it; focus stays inside while open. */
export function Modal({ open, onClose, preventClose = false, onClosePrevented, label, closeLabel, className = '', bodyClassName = '', children }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const returnFocus = useRef<HTMLElement | null>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement as HTMLElement | null
      dialog.showModal()
    } else if (!open && dialog.open) {
      dialog.close()
      returnFocus.current?.focus()
    }
  }, [open])

  const attempt = () =>
    requestClose({
      preventClose,
      onClose,
      onClosePrevented: () => {
        ref.current?.animate(SHAKE, { duration: 400, easing: 'ease-in-out' })
        ref.current?.dispatchEvent(new Event('closeprevented'))
        onClosePrevented?.()
      },
    })

  return (
    <dialog
      ref={ref}
      // Named by its heading, which is there only while it is open (a closed dialog is not shown to anyone).
      aria-labelledby={open ? titleId : undefined}
      data-prevent-close={preventClose || undefined}
      onCancel={(e) => {
        e.preventDefault()
        attempt()
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) attempt()
      }}
      onKeyDown={(e) => {
        if (ref.current) trapTab(e, ref.current)
      }}
      className={`bg-white p-0 shadow-2xl backdrop:bg-black/50 ${className}`}
    >
      {open && (
        <div className="flex h-full max-h-[inherit] flex-col">
          <div className="flex items-center justify-between gap-4 border-b border-gray-200 px-4 py-2">
            <h2 id={titleId} className="text-base font-bold">
              {label}
            </h2>
            <button type="button" onClick={attempt} aria-label={closeLabel} title={closeLabel} data-testid="modal-close" className="grid size-8 place-items-center rounded-md text-gray-600 hover:bg-surface hover:text-gray-900">
              <CloseIcon />
            </button>
          </div>
          <div className={`min-h-0 flex-1 ${bodyClassName}`}>{children}</div>
        </div>
      )}
    </dialog>
  )
}

