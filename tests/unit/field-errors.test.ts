import type { AfterErrorHookArgs } from 'payload'
import { describe, expect, it } from 'vitest'
import { keepFieldErrors } from '@/server/admin/field-errors'

/** A validation error as another chunk's copy of Payload throws it: not an instance of this chunk's class, its class's name minified. */
function foreignValidationError() {
  const error = new Error('The following field is invalid: Permit number') as Error & { data: unknown; status: number }
  error.name = 'o'
  error.data = { collection: 'properties', errors: [{ path: 'permit.number', message: 'A permit number is required to publish a listing in Dubai' }] }
  error.status = 400
  return error
}

const run = (error: Error, result: AfterErrorHookArgs['result']) => keepFieldErrors({ error, result, context: {}, req: {} as AfterErrorHookArgs['req'] })

describe('a refused save’s answer', () => {
  it('keeps each field’s path and message for the admin, whichever copy of Payload threw it', async () => {
    const error = foreignValidationError()
    const answer = await run(error, { errors: [{ message: error.message }] })
    expect(answer).toEqual({
      status: 400,
      response: { errors: [{ name: 'ValidationError', message: error.message, data: { collection: 'properties', errors: [{ path: 'permit.number', message: 'A permit number is required to publish a listing in Dubai' }] } }] },
    })
  })

  it('leaves an answer that has them, and every other error, as Payload made it', async () => {
    const error = foreignValidationError()
    expect(await run(error, { errors: [{ message: error.message, data: { errors: [] } }] })).toBeUndefined()
    expect(await run(new Error('Something went wrong.'), { errors: [{ message: 'Something went wrong.' }] })).toBeUndefined()
    const forbidden = Object.assign(new Error('You are not allowed to perform this action.'), { name: 'Forbidden', status: 403, data: { errors: [{ path: 'x', message: 'y' }] } })
    expect(await run(forbidden, { errors: [{ message: forbidden.message }] })).toBeUndefined()
    const odd = Object.assign(new Error('Bad request'), { status: 400, data: { errors: [{ field: 'x' }] } })
    expect(await run(odd, { errors: [{ message: odd.message }] })).toBeUndefined()
    expect(await run(error, undefined)).toBeUndefined()
  })
})
