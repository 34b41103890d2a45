import { describe, expect, it } from 'vitest'
import { CSV_BOM, csvCell, csvRow, toCsv } from '@/lib/csv'

describe('CSV', () => {
  it('leaves plain cells alone, Arabic included', () => {
    expect(csvCell('سارة أحمد')).toBe('سارة أحمد')
    expect(csvCell(42)).toBe('42')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell(new Date('2026-01-02T03:04:05.000Z'))).toBe('2026-01-02T03:04:05.000Z')
  })

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('دبي، مرسى, دبي')).toBe('"دبي، مرسى, دبي"')
    expect(csvCell('a "quoted" word')).toBe('"a ""quoted"" word"')
    expect(csvCell('سطر أول\nسطر ثان')).toBe('"سطر أول\nسطر ثان"')
    expect(csvCell('line\r\nbreak')).toBe('"line\r\nbreak"')
  })

  it('defuses formulas but keeps phone numbers and negative numbers as they are', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"')
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('+971501234567')).toBe('+971501234567')
    expect(csvCell('-12.5')).toBe('-12.5')
  })

  it('rows end in CRLF; the file starts with a byte-order mark', () => {
    expect(csvRow(['a', 'b,c', 'ج'])).toBe('a,"b,c",ج\r\n')
    const csv = toCsv(['الاسم', 'Phone'], [['سارة "س"', '+971501234567'], ['Omar', '']])
    expect(csv.startsWith(CSV_BOM)).toBe(true)
    expect(csv.slice(1)).toBe('الاسم,Phone\r\n"سارة ""س""",+971501234567\r\nOmar,\r\n')
  })
})
