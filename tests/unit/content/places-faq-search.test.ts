import { describe, expect, it } from 'vitest'
import { filterFaq, indexFaq, type FaqGroup } from '@/lib/faq-search'

const groups: FaqGroup[] = [
  {
    id: 1,
    name: 'الشراء',
    items: [
      { id: 11, question: 'هل يمكن للأجانب تملك العقارات؟', answer: 'نعم، في المناطق المخصصة.' },
      { id: 12, question: 'ما رسوم التسجيل؟', answer: 'أربعة بالمئة تُحسب على السعر.' },
    ],
  },
  {
    id: 2,
    name: 'Renting',
    items: [
      { id: 21, question: 'How much is the security deposit?', answer: 'Usually 5% of the yearly rent.' },
      { id: 22, question: 'من يتحمل تكاليف الصيانة؟', answer: 'المالِكُ عادةً، والمستأجر الإصلاحات البسيطة.' },
    ],
  },
]
const ids = (query: string) => filterFaq(indexFaq(groups), query).flatMap((g) => g.items.map((f) => f.id))

describe('filterFaq', () => {
  it('keeps every question for an empty or blank query', () => {
    expect(ids('')).toEqual([11, 12, 21, 22])
    expect(ids('   ')).toEqual([11, 12, 21, 22])
  })

  it('meets alef forms: a query without hamza finds the word with one', () => {
    expect(ids('الاجانب')).toEqual([11])
  })

  it('meets taa marbuta and haa, and yaa and alef maqsura', () => {
    expect(ids('الصيانه')).toEqual([22])
    expect(ids('علي السعر')).toEqual([12])
    expect(ids('المخصصه')).toEqual([11])
  })

  it('ignores diacritics in the text and in the query', () => {
    expect(ids('المالك')).toEqual([22])
    expect(ids('المَالِك')).toEqual([22])
  })

  it('is case-insensitive for English and needs every word', () => {
    expect(ids('SECURITY deposit')).toEqual([21])
    expect(ids('security mortgage')).toEqual([])
  })

  it('matches the answer and the category name too, and leaves an unmatched group empty', () => {
    expect(ids('yearly')).toEqual([21])
    expect(ids('renting')).toEqual([21, 22])
    const filtered = filterFaq(indexFaq(groups), 'deposit')
    expect(filtered.map((g) => g.items.length)).toEqual([0, 1])
  })
})
