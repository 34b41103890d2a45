import 'server-only'
import { ApiError } from './errors'
import { docsPage } from './docs'
import { answer, etagMatches, requestLocale, toResponse, weakEtag, type Answer } from './http'
import { openApiDocument } from './openapi'
import { errorAnswer, run, type Route } from './router'
import { routes } from './routes'

type Match = { route: Route; param: string | undefined }

function match(path: string[], method: string): { found?: Match; allowed: string[] } {
  const allowed: string[] = []
  let found: Match | undefined
  for (const route of routes) {
    const parts = route.path.split('/').filter(Boolean)
    if (parts.length !== path.length) continue
    let param: string | undefined
    const ok = parts.every((p, i) => {
      if (p === '{id}') {
        param = path[i]
        return true
      }
      return p === path[i]
    })
    if (!ok) continue
    // A literal path (`/real-estates/filters`) wins over `{id}`; routes list literals first.
    if (param !== undefined && routes.some((r) => r !== route && r.path === `/${path.join('/')}`)) continue
    allowed.push(route.method)
    if (route.method === method || (method === 'HEAD' && route.method === 'GET')) found ??= { route, param }
  }
  return { found, allowed }
}

let documentCache: { json: string; etag: string; html: string } | undefined
function document() {
  if (!documentCache) {
    const json = JSON.stringify(openApiDocument(routes))
    documentCache = { json, etag: weakEtag(json), html: docsPage(JSON.parse(json) as Record<string, unknown>) }
  }
  return documentCache
}

function staticAnswer(req: Request, body: string, type: string, etag: string): Answer {
  const headers: Record<string, string> = { 'content-type': type, etag, 'cache-control': 'public, max-age=300' }
  if (type.startsWith('text/html')) headers['content-security-policy'] = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'"
  if (etagMatches(req.headers.get('if-none-match'), etag)) return answer(304, headers)
  return answer(200, headers, body)
}

/** Everything under /api/v1: the document, the reference page, then the routes of ./routes. */
export async function answerApi(req: Request, path: string[]): Promise<Answer> {
  const locale = requestLocale(req.headers.get('accept-language'))
  const joined = path.join('/')
  if (joined === 'openapi.json' || joined === 'docs') {
    if (req.method !== 'GET' && req.method !== 'HEAD') return errorAnswer(locale, new ApiError(405, 'methodNotAllowed', { headers: { allow: 'GET, HEAD' } }))
    const doc = document()
    return joined === 'docs' ? staticAnswer(req, doc.html, 'text/html; charset=utf-8', `W/"docs-${doc.etag.slice(3)}`) : staticAnswer(req, doc.json, 'application/json; charset=utf-8', doc.etag)
  }
  const { found, allowed } = match(path, req.method)
  if (found) return run(found.route, req, found.param)
  if (req.method === 'OPTIONS' && allowed.length) return answer(204, { allow: [...allowed, 'OPTIONS'].join(', ') })
  if (allowed.length) return errorAnswer(locale, new ApiError(405, 'methodNotAllowed', { headers: { allow: allowed.join(', ') } }))
  return errorAnswer(locale, new ApiError(404, 'routeNotFound'))
}

/** The same as a web `Response`, for the Next.js route. */
export async function handleApi(req: Request, path: string[]): Promise<Response> {
  return toResponse(await answerApi(req, path))
}

export { routes, openApiDocument }
