'use client'

import { useState, type ComponentProps, type SyntheticEvent } from 'react'
import { localeNavigation } from './locale-navigation'

const { Link: LocaleLink } = localeNavigation

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
  const noticing =
    <E extends SyntheticEvent>(handler?: (e: E) => void) =>
    (e: E) => {
      setIntent(true)
      handler?.(e)
    }
  return (
    <LocaleLink
      {...props}
      prefetch={prefetch ?? (intent ? null : false)}
      onPointerEnter={noticing(onPointerEnter)}
      onTouchStart={noticing(onTouchStart)}
      onFocus={noticing(onFocus)}
    />
  )
}
