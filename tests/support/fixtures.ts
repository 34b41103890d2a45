import type { Payload } from 'payload'
import type { Role } from '@/access'
import type { User } from '@/payload-types'

/** Small records the integration tests build on. Currencies come first: properties need one. */
export async function createCurrencies(payload: Payload) {
  const usd = await payload.create({
    collection: 'currencies',
    data: { code: 'USD', name: 'دولار أمريكي', symbol: '$', rate: 1, decimals: 0, isBase: true },
  })
  const aed = await payload.create({
    collection: 'currencies',
    data: { code: 'AED', name: 'درهم إماراتي', symbol: 'د.إ', rate: 3.6725, decimals: 0, isDefault: true },
  })
  return { usd, aed }
}

export async function createPropertyType(payload: Payload, name = 'شقة') {
  return payload.create({ collection: 'property-types', data: { name } })
}

let sequence = 0

/** A property with what is required; `overrides` set or replace any field. */
export async function createProperty(
  payload: Payload,
  type: number,
  overrides: Record<string, unknown> = {},
) {
  sequence += 1
  return payload.create({
    collection: 'properties',
    data: {
      title: `عقار ${sequence}`,
      reference: `REF-${sequence}-${Date.now()}`,
      type,
      price: 1_000_000,
      currency: 'AED',
      purpose: 'sale',
      status: 'available',
      published: true,
      ...overrides,
    },
  })
}

/** A staff user with the given roles, shaped as the local API expects for `user`. */
export async function createUser(payload: Payload, role: Role): Promise<User & { collection: 'users' }> {
  const user = await payload.create({
    collection: 'users',
    data: { email: `${role}-${Date.now()}-${sequence++}@example.test`, password: 'a-long-test-password', roles: [role], name: role },
  })
  return { ...user, collection: 'users' }
}

/** The smallest file Payload accepts as a PDF: a header, a cross-reference table and the end marker. */
export function tinyPdf(name = 'cv.pdf') {
  const data = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\nxref\n0 1\n0000000000 65535 f \ntrailer <<>>\nstartxref\n9\n%%EOF\n', 'latin1')
  return { name, mimetype: 'application/pdf', size: data.length, data }
}

/** A small real PNG (a 4×4 square), as a visitor's photo would arrive. */
export async function tinyPng(name = 'photo.png') {
  const { default: sharp } = await import('sharp')
  const data = await sharp({ create: { width: 4, height: 4, channels: 3, background: { r: 11, g: 42, b: 91 } } }).png().toBuffer()
  return { name, mimetype: 'image/png', size: data.length, data }
}
