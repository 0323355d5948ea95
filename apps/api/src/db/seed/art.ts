// Generated banner artwork: a stylised landscape per motif, drawn from the art palette.
// Pure and deterministic: the same art and options always give the same SVG. No external references.
import type { SeedArt } from './types';

export interface ArtSvgOptions {
  width: number;
  height: number;
  title: string;
}

/** FNV-1a, 32 bit. */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small seeded PRNG returning numbers in [0, 1). */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function parseHex(hex: string): [number, number, number] {
  let h = hex.trim().replace(/^#/, '');
  if (/^[0-9a-f]{3}$/i.test(h)) h = h.replace(/./g, (c) => c + c);
  if (!/^[0-9a-f]{6}$/i.test(h)) return [128, 128, 128];
  const v = parseInt(h, 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Linear mix of two colours, t = 0 gives a, t = 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  const out = ca.map((v, i) => Math.round(v + ((cb[i] ?? v) - v) * t));
  return '#' + out.map((v) => v.toString(16).padStart(2, '0')).join('');
}

const shade = (c: string, t: number): string => mix(c, '#000000', t);
const tint = (c: string, t: number): string => mix(c, '#ffffff', t);

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** Round to one decimal to keep the markup small. */
const n = (v: number): string => String(Math.round(v * 10) / 10);

interface Scene {
  w: number;
  h: number;
  r: () => number;
  sky: string;
  land: string;
  accent: string;
}

const between = (s: Scene, lo: number, hi: number): number => lo + (hi - lo) * s.r();

function sun(s: Scene, y: number): string {
  return `<circle cx="${n(between(s, 0.12, 0.88) * s.w)}" cy="${n(y)}" r="${n(s.h * between(s, 0.07, 0.12))}" fill="${tint(s.accent, 0.25)}" opacity=".9"/>`;
}

/** Rolling ground from y to the bottom edge. */
function hills(s: Scene, y: number, amp: number, fill: string): string {
  const { w, h } = s;
  let d = `M0 ${n(y + between(s, -amp, amp))}`;
  const steps = 3;
  for (let i = 1; i <= steps; i++) {
    const x = (w * i) / steps;
    d += ` Q${n(x - w / steps / 2)} ${n(y + between(s, -amp, amp) * 2)} ${n(x)} ${n(y + between(s, -amp, amp))}`;
  }
  return `<path d="${d} L${w} ${h} L0 ${h}Z" fill="${fill}"/>`;
}

function acacia(x: number, base: number, size: number, color: string): string {
  const trunk = `M${n(x)} ${n(base)}l0 ${n(-size * 0.45)}l${n(-size * 0.22)} ${n(-size * 0.3)}M${n(x)} ${n(base - size * 0.45)}l${n(size * 0.2)} ${n(-size * 0.32)}`;
  return (
    `<path d="${trunk}" stroke="${color}" stroke-width="${n(size * 0.06)}" fill="none"/>` +
    `<ellipse cx="${n(x)}" cy="${n(base - size * 0.8)}" rx="${n(size * 0.6)}" ry="${n(size * 0.12)}" fill="${color}"/>`
  );
}

function palm(x: number, base: number, size: number, lean: number, color: string): string {
  const tx = x + lean * size * 0.35;
  const ty = base - size;
  let fronds = '';
  for (const dx of [-1, -0.55, 0.55, 1]) {
    fronds += `M${n(tx)} ${n(ty)}q${n(dx * size * 0.25)} ${n(-size * 0.14)} ${n(dx * size * 0.45)} ${n(size * 0.12)}`;
  }
  return (
    `<path d="M${n(x)} ${n(base)}Q${n(x + lean * size * 0.05)} ${n(base - size * 0.6)} ${n(tx)} ${n(ty)}" stroke="${color}" stroke-width="${n(size * 0.05)}" fill="none"/>` +
    `<path d="${fronds}" stroke="${color}" stroke-width="${n(size * 0.045)}" fill="none" stroke-linecap="round"/>`
  );
}

function dhow(x: number, y: number, size: number, hull: string, sail: string): string {
  return (
    `<path d="M${n(x - size * 0.5)} ${n(y)}q${n(size * 0.5)} ${n(size * 0.22)} ${n(size)} ${n(-size * 0.08)}Z" fill="${hull}"/>` +
    `<path d="M${n(x - size * 0.05)} ${n(y - size * 0.02)}L${n(x + size * 0.05)} ${n(y - size * 0.95)}L${n(x + size * 0.42)} ${n(y - size * 0.1)}Z" fill="${sail}"/>`
  );
}

function savanna(s: Scene, horizon: number): string {
  let out = sun(s, horizon - s.h * between(s, 0.12, 0.3)) + hills(s, horizon, s.h * 0.03, s.land);
  const count = 2 + Math.floor(s.r() * 3);
  const dark = shade(s.land, 0.7);
  for (let i = 0; i < count; i++) {
    const x = s.w * ((i + 0.2 + s.r() * 0.6) / count);
    out += acacia(x, horizon + s.h * between(s, 0.04, 0.2), s.h * between(s, 0.22, 0.42), dark);
  }
  return out;
}

function mountain(s: Scene, horizon: number): string {
  const { w, h } = s;
  const px = w * between(s, 0.35, 0.65);
  const py = h * between(s, 0.12, 0.22);
  const left = px - w * between(s, 0.38, 0.5);
  const right = px + w * between(s, 0.38, 0.5);
  const capY = py + (horizon - py) * 0.3;
  const capL = px + (left - px) * 0.3;
  const capR = px + (right - px) * 0.3;
  const cap = `M${n(px)} ${n(py)}L${n(capR)} ${n(capY)}L${n(px + (capR - px) * 0.4)} ${n(capY - h * 0.03)}L${n(px)} ${n(capY + h * 0.02)}L${n(px + (capL - px) * 0.5)} ${n(capY - h * 0.04)}L${n(capL)} ${n(capY)}Z`;
  return (
    sun(s, h * between(s, 0.12, 0.25)) +
    `<path d="M${n(left)} ${n(horizon)}L${n(px)} ${n(py)}L${n(right)} ${n(horizon)}Z" fill="${shade(s.land, 0.35)}"/>` +
    `<path d="${cap}" fill="${tint(s.sky, 0.85)}"/>` +
    hills(s, horizon + h * 0.05, h * 0.04, s.land) +
    hills(s, horizon + h * 0.17, h * 0.03, shade(s.land, 0.25))
  );
}

function beach(s: Scene, horizon: number): string {
  const { w, h } = s;
  const sea = shade(mix(s.sky, '#0b6e8a', 0.55), 0.1);
  const shore = h * between(s, 0.78, 0.85);
  const px = w * (s.r() < 0.5 ? between(s, 0.08, 0.25) : between(s, 0.75, 0.92));
  return (
    sun(s, horizon - h * between(s, 0.15, 0.35)) +
    `<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="${sea}"/>` +
    dhow(
      w * between(s, 0.35, 0.65),
      horizon + h * between(s, 0.06, 0.12),
      h * between(s, 0.2, 0.3),
      shade(s.land, 0.6),
      tint(s.accent, 0.7),
    ) +
    `<path d="M0 ${n(shore)}Q${n(w * 0.5)} ${n(shore - h * between(s, 0.02, 0.08))} ${w} ${n(shore + h * 0.02)}L${w} ${h}L0 ${h}Z" fill="${s.land}"/>` +
    palm(px, shore + h * 0.06, h * between(s, 0.45, 0.6), px < w / 2 ? 1 : -1, shade(s.land, 0.65))
  );
}

function crater(s: Scene, horizon: number): string {
  const { w, h } = s;
  const rim = horizon - h * between(s, 0.14, 0.22);
  const cx = w * between(s, 0.42, 0.58);
  const half = w * between(s, 0.26, 0.34);
  return (
    sun(s, rim - h * between(s, 0.12, 0.2)) +
    `<path d="M0 ${n(horizon)}Q${n(cx - half - w * 0.1)} ${n(rim)} ${n(cx - half)} ${n(rim)}L${n(cx + half)} ${n(rim + h * 0.01)}Q${n(cx + half + w * 0.1)} ${n(rim)} ${w} ${n(horizon)}L${w} ${h}L0 ${h}Z" fill="${shade(s.land, 0.4)}"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(horizon + h * 0.02)}" rx="${n(half * 0.95)}" ry="${n(h * 0.09)}" fill="${tint(s.land, 0.15)}"/>` +
    `<ellipse cx="${n(cx + half * between(s, -0.4, 0.4))}" cy="${n(horizon + h * 0.03)}" rx="${n(half * 0.25)}" ry="${n(h * 0.025)}" fill="${tint(s.accent, 0.35)}"/>` +
    hills(s, horizon + h * 0.14, h * 0.03, s.land)
  );
}

function village(s: Scene, horizon: number): string {
  const { w, h } = s;
  let out = sun(s, horizon - h * between(s, 0.15, 0.3)) + hills(s, horizon, h * 0.02, s.land);
  const count = 3 + Math.floor(s.r() * 3);
  const wall = tint(s.land, 0.3);
  const roof = shade(s.land, 0.55);
  for (let i = 0; i < count; i++) {
    const x = w * ((i + 0.5) / count) + w * between(s, -0.04, 0.04);
    const size = h * between(s, 0.12, 0.2);
    const base = horizon + h * 0.12 + h * between(s, 0, 0.12);
    out +=
      `<rect x="${n(x - size * 0.5)}" y="${n(base - size * 0.55)}" width="${n(size)}" height="${n(size * 0.55)}" fill="${wall}"/>` +
      `<path d="M${n(x - size * 0.7)} ${n(base - size * 0.5)}L${n(x)} ${n(base - size * 1.15)}L${n(x + size * 0.7)} ${n(base - size * 0.5)}Z" fill="${roof}"/>` +
      `<rect x="${n(x - size * 0.1)}" y="${n(base - size * 0.32)}" width="${n(size * 0.2)}" height="${n(size * 0.32)}" fill="${shade(s.accent, 0.5)}"/>`;
  }
  return out;
}

function lake(s: Scene, horizon: number): string {
  const { w, h } = s;
  const water = mix(s.sky, '#5aa9c9', 0.5);
  const pink = tint(s.accent, 0.2);
  let out =
    sun(s, horizon - h * between(s, 0.15, 0.35)) +
    hills(s, horizon - h * 0.02, h * 0.02, shade(s.land, 0.3)) +
    `<rect y="${n(horizon + h * 0.04)}" width="${w}" height="${n(h * 0.34)}" fill="${water}"/>` +
    hills(s, h * 0.86, h * 0.02, s.land);
  const count = 3 + Math.floor(s.r() * 4);
  for (let i = 0; i < count; i++) {
    const x = w * ((i + 0.3 + s.r() * 0.4) / count);
    const y = horizon + h * between(s, 0.24, 0.32);
    const z = h * between(s, 0.12, 0.17);
    const dir = s.r() < 0.5 ? 1 : -1;
    out +=
      `<ellipse cx="${n(x)}" cy="${n(y - z * 0.9)}" rx="${n(z * 0.45)}" ry="${n(z * 0.22)}" fill="${pink}"/>` +
      `<path d="M${n(x + dir * z * 0.35)} ${n(y - z)}q${n(dir * z * 0.3)} ${n(-z * 0.4)} 0 ${n(-z * 0.8)}l${n(dir * z * 0.2)} ${n(z * 0.05)}M${n(x)} ${n(y - z * 0.75)}l0 ${n(z * 0.75)}" stroke="${pink}" stroke-width="${n(z * 0.07)}" fill="none"/>`;
  }
  return out;
}

function forest(s: Scene, horizon: number): string {
  const { w, h } = s;
  let out = sun(s, h * between(s, 0.12, 0.25));
  for (let layer = 0; layer < 3; layer++) {
    const base = horizon + h * 0.12 * layer;
    const color = shade(s.land, 0.45 - layer * 0.18);
    const count = 6 + layer * 2 + Math.floor(s.r() * 3);
    out += `<rect y="${n(base)}" width="${w}" height="${n(h - base)}" fill="${color}"/><path d="`;
    for (let i = 0; i <= count; i++) {
      const x = (w * (i + between(s, -0.3, 0.3))) / count;
      const th = h * between(s, 0.18, 0.3) * (1 - layer * 0.15);
      const tw = th * 0.32;
      out += `M${n(x - tw)} ${n(base + 1)}L${n(x)} ${n(base - th)}L${n(x + tw)} ${n(base + 1)}Z`;
    }
    out += `" fill="${color}"/>`;
  }
  return out;
}

function island(s: Scene, horizon: number): string {
  const { w, h } = s;
  const sea = mix(s.sky, '#0a7a8f', 0.6);
  const cx = w * between(s, 0.3, 0.7);
  const top = horizon + h * between(s, 0.02, 0.08);
  const half = w * between(s, 0.16, 0.26);
  return (
    sun(s, horizon - h * between(s, 0.18, 0.35)) +
    `<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="${sea}"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(h * 0.8)}" rx="${n(half * 1.08)}" ry="${n(h * 0.06)}" fill="${tint(s.accent, 0.55)}"/>` +
    `<path d="M${n(cx - half)} ${n(h * 0.8)}Q${n(cx - half * 0.4)} ${n(top)} ${n(cx)} ${n(top)}Q${n(cx + half * 0.5)} ${n(top)} ${n(cx + half)} ${n(h * 0.8)}Z" fill="${s.land}"/>` +
    palm(cx + half * between(s, -0.3, 0.3), top + h * 0.05, h * between(s, 0.3, 0.42), s.r() < 0.5 ? 1 : -1, shade(s.land, 0.6)) +
    `<path d="M0 ${n(h * 0.93)}Q${n(w * 0.25)} ${n(h * 0.9)} ${n(w * 0.5)} ${n(h * 0.93)}T${w} ${n(h * 0.93)}" stroke="${tint(sea, 0.4)}" stroke-width="${n(h * 0.008)}" fill="none"/>`
  );
}

const MOTIFS: Record<SeedArt['motif'], (s: Scene, horizon: number) => string> = {
  savanna,
  mountain,
  beach,
  crater,
  village,
  lake,
  forest,
  island,
};

export function renderArtSvg(art: SeedArt, opts: ArtSvgOptions): string {
  const w = Math.max(1, Math.round(opts.width));
  const h = Math.max(1, Math.round(opts.height));
  const [sky, land, accent] = art.palette;
  const seed = hashString(`${art.motif}|${art.label}|${art.palette.join(',')}`);
  const scene: Scene = { w, h, r: seededRandom(seed), sky, land, accent };
  const id = seed.toString(36);
  const horizon = h * between(scene, 0.58, 0.68);
  const flip = scene.r() < 0.5;
  const body = MOTIFS[art.motif](scene, horizon);
  const group = flip ? `<g transform="matrix(-1 0 0 1 ${w} 0)">${body}</g>` : body;
  const fontSize = Math.max(10, Math.round(h * 0.065));
  const pad = Math.round(fontSize * 0.9);
  // Rough text width estimate for the label backing (average glyph about 0.64 em in bold).
  const labelWidth = art.label.length * fontSize * 0.64;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-labelledby="t${id}">` +
    `<title id="t${id}">${escapeXml(opts.title)}</title>` +
    `<defs><linearGradient id="s${id}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${shade(sky, 0.1)}"/><stop offset="1" stop-color="${tint(mix(sky, accent, 0.35), 0.3)}"/>` +
    `</linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#s${id})"/>` +
    group +
    `<rect x="${n(pad * 0.55)}" y="${n(h - pad - fontSize * 1.05)}" width="${n(labelWidth + pad * 1.1)}" height="${n(fontSize * 1.45)}" rx="${n(fontSize * 0.3)}" fill="#000000" fill-opacity=".32"/>` +
    `<text x="${pad}" y="${h - pad}" font-family="system-ui, sans-serif" font-size="${fontSize}" font-weight="600" fill="#ffffff">${escapeXml(art.label)}</text>` +
    `</svg>`
  );
}
