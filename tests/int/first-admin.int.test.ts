import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, readEnv } from '@/env'
import { DEMO_ADMIN, ensureFirstAdmin, refuseDemoPassword } from '@/server/admin/first-admin'
import { testPayload } from '../support/payload'

const envOf = (values: Record<string, string>) => {
  const source: Record<string, string> = { PAYLOAD_SECRET: 'a-secret-of-thirty-two-characters-0123456789', ...values }
  return readEnv(source as NodeJS.ProcessEnv)
}

describe('ensureFirstAdmin', () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await testPayload()
  })

  const signIn = (email: string, password: string) => payload.login({ collection: 'users', data: { email, password } })

  it('refuses demo mode in production, and creates nobody', async () => {
    await expect(ensureFirstAdmin(payload, envOf({ NODE_ENV: 'production', DEMO: 'true' }))).rejects.toBeInstanceOf(ConfigError)
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(0)
  })

  it('without ADMIN_PASSWORD: a generated password, returned once to be printed, that no one else knows', async () => {
    const result = await ensureFirstAdmin(payload, envOf({ NODE_ENV: 'production', ADMIN_EMAIL: 'boss@example.test' }))
    expect(result).toMatchObject({ created: true, email: 'boss@example.test', demo: false })
    const password = (result as { password?: string }).password
    expect(password).toMatch(/^[\w-]{24}$/)
    expect(password).not.toBe(DEMO_ADMIN.password)
    const users = await payload.find({ collection: 'users' })
    expect(users.docs).toHaveLength(1)
    expect(users.docs[0]?.roles).toEqual(['admin'])
    expect((await signIn('boss@example.test', password!)).token).toBeTruthy()
    await expect(signIn('boss@example.test', DEMO_ADMIN.password)).rejects.toThrow()
    // Not demo mode, and no account with the demo password: nothing to refuse.
    await expect(refuseDemoPassword(payload, envOf({}))).resolves.toBeUndefined()
  })

  it('never creates a second admin', async () => {
    const again = await ensureFirstAdmin(payload, envOf({ ADMIN_EMAIL: 'other@example.test', ADMIN_PASSWORD: 'another-password' }))
    expect(again).toEqual({ created: false })
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(1)
  })

  it('the demo password only in demo mode; outside it, a server with that account still on it refuses to start', async () => {
    await payload.delete({ collection: 'users', where: { id: { exists: true } }, overrideAccess: true })
    const demo = await ensureFirstAdmin(payload, envOf({ DEMO: 'true' }))
    expect(demo).toEqual({ created: true, email: DEMO_ADMIN.email, demo: true })
    expect((await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password)).token).toBeTruthy()
    await expect(refuseDemoPassword(payload, envOf({ DEMO: 'true' }))).resolves.toBeUndefined()
    await expect(refuseDemoPassword(payload, envOf({}))).rejects.toThrow(/still has the published demo password/)
    // Once its password is changed, it may be served.
    const [user] = (await payload.find({ collection: 'users', where: { email: { equals: DEMO_ADMIN.email } } })).docs
    await payload.update({ collection: 'users', id: user!.id, data: { password: 'a-password-of-its-own' }, overrideAccess: true })
    await expect(refuseDemoPassword(payload, envOf({}))).resolves.toBeUndefined()
  })

  it('with ADMIN_PASSWORD: that password, nothing returned to print', async () => {
    await payload.delete({ collection: 'users', where: { id: { exists: true } }, overrideAccess: true })
    const env = envOf({ NODE_ENV: 'production', ADMIN_EMAIL: 'chief@example.test', ADMIN_PASSWORD: 'correct-horse-battery' })
    expect(await ensureFirstAdmin(payload, env)).toEqual({ created: true, email: 'chief@example.test', demo: false })
    expect((await signIn('chief@example.test', 'correct-horse-battery')).token).toBeTruthy()
  })
})
