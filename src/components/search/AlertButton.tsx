'use client'

import { lazy, Suspense, useCallback, useState } from 'react'
import type { Status } from '@/components/forms/useForm'
import { Modal } from '@/components/shell/Modal'

export type AlertWords = Record<'alertMe' | 'formTitle' | 'formIntro' | 'frequency' | 'instant' | 'daily' | 'weekly' | 'submit' | 'sent' | 'privacy' | 'close', string>

// The form, its checks and the dialog's content load on the first click: nothing of it weighs on the search page's first view.
const AlertForm = lazy(() => import('./AlertForm'))

function BellIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden focusable="false">
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  )
}

/**
 * "Alert me" on a search page: a dialog that asks for an address and a frequency and saves the search
 * on screen. While the request is on its way the dialog stays open (closing it would lose the answer).
 */
export function AlertButton({ kind, luxury = false, words }: { kind: 'properties' | 'projects'; luxury?: boolean; words: AlertWords }) {
  const [open, setOpen] = useState(false)
  const [sending, setSending] = useState(false)
  const onStatus = useCallback((status: Status) => setSending(status === 'sending'), [])
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="inline-flex h-10 items-center gap-1.5 rounded-lg border border-brand/40 bg-white px-3 text-sm font-semibold text-brand hover:bg-brand/5"
        data-testid="alert-me"
      >
        <BellIcon />
        <span>{words.alertMe}</span>
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        preventClose={sending}
        label={words.formTitle}
        closeLabel={words.close}
        className="mx-auto mb-0 mt-auto max-h-[90dvh] w-full max-w-none rounded-t-2xl sm:my-auto sm:max-w-lg sm:rounded-2xl"
        bodyClassName="overflow-y-auto p-4"
      >
        <p className="mb-4 text-sm text-gray-600">{words.formIntro}</p>
        {open && (
          <Suspense fallback={<div className="h-64 animate-pulse rounded-lg bg-surface" />}>
            <AlertForm kind={kind} luxury={luxury} words={words} onStatus={onStatus} />
          </Suspense>
        )}
      </Modal>
    </>
  )
}
