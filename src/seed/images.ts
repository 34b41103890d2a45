/**
 * Pictures drawn locally: SVG scenes (sky by time of day, towers with windows, villas with pools,
 * palms, sea, dunes, interiors, floor plans, portraits, logos) rendered to WebP with sharp.
 * Everything comes from a seeded PRNG, so the same key always draws the same picture.
 */
import sharp from 'sharp'
import { createRng, type Rng } from './random'

export type SceneKind =
  | 'towers'
  | 'villa'
  | 'beach'
  | 'desert'
  | 'interior'
  | 'townhouses'
  | 'office'
  | 'land'
  | 'plan'
  | 'portrait'
  | 'logo'
  | 'storefront'
export type TimeOfDay = 'dawn' | 'morning' | 'noon' | 'golden' | 'sunset' | 'dusk' | 'night'

type Sky = { top: string; bottom: string; sun: string; haze: string; night: boolean; sunY: number }

const skies: Record<TimeOfDay, Sky> = {
  dawn: { top: '#8fa8d6', bottom: '#f7d2c4', sun: '#fff1d6', haze: '#f3c7b8', night: false, sunY: 0.62 },
  morning: { top: '#4f9be0', bottom: '#cfe9fb', sun: '#fffbe8', haze: '#e6f3fc', night: false, sunY: 0.3 },
  noon: { top: '#2f7fd0', bottom: '#bfe0fa', sun: '#ffffff', haze: '#dcedf9', night: false, sunY: 0.14 },
  golden: { top: '#6e9fd4', bottom: '#ffd79a', sun: '#fff0c2', haze: '#ffe2b0', night: false, sunY: 0.5 },
  sunset: { top: '#5b3f86', bottom: '#ff9f6b', sun: '#ffd27a', haze: '#f7a77c', night: false, sunY: 0.66 },
  dusk: { top: '#1f2a5a', bottom: '#7d6aa6', sun: '#f4e3c3', haze: '#8b78ad', night: true, sunY: 0.2 },
  night: { top: '#0a1128', bottom: '#24365e', sun: '#f1f3ff', haze: '#2f4470', night: true, sunY: 0.16 },
}

const buildingTones = ['#e9e4da', '#d9d2c3', '#c8d3dc', '#b9c6d2', '#efe7d7', '#dfe6ea', '#cfc2ae', '#a9b7c6']
const glassTones = ['#6f9fc9', '#5a86b3', '#7fb2d6', '#4d7aa6', '#8ab9c9', '#6b8fb8']

const f = (n: number) => Math.round(n * 10) / 10

function skyDefs(id: string, sky: Sky): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient>`
}

function skyLayer(r: Rng, w: number, h: number, sky: Sky, horizon: number): string {
  let out = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`
  const sx = r.float(0.15, 0.85) * w
  const sy = sky.sunY * horizon
  out += `<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(w * 0.09)}" fill="${sky.sun}" opacity="0.25"/>`
  out += `<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(w * (sky.night ? 0.025 : 0.04))}" fill="${sky.sun}"/>`
  if (sky.night) {
    for (let i = 0; i < 70; i++) out += `<circle cx="${f(r.float(0, w))}" cy="${f(r.float(0, horizon * 0.7))}" r="${f(r.float(0.6, 2))}" fill="#fff" opacity="${f(r.float(0.3, 0.9))}"/>`
  } else {
    for (let i = 0; i < r.int(2, 5); i++) {
      const cx = r.float(0, w)
      const cy = r.float(horizon * 0.1, horizon * 0.5)
      const cw = r.float(w * 0.08, w * 0.18)
      out += `<g fill="#fff" opacity="${f(r.float(0.35, 0.75))}"><ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(cw)}" ry="${f(cw * 0.18)}"/><ellipse cx="${f(cx + cw * 0.3)}" cy="${f(cy - cw * 0.1)}" rx="${f(cw * 0.5)}" ry="${f(cw * 0.2)}"/></g>`
    }
  }
  return out
}

function windows(r: Rng, x: number, y: number, bw: number, bh: number, sky: Sky, glass: string): string {
  const cols = Math.max(2, Math.floor(bw / 18))
  const rows = Math.max(3, Math.floor(bh / 22))
  const cw = bw / cols
  const rh = bh / rows
  let out = ''
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      const lit = sky.night ? r.chance(0.55) : r.chance(0.12)
      const fill = lit ? (sky.night ? '#ffd98a' : '#eaf4fb') : glass
      out += `<rect x="${f(x + i * cw + cw * 0.2)}" y="${f(y + j * rh + rh * 0.2)}" width="${f(cw * 0.6)}" height="${f(rh * 0.55)}" fill="${fill}" opacity="${sky.night && !lit ? 0.45 : 0.9}"/>`
    }
  }
  return out
}

function tower(r: Rng, x: number, base: number, bw: number, bh: number, sky: Sky): string {
  const tone = r.pick(buildingTones)
  const glass = r.pick(glassTones)
  const shade = sky.night ? 'opacity="0.75"' : ''
  let out = `<g ${shade}><rect x="${f(x)}" y="${f(base - bh)}" width="${f(bw)}" height="${f(bh)}" fill="${sky.night ? '#2a3552' : tone}"/>`
  out += `<rect x="${f(x + bw * 0.78)}" y="${f(base - bh)}" width="${f(bw * 0.22)}" height="${f(bh)}" fill="#000" opacity="0.12"/>`
  const top = r.int(0, 3)
  if (top === 1) out += `<polygon points="${f(x)},${f(base - bh)} ${f(x + bw / 2)},${f(base - bh - bw * 0.6)} ${f(x + bw)},${f(base - bh)}" fill="${glass}"/>`
  if (top === 2) out += `<rect x="${f(x + bw * 0.47)}" y="${f(base - bh - bw * 0.9)}" width="${f(bw * 0.06)}" height="${f(bw * 0.9)}" fill="#8a93a3"/>`
  if (top === 3) out += `<rect x="${f(x + bw * 0.15)}" y="${f(base - bh - bw * 0.25)}" width="${f(bw * 0.7)}" height="${f(bw * 0.25)}" fill="${tone}"/>`
  out += windows(r, x + bw * 0.06, base - bh + bh * 0.03, bw * 0.7, bh * 0.95, sky, glass)
  return out + '</g>'
}

function palm(r: Rng, x: number, base: number, s: number, dark: boolean): string {
  const lean = r.float(-0.25, 0.25) * s
  const topX = x + lean
  const topY = base - s
  const trunk = dark ? '#2b2b2b' : '#8a6a45'
  const leaf = dark ? '#1d2a22' : r.pick(['#2f7d4f', '#3c8d56', '#2c6e47'])
  let out = `<path d="M${f(x)},${f(base)} Q${f(x + lean * 0.2)},${f(base - s * 0.5)} ${f(topX)},${f(topY)}" stroke="${trunk}" stroke-width="${f(s * 0.06)}" fill="none" stroke-linecap="round"/>`
  for (let i = 0; i < 7; i++) {
    const a = -170 + i * 27 + r.float(-6, 6)
    out += `<ellipse cx="${f(topX)}" cy="${f(topY)}" rx="${f(s * 0.32)}" ry="${f(s * 0.06)}" fill="${leaf}" transform="rotate(${f(a)} ${f(topX)} ${f(topY)}) translate(${f(s * 0.28)} 0)"/>`
  }
  return out
}

function ground(w: number, h: number, y: number, color: string): string {
  return `<rect x="0" y="${f(y)}" width="${w}" height="${f(h - y)}" fill="${color}"/>`
}

function sea(r: Rng, w: number, y: number, h: number, sky: Sky): string {
  const color = sky.night ? '#13233f' : r.pick(['#1f7fb0', '#2a8fbf', '#1c6f9e', '#3a9cc4'])
  let out = `<rect x="0" y="${f(y)}" width="${w}" height="${f(h)}" fill="${color}"/>`
  for (let i = 0; i < 18; i++) {
    const wy = y + r.float(4, h - 4)
    const wx = r.float(0, w)
    out += `<rect x="${f(wx)}" y="${f(wy)}" width="${f(r.float(30, 120))}" height="2" fill="#fff" opacity="${f(r.float(0.15, 0.4))}"/>`
  }
  return out
}

function villaShape(r: Rng, x: number, base: number, s: number, sky: Sky): string {
  const wall = sky.night ? '#3a4058' : r.pick(['#f4efe6', '#efe6d6', '#fafafa', '#e8dccb'])
  const accent = r.pick(['#b08a5b', '#6d6d6d', '#9a7b5f', '#c9b79c'])
  const glass = sky.night ? '#ffd98a' : r.pick(glassTones)
  const w1 = s * 1.6
  const h1 = s * 0.55
  const w2 = s * 1.0
  const h2 = s * 0.45
  let out = `<rect x="${f(x)}" y="${f(base - h1)}" width="${f(w1)}" height="${f(h1)}" fill="${wall}"/>`
  out += `<rect x="${f(x + s * 0.3)}" y="${f(base - h1 - h2)}" width="${f(w2)}" height="${f(h2)}" fill="${wall}"/>`
  out += `<rect x="${f(x + s * 0.22)}" y="${f(base - h1 - h2 - s * 0.05)}" width="${f(w2 + s * 0.2)}" height="${f(s * 0.06)}" fill="${accent}"/>`
  out += `<rect x="${f(x - s * 0.05)}" y="${f(base - h1 - s * 0.05)}" width="${f(w1 + s * 0.1)}" height="${f(s * 0.06)}" fill="${accent}"/>`
  out += `<rect x="${f(x + s * 0.1)}" y="${f(base - h1 * 0.85)}" width="${f(w1 * 0.55)}" height="${f(h1 * 0.7)}" fill="${glass}" opacity="0.9"/>`
  out += `<rect x="${f(x + s * 0.45)}" y="${f(base - h1 - h2 * 0.8)}" width="${f(w2 * 0.6)}" height="${f(h2 * 0.55)}" fill="${glass}" opacity="0.9"/>`
  out += `<rect x="${f(x + w1 * 0.72)}" y="${f(base - h1 * 0.75)}" width="${f(w1 * 0.16)}" height="${f(h1 * 0.75)}" fill="${accent}"/>`
  return out
}

function pool(r: Rng, x: number, y: number, w: number, h: number, sky: Sky): string {
  const water = sky.night ? '#2a6f95' : r.pick(['#49c0e0', '#5ccbe6', '#3fb2d6'])
  return `<rect x="${f(x - 6)}" y="${f(y - 4)}" width="${f(w + 12)}" height="${f(h + 8)}" fill="#e9e2d2"/><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${water}"/><rect x="${f(x + w * 0.1)}" y="${f(y + h * 0.3)}" width="${f(w * 0.5)}" height="3" fill="#fff" opacity="0.5"/><rect x="${f(x + w * 0.4)}" y="${f(y + h * 0.65)}" width="${f(w * 0.4)}" height="3" fill="#fff" opacity="0.4"/>`
}

function dunes(r: Rng, w: number, h: number, y: number, sky: Sky): string {
  let out = ''
  const tones = sky.night ? ['#3b3450', '#2e2942', '#25213a'] : ['#e9c48f', '#deb176', '#d29e62']
  tones.forEach((tone, i) => {
    const yy = y + i * (h - y) * 0.25
    const a = r.float(0.2, 0.8) * w
    out += `<path d="M0,${f(yy + r.float(0, 30))} Q${f(a)},${f(yy - r.float(30, 90))} ${w},${f(yy + r.float(0, 40))} L${w},${h} L0,${h} Z" fill="${tone}"/>`
  })
  return out
}

function scene(kind: SceneKind, time: TimeOfDay, r: Rng, w: number, h: number): string {
  const sky = skies[time]
  const horizon = h * r.float(0.6, 0.72)
  let body = ''
  switch (kind) {
    case 'towers': {
      body += skyLayer(r, w, h, sky, horizon)
      const waterfront = r.chance(0.5)
      // far skyline
      let x = -20
      while (x < w) {
        const bw = r.float(40, 90)
        const bh = r.float(horizon * 0.2, horizon * 0.5)
        body += `<rect x="${f(x)}" y="${f(horizon - bh)}" width="${f(bw)}" height="${f(bh)}" fill="${sky.haze}" opacity="0.85"/>`
        x += bw + r.float(2, 14)
      }
      x = r.float(-30, 20)
      while (x < w) {
        const bw = r.float(70, 150)
        const bh = r.float(horizon * 0.35, horizon * 0.92)
        body += tower(r, x, horizon + 10, bw, bh, sky)
        x += bw + r.float(10, 60)
      }
      body += waterfront ? sea(r, w, horizon + 10, h - horizon - 10, sky) : ground(w, h, horizon + 10, sky.night ? '#1f2433' : '#8d8a83')
      if (!waterfront) body += `<rect x="0" y="${f(horizon + 40)}" width="${w}" height="14" fill="#f1efe8" opacity="0.5"/>`
      for (let i = 0; i < r.int(2, 5); i++) body += palm(r, r.float(0, w), h - r.float(0, 40), r.float(120, 220), sky.night)
      break
    }
    case 'villa':
    case 'desert': {
      body += skyLayer(r, w, h, sky, horizon)
      if (kind === 'desert') body += dunes(r, w, h, horizon - 40, sky)
      else {
        body += `<path d="M0,${f(horizon)} Q${f(w * 0.3)},${f(horizon - 60)} ${f(w * 0.6)},${f(horizon - 20)} T${w},${f(horizon - 30)} L${w},${h} L0,${h} Z" fill="${sky.night ? '#1d2a22' : '#6f9a5e'}" opacity="0.7"/>`
        body += ground(w, h, horizon, sky.night ? '#232a25' : r.pick(['#9dbb7a', '#a9c486', '#d8cdb4']))
      }
      const s = r.float(w * 0.22, w * 0.3)
      const vx = r.float(w * 0.12, w * 0.45)
      body += villaShape(r, vx, horizon + s * 0.15, s, sky)
      if (kind === 'villa' || r.chance(0.6)) body += pool(r, vx - s * 0.1, horizon + s * 0.3, s * 1.4, s * 0.22, sky)
      for (let i = 0; i < r.int(2, 4); i++) body += palm(r, r.chance(0.5) ? r.float(0, vx) : r.float(vx + s * 1.7, w), horizon + r.float(s * 0.1, s * 0.6), r.float(160, 260), sky.night)
      break
    }
    case 'beach': {
      body += skyLayer(r, w, h, sky, horizon)
      body += sea(r, w, horizon, h * 0.18, sky)
      const sandY = horizon + h * 0.18
      body += `<path d="M0,${f(sandY)} Q${f(w / 2)},${f(sandY - 20)} ${w},${f(sandY + 10)} L${w},${h} L0,${h} Z" fill="${sky.night ? '#4a4560' : '#f0dcb0'}"/>`
      let x = r.float(10, 80)
      while (x < w - 120) {
        const cw = r.float(110, 170)
        const ch = r.float(70, 110)
        const y = sandY + r.float(40, 90)
        const wall = sky.night ? '#3d4360' : r.pick(['#fdfaf3', '#f5efe2', '#eef3f6'])
        body += `<rect x="${f(x)}" y="${f(y - ch)}" width="${f(cw)}" height="${f(ch)}" fill="${wall}"/>`
        body += `<polygon points="${f(x - 8)},${f(y - ch)} ${f(x + cw / 2)},${f(y - ch - 30)} ${f(x + cw + 8)},${f(y - ch)}" fill="${r.pick(['#3f87b5', '#c9785a', '#5aa0a8'])}"/>`
        body += `<rect x="${f(x + cw * 0.15)}" y="${f(y - ch * 0.7)}" width="${f(cw * 0.35)}" height="${f(ch * 0.5)}" fill="${sky.night ? '#ffd98a' : '#7fb2d6'}"/>`
        body += `<rect x="${f(x + cw * 0.6)}" y="${f(y - ch * 0.6)}" width="${f(cw * 0.25)}" height="${f(ch * 0.6)}" fill="#9a7b5f"/>`
        x += cw + r.float(30, 80)
      }
      for (let i = 0; i < r.int(1, 3); i++) {
        const ux = r.float(0, w)
        const uy = h - r.float(30, 80)
        body += `<line x1="${f(ux)}" y1="${f(uy)}" x2="${f(ux)}" y2="${f(uy - 70)}" stroke="#7a5a3a" stroke-width="4"/><path d="M${f(ux - 55)},${f(uy - 60)} Q${f(ux)},${f(uy - 110)} ${f(ux + 55)},${f(uy - 60)} Z" fill="${r.pick(['#e85d4a', '#f2b134', '#2f8fbf', '#ffffff'])}"/>`
      }
      for (let i = 0; i < r.int(1, 3); i++) body += palm(r, r.float(0, w), h - r.float(0, 20), r.float(180, 260), sky.night)
      break
    }
    case 'townhouses': {
      body += skyLayer(r, w, h, sky, horizon)
      body += ground(w, h, horizon, sky.night ? '#232a25' : '#b9c59b')
      const n = r.int(4, 6)
      const uw = w / (n + 0.5)
      const roofColor = r.pick(['#8b5e3c', '#6d6d6d', '#a0522d', '#5c6b73'])
      for (let i = 0; i < n; i++) {
        const x = uw * 0.25 + i * uw
        const uh = uw * r.float(0.9, 1.05)
        const wall = sky.night ? '#3a4058' : r.pick(['#f4efe6', '#efe6d6', '#e6ddd0', '#f7f3ea'])
        body += `<rect x="${f(x)}" y="${f(horizon + 30 - uh)}" width="${f(uw - 6)}" height="${f(uh)}" fill="${wall}"/>`
        body += `<polygon points="${f(x - 4)},${f(horizon + 30 - uh)} ${f(x + uw / 2 - 3)},${f(horizon + 30 - uh - uw * 0.35)} ${f(x + uw - 2)},${f(horizon + 30 - uh)}" fill="${roofColor}"/>`
        body += windows(r, x + uw * 0.12, horizon + 30 - uh * 0.92, uw * 0.7, uh * 0.45, sky, r.pick(glassTones))
        body += `<rect x="${f(x + uw * 0.38)}" y="${f(horizon + 30 - uh * 0.35)}" width="${f(uw * 0.22)}" height="${f(uh * 0.35)}" fill="#7a5a3a"/>`
      }
      body += `<rect x="0" y="${f(horizon + 60)}" width="${w}" height="${f(h * 0.08)}" fill="${sky.night ? '#2b2f3a' : '#a9a9a3'}"/>`
      for (let i = 0; i < r.int(2, 4); i++) body += palm(r, r.float(0, w), h - r.float(0, 30), r.float(140, 220), sky.night)
      break
    }
    case 'office': {
      body += skyLayer(r, w, h, sky, horizon)
      const bw = r.float(w * 0.22, w * 0.32)
      const x = r.float(w * 0.2, w * 0.5)
      const glass = r.pick(glassTones)
      body += `<rect x="${f(x)}" y="${f(h * 0.08)}" width="${f(bw)}" height="${f(horizon + 30 - h * 0.08)}" fill="${sky.night ? '#24304d' : glass}"/>`
      for (let y = h * 0.1; y < horizon + 20; y += 24) body += `<rect x="${f(x)}" y="${f(y)}" width="${f(bw)}" height="2" fill="#fff" opacity="0.35"/>`
      for (let xx = x; xx < x + bw; xx += 34) body += `<rect x="${f(xx)}" y="${f(h * 0.08)}" width="2" height="${f(horizon + 22 - h * 0.08)}" fill="#fff" opacity="0.25"/>`
      body += `<polygon points="${f(x)},${f(h * 0.08)} ${f(x + bw)},${f(h * 0.08)} ${f(x + bw)},${f(h * 0.5)}" fill="#fff" opacity="0.12"/>`
      body += tower(r, x - bw * 0.8, horizon + 30, bw * 0.6, horizon * 0.55, sky)
      body += tower(r, x + bw * 1.2, horizon + 30, bw * 0.7, horizon * 0.45, sky)
      body += ground(w, h, horizon + 30, sky.night ? '#1f2433' : '#9b9891')
      for (let i = 0; i < r.int(2, 4); i++) body += palm(r, r.float(0, w), h - r.float(0, 30), r.float(120, 200), sky.night)
      break
    }
    case 'land': {
      body += skyLayer(r, w, h, sky, horizon)
      body += dunes(r, w, h, horizon, sky)
      const px = w * 0.15
      const py = horizon + (h - horizon) * 0.35
      for (let i = 0; i <= 12; i++) body += `<line x1="${f(px + i * w * 0.055)}" y1="${f(py)}" x2="${f(px + i * w * 0.055)}" y2="${f(py - 30)}" stroke="#7a5a3a" stroke-width="4"/>`
      body += `<line x1="${f(px)}" y1="${f(py - 22)}" x2="${f(px + w * 0.66)}" y2="${f(py - 22)}" stroke="#7a5a3a" stroke-width="2"/>`
      body += `<rect x="${f(w * 0.62)}" y="${f(py - 120)}" width="8" height="120" fill="#555"/><rect x="${f(w * 0.62 - 70)}" y="${f(py - 170)}" width="150" height="70" fill="#fff"/><rect x="${f(w * 0.62 - 60)}" y="${f(py - 160)}" width="130" height="12" fill="#0b2a5b"/><rect x="${f(w * 0.62 - 60)}" y="${f(py - 140)}" width="90" height="8" fill="#c9a227"/>`
      break
    }
    case 'interior': {
      const wall = r.pick(['#efe9df', '#f3eee6', '#e7e2d8', '#ece4d6'])
      const floor = r.pick(['#c9a57a', '#b98f62', '#d8c3a5', '#9b7b5a'])
      body += `<rect width="${w}" height="${h}" fill="${wall}"/>`
      const wx = r.float(w * 0.08, w * 0.45)
      const ww = w * 0.42
      body += `<rect x="${f(wx)}" y="${f(h * 0.1)}" width="${f(ww)}" height="${f(h * 0.5)}" fill="url(#sky)"/>`
      body += `<rect x="${f(wx)}" y="${f(h * 0.1)}" width="${f(ww)}" height="${f(h * 0.5)}" fill="none" stroke="#fff" stroke-width="10"/><line x1="${f(wx + ww / 2)}" y1="${f(h * 0.1)}" x2="${f(wx + ww / 2)}" y2="${f(h * 0.6)}" stroke="#fff" stroke-width="6"/>`
      let tx = wx + 10
      while (tx < wx + ww - 20) {
        const th = r.float(40, 160)
        body += `<rect x="${f(tx)}" y="${f(h * 0.6 - th)}" width="${f(r.float(15, 40))}" height="${f(th)}" fill="${sky.haze}" opacity="0.8"/>`
        tx += r.float(25, 55)
      }
      body += `<polygon points="0,${f(h * 0.72)} ${w},${f(h * 0.72)} ${w},${h} 0,${h}" fill="${floor}"/>`
      body += `<ellipse cx="${f(w * 0.5)}" cy="${f(h * 0.85)}" rx="${f(w * 0.3)}" ry="${f(h * 0.07)}" fill="${r.pick(['#8a9bb0', '#c7b299', '#a3b18a', '#d9c6b0'])}" opacity="0.8"/>`
      const sofa = r.pick(['#5b6b7f', '#8a6f5a', '#3f5e5a', '#b7a58b', '#2f3e56'])
      const sx = r.float(w * 0.2, w * 0.45)
      body += `<rect x="${f(sx)}" y="${f(h * 0.62)}" width="${f(w * 0.36)}" height="${f(h * 0.14)}" rx="14" fill="${sofa}"/><rect x="${f(sx - 20)}" y="${f(h * 0.66)}" width="${f(w * 0.4)}" height="${f(h * 0.11)}" rx="14" fill="${sofa}"/>`
      body += `<rect x="${f(sx + 30)}" y="${f(h * 0.6)}" width="70" height="50" rx="10" fill="#f2e6d0"/><rect x="${f(sx + w * 0.2)}" y="${f(h * 0.6)}" width="70" height="50" rx="10" fill="#e0c9a6"/>`
      body += `<rect x="${f(w * 0.82)}" y="${f(h * 0.62)}" width="40" height="${f(h * 0.1)}" fill="#8a6a45"/>${palm(r, w * 0.84, h * 0.62, 150, false)}`
      body += `<line x1="${f(w * 0.12)}" y1="${f(h * 0.76)}" x2="${f(w * 0.12)}" y2="${f(h * 0.35)}" stroke="#333" stroke-width="4"/><path d="M${f(w * 0.12 - 40)},${f(h * 0.35)} L${f(w * 0.12 + 40)},${f(h * 0.35)} L${f(w * 0.12 + 25)},${f(h * 0.28)} L${f(w * 0.12 - 25)},${f(h * 0.28)} Z" fill="#f7e7c0"/>`
      break
    }
    case 'plan': {
      body += `<rect width="${w}" height="${h}" fill="#0f3b6e"/>`
      for (let x = 0; x < w; x += 40) body += `<line x1="${x}" y1="0" x2="${x}" y2="${h}" stroke="#fff" stroke-opacity="0.07"/>`
      for (let y = 0; y < h; y += 40) body += `<line x1="0" y1="${y}" x2="${w}" y2="${y}" stroke="#fff" stroke-opacity="0.07"/>`
      const x0 = w * 0.12
      const y0 = h * 0.12
      const pw = w * 0.76
      const ph = h * 0.76
      body += `<rect x="${f(x0)}" y="${f(y0)}" width="${f(pw)}" height="${f(ph)}" fill="none" stroke="#fff" stroke-width="8"/>`
      const splitsX = [r.float(0.3, 0.45), r.float(0.6, 0.75)]
      const splitY = r.float(0.4, 0.6)
      for (const s of splitsX) body += `<line x1="${f(x0 + pw * s)}" y1="${f(y0)}" x2="${f(x0 + pw * s)}" y2="${f(y0 + ph * splitY)}" stroke="#fff" stroke-width="5"/>`
      body += `<line x1="${f(x0)}" y1="${f(y0 + ph * splitY)}" x2="${f(x0 + pw * 0.8)}" y2="${f(y0 + ph * splitY)}" stroke="#fff" stroke-width="5"/>`
      body += `<line x1="${f(x0 + pw * 0.55)}" y1="${f(y0 + ph * splitY)}" x2="${f(x0 + pw * 0.55)}" y2="${f(y0 + ph)}" stroke="#fff" stroke-width="5"/>`
      for (let i = 0; i < 4; i++) {
        const dx = x0 + pw * r.float(0.1, 0.9)
        body += `<path d="M${f(dx)},${f(y0 + ph * splitY)} a40,40 0 0,1 40,40" fill="none" stroke="#9fd0ff" stroke-width="2"/>`
      }
      body += `<rect x="${f(x0 + pw * 0.6)}" y="${f(y0 + ph * 0.7)}" width="${f(pw * 0.25)}" height="${f(ph * 0.18)}" fill="none" stroke="#9fd0ff" stroke-width="2"/>`
      body += `<rect x="${f(x0 + pw * 0.06)}" y="${f(y0 + ph * 0.08)}" width="${f(pw * 0.16)}" height="${f(ph * 0.22)}" fill="none" stroke="#9fd0ff" stroke-width="2"/>`
      break
    }
    case 'portrait': {
      const bg = r.pick(['#dbe7f3', '#f3e3d3', '#e3efe3', '#efe3ef', '#f5ecd7', '#dde3ea'])
      const skin = r.pick(['#f1c9a5', '#e0ac84', '#c68a5e', '#a96f47', '#f5d5b8'])
      const hair = r.pick(['#2b1d14', '#3b2a1e', '#1a1a1a', '#5a3d28', '#6b6b6b'])
      const cloth = r.pick(['#0b2a5b', '#2f3e56', '#5b6b7f', '#7a4b3a', '#3f5e5a', '#c9a227'])
      const cx = w / 2
      body += `<rect width="${w}" height="${h}" fill="${bg}"/><circle cx="${f(cx)}" cy="${f(h * 0.45)}" r="${f(w * 0.42)}" fill="#fff" opacity="0.35"/>`
      const style = r.int(0, 3)
      body += `<path d="M${f(cx - w * 0.36)},${h} Q${f(cx - w * 0.34)},${f(h * 0.7)} ${f(cx)},${f(h * 0.68)} Q${f(cx + w * 0.34)},${f(h * 0.7)} ${f(cx + w * 0.36)},${h} Z" fill="${style === 1 ? '#f7f7f2' : cloth}"/>`
      body += `<rect x="${f(cx - w * 0.06)}" y="${f(h * 0.55)}" width="${f(w * 0.12)}" height="${f(h * 0.14)}" fill="${skin}"/>`
      if (style === 2) body += `<path d="M${f(cx - w * 0.2)},${f(h * 0.75)} Q${f(cx - w * 0.24)},${f(h * 0.2)} ${f(cx)},${f(h * 0.17)} Q${f(cx + w * 0.24)},${f(h * 0.2)} ${f(cx + w * 0.2)},${f(h * 0.75)} Z" fill="${r.pick(['#1f2d4a', '#6b4a5a', '#8a6f5a', '#3d5a5a'])}"/>`
      body += `<ellipse cx="${f(cx)}" cy="${f(h * 0.42)}" rx="${f(w * 0.15)}" ry="${f(h * 0.18)}" fill="${skin}"/>`
      if (style === 0 || style === 3) body += `<path d="M${f(cx - w * 0.16)},${f(h * 0.38)} Q${f(cx - w * 0.15)},${f(h * 0.2)} ${f(cx)},${f(h * 0.21)} Q${f(cx + w * 0.16)},${f(h * 0.2)} ${f(cx + w * 0.16)},${f(h * 0.38)} Q${f(cx + w * 0.08)},${f(h * 0.28)} ${f(cx - w * 0.16)},${f(h * 0.38)} Z" fill="${hair}"/>`
      if (style === 1) body += `<path d="M${f(cx - w * 0.2)},${f(h * 0.62)} Q${f(cx - w * 0.22)},${f(h * 0.2)} ${f(cx)},${f(h * 0.19)} Q${f(cx + w * 0.22)},${f(h * 0.2)} ${f(cx + w * 0.2)},${f(h * 0.62)} L${f(cx + w * 0.15)},${f(h * 0.4)} Q${f(cx)},${f(h * 0.28)} ${f(cx - w * 0.15)},${f(h * 0.4)} Z" fill="#fafafa"/><rect x="${f(cx - w * 0.16)}" y="${f(h * 0.24)}" width="${f(w * 0.32)}" height="${f(h * 0.03)}" rx="6" fill="#222"/>`
      if (style === 3) body += `<path d="M${f(cx - w * 0.12)},${f(h * 0.5)} Q${f(cx)},${f(h * 0.66)} ${f(cx + w * 0.12)},${f(h * 0.5)} Q${f(cx)},${f(h * 0.58)} ${f(cx - w * 0.12)},${f(h * 0.5)} Z" fill="${hair}"/>`
      body += `<circle cx="${f(cx - w * 0.055)}" cy="${f(h * 0.42)}" r="${f(w * 0.012)}" fill="#2b1d14"/><circle cx="${f(cx + w * 0.055)}" cy="${f(h * 0.42)}" r="${f(w * 0.012)}" fill="#2b1d14"/>`
      body += `<path d="M${f(cx - w * 0.04)},${f(h * 0.5)} Q${f(cx)},${f(h * 0.53)} ${f(cx + w * 0.04)},${f(h * 0.5)}" stroke="#8a4b3a" stroke-width="3" fill="none" stroke-linecap="round"/>`
      break
    }
    case 'logo': {
      const bg = r.pick(['#0b2a5b', '#1f3d36', '#5a2d1f', '#2d2d3a', '#ffffff'])
      const fg = bg === '#ffffff' ? '#0b2a5b' : r.pick(['#c9a227', '#f2e6d0', '#ffffff'])
      body += `<rect width="${w}" height="${h}" fill="${bg}"/>`
      const cx = w / 2
      const cy = h / 2
      const s = Math.min(w, h) * 0.3
      const shape = r.int(0, 3)
      if (shape === 0) body += `<path d="M${f(cx - s)},${f(cy + s)} L${f(cx - s)},${f(cy - s * 0.2)} Q${f(cx - s)},${f(cy - s)} ${f(cx)},${f(cy - s)} Q${f(cx + s)},${f(cy - s)} ${f(cx + s)},${f(cy - s * 0.2)} L${f(cx + s)},${f(cy + s)} Z" fill="none" stroke="${fg}" stroke-width="${f(s * 0.14)}"/><rect x="${f(cx - s * 0.3)}" y="${f(cy)}" width="${f(s * 0.6)}" height="${f(s)}" fill="${fg}"/>`
      if (shape === 1) body += `<polygon points="${f(cx)},${f(cy - s)} ${f(cx + s)},${f(cy)} ${f(cx)},${f(cy + s)} ${f(cx - s)},${f(cy)}" fill="none" stroke="${fg}" stroke-width="${f(s * 0.12)}"/><polygon points="${f(cx)},${f(cy - s * 0.45)} ${f(cx + s * 0.45)},${f(cy)} ${f(cx)},${f(cy + s * 0.45)} ${f(cx - s * 0.45)},${f(cy)}" fill="${fg}"/>`
      if (shape === 2) for (let i = 0; i < 3; i++) body += `<rect x="${f(cx - s + i * s * 0.72)}" y="${f(cy + s - s * (0.8 + i * 0.5))}" width="${f(s * 0.5)}" height="${f(s * (0.8 + i * 0.5))}" fill="${fg}" opacity="${f(0.6 + i * 0.2)}"/>`
      if (shape === 3) body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(s)}" fill="none" stroke="${fg}" stroke-width="${f(s * 0.1)}"/><path d="M${f(cx - s * 0.6)},${f(cy + s * 0.4)} L${f(cx)},${f(cy - s * 0.5)} L${f(cx + s * 0.6)},${f(cy + s * 0.4)} Z" fill="${fg}"/>`
      break
    }
    case 'storefront': {
      body += skyLayer(r, w, h, sky, horizon)
      body += ground(w, h, horizon + 40, sky.night ? '#1f2433' : '#b3aea3')
      const bx = w * 0.1
      const bw = w * 0.8
      const top = h * 0.18
      const stone = sky.night ? '#3a4058' : r.pick(['#efe6d6', '#e6ddd0', '#f4efe6'])
      body += `<rect x="${f(bx)}" y="${f(top)}" width="${f(bw)}" height="${f(horizon + 40 - top)}" fill="${stone}"/>`
      body += windows(r, bx + bw * 0.05, top + 20, bw * 0.9, (horizon - top) * 0.45, sky, r.pick(glassTones))
      body += `<rect x="${f(bx + bw * 0.05)}" y="${f(horizon - 90)}" width="${f(bw * 0.9)}" height="130" fill="${sky.night ? '#ffd98a' : '#7fb2d6'}" opacity="0.9"/>`
      body += `<rect x="${f(bx)}" y="${f(horizon - 130)}" width="${f(bw)}" height="40" fill="#0b2a5b"/><rect x="${f(bx + bw * 0.42)}" y="${f(horizon - 122)}" width="${f(bw * 0.16)}" height="24" rx="4" fill="#c9a227"/>`
      for (let x = bx + bw * 0.05; x < bx + bw * 0.95; x += bw * 0.15) body += `<rect x="${f(x)}" y="${f(horizon - 90)}" width="4" height="130" fill="#fff" opacity="0.6"/>`
      body += palm(r, bx - 10, h - 10, 240, sky.night) + palm(r, bx + bw + 10, h - 10, 220, sky.night)
      break
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${skyDefs('sky', sky)}</defs>${body}</svg>`
}

export function svgScene(kind: SceneKind, time: TimeOfDay, seed: number, width: number, height: number): string {
  return scene(kind, time, createRng(seed), width, height)
}

export async function renderWebp(kind: SceneKind, time: TimeOfDay, seed: number, width: number, height: number): Promise<Buffer> {
  const svg = svgScene(kind, time, seed, width, height)
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer()
}
