/**
 * How long an edit made through one app server takes to show on another's API.
 *
 *   npx tsx bench/change-latency.ts [--edits 200]
 *
 * Starts the stack (deploy/stack.ts with the stack test's small data set, two app servers on one
 * PostgreSQL database; `npm run build` first). Each edit renames a property through server A
 * (Payload's REST API, as the admin does); the clock starts when A has answered (the change is
 * committed) and stops when server B's `/api/v1/real-estates/<id>` first carries the new title,
 * asked every 10 ms. The edits go one at a time, over six properties in turn.
 */
import { startStack } from '../deploy/stack'

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`)
  return i === -1 ? fallback : (process.argv[i + 1] ?? fallback)
}
const EDITS = Number(arg('edits', '200'))
const POLL_MS = 10
const GIVE_UP_MS = 30_000

const stack = await startStack({ seed: 'tests/stack/fixtures.ts', log: (l) => console.error(`stack: ${l}`) })
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stack.stop().then(() => process.exit(130)))
try {
  const fixtures = JSON.parse(stack.seedOutput.split('\n').find((l) => l.startsWith('STACK '))!.slice(6)) as { password: string; users: { editor: string }; properties: number[] }
  const [a, b] = stack.apps.map((app) => app.url) as [string, string]
  const login = await fetch(`${a}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: fixtures.users.editor, password: fixtures.password }) })
  const { token } = (await login.json()) as { token: string }
  const times: number[] = []
  for (let i = 0; i < EDITS; i++) {
    const id = fixtures.properties[i % fixtures.properties.length]!
    const title = `Apartment, edit ${i} ${Date.now()}`
    const res = await fetch(`${a}/api/properties/${id}?locale=en`, { method: 'PATCH', headers: { 'content-type': 'application/json', authorization: `JWT ${token}` }, body: JSON.stringify({ title }) })
    if (res.status !== 200) throw new Error(`edit ${i}: ${res.status} ${await res.text()}`)
    const committed = performance.now()
    for (;;) {
      const seen = (await (await fetch(`${b}/api/v1/real-estates/${id}`, { headers: { 'accept-language': 'en' } })).text()).includes(title)
      const elapsed = performance.now() - committed
      if (seen) {
        times.push(elapsed)
        break
      }
      if (elapsed > GIVE_UP_MS) throw new Error(`edit ${i} never showed on B`)
      await new Promise((r) => setTimeout(r, POLL_MS))
    }
  }
  times.sort((x, y) => x - y)
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!.toFixed(0)
  console.log(`| edits | p50 | p95 | p99 | max |\n|---|---|---|---|---|\n| ${times.length} | ${at(0.5)} | ${at(0.95)} | ${at(0.99)} | ${times.at(-1)!.toFixed(0)} |`)
  console.log(`(milliseconds from A's answer to B's API showing the edit; ${new Date().toISOString()})`)
} finally {
  await stack.stop()
}
