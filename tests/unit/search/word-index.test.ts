import { describe, expect, it } from 'vitest'
import { WordIndex } from '@/server/listings/word-index'

/** What the index must answer: the rows with a word containing the token, read one by one. */
const byReading = (texts: (string | undefined)[], token: string) =>
  texts.flatMap((t, row) => ((t ?? '').split(' ').some((w) => w.includes(token)) ? [row] : []))

const marked = (index: WordIndex, n: number, token: string) => {
  const marks = new Uint8Array(n)
  index.mark(token, marks)
  return [...marks].flatMap((m, row) => (m ? [row] : []))
}

describe('the word index of the listing search', () => {
  const texts = ['فيلا مع حديقه', 'شقه فاخره في مرسي دبي mz 1011', undefined, '', 'فيلا فيلا فيلا', 'مكتب اداري mz 1012', 'استوديو قرب المترو mz 10111']

  it('finds whole words, parts of words, digits and Latin, each row once', () => {
    const index = WordIndex.build(texts, texts.length)
    for (const token of ['فيلا', 'يل', 'حديقه', 'ديق', 'mz', '1011', '101', '10111', 'دبي', 'ا', 'z', 'قلعه']) {
      expect(marked(index, texts.length, token), token).toEqual(byReading(texts, token))
    }
  })

  it('matches a random corpus as reading every row would', () => {
    let seed = 7
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)
    const alphabet = 'ابتثجحدرسشلمنهوي'
    const word = () => Array.from({ length: 1 + Math.floor(random() * 5) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('')
    const corpus = Array.from({ length: 500 }, () => Array.from({ length: Math.floor(random() * 6) }, word).join(' '))
    const index = WordIndex.build(corpus, corpus.length)
    for (let i = 0; i < 40; i++) {
      const token = word().slice(0, 1 + (i % 3))
      expect(marked(index, corpus.length, token), token).toEqual(byReading(corpus, token))
    }
  })

  it('covers only the rows it was built from, and an empty corpus', () => {
    const index = WordIndex.build(texts, 2)
    expect(index.size).toBe(2)
    expect(marked(index, texts.length, 'فيلا')).toEqual([0])
    expect(marked(WordIndex.build([], 0), 0, 'فيلا')).toEqual([])
  })
})
