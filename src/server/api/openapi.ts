import { z } from 'zod'
import { FORM_TOKEN_HEADER } from '@/lib/forms/token'
import { httpSettings } from '../http/settings'
import type { Route } from './router'
import * as S from './schemas'

type Json = Record<string, unknown>

/** Named schemas go to components; the rest inline. JSON Schema 2020-12 is OpenAPI 3.1's own dialect. */
function schemaOf(schema: z.ZodType, io: 'input' | 'output', components: Record<string, Json>): Json {
  const raw = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' })
  const suffix = io === 'input' ? 'Input' : ''
  const result = JSON.parse(
    JSON.stringify(raw).replace(/"#\/\$defs\/([^"]+)"/g, (_, name: string) => `"#/components/schemas/${name.endsWith('Input') ? name : name + suffix}"`),
  ) as Json
  const defs = (result.$defs ?? {}) as Record<string, Json>
  delete result.$defs
  delete result.$schema
  for (const [name, def] of Object.entries(defs)) components[name.endsWith('Input') ? name : name + suffix] ??= def
  return result
}

const errorResponse = (description: string, extraHeaders: Json = {}) => ({
  description,
  headers: extraHeaders,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
})

const headerParams = (currency: boolean) => [
  { name: 'Accept-Language', in: 'header', required: false, schema: { type: 'string', examples: ['ar', 'en'] }, description: 'ar (default) or en; anything else is Arabic' },
  ...(currency ? [{ name: 'X-Currency', in: 'header', required: false, schema: { type: 'string', pattern: '^[A-Za-z]{3}$', examples: ['AED', 'USD'] }, description: 'An enabled currency code; prices are converted to it. Unknown codes are a 422.' }] : []),
]

/** The OpenAPI 3.1 document of the routes, from the very schemas the handlers parse with and answer by. */
export function openApiDocument(routes: Route[], serverUrl = '/api/v1'): Json {
  const components: Record<string, Json> = {}
  for (const s of [S.ErrorBody, S.ValidationErrorBody, S.Meta]) schemaOf(s, 'output', components)
  components.Error ??= schemaOf(S.ErrorBody, 'output', components)
  const paths: Record<string, Record<string, Json>> = {}
  for (const r of routes) {
    const parameters: Json[] = [...headerParams(Boolean(r.currency))]
    if (r.path.includes('{id}'))
      parameters.unshift({ name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: r.param?.pattern ?? '^[1-9][0-9]*(-.*)?$' }, description: r.param?.description ?? 'The numeric id, optionally followed by a slug' })
    if (r.query instanceof z.ZodObject) {
      const props = schemaOf(r.query, 'input', components) as { properties?: Record<string, Json> }
      for (const [name, schema] of Object.entries(props.properties ?? {})) {
        const { description, ...rest } = schema
        parameters.push({ name, in: 'query', required: false, schema: rest, ...(description ? { description } : {}) })
      }
    }
    const data = schemaOf(r.response, 'output', components)
    const bodySchema = { type: 'object', required: r.list ? ['data', 'meta'] : ['data'], properties: { data, ...(r.list ? { meta: { $ref: '#/components/schemas/Meta' } } : {}) } }
    const ok = String(r.ok ?? (r.method === 'POST' ? 201 : 200))
    const { posts, reads } = httpSettings()
    const responses: Record<string, Json> = {
      [ok]: {
        description: ok === '201' ? 'Stored (or a repeated Idempotency-Key: the record stored the first time)' : ok === '202' ? 'Accepted' : 'OK',
        headers: r.method === 'GET' ? { ETag: { schema: { type: 'string' } }, 'Cache-Control': { schema: { type: 'string' } }, ...(r.currency ? { 'X-Currency': { schema: { type: 'string' }, description: 'The currency of every price' } } : {}) } : {},
        content: { 'application/json': { schema: bodySchema, ...(r.example !== undefined ? { example: { data: r.example } } : {}) } },
      },
      '422': { description: 'Invalid input: every field error, in the request language', content: { 'application/json': { schema: { $ref: '#/components/schemas/ValidationError' } } } },
      '500': errorResponse('An unexpected failure; the message is generic and names nothing internal'),
      '503': errorResponse('The database is unreachable, or the request took longer than its time budget', { 'Retry-After': { schema: { type: 'integer' } } }),
      '414': errorResponse('The address (path and query) is longer than 8 KB'),
      '431': errorResponse('The request headers are larger than 16 KB'),
      '429': errorResponse(
        r.method === 'POST' ? `More than ${posts.limit} posts in ${posts.windowSeconds} s from one client` : `More than ${reads.limit} reads in ${reads.windowSeconds} s from one client`,
        { 'Retry-After': { schema: { type: 'integer' } } },
      ),
    }
    if (r.method === 'GET' && !r.uncached) responses['304'] = { description: 'Not modified (If-None-Match matched the ETag)' }
    if (r.redirect) responses['303'] = { description: r.redirect, headers: { Location: { schema: { type: 'string' } } } }
    if (r.path.includes('{id}') || r.path.startsWith('/pages') || r.path === '/about-us') responses['404'] = errorResponse('No such record')
    if (r.method === 'POST') {
      responses['400'] = errorResponse('The body could not be read (not JSON, or a broken multipart form)')
      responses['413'] = errorResponse('Body too large')
      responses['415'] = errorResponse('Wrong content type')
    }
    // The form posts (not the taps' beacon, nor the links of alert mails) take an Idempotency-Key and a form token.
    if (r.method === 'POST' && r.limit !== 'taps') {
      parameters.push({ name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', minLength: 8, maxLength: 200 }, description: 'The same key never stores twice' })
      parameters.push({
        name: FORM_TOKEN_HEADER,
        in: 'header',
        required: false,
        schema: { type: 'string' },
        description:
          'A token from GET /form-token, at least 3 seconds old and used for one record. A post without a valid one is answered 201 as if stored, and nothing is stored or sent (as for the honeypot field).',
      })
    }
    const operation: Json = { operationId: r.operationId, summary: r.summary, tags: [r.tag], parameters, responses, ...(r.description ? { description: r.description } : {}) }
    if (r.body) {
      const content: Json = {}
      const add = (kind: 'json' | 'multipart', bodySchema: z.ZodType, encoding?: Record<string, string>) => {
        const examples = (z.globalRegistry.get(bodySchema)?.examples as unknown[] | undefined) ?? []
        content[kind === 'json' ? 'application/json' : 'multipart/form-data'] = {
          schema: schemaOf(bodySchema, 'input', components),
          ...(examples[0] ? { example: examples[0] } : {}),
          ...(encoding ? { encoding: Object.fromEntries(Object.entries(encoding).map(([part, contentType]) => [part, { contentType }])) } : {}),
        }
      }
      add(r.body.kind, r.body.schema, r.body.encoding)
      if (r.body.multipart) add('multipart', r.body.multipart.schema, r.body.multipart.encoding)
      operation.requestBody = { required: true, content }
    }
    ;(paths[r.path] ??= {})[r.method.toLowerCase()] = operation
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Manzil public API',
      version: '1.0.0',
      description:
        'Every success is `{ "data": … }`; lists add `meta` (page, per_page, total, last_page). Errors are `{ "message": … }`, with `errors` per field on 422, in the request language. Lists take `page`, `per_page` (at most 50), `sort` (a field, `-` for descending) and `filter[name]=value`; the value `not-selected-value` means no filter.',
    },
    servers: [{ url: serverUrl }],
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    paths,
    components: { schemas: components },
  }
}
