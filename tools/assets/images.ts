/**
 * Content image generator: flat illustrations for service, document and blog
 * pages, drawn as SVG in code and written as WebP into public/images/.
 *
 *   npx tsx tools/assets/images.ts            # (re)make every image
 *   npx tsx tools/assets/images.ts --png DIR  # also write PNG previews into DIR
 *
 * Every image is 960x600 (`{id}-960.webp`) with a 480x300 variant
 * (`{id}-480.webp`) for srcset. Images carry no text (titles are shown by the
 * page in both languages). Blog covers are read from supabase/seed.sql (every
 * `/images/blog/{slug}-960.webp`), and their motif is picked from keywords in
 * the slug, falling back to the post's category.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { DOCUMENT_IDS, SERVICE_IDS, type DocumentId, type ServiceId } from '../../src/lib/config';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const OUT_DIR = join(ROOT, 'public');
const SEED_FILE = join(ROOT, 'supabase/seed.sql');

const W = 960;
const H = 600;
const WEBP = { quality: 78, effort: 6, smartSubsample: true } as const;

/* ------------------------------------------------------------------ colours */

const C = {
  navy900: '#14305f',
  navy700: '#1f3f78',
  navy500: '#2c5196',
  light: '#eef3fb',
  saffron: '#ff9418',
  saffron2: '#ffa236',
  saffronDeep: '#e27c0b',
  white: '#ffffff',
  /** Text lines on paper. */
  line: '#d3def1',
  tint: '#dbe5f6',
  tint2: '#c3d3ee',
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
const ellipse = (cx: Num, cy: Num, rx: Num, ry: Num, fill: string, extra = '') =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}" ${extra}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
const stroke = (d: string, color: string, width: Num, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(width)}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`;
const poly = (pts: Array<[Num, Num]>, fill: string, extra = '') =>
  `<polygon points="${pts.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" fill="${fill}" ${extra}/>`;
const group = (transform: string, ...content: string[]) => `<g transform="${transform}">${content.join('')}</g>`;
const rotate = (deg: Num, cx: Num, cy: Num, ...content: string[]) =>
  group(`rotate(${f(deg)} ${f(cx)} ${f(cy)})`, ...content);

/** A soft drop shadow: the same rounded box, offset and faint. */
const shadow = (x: Num, y: Num, w: Num, h: Num, r: Num = 16) =>
  rect(x + 10, y + 12, w, h, C.navy900, r, 'opacity="0.12"');

/** Ground shadow under the motif. */
const ground = (cx: Num, cy: Num, rx: Num) => ellipse(cx, cy, rx, 14, C.navy900, 'opacity="0.10"');

const LINE_WIDTHS = [1, 0.9, 0.96, 0.68, 1, 0.84, 0.58, 0.92];

/** Text lines of a page, as rounded bars. */
function textLines(x: Num, y: Num, w: Num, count: number, gap = 26, color: string = C.line, start = 0) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const lw = w * (LINE_WIDTHS[(i + start) % LINE_WIDTHS.length] ?? 1);
    out += rect(x, y + i * gap, lw, 10, color, 5);
  }
  return out;
}

interface SheetOptions {
  lines?: number;
  header?: boolean;
  gap?: number;
  fill?: string;
  /** Line pattern offset, so stacked sheets do not look identical. */
  start?: number;
  pad?: number;
}

/** A page of paper with a heading bar and text lines. */
function sheet(x: Num, y: Num, w: Num, h: Num, o: SheetOptions = {}) {
  const pad = o.pad ?? 30;
  const lines = o.lines ?? 6;
  let out = shadow(x, y, w, h) + rect(x, y, w, h, o.fill ?? C.white, 16);
  let ty = y + pad;
  if (o.header !== false) {
    out += rect(x + pad, ty, (w - 2 * pad) * 0.5, 16, C.navy700, 8);
    ty += 46;
  }
  out += textLines(x + pad, ty, w - 2 * pad, lines, o.gap ?? 26, C.line, o.start ?? 0);
  return out;
}

/** A white check mark (scaled around its own centre). */
const check = (cx: Num, cy: Num, s: Num, color: string = C.white, width = 0.18) =>
  stroke(
    `M${f(cx - 0.42 * s)} ${f(cy + 0.02 * s)} L${f(cx - 0.12 * s)} ${f(cy + 0.3 * s)} L${f(cx + 0.44 * s)} ${f(cy - 0.3 * s)}`,
    color,
    s * width,
  );

/** Round rosette seal with ribbon tails and a check mark. */
function seal(cx: Num, cy: Num, r: Num, color: string = C.saffron, ribbons = true) {
  let out = '';
  if (ribbons) {
    const tail = (s: 1 | -1) =>
      poly(
        [
          [cx + s * 0.15 * r, cy + 0.3 * r],
          [cx + s * 0.62 * r, cy + 0.25 * r],
          [cx + s * 0.78 * r, cy + 1.5 * r],
          [cx + s * 0.5 * r, cy + 1.28 * r],
          [cx + s * 0.28 * r, cy + 1.55 * r],
        ],
        C.saffronDeep,
      );
    out += tail(-1) + tail(1);
  }
  const n = 22;
  const pts: Array<[Num, Num]> = [];
  for (let i = 0; i < n * 2; i++) {
    const a = (Math.PI * i) / n - Math.PI / 2;
    const rr = i % 2 === 0 ? r : r * 0.87;
    pts.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a)]);
  }
  out += poly(pts, color);
  out += circle(cx, cy, r * 0.7, C.saffron2);
  out += circle(
    cx,
    cy,
    r * 0.58,
    'none',
    `stroke="${C.white}" stroke-width="${f(Math.max(2, r * 0.05))}" opacity="0.85"`,
  );
  out += check(cx, cy, r * 0.62);
  return out;
}

/** A handwritten-looking signature stroke, `w` wide. */
function signature(x: Num, y: Num, w: Num, color: string = C.navy700, width = 4) {
  const s = w / 100;
  return group(
    `translate(${f(x)} ${f(y)}) scale(${f(s)})`,
    stroke(
      'M0 22 C6 6 12 0 15 8 S12 30 20 24 S32 2 38 12 S40 28 48 20 S58 6 62 14 S66 26 74 18 S84 10 88 16 L100 13',
      color,
      width / s,
    ),
  );
}

/** A pen pointing left, rotated by `deg` around its tip (x, y). */
function pen(x: Num, y: Num, deg: Num, len = 170) {
  return group(
    `translate(${f(x)} ${f(y)}) rotate(${f(deg)})`,
    poly(
      [
        [0, 0],
        [30, -11],
        [30, 11],
      ],
      C.tint2,
    ),
    poly(
      [
        [0, 0],
        [12, -4.4],
        [12, 4.4],
      ],
      C.navy900,
    ),
    rect(30, -12, len - 30, 24, C.navy700, 12),
    rect(30 + (len - 30) * 0.62, -12, 16, 24, C.saffron),
    rect(len - 22, -14, 12, 28, C.navy500, 5),
  );
}

/** Small round badge with a white check. */
const checkBadge = (cx: Num, cy: Num, r: Num, fill: string = C.navy500) =>
  circle(cx, cy, r + 6, C.white) + circle(cx, cy, r, fill) + check(cx, cy, r * 0.9);

/** Map pin: tip at (x, y). */
function pin(x: Num, y: Num, r: Num, fill: string = C.saffron) {
  const cy = y - r * 1.55;
  return (
    ellipse(x, y + 4, r * 0.55, r * 0.14, C.navy900, 'opacity="0.15"') +
    path(
      `M${f(x)} ${f(y)} C${f(x - r * 0.35)} ${f(y - r * 0.5)} ${f(x - r)} ${f(cy + r * 0.55)} ${f(x - r)} ${f(cy)} A${f(r)} ${f(r)} 0 1 1 ${f(x + r)} ${f(cy)} C${f(x + r)} ${f(cy + r * 0.55)} ${f(x + r * 0.35)} ${f(y - r * 0.5)} ${f(x)} ${f(y)} Z`,
      fill,
    ) +
    circle(x, cy, r * 0.4, C.white)
  );
}

/** House front: body from (x, y) top-left of the walls. */
function house(x: Num, y: Num, w: Num, h: Num) {
  const roofH = w * 0.42;
  return (
    shadow(x, y, w, h, 6) +
    rect(x + w * 0.66, y - roofH * 0.9, w * 0.12, roofH * 0.7, C.navy500, 4) +
    rect(x, y, w, h, C.white, 6) +
    poly(
      [
        [x - w * 0.1, y + 8],
        [x + w / 2, y - roofH],
        [x + w * 1.1, y + 8],
      ],
      C.navy700,
      'stroke-linejoin="round"',
    ) +
    rect(x + w * 0.4, y + h * 0.45, w * 0.22, h * 0.55, C.saffron2, 6) +
    circle(x + w * 0.57, y + h * 0.74, 4, C.white) +
    houseWindow(x + w * 0.1, y + h * 0.2, w * 0.22) +
    houseWindow(x + w * 0.7, y + h * 0.2, w * 0.22) +
    circle(x + w / 2, y - roofH * 0.42, w * 0.07, C.tint)
  );
}
function houseWindow(x: Num, y: Num, s: Num) {
  return rect(x, y, s, s, C.tint2, 4) + rect(x + s / 2 - 2, y, 4, s, C.white) + rect(x, y + s / 2 - 2, s, 4, C.white);
}

/** Key with its ring centred on (cx, cy), shaft to the right. */
function key(cx: Num, cy: Num, deg: Num, s = 1, color: string = C.saffron) {
  return group(
    `translate(${f(cx)} ${f(cy)}) rotate(${f(deg)}) scale(${f(s)})`,
    circle(0, 0, 44, color),
    circle(0, 0, 17, C.white),
    rect(30, -11, 140, 22, color, 8),
    rect(128, 8, 16, 30, color, 4),
    rect(152, 8, 16, 22, color, 4),
    circle(0, 0, 44, 'none', `stroke="${C.saffronDeep}" stroke-width="4" opacity="0.5"`),
  );
}

/** Rubber stamp tool standing on (cx, baseY). */
function stampTool(cx: Num, baseY: Num, s = 1) {
  return group(
    `translate(${f(cx)} ${f(baseY)}) scale(${f(s)})`,
    rect(-78, -14, 156, 14, C.saffron2, 5),
    rect(-70, -58, 140, 46, C.navy700, 12),
    rect(-70, -58, 140, 12, C.navy500, 6),
    path('M-18 -58 L-14 -112 L14 -112 L18 -58 Z', C.navy500),
    ellipse(0, -132, 38, 30, C.saffron),
    ellipse(-10, -142, 12, 8, C.white, 'opacity="0.45"'),
  );
}

/** Stamp impression: double ring with a star. */
function stampMark(cx: Num, cy: Num, r: Num, color: string = C.navy500) {
  const pts: Array<[Num, Num]> = [];
  for (let i = 0; i < 10; i++) {
    const a = (Math.PI * i) / 5 - Math.PI / 2;
    const rr = i % 2 === 0 ? r * 0.36 : r * 0.15;
    pts.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a)]);
  }
  return (
    `<g opacity="0.85">` +
    circle(cx, cy, r, 'none', `stroke="${color}" stroke-width="${f(r * 0.12)}"`) +
    circle(
      cx,
      cy,
      r * 0.68,
      'none',
      `stroke="${color}" stroke-width="${f(r * 0.05)}" stroke-dasharray="${f(r * 0.1)} ${f(r * 0.08)}"`,
    ) +
    poly(pts, color) +
    `</g>`
  );
}

/** Wheel emblem (spoked) as seen on stamp papers. */
function wheel(cx: Num, cy: Num, r: Num, color: string = C.navy700) {
  let spokes = '';
  for (let i = 0; i < 12; i++) {
    const a = (Math.PI * i) / 12;
    const dx = Math.cos(a) * r * 0.8;
    const dy = Math.sin(a) * r * 0.8;
    spokes += `M${f(cx - dx)} ${f(cy - dy)} L${f(cx + dx)} ${f(cy + dy)} `;
  }
  return (
    circle(cx, cy, r, C.white) +
    circle(cx, cy, r * 0.82, 'none', `stroke="${color}" stroke-width="${f(r * 0.1)}"`) +
    stroke(spokes, color, r * 0.06) +
    circle(cx, cy, r * 0.18, color)
  );
}

/* ---------------------------------------------------------------- motifs */

type Motif = () => string;

const motifs = {
  /** Stack of pages with a seal and a pen (legal documentation). */
  documents: () =>
    rotate(-7, 420, 300, sheet(300, 120, 250, 330, { lines: 8, start: 3, fill: C.light })) +
    sheet(370, 100, 260, 350, { lines: 8 }) +
    seal(580, 392, 50) +
    pen(372, 470, -28, 200) +
    ground(480, 500, 210),

  /** Magnifier over a page (document review). */
  review: () =>
    sheet(320, 100, 250, 340, { lines: 9 }) +
    group(
      'rotate(45 585 345)',
      rect(670, 330, 150, 30, C.navy700, 15),
      rect(640, 336, 40, 18, C.navy500, 6),
      rect(745, 330, 60, 30, C.saffron, 15),
    ) +
    circle(565, 325, 96, C.tint, 'opacity="0.55"') +
    circle(565, 325, 96, 'none', `stroke="${C.navy700}" stroke-width="22"`) +
    path(
      'M505 283 A70 70 0 0 1 560 252',
      'none',
      `stroke="${C.white}" stroke-width="10" stroke-linecap="round" opacity="0.9"`,
    ) +
    circle(565, 325, 38, C.saffron) +
    check(565, 325, 46) +
    ground(500, 500, 220),

  /** Stamp papers with the wheel emblem (stamp papers). */
  stampPapers: () => {
    const paper = (x: Num, y: Num, start: number) =>
      shadow(x, y, 260, 340) +
      rect(x, y, 260, 340, C.white, 16) +
      rect(x, y, 260, 92, C.warm, 16) +
      rect(x, y + 76, 260, 16, C.warm) +
      rect(x + 14, y + 14, 232, 64, 'none', 10, `stroke="${C.saffron2}" stroke-width="3" stroke-dasharray="10 6"`) +
      wheel(x + 130, y + 46, 26) +
      rect(x, y + 92, 260, 6, C.saffron2) +
      textLines(x + 30, y + 128, 200, 7, 26, C.line, start);
    return (
      rotate(-8, 400, 300, paper(290, 120, 4)) +
      paper(360, 100, 0) +
      stampMark(555, 385, 44, C.navy500) +
      ground(480, 500, 210)
    );
  },

  /** A scroll with a signature and a quill (will creation). */
  will: () => {
    const roll = (y: Num) =>
      rect(300, y, 360, 44, C.navy700, 22) +
      rect(300, y + 6, 360, 10, C.navy500, 5) +
      circle(300, y + 22, 22, C.saffron) +
      circle(660, y + 22, 22, C.saffron) +
      circle(300, y + 22, 9, C.saffronDeep) +
      circle(660, y + 22, 9, C.saffronDeep);
    return (
      shadow(325, 120, 310, 330, 4) +
      rect(325, 120, 310, 330, C.white) +
      rect(325, 120, 310, 330, C.warmLight, 0, 'opacity="0.7"') +
      roll(98) +
      rect(365, 170, 150, 16, C.navy700, 8) +
      textLines(365, 214, 230, 6, 26) +
      rect(365, 410, 170, 4, C.navy500, 2) +
      signature(372, 370, 150, C.navy700, 4.5) +
      seal(585, 390, 34, C.saffron, false) +
      roll(428) +
      // quill
      group(
        'translate(690 420) rotate(-58)',
        path('M0 0 C40 -30 120 -40 210 -20 C150 10 70 20 0 0 Z', C.tint2),
        path('M0 0 C60 -12 130 -16 210 -20', 'none', `stroke="${C.navy500}" stroke-width="3"`),
        poly(
          [
            [0, 0],
            [-28, 6],
            [-2, -8],
          ],
          C.navy900,
        ),
      ) +
      ground(480, 500, 220)
    );
  },

  /** Scales of justice over a plinth, with books (legal research). */
  scales: () => {
    const pan = (x: Num) =>
      stroke(`M${x} 196 L${x - 62} 318 M${x} 196 L${x + 62} 318`, C.navy500, 4) +
      path(`M${x - 82} 318 L${x + 82} 318 A82 40 0 0 1 ${x - 82} 318 Z`, C.saffron) +
      rect(x - 86, 312, 172, 10, C.saffron2, 5) +
      circle(x, 196, 10, C.navy700);
    const book = (x: Num, y: Num, w: Num, color: string) =>
      rect(x, y, w, 30, color, 6) + rect(x + w - 26, y + 6, 20, 18, C.white, 3, 'opacity="0.9"');
    return (
      rect(468, 150, 24, 290, C.navy700, 10) +
      rect(330, 180, 300, 18, C.navy700, 9) +
      circle(480, 150, 24, C.saffron) +
      circle(480, 150, 10, C.white) +
      pan(345) +
      pan(615) +
      path('M400 470 L430 430 L530 430 L560 470 Z', C.navy700) +
      rect(380, 466, 200, 18, C.navy900, 9) +
      book(600, 436, 140, C.navy500) +
      book(614, 406, 118, C.saffron2) +
      book(596, 376, 130, C.navy700) +
      ground(520, 494, 240)
    );
  },

  /** Two speech bubbles and a check (e-mediation). */
  mediation: () =>
    shadow(262, 140, 270, 170, 40) +
    rect(262, 140, 270, 170, C.navy700, 40) +
    poly(
      [
        [312, 300],
        [298, 366],
        [370, 300],
      ],
      C.navy700,
    ) +
    textLines(302, 190, 190, 3, 28, C.tint2) +
    shadow(430, 262, 270, 160, 40) +
    rect(430, 262, 270, 160, C.saffron2, 40) +
    poly(
      [
        [640, 412],
        [668, 470],
        [594, 412],
      ],
      C.saffron2,
    ) +
    circle(510, 342, 12, C.white) +
    circle(565, 342, 12, C.white) +
    circle(620, 342, 12, C.white) +
    checkBadge(532, 226, 34, C.navy500) +
    ground(480, 500, 210),

  /** Public building with columns and a sealed deed (property registration). */
  building: () => {
    let cols = '';
    for (let i = 0; i < 5; i++) {
      const x = 340 + i * 62;
      cols += rect(x, 236, 30, 176, C.white) + rect(x - 5, 228, 40, 10, C.tint, 3) + rect(x + 9, 244, 4, 160, C.tint);
    }
    return (
      rect(300, 196, 360, 230, C.tint2, 4, 'opacity="0.6"') +
      poly(
        [
          [300, 200],
          [480, 108],
          [660, 200],
        ],
        C.navy700,
      ) +
      poly(
        [
          [350, 188],
          [480, 124],
          [610, 188],
        ],
        C.navy500,
      ) +
      circle(480, 164, 20, C.saffron) +
      rect(290, 196, 380, 28, C.navy700, 4) +
      cols +
      rect(300, 412, 360, 20, C.navy500, 4) +
      rect(282, 432, 396, 22, C.navy700, 4) +
      rotate(
        8,
        620,
        380,
        sheet(570, 300, 150, 190, { lines: 4, pad: 22, gap: 22 }),
        seal(672, 448, 28, C.saffron, false),
      ) +
      ground(480, 470, 230)
    );
  },

  /** Camera with a location pin (legal photography). */
  camera: () =>
    shadow(300, 200, 320, 220, 30) +
    rect(370, 166, 110, 50, C.navy700, 14) +
    rect(318, 186, 40, 18, C.navy500, 6) +
    rect(300, 200, 320, 220, C.navy700, 30) +
    rect(300, 248, 320, 12, C.navy500) +
    circle(460, 310, 90, C.white) +
    circle(460, 310, 72, C.navy500) +
    circle(460, 310, 50, C.navy900) +
    circle(460, 310, 22, C.navy500) +
    circle(438, 288, 12, C.white, 'opacity="0.7"') +
    rect(556, 222, 40, 20, C.saffron2, 5) +
    pin(650, 268, 58) +
    ground(470, 450, 200),

  /** Monitor showing a portal page; `screen` picks its contents. */
  monitor: (screen: 'portal' | 'form' | 'deed') => {
    const x = 280;
    const y = 112;
    const w = 400;
    const h = 270;
    let content = '';
    const sx = x + 18;
    const sy = y + 18;
    const sw = w - 36;
    const sh = h - 36;
    content +=
      rect(sx, sy, sw, 30, C.light) +
      circle(sx + 18, sy + 15, 6, C.saffron) +
      circle(sx + 38, sy + 15, 6, C.tint2) +
      circle(sx + 58, sy + 15, 6, C.tint2) +
      rect(sx + 90, sy + 8, sw - 110, 14, C.white, 7);
    if (screen === 'portal') {
      content += rect(sx, sy + 30, 90, sh - 30, C.tint, 0);
      for (let i = 0; i < 4; i++) content += rect(sx + 16, sy + 56 + i * 30, 58, 10, C.white, 5);
      for (let i = 0; i < 2; i++)
        for (let j = 0; j < 2; j++) {
          const cx = sx + 110 + j * 124;
          const cy = sy + 50 + i * 86;
          content += rect(cx, cy, 110, 70, i + j === 1 ? C.warm : C.light, 10);
          content += circle(cx + 24, cy + 24, 12, i + j === 1 ? C.saffron : C.navy500);
          content += rect(cx + 14, cy + 48, 70, 8, C.tint2, 4);
        }
    } else if (screen === 'form') {
      for (let i = 0; i < 4; i++) {
        const ry = sy + 52 + i * 44;
        const done = i < 3;
        content += rect(
          sx + 26,
          ry,
          26,
          26,
          done ? C.navy500 : C.white,
          6,
          done ? '' : `stroke="${C.navy500}" stroke-width="3"`,
        );
        if (done) content += check(sx + 39, ry + 13, 22);
        content += rect(sx + 70, ry + 8, 150 + ((i * 37) % 60), 10, C.line, 5);
      }
      content += rect(sx + sw - 110, sy + sh - 50, 90, 32, C.saffron, 16);
    } else {
      content += rect(sx + 40, sy + 46, 150, 170, C.light, 8) + textLines(sx + 58, sy + 66, 114, 5, 22);
      content += seal(sx + 160, sy + 178, 26, C.saffron, false);
      content += rect(sx + 215, sy + 56, 120, 12, C.navy500, 6) + textLines(sx + 215, sy + 88, 110, 3, 24);
      content += rect(sx + 215, sy + 170, 100, 32, C.saffron, 16);
    }
    return (
      shadow(x, y, w, h, 22) +
      rect(x, y, w, h, C.navy700, 22) +
      rect(sx, sy, sw, sh, C.white, 6) +
      content +
      path(`M455 ${y + h} L505 ${y + h} L516 ${y + h + 56} L444 ${y + h + 56} Z`, C.navy500) +
      rect(392, y + h + 52, 176, 18, C.navy700, 9) +
      ground(480, y + h + 74, 190)
    );
  },

  /** Open book with an info badge (legal information). */
  book: () =>
    path(
      'M480 230 C420 196 340 192 282 206 L282 438 C340 424 420 428 480 458 C540 428 620 424 678 438 L678 206 C620 192 540 196 480 230 Z',
      C.navy700,
    ) +
    path('M480 214 C424 182 352 178 300 190 L300 418 C352 408 424 412 480 440 Z', C.white) +
    path('M480 214 C536 182 608 178 660 190 L660 418 C608 408 536 412 480 440 Z', C.light) +
    rect(476, 214, 8, 228, C.tint2) +
    textLines(328, 236, 120, 6, 28) +
    textLines(512, 236, 120, 6, 28, C.tint2, 3) +
    circle(480, 146, 48, C.white) +
    circle(480, 146, 40, C.saffron) +
    circle(480, 126, 7, C.white) +
    rect(473, 140, 14, 36, C.white, 7) +
    ground(480, 476, 210),

  /** House with a key, and an agreement (rent agreement). */
  houseKey: () =>
    rotate(6, 600, 300, sheet(520, 130, 200, 270, { lines: 6, pad: 26, gap: 24 }), signature(560, 352, 100)) +
    house(290, 250, 230, 190) +
    key(500, 420, -18, 1) +
    ground(480, 470, 240),

  /** House with a sale tag and a signed agreement (sale agreement). */
  houseSale: () =>
    rotate(
      -6,
      620,
      300,
      sheet(530, 120, 210, 290, { lines: 6, pad: 26, gap: 24 }),
      signature(566, 354, 110),
      seal(690, 380, 30, C.saffron, false),
    ) +
    house(270, 250, 230, 190) +
    stroke('M490 266 C520 290 530 310 528 330', C.navy500, 4) +
    rotate(
      -14,
      528,
      330,
      poly(
        [
          [508, 330],
          [548, 330],
          [566, 356],
          [566, 420],
          [490, 420],
          [490, 356],
        ],
        C.saffron,
      ),
      circle(528, 350, 8, C.white),
      rect(504, 378, 48, 8, C.white, 4, 'opacity="0.8"'),
      rect(504, 394, 34, 8, C.white, 4, 'opacity="0.8"'),
    ) +
    ground(480, 470, 240),

  /** Affidavit page: signature line, a round stamp and a pen (affidavit). */
  affidavit: () =>
    sheet(340, 90, 280, 380, { lines: 7 }) +
    rect(370, 420, 130, 4, C.navy500, 2) +
    signature(376, 382, 112, C.navy700, 4.5) +
    stampMark(576, 422, 34, C.navy500) +
    pen(504, 414, -58, 210) +
    ground(480, 500, 200),

  /** Two signed agreements and a check badge (service agreement, partnership). */
  twoDocs: () =>
    rotate(
      -8,
      400,
      300,
      sheet(290, 110, 220, 320, { lines: 7, pad: 26, gap: 26 }),
      rect(316, 400, 120, 4, C.navy500, 2),
      signature(320, 366, 100),
    ) +
    rotate(
      7,
      560,
      300,
      sheet(450, 110, 220, 320, { lines: 7, pad: 26, gap: 26, start: 2 }),
      rect(476, 400, 120, 4, C.navy500, 2),
      signature(480, 366, 100, C.saffronDeep),
    ) +
    circle(480, 430, 52, C.white) +
    circle(456, 430, 30, 'none', `stroke="${C.navy500}" stroke-width="11"`) +
    circle(504, 430, 30, 'none', `stroke="${C.saffron}" stroke-width="11"`) +
    path('M456 400 A30 30 0 0 1 486 430', 'none', `stroke="${C.navy500}" stroke-width="11"`) +
    ground(480, 500, 230),

  /** E-stamp certificate with barcode, seal and a phone. */
  eStamp: () => {
    let bars = '';
    const widths = [4, 2, 6, 2, 3, 5, 2, 4, 2, 6, 3, 2, 5, 2, 4, 3, 2, 6, 2, 4, 3, 5, 2, 3];
    let bx = 372;
    for (const [i, bw] of widths.entries()) {
      if (i % 2 === 0) bars += rect(bx, 388, bw, 42, C.navy900);
      bx += bw + 3;
    }
    return (
      shadow(340, 96, 270, 370) +
      rect(340, 96, 270, 370, C.white, 16) +
      rect(340, 96, 270, 70, C.navy700, 16) +
      rect(340, 150, 270, 16, C.navy700) +
      rect(340, 166, 270, 6, C.saffron) +
      wheel(380, 131, 22, C.navy700) +
      rect(416, 116, 110, 12, C.tint2, 6) +
      rect(416, 138, 76, 10, C.navy500, 5) +
      textLines(370, 200, 210, 6, 26) +
      bars +
      seal(560, 410, 30, C.saffron, false) +
      // phone
      shadow(600, 250, 104, 190, 18) +
      rect(600, 250, 104, 190, C.navy700, 18) +
      rect(610, 272, 84, 146, C.white, 6) +
      rect(636, 258, 32, 6, C.navy500, 3) +
      circle(652, 326, 26, C.saffron) +
      check(652, 326, 30) +
      rect(624, 372, 56, 8, C.line, 4) +
      rect(632, 388, 40, 8, C.line, 4) +
      ground(510, 500, 220)
    );
  },

  /** Rubber stamp over a page with an impression (notarisation). */
  notary: () =>
    sheet(300, 110, 270, 350, { lines: 8 }) +
    stampMark(450, 384, 48, C.navy500) +
    rect(330, 446, 90, 4, C.navy500, 2) +
    stampTool(620, 446, 1.15) +
    ground(500, 492, 240),

  /** Gavel on its block, with a file (legal services). */
  gavel: () =>
    rotate(-6, 360, 300, sheet(262, 120, 210, 300, { lines: 7, pad: 26 })) +
    ellipse(570, 452, 130, 26, C.navy900) +
    rect(440, 420, 260, 32, C.navy700, 12) +
    ellipse(570, 420, 130, 18, C.navy500) +
    group(
      'translate(520 318) rotate(-30)',
      rect(36, -12, 250, 24, C.navy500, 12),
      rect(270, -15, 30, 30, C.saffron, 10),
      rect(-40, -78, 80, 156, C.navy700, 14),
      rect(-48, -86, 96, 26, C.saffron, 9),
      rect(-48, 60, 96, 26, C.saffron, 9),
      rect(-26, -50, 12, 100, C.navy500, 6),
    ) +
    ground(520, 490, 240),

  /** Envelope with a letter and a wax seal (legal notice). */
  envelope: () =>
    shadow(290, 200, 380, 240, 18) +
    rect(290, 200, 380, 240, C.navy700, 18) +
    poly(
      [
        [290, 206],
        [480, 92],
        [670, 206],
      ],
      C.navy500,
      'stroke-linejoin="round"',
    ) +
    sheet(340, 120, 280, 260, { lines: 4, pad: 28, gap: 26 }) +
    path('M290 240 L480 352 L670 240 L670 422 Q670 440 652 440 L308 440 Q290 440 290 422 Z', C.light) +
    stroke('M290 440 L430 326 M670 440 L530 326', C.tint2, 4) +
    seal(480, 350, 42, C.saffron, false) +
    ground(480, 470, 220),

  /** Clipboard with a checklist and an alert badge (complaint). */
  clipboard: () =>
    shadow(340, 110, 280, 360, 22) +
    rect(340, 110, 280, 360, C.navy700, 22) +
    rect(362, 150, 236, 296, C.white, 8) +
    rect(420, 90, 120, 50, C.saffron, 14) +
    circle(480, 106, 9, C.navy700) +
    rect(388, 180, 120, 16, C.navy700, 8) +
    [0, 1, 2, 3]
      .map(
        (i) =>
          circle(398, 236 + i * 44, 9, i < 2 ? C.saffron : C.tint2) +
          rect(420, 231 + i * 44, 140 - (i % 2) * 30, 10, C.line, 5),
      )
      .join('') +
    circle(600, 424, 48, C.white) +
    poly(
      [
        [600, 388],
        [642, 456],
        [558, 456],
      ],
      C.saffron,
      'stroke="#ff9418" stroke-width="10" stroke-linejoin="round"',
    ) +
    rect(595, 410, 10, 26, C.white, 5) +
    circle(600, 446, 6, C.white) +
    ground(480, 500, 200),

  /** Form with checkboxes and a pen (application). */
  form: () => {
    let rows = '';
    for (let i = 0; i < 5; i++) {
      const y = 186 + i * 50;
      const done = i !== 3;
      rows += done
        ? rect(370, y, 28, 28, C.navy500, 7) + check(384, y + 14, 24)
        : rect(370, y, 28, 28, C.white, 7, `stroke="${C.navy500}" stroke-width="3"`);
      rows += rect(414, y + 9, 150 - (i % 3) * 28, 10, C.line, 5);
    }
    return (
      shadow(340, 100, 280, 370) +
      rect(340, 100, 280, 370, C.white, 16) +
      rect(370, 130, 140, 16, C.navy700, 8) +
      rows +
      rect(370, 430, 110, 4, C.navy500, 2) +
      pen(494, 420, -40, 210) +
      ground(480, 500, 210)
    );
  },

  /** Land parcels on a map with a pin (land records, mutation, demarcation). */
  landMap: () => {
    const plane = (pts: Array<[Num, Num]>, fill: string) =>
      poly(pts, fill, `stroke="${C.white}" stroke-width="6" stroke-linejoin="round"`);
    // An oblique grid of plots: map (u, v) in [0,1] to the tilted plane.
    const P = (u: Num, v: Num): [Num, Num] => [300 + u * 300 + v * 90, 430 - v * 230 + u * 40 - 20 * u * v];
    const cells: Array<[Num, Num, Num, Num, string]> = [
      [0, 0, 0.45, 0.5, C.tint],
      [0.45, 0, 1, 0.35, C.warm],
      [0.45, 0.35, 1, 1, C.tint2],
      [0, 0.5, 0.45, 1, C.light],
    ];
    let plots = '';
    for (const [u0, v0, u1, v1, fill] of cells) plots += plane([P(u0, v0), P(u1, v0), P(u1, v1), P(u0, v1)], fill);
    const [px, py] = P(0.72, 0.65);
    const edge = [P(0, 0), P(1, 0), P(1, 1), P(0, 1)];
    return (
      poly(
        edge.map(([x, y]) => [x + 10, y + 14] as [Num, Num]),
        C.navy900,
        'opacity="0.12"',
      ) +
      poly(edge, C.white) +
      plots +
      poly(edge, 'none', `stroke="${C.navy700}" stroke-width="6" stroke-linejoin="round"`) +
      stroke(`M${P(0.45, 0).join(' ')} L${P(0.45, 1).join(' ')}`, C.saffron, 4, 'stroke-dasharray="12 10"') +
      pin(px, py, 44) +
      // surveyor's flag
      rect(P(0.18, 0.25)[0] - 3, P(0.18, 0.25)[1] - 80, 6, 80, C.navy700, 3) +
      poly(
        [
          [P(0.18, 0.25)[0] + 3, P(0.18, 0.25)[1] - 80],
          [P(0.18, 0.25)[0] + 48, P(0.18, 0.25)[1] - 66],
          [P(0.18, 0.25)[0] + 3, P(0.18, 0.25)[1] - 52],
        ],
        C.saffron2,
      )
    );
  },

  /** One person hands authority to another over a deed (power of attorney). */
  persons: () => {
    const avatar = (cx: Num, cy: Num, color: string) =>
      circle(cx, cy, 62, C.white) +
      circle(cx, cy, 54, color === C.saffron ? C.warm : C.tint) +
      `<clipPath id="av${cx}"><circle cx="${cx}" cy="${cy}" r="54"/></clipPath>` +
      `<g clip-path="url(#av${cx})">` +
      circle(cx, cy - 12, 20, color) +
      ellipse(cx, cy + 44, 38, 32, color) +
      `</g>`;
    return (
      sheet(370, 96, 220, 300, { lines: 6, pad: 28 }) +
      signature(400, 336, 110) +
      seal(548, 350, 26, C.saffron, false) +
      avatar(320, 400, C.navy500) +
      avatar(640, 400, C.saffron) +
      stroke('M392 446 Q480 500 568 446', C.saffron, 8) +
      poly(
        [
          [574, 430],
          [580, 462],
          [550, 456],
        ],
        C.saffron,
      ) +
      ground(480, 490, 240)
    );
  },

  /** Shopping bag with a protective shield (consumer rights). */
  consumer: () =>
    shadow(330, 200, 240, 250, 18) +
    stroke('M392 214 C392 140 508 140 508 214', C.navy700, 14) +
    path('M340 200 L560 200 L578 446 Q578 452 572 452 L328 452 Q322 452 322 446 Z', C.saffron2) +
    rect(340, 200, 220, 24, C.saffron, 6) +
    circle(392, 232, 8, C.navy700) +
    circle(508, 232, 8, C.navy700) +
    rect(368, 290, 110, 12, C.white, 6, 'opacity="0.85"') +
    rect(368, 314, 80, 12, C.white, 6, 'opacity="0.85"') +
    path('M600 258 L672 284 L672 352 C672 398 640 428 600 446 C560 428 528 398 528 352 L528 284 Z', C.white) +
    path('M600 272 L660 294 L660 352 C660 390 634 414 600 430 C566 414 540 390 540 352 L540 294 Z', C.navy700) +
    check(600, 350, 62) +
    ground(500, 476, 220),
} satisfies Record<string, Motif | ((...a: never[]) => string)>;

type MotifName = keyof typeof motifs;

const draw = (m: MotifName): string => (m === 'monitor' ? motifs.monitor('portal') : (motifs[m] as Motif)());

/* ------------------------------------------------------------ background */

type Pattern = 'dots' | 'grid' | 'diagonal' | 'rings';
type Tint = 'cool' | 'warm';

interface Spec {
  /** Output path under public/, without the "-960.webp" suffix. */
  out: string;
  art: () => string;
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

function background(spec: Spec): string {
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

function svgFor(spec: Spec): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${background(spec)}${spec.art()}</svg>`;
}

/* ---------------------------------------------------------------- catalogue */

const SERVICE_ART: Record<ServiceId, MotifName> = {
  'legal-documentation': 'documents',
  'document-review': 'review',
  'stamp-papers': 'stampPapers',
  'will-creation': 'will',
  'legal-research': 'scales',
  'e-mediation': 'mediation',
  'property-registration': 'building',
  'legal-photography': 'camera',
  'portal-services': 'monitor',
  'legal-information': 'book',
};

const DOCUMENT_ART: Record<DocumentId, MotifName> = {
  'rent-agreement': 'houseKey',
  affidavit: 'affidavit',
  'sell-agreement': 'houseSale',
  'service-agreement': 'twoDocs',
  'e-stamp': 'eStamp',
  notarization: 'notary',
  'legal-notice': 'envelope',
  complaint: 'clipboard',
  application: 'form',
  legalServices: 'gavel',
};

/** Blog covers: first matching keyword rule on the slug wins. */
const BLOG_RULES: Array<[RegExp, () => string]> = [
  [/partnership|firm/, () => motifs.twoDocs()],
  [/will|vasiyat|wasiyat/, () => motifs.will()],
  [/rent|kiraya/, () => motifs.houseKey()],
  [/bainama|vikray|sale|sell/, () => motifs.houseSale()],
  [/affidavit|shapath/, () => motifs.affidavit()],
  [/e-stamp|estamp/, () => motifs.eStamp()],
  [/notar/, () => motifs.notary()],
  [/notice/, () => motifs.envelope()],
  [/mukhtarnama|power-of-attorney|attorney/, () => motifs.persons()],
  [/rcms|namantaran|seemankan|batwara|khasra|bhu-|land/, () => motifs.landMap()],
  [/e-daakhil|edaakhil/, () => motifs.monitor('form')],
  [/sampada|portal/, () => motifs.monitor('deed')],
  [/upbhokta|consumer/, () => motifs.consumer()],
  [/complaint|shikayat/, () => motifs.clipboard()],
  [/registr|registry|sub-registrar/, () => motifs.building()],
  [/research|court|case/, () => motifs.scales()],
];

const BLOG_CATEGORY_ART: Record<string, () => string> = {
  Property: () => motifs.building(),
  'Legal Documents': () => motifs.documents(),
  'Government Portals': () => motifs.monitor('portal'),
  'Consumer Rights': () => motifs.consumer(),
};

const PATTERNS: Pattern[] = ['dots', 'grid', 'diagonal', 'rings'];

/** Every blog cover named in the seed, with its category. */
async function blogCovers(): Promise<Array<{ slug: string; category: string }>> {
  let sql: string;
  try {
    sql = await readFile(SEED_FILE, 'utf8');
  } catch {
    console.warn(`! ${SEED_FILE} not found: no blog covers`);
    return [];
  }
  const found = new Map<string, string>();
  for (const chunk of sql.split(/insert\s+into\s+public\.blog_posts/i).slice(1)) {
    const category = /'(Property|Legal Documents|Government Portals|Consumer Rights)'/.exec(chunk)?.[1] ?? '';
    for (const m of chunk.matchAll(/\/images\/blog\/([a-z0-9-]+)-960\.webp/g)) {
      if (m[1] && !found.has(m[1])) found.set(m[1], category);
    }
  }
  return [...found].map(([slug, category]) => ({ slug, category }));
}

async function catalogue(): Promise<Spec[]> {
  const specs: Spec[] = [];
  SERVICE_IDS.forEach((id, i) =>
    specs.push({
      out: `images/services/${id}`,
      art: () => draw(SERVICE_ART[id]),
      tint: i % 2 === 0 ? 'cool' : 'warm',
      pattern: PATTERNS[i % PATTERNS.length] ?? 'dots',
    }),
  );
  DOCUMENT_IDS.forEach((id, i) =>
    specs.push({
      out: `images/documents/${id}`,
      art: () => draw(DOCUMENT_ART[id]),
      tint: i % 2 === 0 ? 'warm' : 'cool',
      pattern: PATTERNS[(i + 1) % PATTERNS.length] ?? 'dots',
    }),
  );
  (await blogCovers()).forEach(({ slug, category }, i) => {
    const rule = BLOG_RULES.find(([re]) => re.test(slug));
    const art = rule?.[1] ?? BLOG_CATEGORY_ART[category] ?? (() => motifs.documents());
    specs.push({
      out: `images/blog/${slug}`,
      art,
      tint: i % 3 === 1 ? 'warm' : 'cool',
      pattern: PATTERNS[(i + 2) % PATTERNS.length] ?? 'dots',
    });
  });
  return specs;
}

/* ------------------------------------------------------------------ output */

async function render(spec: Spec, pngDir?: string) {
  const svg = Buffer.from(svgFor(spec));
  const base = join(OUT_DIR, spec.out);
  await mkdir(dirname(base), { recursive: true });
  const full = await sharp(svg).png().toBuffer();
  const big = await sharp(full).webp(WEBP).toBuffer();
  const small = await sharp(full)
    .resize(W / 2, H / 2, { kernel: 'lanczos3' })
    .webp(WEBP)
    .toBuffer();
  await writeFile(`${base}-960.webp`, big);
  await writeFile(`${base}-480.webp`, small);
  if (pngDir) {
    await mkdir(pngDir, { recursive: true });
    await writeFile(join(pngDir, `${spec.out.replaceAll('/', '_')}.png`), full);
  }
  return { big: big.length, small: small.length };
}

async function main() {
  const args = process.argv.slice(2);
  const pngAt = args.indexOf('--png');
  const pngDir = pngAt >= 0 ? resolve(args[pngAt + 1] ?? '/tmp/image-previews') : undefined;
  const specs = await catalogue();
  let total = 0;
  for (const spec of specs) {
    const { big, small } = await render(spec, pngDir);
    total += big + small;
    const warn = big > 40_000 || small > 12_000 ? '  !! over budget' : '';
    console.log(
      `${spec.out.padEnd(72)} ${(big / 1024).toFixed(1).padStart(5)} KB  ${(small / 1024).toFixed(1).padStart(5)} KB${warn}`,
    );
  }
  console.log(`${specs.length} images (x2 sizes), ${(total / 1024).toFixed(0)} KB in all`);
}

await main();
