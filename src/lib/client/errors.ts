/** An error that knows its HTTP status (SPEC §8: default 500). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message?: string,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export function errorStatus(error: unknown): number {
  if (error && typeof error === 'object') {
    const { statusCode, status } = error as { statusCode?: unknown; status?: unknown }
    for (const value of [statusCode, status]) if (typeof value === 'number' && value >= 400 && value < 600) return value
  }
  return 500
}

/**
 * The message a visitor may see: the error's own, except for errors from the server, whose message
 * production builds replace (they carry a digest) — then none, and the view says 'Internal Server Error'.
 */
export function errorMessage(error: unknown): string | null {
  if (!(error instanceof Error) && !(error && typeof error === 'object' && 'message' in error)) return null
  const { message, digest } = error as { message?: unknown; digest?: unknown }
  if (digest) return null
  return typeof message === 'string' && message.trim() ? message : null
}
