import 'server-only'
import { RateLimiter } from '../http/rate-limit'
import { httpSettings } from '../http/settings'
import { payloadClient } from '../payload'
import { openSharedStore } from '../shared-store'

/** The store the app servers share, opened by the first caller in this process. */
export const appStore = () => openSharedStore(payloadClient)

let taps: RateLimiter | undefined
/** Contact taps per client (60 a minute): counted apart from the form posts, so taps never use up a visitor's posts. */
export const tapLimiter = () => (taps ??= new RateLimiter('tap', { limit: 60, windowSeconds: 60 }, appStore))

let posts: RateLimiter | undefined
/** Form posts per client, counted exactly across servers (README: `API_POST_RATE_LIMIT`). */
export const postLimiter = () => (posts ??= new RateLimiter('post', httpSettings().posts, appStore))
