/**
 * What the forms' first paint needs of the schemas without loading zod: the honeypot's name and
 * the digits rule. The schemas themselves load when a visitor starts on a form.
 */

/**
 * The honeypot: a field hidden from people. Bots fill it; a post with it filled is answered as if
 * stored and stored nowhere.
 */
export const HONEYPOT_FIELD = 'website'

const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g

/** Arabic-Indic and Eastern Arabic-Indic digits as Latin ones (٠١٢ → 012). */
export function latinDigits(value: string): string {
  return value.replace(ARABIC_DIGITS, (d) => String((d.codePointAt(0) ?? 0) & 0xf))
}
