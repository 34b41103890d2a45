/** The places an article can be shared to, each a plain link carrying the article's address. */
export const shareTargets = ['whatsapp', 'x', 'facebook', 'linkedin', 'email'] as const
export type ShareTarget = (typeof shareTargets)[number]

const q = encodeURIComponent

export function shareUrl(target: ShareTarget, url: string, title: string): string {
  switch (target) {
    case 'whatsapp':
      return `https://wa.me/?text=${q(`${title} ${url}`)}`
    case 'x':
      return `https://twitter.com/intent/tweet?url=${q(url)}&text=${q(title)}`
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${q(url)}`
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${q(url)}`
    case 'email':
      return `mailto:?subject=${q(title)}&body=${q(url)}`
  }
}
