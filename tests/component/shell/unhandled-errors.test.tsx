import { act, render, screen } from '@testing-library/react'
import { Component, type ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { UnhandledErrors } from '@/components/shell/UnhandledErrors'

/**
 * SPEC §8: which errors of the page's code reach the error page. An error thrown outside rendering
 * and the error page itself, in each language, are the browser suite's (tests/e2e/shell.spec.ts):
 * happy-dom does not give `window` as the target of an error dispatched on it.
 */

class Boundary extends Component<{ children: ReactNode }, { caught: boolean }> {
  state = { caught: false }
  static getDerivedStateFromError() {
    return { caught: true }
  }
  render() {
    return this.state.caught ? <p data-testid="error-page">error page</p> : this.props.children
  }
}

beforeEach(() => {
  // React reports what a boundary catches on the console.
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  render(
    <Boundary>
      <UnhandledErrors />
    </Boundary>,
  )
})

describe('unhandled errors', () => {
  it('a promise nobody awaited that fails reaches the error page', () => {
    act(() => void window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('nobody awaited this') })))
    expect(screen.queryByTestId('error-page')).not.toBeNull()
  })

  it('a picture that fails to load does not, nor a chunk the version check handles', () => {
    const img = document.createElement('img')
    document.body.append(img)
    act(() => void img.dispatchEvent(new Event('error')))
    const chunk = Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' })
    act(() => void window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: chunk })))
    expect(screen.queryByTestId('error-page')).toBeNull()
  })
})
