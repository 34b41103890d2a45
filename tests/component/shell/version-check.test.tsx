import { act, render } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ShellBoot } from '@/components/shell/ShellBoot'
import { BUILD_INFO_PATH, RELOAD_GUARD_MS, VERSION_POLL_MS } from '@/lib/client/version'
import { tick, useFakeClock } from '../support/clock'

/**
 * SPEC §4, §9: the shell's version check as the page runs it, on a fake clock: the hourly poll, and
 * a code chunk that fails to load reloading the page once onto a newer build, guarded for 10 s.
 * (The reload in a real browser is the browser suite's.)
 */

vi.mock('next/navigation', () => ({ usePathname: () => '/en', useSearchParams: () => new URLSearchParams() }))

function setup(latest: string) {
  const builds: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input)
      if (url === BUILD_INFO_PATH) {
        builds.push(url)
        return new Response(JSON.stringify({ buildId: latest }), { headers: { 'content-type': 'application/json' } })
      }
      return new Response('{}', { status: 404 })
    }),
  )
  const reload = vi.fn()
  vi.spyOn(window.location, 'reload').mockImplementation(reload)
  render(<ShellBoot locale="en" buildId="build-1" currencies={[]} defaultCurrency="AED" areaUnit="m2" />)
  return { builds, reload }
}

/** A `<script>` of the page that fails to load. */
async function failedScript(src: string) {
  const script = document.createElement('script')
  script.setAttribute('src', src)
  document.head.append(script)
  // The failure a browser reports for a missing chunk (happy-dom itself fetches no script).
  await act(async () => void script.dispatchEvent(new Event('error')))
  await tick(0)
}

beforeEach(() => useFakeClock())

describe('version check', () => {
  it('asks for the latest build every hour', async () => {
    const { builds, reload } = setup('build-1')
    await tick(VERSION_POLL_MS - 1)
    expect(builds).toHaveLength(0)
    await tick(1)
    expect(builds).toHaveLength(1)
    await tick(VERSION_POLL_MS)
    expect(builds).toHaveLength(2)
    expect(reload).not.toHaveBeenCalled()
  })

  it('a failed code chunk with a newer build reloads once; another failure within 10 s does not reload again', async () => {
    const { reload } = setup('build-2')
    await failedScript('/_next/static/chunks/app-1.js')
    expect(reload).toHaveBeenCalledTimes(1)
    await tick(RELOAD_GUARD_MS - 1000)
    await failedScript('/_next/static/chunks/app-2.js')
    expect(reload).toHaveBeenCalledTimes(1)
    await tick(1000)
    await failedScript('/_next/static/chunks/app-3.js')
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('a chunk promise rejected for a failed import reloads too; other failed scripts and errors do not', async () => {
    const { reload } = setup('build-2')
    await failedScript('/media/widget.js')
    await act(async () => void window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('Cannot read properties of undefined') })))
    await tick(0)
    expect(reload).not.toHaveBeenCalled()
    const chunkError = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' })
    await act(async () => void window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: chunkError })))
    await tick(0)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('without a newer build a failed chunk does not reload', async () => {
    const { reload } = setup('build-1')
    await failedScript('/_next/static/chunks/app-1.js')
    expect(reload).not.toHaveBeenCalled()
  })
})
