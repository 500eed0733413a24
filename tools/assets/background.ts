/**
 * The background every illustration is drawn on (tools/assets/images.ts): a
 * tinted gradient, a soft blob, a pattern in one corner and a few accents,
 * placed by a PRNG seeded with the image's name, so a rebuild draws the same.
 */

export const W = 960;
export const H = 600;

/* ------------------------------------------------- the backgrounds' colours */

const C = {
  navy500: '#2c5196',
  light: '#eef3fb',
  saffron2: '#ffa236',
  white: '#ffffff',
  tint: '#dbe5f6',
  warm: '#ffe9cf',
  warmLight: '#fff6ea',
} as const;

/* ------------------------------------------------------------ SVG helpers */

type Num = number;
const f = (n: Num) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

const rect = (x: Num, y: Num, w: Num, h: Num, fill: string, r: Num = 0, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(r)}" fill="${fill}" ${extra}/>`;
const circle = (cx: Num, cy: Num, r: Num, fill: string, extra = '') =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}" ${extra}/>`;
/* ------------------------------------------------------------ background */

export type Pattern = 'dots' | 'grid' | 'diagonal' | 'rings';
export type Tint = 'cool' | 'warm';

export interface Spec {
  /** Output path under public/, without the "-960.webp" suffix. */
  out: string;
  art: () => Promise<string>;
  tint: Tint;
  pattern: Pattern;
}

/** Small deterministic PRNG so decoration placement is stable per image. */
function rng(seed: string) {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

function patternDef(p: Pattern): string {
  switch (p) {
    case 'dots':
      return `<pattern id="pat" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="11" cy="11" r="2.2" fill="${C.navy500}"/></pattern>`;
    case 'grid':
      return `<pattern id="pat" width="30" height="30" patternUnits="userSpaceOnUse"><path d="M30 0 L0 0 0 30" fill="none" stroke="${C.navy500}" stroke-width="1.5"/></pattern>`;
    case 'diagonal':
      return `<pattern id="pat" width="18" height="18" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="3" height="18" fill="${C.navy500}"/></pattern>`;
    case 'rings':
      return '';
  }
}

export function background(spec: Spec): string {
  const r = rng(spec.out);
  const left = r() < 0.5;
  const [bgA, bgB, blob] = spec.tint === 'cool' ? [C.light, C.white, C.tint] : [C.warmLight, C.light, C.warm];
  const px = left ? 36 : W - 36 - 250;
  const py = 36 + Math.round(r() * 40);
  let out = `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bgA}"/><stop offset="1" stop-color="${bgB}"/></linearGradient>
<radialGradient id="blob" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${blob}"/><stop offset="0.75" stop-color="${blob}"/><stop offset="1" stop-color="${blob}" stop-opacity="0"/></radialGradient>
<radialGradient id="fade" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#000"/></radialGradient>
<mask id="m"><rect x="${px}" y="${py}" width="250" height="190" fill="url(#fade)"/></mask>
${patternDef(spec.pattern)}
</defs>`;
  out += rect(0, 0, W, H, 'url(#bg)');
  out += circle(480, 300, 262, 'url(#blob)');
  if (spec.pattern === 'rings') {
    const cx = left ? 120 : W - 120;
    const cy = 130;
    for (let i = 1; i <= 5; i++)
      out += circle(cx, cy, i * 24, 'none', `stroke="${C.navy500}" stroke-width="2" opacity="${f(0.16 - i * 0.02)}"`);
  } else {
    out += rect(px, py, 250, 190, 'url(#pat)', 0, 'mask="url(#m)" opacity="0.16"');
  }
  // A few quiet accents on the side opposite the pattern and below it.
  const ox = left ? W - 130 : 130;
  out += circle(
    ox + (r() - 0.5) * 40,
    120 + r() * 40,
    16,
    'none',
    `stroke="${C.saffron2}" stroke-width="5" opacity="0.7"`,
  );
  out += circle(ox - 40 + r() * 60, 470 + r() * 40, 9, C.saffron2, 'opacity="0.65"');
  const plusX = left ? 120 + r() * 40 : W - 160 + r() * 40;
  const plusY = 420 + r() * 60;
  out +=
    rect(plusX - 13, plusY - 3, 26, 6, C.navy500, 3, 'opacity="0.3"') +
    rect(plusX - 3, plusY - 13, 6, 26, C.navy500, 3, 'opacity="0.3"');
  out += circle(left ? 220 : W - 220, 540, 5, C.navy500, 'opacity="0.25"');
  out += circle(ox + 30, 300 + (r() - 0.5) * 60, 6, C.navy500, 'opacity="0.22"');
  return out;
}
