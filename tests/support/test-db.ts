export type TestDbKind = 'sqlite' | 'postgres'

/** TEST_DB picks the engine the integration tests run on. */
export function testDbKind(): TestDbKind {
  const value = (process.env.TEST_DB ?? 'sqlite').toLowerCase()
  if (value === 'sqlite' || value === 'postgres') return value
  throw new Error(`TEST_DB must be sqlite or postgres, not ${value}`)
}
