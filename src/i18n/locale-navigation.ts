import { createNavigation } from 'next-intl/navigation'
import { routing } from './routing'

/** next-intl's navigation for the site's locales; the site's `Link` wraps this one (IntentLink). */
export const localeNavigation = createNavigation(routing)
