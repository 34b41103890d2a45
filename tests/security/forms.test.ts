import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { MIN_FILL_MS } from '@/lib/forms/fill-time'
import { clientIp, countOf, formToken, postHeaders, send, signIn } from './support/http'

/**
 * Issue 12, point 3: the fill time and the honeypot checked by the API. A script without a valid
 * form token gets the thank-you a person gets, and nothing is stored or mailed.
 */
const lead = (name: string) => ({ name, phone: '+971 50 123 4567', message: 'Interested' })

/** The staff mails written so far (no SMTP server is configured: they go to the data folder's outbox). */
const outbox = (dataDir: string) => {
  const dir = path.join(dataDir, 'outbox')
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0
}

for (const server of inject('servers')) {
  describe(`form posts from scripts (${server.name})`, () => {
    let admin: string
    beforeAll(async () => {
      admin = await signIn(server.base, 'admin')
    })

    const post = (body: unknown, headers: Record<string, string>) => send(server.base, '/api/v1/leads', { method: 'POST', headers, body: JSON.stringify(body) })

    it('the API hands out a token that is fresh each time and never cached', async () => {
      const a = await send(server.base, '/api/v1/form-token', { headers: { 'x-forwarded-for': clientIp() } })
      const b = await send(server.base, '/api/v1/form-token', { headers: { 'x-forwarded-for': clientIp() } })
      expect(a.status).toBe(200)
      expect(a.headers['cache-control']).toBe('private, no-store')
      expect(a.json().data.token).not.toBe(b.json().data.token)
      expect(Date.parse(a.json().data.valid_from) - Date.now()).toBeGreaterThan(MIN_FILL_MS - 1000)
    })

    it('without a token, with one issued less than the fill time ago, or a forged one: thanked, and nothing stored or mailed', async () => {
      const before = { leads: await countOf(server.base, admin, 'leads'), mail: outbox(server.dataDir) }
      const fresh = (await send(server.base, '/api/v1/form-token', { headers: { 'x-forwarded-for': clientIp() } })).json().data.token as string
      const answers = [
        await post(lead('Script without token'), postHeaders({}, null)),
        await post(lead('Script too fast'), postHeaders({ 'x-form-token': fresh })),
        await post(lead('Script forging'), postHeaders({ 'x-form-token': `${(Date.now() - 60_000).toString(36)}.${'A'.repeat(16)}.${'B'.repeat(43)}` })),
        await post({ ...lead('Script in the honeypot'), website: 'http://spam.example' }, postHeaders()),
      ]
      for (const a of answers) {
        expect(a.status).toBe(201)
        expect(a.json().data.id).toMatch(/^L-\d+$/)
      }
      await new Promise((r) => setTimeout(r, 1500))
      expect(await countOf(server.base, admin, 'leads')).toBe(before.leads)
      expect(outbox(server.dataDir)).toBe(before.mail)
    })

    it('with a good token: stored and mailed; the same token again is dropped unless it is the same post retried', async () => {
      const before = await countOf(server.base, admin, 'leads')
      const token = formToken()
      const key = `security-${Date.now()}-${Math.random()}`
      const first = await post(lead('A person'), postHeaders({ 'x-form-token': token, 'idempotency-key': key }))
      expect(first.status).toBe(201)
      expect(await countOf(server.base, admin, 'leads')).toBe(before + 1)
      // The browser retrying after a lost answer: the record stored the first time.
      const retry = await post(lead('A person'), postHeaders({ 'x-form-token': token, 'idempotency-key': key }))
      expect(retry.json().data.id).toBe(first.json().data.id)
      // A script replaying the token for another lead.
      const replay = await post(lead('A replay'), postHeaders({ 'x-form-token': token, 'idempotency-key': `${key}-other` }))
      expect(replay.status).toBe(201)
      expect(await countOf(server.base, admin, 'leads')).toBe(before + 1)
    })
  })
}
