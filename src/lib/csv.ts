/**
 * CSV as spreadsheets read it (RFC 4180): comma-separated, CRLF rows, cells with a comma, a quote or
 * a line break quoted, quotes doubled. The file starts with a byte-order mark so that Excel reads
 * Arabic as UTF-8. A cell a spreadsheet would run as a formula (=, +, -, @ first) gets a leading
 * apostrophe, unless it is a plain number such as an E.164 phone number.
 */
export const CSV_BOM = '\uFEFF'

const FORMULA_START = /^[=+\-@\t\r]/
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = value instanceof Date ? value.toISOString() : String(value)
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const csvRow = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`

export function toCsv(header: readonly string[], rows: Iterable<readonly unknown[]>): string {
  let out = CSV_BOM + csvRow(header)
  for (const row of rows) out += csvRow(row)
  return out
}
