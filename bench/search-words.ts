/**
 * The cost of a text search made of many one-letter words (an attacker's cheap query), before and
 * after its words are bounded (src/lib/search/words.ts: each word once, contained words dropped, at
 * most 8, one-letter words only narrowing the rows found). In process, on the synthetic corpus of
 * bench/text-search.ts's kind.
 *
 *   npx tsx bench/search-words.ts [--rows 1000000]
 */
import { normalizeSearch } from '../src/lib/arabic'
import { searchWords } from '../src/lib/search/words'
import { narrowMarks, WordIndex } from '../src/server/listings/word-index'

const args = process.argv.slice(2)
const at = args.indexOf('--rows')
const n = at === -1 ? 1_000_000 : Number(args[at + 1])

const kinds = ['شقه', 'فيلا', 'بنتهاوس', 'مكتب', 'apartment', 'villa', 'penthouse', 'office']
const places = ['مرسي دبي', 'الشيخ زايد', 'قلب زايد الجديده', 'marina', 'downtown', 'palm', 'new zayed']
const texts: string[] = []
for (let i = 0; i < n; i++) texts.push(`${kinds[i % 8]} ${places[i % 7]} ${kinds[(i + 3) % 8]} ${places[(i >> 2) % 7]} mz szc ${1000 + i}`)
const index = WordIndex.build(texts, n)

/** Every word through the index, as before: a pass over the vocabulary and the rows per word. */
function everyWord(tokens: string[]): Uint8Array {
  const marks = new Uint8Array(n)
  index.mark(tokens[0]!, marks)
  for (const token of tokens.slice(1)) {
    const more = new Uint8Array(n)
    index.mark(token, more)
    for (let i = 0; i < n; i++) marks[i]! &= more[i]!
  }
  return marks
}

/** As the listing index searches now. */
function bounded(tokens: string[]): Uint8Array {
  const marks = new Uint8Array(n)
  index.mark(tokens[0]!, marks)
  for (const token of tokens.slice(1)) {
    if (token.length === 1) narrowMarks(marks, texts, token)
    else {
      const more = new Uint8Array(n)
      index.mark(token, more)
      for (let i = 0; i < n; i++) marks[i]! &= more[i]!
    }
  }
  return marks
}

const median = (f: () => void) => {
  const times: number[] = []
  for (let r = 0; r < 5; r++) {
    const started = performance.now()
    f()
    times.push(performance.now() - started)
  }
  return times.sort((a, b) => a - b)[2]!.toFixed(0)
}
// The longest such query the API takes (200 characters): 100 one-letter words.
const query = normalizeSearch('ا ل م ن ه و ي ب ت ر ز س ش ف ق ك a e i o u n r s t l d c m p '.repeat(4).slice(0, 200))
const all = query.split(' ')
console.log(`rows ${n}; a query of ${all.length} one-letter words (${new Set(all).size} different)`)
console.log(`| every word through the index | ${median(() => everyWord(all))} ms |`)
console.log(`| bounded: ${searchWords(query).length} words, letters narrowing | ${median(() => bounded(searchWords(query)))} ms |`)
