import { describe, expect, it } from 'vitest'
import { normalizeSearch } from '@/lib/arabic'
import { MAX_SEARCH_WORDS, searchWords } from '@/lib/search/words'

describe('the words of a text search, bounded', () => {
  it('each word once, a word contained in another dropped, longest first', () => {
    expect(searchWords('villa marina villa')).toEqual(['marina', 'villa'])
    expect(searchWords('mar marina a')).toEqual(['marina'])
    expect(searchWords(normalizeSearch('فيلا في دبي'))).toEqual(['فيلا', 'دبي'])
    expect(searchWords('')).toEqual([])
  })

  it('a query of a hundred one-letter words costs at most a few passes', () => {
    const letters = 'a b c d e f g h i j k l m n o p q r s t u v w x y z '.repeat(4)
    const words = searchWords(normalizeSearch(letters))
    expect(words.length).toBe(MAX_SEARCH_WORDS)
    expect(words.every((w) => w.length === 1)).toBe(true)
  })

  it('one-letter words go last, to narrow what the longer words found', () => {
    expect(searchWords('a b villa c')).toEqual(['villa', 'b', 'c'])
  })
})
