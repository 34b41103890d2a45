import type { FieldErrors } from '@/lib/schemas'
import type { ApiMessage } from './messages'

/** An error the API answers with its own status and a message in the request's language. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly key: ApiMessage,
    readonly options: { errors?: FieldErrors; headers?: Record<string, string> } = {},
  ) {
    super(key)
  }
}

export const notFound = () => new ApiError(404, 'notFound')
export const invalid = (errors: FieldErrors) => new ApiError(422, 'invalid', { errors })
