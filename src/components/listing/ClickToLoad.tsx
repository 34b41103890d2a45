'use client'

import { useState, type ReactNode } from 'react'
import { PlayIcon } from './icons'

/**
 * A video or a virtual tour from another site, loaded only when the visitor asks: until the click
 * the page makes no request to that site. The player then takes the keyboard focus; `picture`, when
 * given, is the poster shown until then (in place of `poster`).
 */
export function ClickToLoad({
  src,
  title,
  action,
  note,
  poster,
  picture,
  subject,
  testId,
}: {
  src: string
  title: string
  action: string
  note?: string
  poster?: string | null
  picture?: ReactNode
  /** What is played: the button's name is the visible action and then it ("Play video: Tour of the villa"). */
  subject?: string
  testId: string
}) {
  const [loaded, setLoaded] = useState(false)
  return (
    <div className="relative aspect-video overflow-hidden rounded-card bg-gray-900" data-testid={testId} data-loaded={loaded || undefined}>
      {loaded ? (
        <iframe
          ref={(frame) => frame?.focus()}
          src={src}
          title={title}
          allow="autoplay; fullscreen; picture-in-picture; xr-spatial-tracking; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="size-full border-0"
        />
      ) : (
        <button type="button" onClick={() => setLoaded(true)} aria-label={subject ? `${action}: ${subject}` : undefined} className="group absolute inset-0 grid place-items-center text-white">
          {picture}
          {!picture && poster && (
            // eslint-disable-next-line @next/next/no-img-element -- one of the listing's own pictures
            <img src={poster} alt="" width={800} height={450} loading="lazy" decoding="async" className="absolute inset-0 size-full object-cover opacity-60" />
          )}
          <span className="relative flex flex-col items-center gap-2 text-center drop-shadow-md">
            <PlayIcon size={56} className="transition group-hover:scale-110" />
            <span className="text-lg font-semibold">{action}</span>
            {note && <span className="text-xs text-white/80">{note}</span>}
          </span>
        </button>
      )}
    </div>
  )
}
