import { describe, expect, it } from 'vitest'
import { embedFor } from '@/lib/embed'

describe('video and tour embeds', () => {
  it('plays YouTube links from the no-cookie domain', () => {
    for (const url of ['https://www.youtube.com/watch?v=abcDEF12345', 'https://youtu.be/abcDEF12345', 'https://m.youtube.com/shorts/abcDEF12345', 'https://www.youtube.com/embed/abcDEF12345']) {
      expect(embedFor(url)).toEqual({ src: 'https://www.youtube-nocookie.com/embed/abcDEF12345?autoplay=1&rel=0', host: 'youtube.com' })
    }
  })

  it('plays Vimeo links in its player', () => {
    expect(embedFor('https://vimeo.com/76979871')?.src).toBe('https://player.vimeo.com/video/76979871?autoplay=1')
  })

  it('keeps other https links (virtual tours) as they are', () => {
    expect(embedFor('https://my.matterport.com/show/?m=SxQL3iGyoDo')).toEqual({ src: 'https://my.matterport.com/show/?m=SxQL3iGyoDo', host: 'my.matterport.com' })
  })

  it('refuses what is not an https link', () => {
    expect(embedFor('javascript:alert(1)')).toBeNull()
    expect(embedFor('http://example.com/tour')).toBeNull()
    expect(embedFor('not a url')).toBeNull()
    expect(embedFor(null)).toBeNull()
  })
})
