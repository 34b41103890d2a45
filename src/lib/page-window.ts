/** Pages to offer as links: the first, the last and `around` either side of the current one; a gap is null. */
export function pageWindow(page: number, last: number, around = 1): (number | null)[] {
  const wanted = new Set([1, last])
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= last) wanted.add(p)
  const sorted = [...wanted].sort((a, b) => a - b)
  const out: (number | null)[] = []
  for (const p of sorted) {
    const prev = out[out.length - 1]
    if (typeof prev === 'number' && p - prev === 2) out.push(prev + 1)
    else if (typeof prev === 'number' && p - prev > 2) out.push(null)
    out.push(p)
  }
  return out
}
