import { latinDigits } from '@/lib/schemas/plain'

/**
 * A number as a visitor types it (١٢٠٬٠٠٠, 1,200,000, 1 200 000, ٣٫٥) in the form the schemas read:
 * Latin digits, no grouping, a dot for decimals.
 */
export function normalizeNumber(value: string): string {
  return latinDigits(value.trim())
    .replace(/\u066b/g, '.')
    .replace(/[\s\u00a0\u202f,\u066c']/g, '')
}
