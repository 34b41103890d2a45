import { createNavigation } from 'next-intl/navigation'
import { routing } from './routing'

export const { redirect, usePathname, useRouter, getPathname, permanentRedirect } = createNavigation(routing)
/** Links preload their route on the visitor's intent (see IntentLink). */
export { Link } from './IntentLink'
