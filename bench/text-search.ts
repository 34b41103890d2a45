/**
 * The listing index's text search in process, without a server or a database: a synthetic corpus
 * shaped like the listings' search text (titles in both languages, place names, a reference), the
 * word index built over it, then each token's rows marked, against the former way (one `indexOf`
 * walk over all rows' text joined in one string).
 *
 *   npx tsx bench/text-search.ts [--rows 1000000]
 */
import { WordIndex } from '../src/server/listings/word-index'

const args = process.argv.slice(2)
const at = args.indexOf('--rows')
const n = at === -1 ? 1_000_000 : Number(args[at + 1])

const adjectives = ['فاخره', 'هادئه', 'واسعه', 'حديثه', 'luxury', 'quiet', 'spacious', 'modern']
const kinds = ['شقه', 'فيلا', 'بنتهاوس', 'مكتب', 'apartment', 'villa', 'penthouse', 'office']
const places = ['مرسي دبي', 'الشيخ زايد', 'قلب زايد الجديده', 'marina', 'downtown', 'palm', 'new zayed']
const texts: string[] = []
for (let i = 0; i < n; i++)
  texts.push(`${kinds[i % 8]} ${adjectives[(i >> 3) % 8]} في ${places[i % 7]} ${kinds[(i + 3) % 8]} ${adjectives[i % 8]} ${places[(i >> 2) % 7]} mz szc ${1000 + i}`)

const heapBefore = process.memoryUsage().heapUsed
let started = performance.now()
const index = WordIndex.build(texts, n)
console.log(`rows ${n}; build ${(performance.now() - started).toFixed(0)} ms; heap +${((process.memoryUsage().heapUsed - heapBefore) / 1e6).toFixed(0)} MB`)

const blob = texts.join('\n')
function walk(token: string): number {
  let found = 0
  for (let from = 0; ; ) {
    const hit = blob.indexOf(token, from)
    if (hit < 0) return found
    found++
    from = blob.indexOf('\n', hit) + 1
    if (from === 0) return found
  }
}
const median = (f: () => void) => {
  const times: number[] = []
  for (let r = 0; r < 7; r++) {
    started = performance.now()
    f()
    times.push(performance.now() - started)
  }
  return times.sort((a, b) => a - b)[3]!.toFixed(1)
}
console.log('| token | rows matched | word index (ms, median of 7) | walk over all text (ms) |\n|---|---|---|---|')
for (const token of ['فيلا', 'زايد', 'marina', '12345', 'ا', 'قلعه']) {
  const marks = new Uint8Array(n)
  index.mark(token, marks)
  const matched = marks.reduce((a, b) => a + b, 0)
  console.log(`| \`${token}\` | ${matched} | ${median(() => index.mark(token, new Uint8Array(n)))} | ${median(() => walk(token))} |`)
}
