import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, readEnv } from '@/env'
import { ensureFirstAdmin } from '@/server/admin/first-admin'
import { testPayload } from '../support/payload'

const envOf = (values: Record<string, string>) => {
  const source: Record<string, string> = { PAYLOAD_SECRET: 'a-secret-of-sixteen-chars-or-more', ...values }
  return readEnv(source as NodeJS.ProcessEnv)
}

describe('ensureFirstAdmin', () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await testPayload()
  })

  it('refuses to invent an admin in production when ADMIN_EMAIL/ADMIN_PASSWORD are missing', async () => {
    await expect(ensureFirstAdmin(payload, envOf({ NODE_ENV: 'production' }))).rejects.toBeInstanceOf(ConfigError)
    await expect(ensureFirstAdmin(payload, envOf({ NODE_ENV: 'production', ADMIN_EMAIL: 'boss@example.test' }))).rejects.toThrow(
      /ADMIN_EMAIL and ADMIN_PASSWORD/,
    )
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(0)
  })

  it('creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const env = envOf({ NODE_ENV: 'production', ADMIN_EMAIL: 'boss@example.test', ADMIN_PASSWORD: 'correct-horse-battery' })
    const result = await ensureFirstAdmin(payload, env)
    expect(result).toEqual({ created: true, email: 'boss@example.test', demoPassword: false })
    const users = await payload.find({ collection: 'users' })
    expect(users.docs).toHaveLength(1)
    expect(users.docs[0]?.roles).toEqual(['admin'])
    const login = await payload.login({ collection: 'users', data: { email: 'boss@example.test', password: 'correct-horse-battery' } })
    expect(login.token).toBeTruthy()
  })

  it('never creates a second admin', async () => {
    const again = await ensureFirstAdmin(payload, envOf({ ADMIN_EMAIL: 'other@example.test', ADMIN_PASSWORD: 'another-password' }))
    expect(again).toEqual({ created: false })
    const inProduction = await ensureFirstAdmin(payload, envOf({ NODE_ENV: 'production' }))
    expect(inProduction).toEqual({ created: false })
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(1)
  })
})
