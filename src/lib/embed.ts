/**
 * The address to put in an iframe for a video or a virtual tour link as editors paste it, and the
 * host it loads from. YouTube plays from its no-cookie domain; other https links are used as they are.
 */
export function embedFor(url: string | null | undefined): { src: string; host: string } | null {
  let u: URL
  try {
    u = new URL((url ?? '').trim())
  } catch {
    return null
  }
  if (u.protocol !== 'https:') return null
  const host = u.hostname.replace(/^www\.|^m\./, '')
  let youtube: string | null = null
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    youtube = u.pathname === '/watch' ? u.searchParams.get('v') : (/^\/(?:embed|shorts|live)\/([\w-]{6,})/.exec(u.pathname)?.[1] ?? null)
  } else if (host === 'youtu.be') {
    youtube = /^\/([\w-]{6,})/.exec(u.pathname)?.[1] ?? null
  }
  if (youtube && /^[\w-]{6,}$/.test(youtube)) return { src: `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1&rel=0`, host: 'youtube.com' }
  const vimeo = host === 'vimeo.com' ? /^\/(\d+)/.exec(u.pathname)?.[1] : null
  if (vimeo) return { src: `https://player.vimeo.com/video/${vimeo}?autoplay=1`, host: 'vimeo.com' }
  return { src: u.toString(), host }
}
