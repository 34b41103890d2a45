import { afterEach, describe, expect, it, vi } from 'vitest'
import { countTaps, tapOf } from '@/lib/client/taps'

/** Contact taps: which links count, and what a tap says (no personal data). */

afterEach(() => {
  document.body.innerHTML = ''
})

function page(html: string) {
  document.documentElement.lang = 'ar'
  document.body.innerHTML = html
}

describe('a tap on a contact link', () => {
  it('names its channel and the listing or team member it is for', () => {
    page(`
      <div data-listing="properties:12"><a id="call" href="tel:+971501110001">اتصال</a><a id="wa" href="https://wa.me/971501110001?text=x">واتساب</a></div>
      <div data-listing="projects:3"><a id="mail" href="mailto:sales@example.test"><span id="inner">البريد</span></a></div>
      <article data-member="5"><a id="member" href="https://wa.me/971500000005">واتساب</a></article>
      <a id="plain" href="/ar/properties">العقارات</a><a id="footer" href="tel:+97140000000">٠٤</a>`)
    const at = (id: string) => tapOf(document.getElementById(id)!, '/properties/12', 'ar')
    expect(at('call')).toEqual({ channel: 'call', property: 12, page: '/properties/12', locale: 'ar' })
    expect(at('wa')).toMatchObject({ channel: 'whatsapp', property: 12 })
    expect(at('inner')).toMatchObject({ channel: 'email', project: 3 })
    expect(at('member')).toEqual({ channel: 'whatsapp', member: 5, page: '/properties/12', locale: 'ar' })
    expect(at('footer')).toEqual({ channel: 'call', page: '/properties/12', locale: 'ar' })
    expect(at('plain')).toBeNull()
  })

  it('is sent once per click on a contact link, and not for other clicks', () => {
    page('<div data-listing="properties:7"><a id="call" href="tel:+971501110001">Call</a></div><a id="plain" href="#x">x</a>')
    const send = vi.fn()
    const stop = countTaps(document, send)
    document.getElementById('call')!.addEventListener('click', (e) => e.preventDefault())
    document.getElementById('call')!.click()
    document.getElementById('plain')!.click()
    expect(send).toHaveBeenCalledTimes(1)
    expect(JSON.parse(send.mock.calls[0]![0] as string)).toMatchObject({ channel: 'call', property: 7, locale: 'ar' })
    stop()
    document.getElementById('call')!.click()
    expect(send).toHaveBeenCalledTimes(1)
  })
})
