type Json = Record<string, unknown>

const esc = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The API reference for people: plain HTML rendered on the server from the OpenAPI document; it loads nothing at all. */
export function docsPage(doc: Json): string {
  const info = doc.info as { title: string; version: string; description: string }
  const paths = doc.paths as Record<string, Record<string, Json>>
  const sections: string[] = []
  const nav: string[] = []
  for (const [path, ops] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const id = esc(op.operationId)
      nav.push(`<li><a href="#${id}"><code>${method.toUpperCase()} ${esc(path)}</code></a></li>`)
      const params = (op.parameters as Json[]).map((p) => `<tr><td><code>${esc(p.name)}</code></td><td>${esc(p.in)}</td><td><code>${esc(JSON.stringify(p.schema))}</code></td><td>${esc(p.description)}</td></tr>`).join('')
      const responses = Object.entries(op.responses as Record<string, Json>).map(([code, r]) => `<li><b>${esc(code)}</b> ${esc(r.description)}</li>`).join('')
      const body = op.requestBody ? `<h4>Body</h4><pre>${esc(JSON.stringify(op.requestBody, null, 2))}</pre>` : ''
      sections.push(`<section id="${id}"><h3><span class="m ${method}">${method.toUpperCase()}</span> <code>/api/v1${esc(path)}</code></h3><p>${esc(op.summary)}</p>${op.description ? `<p>${esc(op.description)}</p>` : ''}
<table><thead><tr><th>Parameter</th><th>In</th><th>Schema</th><th>Description</th></tr></thead><tbody>${params}</tbody></table>${body}<h4>Responses</h4><ul>${responses}</ul></section>`)
    }
  }
  const schemas = Object.entries((doc.components as { schemas: Record<string, Json> }).schemas)
    .map(([name, s]) => `<details id="schema-${esc(name)}"><summary><code>${esc(name)}</code></summary><pre>${esc(JSON.stringify(s, null, 2))}</pre></details>`)
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${esc(info.title)} ${esc(info.version)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:0;display:grid;grid-template-columns:18rem 1fr;color:#1f2937}nav{position:sticky;top:0;height:100vh;overflow:auto;background:#f3f4f6;padding:1rem}nav ul{list-style:none;padding:0;font-size:13px}main{padding:1rem 2rem;max-width:70rem}section{border-top:1px solid #e5e7eb;padding:1rem 0}table{border-collapse:collapse;width:100%;font-size:13px}td,th{border:1px solid #e5e7eb;padding:.25rem .5rem;text-align:start;vertical-align:top}pre{background:#0b2a5b;color:#f9fafb;padding:.75rem;overflow:auto;border-radius:8px;font-size:12px}.m{color:#fff;border-radius:4px;padding:0 .4rem;font-size:12px}.get{background:#0b2a5b}.post{background:#b45309}a{color:#0b2a5b}</style></head>
<body><nav><p><b>${esc(info.title)}</b> ${esc(info.version)}</p><p><a href="/api/v1/openapi.json">openapi.json</a></p><ul>${nav.join('')}</ul></nav><main><h1>${esc(info.title)}</h1><p>${esc(info.description)}</p>${sections.join('')}<h2>Schemas</h2>${schemas}</main></body></html>`
}
