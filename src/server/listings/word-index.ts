/**
 * The rows whose text has a word containing a token, found through the distinct words rather than
 * by reading every row: a million listings hold some hundreds of thousands of distinct words
 * (mostly reference numbers) against about a million rows' worth of text, and a token usually
 * matches a handful of them, each with the list of its rows.
 *
 * Texts are normalised search text: words separated by single spaces, no line breaks.
 */
export class WordIndex {
  /** The distinct words, each followed by a line break. */
  private readonly vocabulary: string
  /** Where each word starts in `vocabulary`; one more entry, the end. */
  private readonly starts: Int32Array
  /** Word w's rows are `rows[offsets[w]]` up to `rows[offsets[w + 1]]`, in row order. */
  private readonly offsets: Int32Array
  private readonly rows: Int32Array
  /** The rows it was built from: 0 up to this. */
  readonly size: number

  private constructor(vocabulary: string, starts: Int32Array, offsets: Int32Array, rows: Int32Array, size: number) {
    this.vocabulary = vocabulary
    this.starts = starts
    this.offsets = offsets
    this.rows = rows
    this.size = size
  }

  /** The index of the first `n` texts (a missing text has no words). */
  static build(texts: readonly (string | undefined)[], n: number): WordIndex {
    const idOf = new Map<string, number>()
    const words: string[] = []
    const counts: number[] = []
    // Each row's distinct word ids, one after another; `rowStart[r]` is where row r's begin.
    let flat = new Int32Array(Math.max(1024, n * 8))
    const rowStart = new Int32Array(n + 1)
    let used = 0
    for (let r = 0; r < n; r++) {
      rowStart[r] = used
      const text = texts[r]
      if (!text) continue
      for (const word of text.split(' ')) {
        if (!word) continue
        let id = idOf.get(word)
        if (id === undefined) {
          id = words.length
          idOf.set(word, id)
          words.push(word)
          counts.push(0)
        }
        let seen = false
        for (let k = rowStart[r]!; k < used; k++) if (flat[k] === id) seen = true
        if (seen) continue
        if (used === flat.length) {
          const more = new Int32Array(flat.length * 2)
          more.set(flat)
          flat = more
        }
        flat[used++] = id
        counts[id]!++
      }
    }
    rowStart[n] = used
    const offsets = new Int32Array(words.length + 1)
    for (let w = 0; w < words.length; w++) offsets[w + 1] = offsets[w]! + counts[w]!
    const fill = offsets.slice(0, words.length)
    const rows = new Int32Array(used)
    for (let r = 0; r < n; r++) for (let k = rowStart[r]!; k < rowStart[r + 1]!; k++) rows[fill[flat[k]!]!++] = r
    const starts = new Int32Array(words.length + 1)
    let at = 0
    for (let w = 0; w < words.length; w++) {
      starts[w] = at
      at += words[w]!.length + 1
    }
    starts[words.length] = at
    return new WordIndex(words.length ? words.join('\n') + '\n' : '', starts, offsets, rows, n)
  }

  /** Sets `marks[row]` to 1 for every row (below `size`) with a word that contains `token` (no spaces). */
  mark(token: string, marks: Uint8Array): void {
    const last = this.starts.length - 2
    let from = 0
    for (;;) {
      const at = this.vocabulary.indexOf(token, from)
      if (at < 0) return
      // The word whose line holds `at`: the last start at or before it.
      let lo = 0
      let hi = last
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1
        if (this.starts[mid]! <= at) lo = mid
        else hi = mid - 1
      }
      for (let k = this.offsets[lo]!; k < this.offsets[lo + 1]!; k++) marks[this.rows[k]!] = 1
      from = this.starts[lo + 1]!
    }
  }
}

/**
 * Keeps the marks of the rows whose text contains `token`, reading only the rows already marked:
 * for a token found in most words (one letter), cheaper than marking its rows through the index.
 */
export function narrowMarks(marks: Uint8Array, texts: readonly (string | undefined)[], token: string): void {
  for (let i = 0; i < marks.length; i++) if (marks[i] && !(texts[i] ?? '').includes(token)) marks[i] = 0
}
