import { describe, expect, it } from 'vitest'
import { contentClock, markFollowing, recordChange } from '@/lib/changes'
import CacheHandler from '@/server/delivery/cache-handler.mjs'

const page = (html: string, tags: string[]) => ({ kind: 'APP_PAGE', html, rscData: Buffer.from(html), headers: { 'x-next-cache-tags': tags.join(',') }, status: 200 })
const read = (body: string) => ({ kind: 'FETCH', data: { headers: {}, body, url: '', status: 200 }, revalidate: 3600 })
const pageCtx = { kind: 'APP_PAGE' }
const readCtx = (tags: string[]) => ({ kind: 'FETCH', tags, softTags: [] })

describe('the page and data cache of a process', () => {
  it('keeps nothing before the process follows the change feed', async () => {
    const cache = new CacheHandler({})
    await cache.set('/early', page('<p>early</p>', ['pages']), { cacheControl: { revalidate: false } })
    expect(await cache.get('/early', pageCtx)).toBeNull()
    markFollowing()
    expect(await cache.get('/early', pageCtx)).toBeNull()
    await cache.set('/early', page('<p>early</p>', ['pages']), { cacheControl: { revalidate: false } })
    expect((await cache.get('/early', pageCtx))?.value.html).toBe('<p>early</p>')
  })

  it('serves an entry until one of its tags changes, then nothing until it is rendered again', async () => {
    const cache = new CacheHandler({})
    expect(await cache.get('/en/services/1', pageCtx)).toBeNull()
    await cache.set('/en/services/1', page('<p>one</p>', ['services', 'settings']), { cacheControl: { revalidate: false } })
    expect((await cache.get('/en/services/1', pageCtx))?.value.html).toBe('<p>one</p>')
    recordChange('team', 3)
    expect((await cache.get('/en/services/1', pageCtx))?.value.html).toBe('<p>one</p>')
    recordChange('services', 1)
    expect(await cache.get('/en/services/1', pageCtx)).toBeNull()
    await cache.set('/en/services/1', page('<p>two</p>', ['services', 'settings']), { cacheControl: { revalidate: false } })
    expect((await cache.get('/en/services/1', pageCtx))?.value.html).toBe('<p>two</p>')
  })

  it('never takes a render that began before a change for fresh, however late it is stored', async () => {
    const cache = new CacheHandler({})
    // A render begins: the cache had nothing for it.
    expect(await cache.get('/', pageCtx)).toBeNull()
    // While it runs, a change it may have read the old records of is applied.
    recordChange('pages', 5)
    // It is stored after the change: not fresh.
    await cache.set('/', page('<p>before</p>', ['pages']), { cacheControl: { revalidate: false } })
    expect(await cache.get('/', pageCtx)).toBeNull()
    // The render that follows began after the change: fresh.
    await cache.set('/', page('<p>after</p>', ['pages']), { cacheControl: { revalidate: false } })
    expect((await cache.get('/', pageCtx))?.value.html).toBe('<p>after</p>')
  })

  it("checks a cached read's own tags, as its reader names them", async () => {
    const cache = new CacheHandler({})
    const key = `settings-read-${contentClock()}`
    expect(await cache.get(key, readCtx(['settings']))).toBeNull()
    await cache.set(key, read('{"a":1}'), { fetchCache: true, tags: ['settings'] })
    expect((await cache.get(key, readCtx(['settings'])))?.value.data.body).toBe('{"a":1}')
    recordChange('settings')
    expect(await cache.get(key, readCtx(['settings']))).toBeNull()
  })

  it("drops the entries of a tag Next.js's own revalidateTag names", async () => {
    const cache = new CacheHandler({})
    await cache.set('/faq', page('<p>faq</p>', ['faqs']), { cacheControl: { revalidate: false } })
    await cache.set('/videos', page('<p>videos</p>', ['videos']), { cacheControl: { revalidate: false } })
    await cache.revalidateTag(['faqs'])
    expect(await cache.get('/faq', pageCtx)).toBeNull()
    expect(await cache.get('/videos', pageCtx)).not.toBeNull()
  })
})
