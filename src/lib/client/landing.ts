/** SPEC §2, §9: the first-landing overlay hides 3000 ms after it appears. */
export const LANDING_MS = 3000
export const LANDING_SEEN_KEY = 'manzil:landed'
/** The class on <html> that shows the overlay. */
export const LANDING_CLASS = 'landing'

/** Crawlers and link previews never get the overlay: nothing hides the content from them. */
export const BOT_PATTERN = /bot|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview/i

/** Whether this page load is the visitor's first landing (of their visit) and a person is looking. */
export function shouldShowLanding(input: { seen: boolean; userAgent: string }): boolean {
  return !input.seen && !BOT_PATTERN.test(input.userAgent)
}

/** When the overlay shown at `shownAt` must hide, as a delay from `now`. */
export const landingDelay = (shownAt: number, now: number) => Math.max(0, LANDING_MS - (now - shownAt))

/**
 * Runs before the first paint (inline in <head>): decides whether the overlay shows, so that it is
 * never painted for a returning page view and never flashes after the content, and hides it on time
 * whether or not the app has hydrated by then.
 */
export const LANDING_SCRIPT = `(function(){try{var s=sessionStorage,d=document.documentElement,c=${JSON.stringify(LANDING_CLASS)};if(!s.getItem(${JSON.stringify(LANDING_SEEN_KEY)})&&!${BOT_PATTERN.toString()}.test(navigator.userAgent)){d.classList.add(c);window.__landingAt=performance.now();setTimeout(function(){d.classList.remove(c)},${LANDING_MS})}s.setItem(${JSON.stringify(LANDING_SEEN_KEY)},'1')}catch(e){}})()`
