import { describe, expect, it } from 'vitest'
import nextConfig from '../../../next.config'

describe('the metadata of a page', () => {
  it('is rendered in <head> for every user agent, never streamed into <body> after it', () => {
    const blocking = nextConfig.htmlLimitedBots
    expect(blocking).toBeInstanceOf(RegExp)
    for (const agent of [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'node',
      '',
    ])
      expect(blocking!.test(agent), agent).toBe(true)
  })
})
