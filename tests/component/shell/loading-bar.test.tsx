/* eslint-disable @next/next/no-html-link-for-pages -- the links a page has, as Next's <Link> renders them: the bar listens to any link's click */
import { act, fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { LoadingBar } from '@/components/shell/LoadingBar'
import { tick, useFakeClock } from '../support/clock'

/** SPEC §2: the navigation loading bar on a fake clock (its look in a real browser is the browser suite's). */

// The router's address, as the bar reads it; a test "arrives" by changing it and rendering again.
const address = vi.hoisted(() => ({ pathname: '/en', search: '' }))
vi.mock('next/navigation', () => ({
  usePathname: () => address.pathname,
  useSearchParams: () => new URLSearchParams(address.search),
}))

function page() {
  const view = render(
    <>
      <LoadingBar />
      <a href="/en/faq">FAQ</a>
      <a href="/en">Home</a>
      <a href="https://example.com/elsewhere">Elsewhere</a>
      <a href="/en/careers" target="_blank">New tab</a>
    </>,
  )
  const bar = screen.getByTestId('loading-bar')
  const arrive = (pathname: string) => {
    address.pathname = pathname
    view.rerender(
      <>
        <LoadingBar />
      </>,
    )
  }
  // A click the router would handle: the bar listens before Next's <Link> prevents the default.
  const click = (name: string, init: MouseEventInit = {}) => {
    const link = screen.getByText(name)
    link.addEventListener('click', (e) => e.preventDefault(), { once: true })
    fireEvent.click(link, init)
  }
  return { bar, arrive, click, width: () => (bar.firstElementChild as HTMLElement).style.width }
}

beforeEach(() => {
  useFakeClock()
  address.pathname = '/en'
  address.search = ''
  window.history.replaceState(null, '', '/en')
})

describe('loading bar', () => {
  it('shows 200 ms into a navigation, advances, completes when the new page arrives and fades out', async () => {
    const { bar, arrive, click, width } = page()
    click('FAQ')
    await tick(199)
    expect(bar.hasAttribute('data-visible')).toBe(false)
    await tick(1)
    expect(bar.getAttribute('data-visible')).toBe('true')
    const early = parseFloat(width())
    await tick(1000)
    expect(parseFloat(width())).toBeGreaterThan(early)
    expect(parseFloat(width())).toBeLessThan(100)
    act(() => arrive('/en/faq'))
    expect(width()).toBe('100%')
    await tick(400)
    expect(bar.hasAttribute('data-visible')).toBe(false)
  })

  it('never shows for a navigation quicker than 200 ms', async () => {
    const { bar, arrive, click } = page()
    click('FAQ')
    await tick(150)
    act(() => arrive('/en/faq'))
    await tick(5000)
    expect(bar.hasAttribute('data-visible')).toBe(false)
  })

  it('ignores links to the page itself, to other sites, to new tabs, and modified clicks', async () => {
    const { bar, click } = page()
    click('Home')
    click('Elsewhere')
    click('New tab')
    click('FAQ', { ctrlKey: true })
    await tick(1000)
    expect(bar.hasAttribute('data-visible')).toBe(false)
  })

  it('starts on Back and Forward, and gives up on a navigation lost for 15 s', async () => {
    const { bar } = page()
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')))
    await tick(200)
    expect(bar.getAttribute('data-visible')).toBe('true')
    await tick(14_800)
    expect(bar.getAttribute('data-visible')).toBe('true')
    await tick(400)
    expect(bar.hasAttribute('data-visible')).toBe(false)
  })
})
