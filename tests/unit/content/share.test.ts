import { describe, expect, it } from 'vitest'
import { shareTargets, shareUrl } from '@/lib/share'

const url = 'https://example.test/en/blogs/12-dubai-2026?x=1&y=2'
const title = 'سوق دبي العقاري: ماذا تقول الأرقام؟ & more'

/** The value of one query parameter of a share link, decoded. */
const param = (href: string, name: string) => new URL(href).searchParams.get(name)

describe('shareUrl', () => {
  it('puts the encoded address in every link', () => {
    for (const target of shareTargets) {
      const href = shareUrl(target, url, title)
      expect(href, target).toContain(encodeURIComponent(url))
      expect(href, target).not.toContain(url)
    }
  })

  it('builds each network’s own share address', () => {
    expect(param(shareUrl('whatsapp', url, title), 'text')).toBe(`${title} ${url}`)
    expect(new URL(shareUrl('whatsapp', url, title)).host).toBe('wa.me')
    const x = shareUrl('x', url, title)
    expect(new URL(x).pathname).toBe('/intent/tweet')
    expect(param(x, 'url')).toBe(url)
    expect(param(x, 'text')).toBe(title)
    expect(param(shareUrl('facebook', url, title), 'u')).toBe(url)
    expect(param(shareUrl('linkedin', url, title), 'url')).toBe(url)
  })

  it('writes an email with the title as subject and the address as body', () => {
    const mail = shareUrl('email', url, title)
    expect(mail.startsWith('mailto:?')).toBe(true)
    const params = new URLSearchParams(mail.slice('mailto:?'.length))
    expect(params.get('subject')).toBe(title)
    expect(params.get('body')).toBe(url)
  })
})
