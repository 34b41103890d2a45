import { localeNavigation } from './locale-navigation'

export const { redirect, usePathname, useRouter, getPathname, permanentRedirect } = localeNavigation
/** Links preload their route on the visitor's intent (see IntentLink). */
export { Link } from './IntentLink'
