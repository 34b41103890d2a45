import { describe, expect, it } from 'vitest'
import { countWords, lexicalToText, readingMinutes } from '@/lib/text'
import { richAr, richEn } from '@/seed/lexical'

describe('countWords', () => {
  it('counts Arabic words whole, with their diacritics and tatweel', () => {
    expect(countWords('مَرْحَبًا بِكُمْ في مـنـزل')).toBe(4)
  })

  it('does not count punctuation standing alone as words', () => {
    expect(countWords('شقة ، فيلا — بيت … 3 غرف')).toBe(5)
    expect(countWords('Sea view - 2 bedrooms, ready!')).toBe(5)
  })

  it('keeps apostrophes and hyphens inside a word', () => {
    expect(countWords("buyer's off-plan guide")).toBe(3)
  })
})

describe('readingMinutes', () => {
  const words = (n: number, word: string) => Array.from({ length: n }, () => word).join(' ')

  it('reads about 200 words a minute, in Arabic as in English', () => {
    expect(readingMinutes(words(600, 'عقار'))).toBe(3)
    expect(readingMinutes(words(1000, 'home'))).toBe(5)
  })

  it('is never less than a minute', () => {
    expect(readingMinutes('')).toBe(1)
    expect(readingMinutes(words(20, 'بيت'))).toBe(1)
  })

  it('counts the text of every node of an article: headings, lists and quotes', () => {
    const ar = richAr([words(150, 'سوق'), { h: words(50, 'عنوان') }, { ul: [words(100, 'بند'), words(100, 'بند')] }, { quote: words(200, 'اقتباس') }])
    expect(countWords(lexicalToText(ar))).toBe(600)
    expect(readingMinutes(lexicalToText(ar))).toBe(3)
    expect(readingMinutes(lexicalToText(richEn([words(450, 'word')])))).toBe(2)
  })
})
