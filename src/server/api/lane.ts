import type { Answer } from './http'

/**
 * How the production server (scripts/serve.ts) reaches the API's handler without going through
 * Next.js: the route module publishes `answerApi` (what `handleApi` answers, before it becomes a
 * `Response`) here when Next loads it, on `globalThis` because the server script and the built app
 * are separate module graphs in one process.
 */
export type ApiHandler = (req: Request, path: string[]) => Promise<Answer>

const KEY = Symbol.for('manzil.api.v1')
type Holder = typeof globalThis & { [KEY]?: ApiHandler; __incrementalCache?: unknown }
const holder = globalThis as Holder

export function publishApi(handler: ApiHandler): void {
  holder[KEY] = handler
}

/**
 * The published handler, once it can run outside a Next request: its cached reads use the data
 * cache Next keeps for the process (`unstable_cache` falls back to it outside a request), which
 * Next sets up on the first request it handles.
 */
export function apiLane(): ApiHandler | undefined {
  return holder.__incrementalCache ? holder[KEY] : undefined
}
