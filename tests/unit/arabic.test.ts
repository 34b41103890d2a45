import { describe, expect, it } from 'vitest'
import { normalizeSearch } from '@/lib/arabic'

describe('normalizeSearch', () => {
  it.each([
    ['أحمد', 'احمد'],
    ['إسلام', 'اسلام'],
    ['آمنة', 'امنه'],
    ['ٱلبحر', 'بحر'],
  ])('folds hamza and alef forms: %s', (input, expected) => {
    expect(normalizeSearch(input)).toBe(expected)
  })

  it('folds taa marbuta into haa', () => {
    expect(normalizeSearch('شقة')).toBe(normalizeSearch('شقه'))
    expect(normalizeSearch('شقة')).toBe('شقه')
  })

  it('folds alef maqsura into yaa', () => {
    expect(normalizeSearch('مبنى')).toBe('مبني')
    expect(normalizeSearch('مستشفى')).toBe(normalizeSearch('مستشفي'))
  })

  it('folds hamza on waw and yaa', () => {
    expect(normalizeSearch('مؤسسة')).toBe('موسسه')
    expect(normalizeSearch('بيئة')).toBe('بييه')
  })

  it('drops the article ال from words long enough to carry it', () => {
    expect(normalizeSearch('الشقة')).toBe('شقه')
    expect(normalizeSearch('الفيلا الفاخرة')).toBe('فيلا فاخره')
    // Too short to be the article plus a word.
    expect(normalizeSearch('الم')).toBe('الم')
  })

  it('drops diacritics and tatweel', () => {
    expect(normalizeSearch('شَقَّةٌ')).toBe('شقه')
    expect(normalizeSearch('فيـــلا')).toBe('فيلا')
  })

  it('lower-cases Latin text and splits on punctuation', () => {
    expect(normalizeSearch('Sea-VIEW  Villa!')).toBe('sea view villa')
    expect(normalizeSearch('DUBAI Marina, 2BR')).toBe('dubai marina 2br')
  })

  it('meets one spelling from many variants', () => {
    const variants = ['الشقّة المطلّة', 'شقه مطله', 'الشقة المطلة', 'شقة مُطِلَّة']
    expect(new Set(variants.map(normalizeSearch)).size).toBe(1)
  })

  it('returns an empty string for nothing searchable', () => {
    expect(normalizeSearch('  ،.! ')).toBe('')
  })
})
