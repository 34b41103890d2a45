'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import { createTimer } from '@/lib/client/timer'
import { initials, toasts, type Notification, type ToastColor } from '@/lib/client/toasts'
import { AlertIcon, BellIcon, CheckIcon, CloseIcon, InfoIcon } from './icons'

const COLORS: Record<ToastColor, string> = {
  primary: 'text-brand',
  success: 'text-green-700',
  error: 'text-red-700',
  warning: 'text-amber-700',
  info: 'text-sky-700',
  neutral: 'text-gray-700',
}
const ICONS = { info: InfoIcon, success: CheckIcon, error: AlertIcon, warning: AlertIcon, bell: BellIcon }
const none: Notification[] = []

/**
 * SPEC §2: the toast area, bottom right in both directions (the spec names the side, so it is a
 * physical one here, not `end`), full width on phones, 24rem from `sm` up. Where the chat button
 * floats in the same corner (left-to-right pages, from `md` up) the toasts stack above it.
 */
export function Toaster() {
  const t = useTranslations('shell')
  const items = useSyncExternalStore(toasts.subscribe, toasts.list, () => none)
  return (
    <section aria-label={t('notifications')} className="pointer-events-none fixed right-0 bottom-0 z-[60] flex w-full flex-col gap-2 p-4 sm:w-96 md:ltr:bottom-20" data-testid="toaster">
      {items.map((toast) => (
        <Toast key={toast.id} toast={toast} closeLabel={t('close')} />
      ))}
    </section>
  )
}

function Toast({ toast, closeLabel }: { toast: Notification; closeLabel: string }) {
  const timer = useRef<ReturnType<typeof createTimer> | null>(null)
  useEffect(() => {
    const current = createTimer(toast.timeout, () => toasts.remove(toast.id))
    timer.current = current
    return () => current.stop()
  }, [toast.id, toast.timeout])

  const Icon = toast.icon ? ICONS[toast.icon] : null
  return (
    <div
      role={toast.color === 'error' ? 'alert' : 'status'}
      data-testid="toast"
      data-toast-id={toast.id}
      onMouseEnter={() => timer.current?.pause()}
      onMouseLeave={() => timer.current?.resume()}
      className="pointer-events-auto flex items-start gap-3 rounded-card border border-gray-200 bg-white p-4 text-sm shadow-lg"
    >
      {toast.avatar ? (
        toast.avatar.src ? (
          // eslint-disable-next-line @next/next/no-img-element -- a small avatar of any origin
          <img src={toast.avatar.src} alt={toast.avatar.alt ?? ''} width={32} height={32} className="size-8 shrink-0 rounded-full object-cover" />
        ) : (
          <span aria-hidden className="grid size-8 shrink-0 place-items-center rounded-full bg-surface text-xs font-bold text-gray-700" data-testid="toast-initials">
            {initials(toast.avatar.alt)}
          </span>
        )
      ) : (
        Icon && <Icon className={`mt-0.5 shrink-0 ${COLORS[toast.color]}`} />
      )}
      <div className="min-w-0 flex-1">
        {toast.title && <p className="font-semibold text-gray-900">{toast.title}</p>}
        {toast.description && <p className="mt-0.5 text-gray-600">{toast.description}</p>}
        {toast.actions && toast.actions.length > 0 && (
          <div className="mt-2 flex gap-2">
            {toast.actions.map((action) =>
              action.href ? (
                <a key={action.label} href={action.href} onClick={action.onClick} className={`font-semibold underline ${COLORS[toast.color]}`}>
                  {action.label}
                </a>
              ) : (
                <button key={action.label} type="button" onClick={action.onClick} className={`font-semibold underline ${COLORS[toast.color]}`}>
                  {action.label}
                </button>
              ),
            )}
          </div>
        )}
      </div>
      {toast.closeButton && (
        <button type="button" aria-label={closeLabel} title={closeLabel} onClick={() => toasts.remove(toast.id)} data-testid="toast-close" className="grid size-6 shrink-0 place-items-center rounded text-gray-500 hover:bg-surface hover:text-gray-900">
          <CloseIcon size={16} />
        </button>
      )}
    </div>
  )
}
