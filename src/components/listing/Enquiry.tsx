'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useState } from 'react'
import { LeadForm } from '@/components/forms/LeadForm'
import type { Status } from '@/components/forms/useForm'
import { Modal } from '@/components/shell/Modal'
import { MailIcon } from './icons'

export type EnquiryProps = {
  kind: 'property' | 'project'
  propertyId?: number
  projectId?: number
  title: string
  defaultMessage: string
}

/** The enquiry of a property or project page: its title, a line on what happens next, the lead form. */
export function EnquiryCard({ title, ...lead }: EnquiryProps) {
  const t = useTranslations('detail.lead')
  return (
    <div id="enquire" className="scroll-mt-20 rounded-card border border-gray-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-bold text-gray-900">{title}</h2>
      <p className="mb-4 mt-1 text-sm text-gray-600">{t('intro')}</p>
      <LeadForm {...lead} compact />
    </div>
  )
}

/**
 * On phones, the contact bar's "Enquire": the lead form in a dialog. While the enquiry is on its way
 * the dialog cannot be closed (closing it would lose the answer): an attempt shakes it and says why.
 */
export function EnquiryButton({ title, className, ...lead }: EnquiryProps & { className: string }) {
  const t = useTranslations('detail.lead')
  const shell = useTranslations('shell')
  const [open, setOpen] = useState(false)
  const [sending, setSending] = useState(false)
  const [held, setHeld] = useState(false)
  const onStatus = useCallback((status: Status) => {
    setSending(status === 'sending')
    if (status !== 'sending') setHeld(false)
  }, [])
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} aria-haspopup="dialog" data-testid="bar-enquire" className={className}>
        <MailIcon size={18} />
        <span>{t('enquire')}</span>
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        preventClose={sending}
        onClosePrevented={() => setHeld(true)}
        label={title}
        closeLabel={shell('close')}
        className="mx-auto mb-0 mt-auto max-h-[90dvh] w-full max-w-none rounded-t-2xl sm:my-auto sm:max-w-lg sm:rounded-2xl"
        bodyClassName="overflow-y-auto p-4"
      >
        <p className="mb-4 text-sm text-gray-600">{t('intro')}</p>
        {held && (
          <p role="status" className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="enquiry-wait">
            {t('wait')}
          </p>
        )}
        <LeadForm {...lead} compact onStatus={onStatus} />
      </Modal>
    </>
  )
}
