'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'
import { Modal } from '@/components/shell/Modal'
import { keyStep, type Direction } from '@/lib/gallery'
import type { GalleryImage } from './Gallery'
import { NavButton, useSwipe } from './gallery-controls'

type Props = { images: GalleryImage[]; index: number; open: boolean; onClose: () => void; onStep: (step: number) => void; title: string; dir: Direction }

/** The gallery's full-screen view: the largest size of the photo, arrows, swipe and arrow keys. */
export default function GalleryFull({ images, index, open, onClose, onStep, title, dir }: Props) {
  const t = useTranslations('detail')
  const shell = useTranslations('shell')
  const swipe = useSwipe(dir, onStep)
  const count = images.length
  const current = images[index]
  const counter = t('photo', { index: index + 1, count })

  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      const step = keyStep(e.key, dir)
      if (step !== 0) {
        e.preventDefault()
        onStep(step)
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open, dir, onStep])

  return (
    <Modal open={open} onClose={onClose} label={counter} closeLabel={shell('close')} className="m-0 h-dvh max-h-none w-screen max-w-none" bodyClassName="relative bg-black">
      {current && (
        <div {...swipe.handlers} data-testid="gallery-full" data-index={index} className="relative h-full touch-pan-y select-none">
          {/* eslint-disable-next-line @next/next/no-img-element -- the largest pre-generated size */}
          <img
            src={current.full}
            alt={current.alt || `${title} – ${counter}`}
            width={current.width}
            height={current.height}
            draggable={false}
            style={swipe.dx ? { transform: `translateX(${swipe.dx}px)` } : undefined}
            className="size-full object-contain"
          />
          {count > 1 && (
            <>
              <NavButton side="start" label={t('previous')} onClick={() => onStep(-1)} />
              <NavButton side="end" label={t('next')} onClick={() => onStep(1)} />
            </>
          )}
        </div>
      )}
    </Modal>
  )
}
