import QRCode from 'qrcode'

/** A QR code as one SVG path on a square of `size` modules, its quiet zone included. */
export type QrPath = { size: number; d: string }

/** The quiet zone the standard asks for around the symbol, in modules. */
const QUIET = 4

/**
 * The QR code of `text` (error correction M: a printed or photographed code still reads with a
 * smudge) as a path of one-module-high runs, one `M…h…v1h…z` per run of dark modules in a row.
 * Drawn on the server into the page's HTML: no script and no image request.
 */
export function qrPath(text: string): QrPath {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const n = modules.size
  const runs: string[] = []
  for (let row = 0; row < n; row++) {
    let col = 0
    while (col < n) {
      if (!modules.get(row, col)) {
        col++
        continue
      }
      const start = col
      while (col < n && modules.get(row, col)) col++
      const length = col - start
      runs.push(`M${start + QUIET} ${row + QUIET}h${length}v1h-${length}z`)
    }
  }
  return { size: n + 2 * QUIET, d: runs.join('') }
}
