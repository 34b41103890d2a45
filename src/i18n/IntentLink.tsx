'use client'

import { createNavigation } from 'next-intl/navigation'
import { useState, type ComponentProps } from 'react'
import { routing } from './routing'

const { Link: LocaleLink } = createNavigation(routing)

type Props = ComponentProps<typeof LocaleLink>

/**
 * The site's link: it preloads its route once the visitor shows the intent to follow it (the
 * pointer over it, a touch, keyboard focus) rather than as soon as it scrolls into view. A desktop
 * page shows some forty links at once (the header's menus, cards, the footer): preloading them all
 * asked the server for forty pages on every view and spent a phone's data on pages never opened.
 * An explicit `prefetch` keeps its meaning; preloads stay limited to four at once (src/lib/client/preload.ts).
 */
export function Link({ prefetch, onPointerEnter, onTouchStart, onFocus, ...props }: Props) {
  const [intent, setIntent] = useState(false)
  return (
    <LocaleLink
      {...props}
      prefetch={prefetch ?? (intent ? null : false)}
      onPointerEnter={(e) => {
        setIntent(true)
        onPointerEnter?.(e)
      }}
      onTouchStart={(e) => {
        setIntent(true)
        onTouchStart?.(e)
      }}
      onFocus={(e) => {
        setIntent(true)
        onFocus?.(e)
      }}
    />
  )
}
