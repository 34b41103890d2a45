import { describe, expect, inject, it } from 'vitest'
import { as, clientIp, send, signIn } from './support/http'

/**
 * Issue 12, point 8: a change of a currency's rate re-prices the stored base price of every listing
 * in that currency, so price filters and sorts agree with the prices shown.
 */
for (const server of inject('servers')) {
  describe(`base prices after a rate change (${server.name})`, () => {
    it('a USD listing moves between price bands, in AED, when the USD rate changes', async () => {
      const admin = await signIn(server.base, 'admin')
      const cms = (path: string, method = 'GET', body?: unknown) =>
        send(server.base, path, { method, headers: { cookie: admin, 'content-type': 'application/json', ...as(clientIp()) }, body: body === undefined ? undefined : JSON.stringify(body) })
      const ids = inject('ids')
      const reference = `REPRICE-${server.name}-${Date.now()}`
      const created = await cms('/api/properties', 'POST', { title: 'Priced in dollars', reference, type: ids.apartment, purpose: 'sale', price: 100_000, currency: 'USD', published: true })
      expect(created.status).toBe(201)
      const usd = (await cms('/api/currencies?where[code][equals]=USD&depth=0')).json().docs[0] as { id: number; rate: number }
      const band = async (min: number, max: number) => {
        const r = await send(server.base, `/api/v1/real-estates?per_page=50&filter[min_price]=${min}&filter[max_price]=${max}`, { headers: { ...as(clientIp()), 'x-currency': 'AED' } })
        expect(r.status).toBe(200)
        return (r.json().data as { reference: string }[]).map((p) => p.reference)
      }
      // 100,000 USD at 0.2723 USD per AED: 367,242.01 AED.
      expect(await band(367_000, 367_500)).toEqual([reference])
      try {
        expect((await cms(`/api/currencies/${usd.id}`, 'PATCH', { rate: 0.5 })).status).toBe(200)
        // Now 200,000 AED: found there, and no longer in its old band.
        expect(await band(199_999, 200_001)).toEqual([reference])
        expect(await band(367_000, 367_500)).toEqual([])
        // The price shown agrees: 200,000 AED.
        const shown = await send(server.base, `/api/v1/real-estates?filter[search]=${reference}`, { headers: { ...as(clientIp()), 'x-currency': 'AED' } })
        expect(shown.json().data[0].price.amount).toBe(200_000)
      } finally {
        await cms(`/api/currencies/${usd.id}`, 'PATCH', { rate: usd.rate })
      }
      expect(await band(367_000, 367_500)).toEqual([reference])
    })
  })
}
