import type { ArtDice, ArtPalette } from './palette.ts';

/**
 * The pieces the motifs are built of (cards, chips, dice, balls, symbols), as SVG markup around the
 * origin or at a point. No text but digits and card ranks: a name baked into the art would be wrong
 * in the other language, so the tile shows the name beside it.
 */

/** A coordinate with at most one decimal, so the markup stays short and byte-stable. */
export const n = (value: number) => String(Math.round(value * 10) / 10);

export type Suit = 'heart' | 'diamond' | 'club' | 'spade';
export const suits: readonly Suit[] = ['heart', 'diamond', 'club', 'spade'];
export const isRed = (suit: Suit) => suit === 'heart' || suit === 'diamond';

/** A suit sign of height about `size` centred on (x, y). */
export function suit(kind: Suit, x: number, y: number, size: number, fill: string): string {
  const at = `transform="translate(${n(x)} ${n(y)}) scale(${n(size)})"`;
  switch (kind) {
    case 'heart':
      return `<path ${at} fill="${fill}" d="M0 .42C-.62 0-.5-.55 0-.22C.5-.55.62 0 0 .42Z"/>`;
    case 'diamond':
      return `<path ${at} fill="${fill}" d="M0-.5L.36 0L0 .5L-.36 0Z"/>`;
    case 'spade':
      return `<path ${at} fill="${fill}" d="M0-.48C-.6 0-.48.36-.06.2L-.16.48H.16L.06.2C.48.36.6 0 0-.48Z"/>`;
    case 'club':
      return `<g ${at} fill="${fill}"><circle cy="-.24" r=".2"/><circle cx="-.22" cy=".08" r=".2"/><circle cx=".22" cy=".08" r=".2"/><path d="M-.06 .05L-.16.48H.16L.06.05Z"/></g>`;
  }
}

/** A playing card (90 × 126) centred on (x, y), turned by `angle` degrees. */
export function card(
  x: number,
  y: number,
  angle: number,
  rank: string,
  kind: Suit,
  back = '#fffdf7',
): string {
  const ink = isRed(kind) ? '#d22f3c' : '#1c1c28';
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">` +
    `<rect x="-45" y="-63" width="90" height="126" rx="9" fill="${back}" stroke="#00000033" stroke-width="2"/>` +
    `<text x="-33" y="-36" font-family="Georgia,serif" font-size="26" font-weight="700" fill="${ink}">${rank}</text>` +
    suit(kind, 0, 10, 52, ink) +
    `</g>`
  );
}

/** A casino chip of radius `r`. */
export function chip(x: number, y: number, r: number, colour: string): string {
  const edge = 2 * Math.PI * r * 0.86;
  return (
    `<g transform="translate(${n(x)} ${n(y)})">` +
    `<circle r="${n(r)}" fill="${colour}"/>` +
    `<circle r="${n(r * 0.86)}" fill="none" stroke="#fff" stroke-width="${n(r * 0.22)}" stroke-dasharray="${n(edge / 16)} ${n(edge / 16)}"/>` +
    `<circle r="${n(r * 0.55)}" fill="none" stroke="#ffffffaa" stroke-width="2"/>` +
    `</g>`
  );
}

const pipSpots: Record<number, ReadonlyArray<[number, number]>> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

/** A die of side `size` showing `value` (1-6). */
export function die(
  x: number,
  y: number,
  size: number,
  value: number,
  angle: number,
  face: string,
  pip: string,
): string {
  const half = size / 2;
  const spots = (pipSpots[value] ?? pipSpots[1] ?? [])
    .map(
      ([px, py]) => `<circle cx="${n(px * size * 0.27)}" cy="${n(py * size * 0.27)}" r="${n(size * 0.09)}"/>`,
    )
    .join('');
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">` +
    `<rect x="${n(-half)}" y="${n(-half)}" width="${n(size)}" height="${n(size)}" rx="${n(size * 0.18)}" fill="${face}" stroke="#00000040" stroke-width="2"/>` +
    `<g fill="${pip}">${spots}</g></g>`
  );
}

/** A lottery ball with its number. */
export function ball(x: number, y: number, r: number, label: string, colour: string): string {
  return (
    `<g transform="translate(${n(x)} ${n(y)})">` +
    `<circle r="${n(r)}" fill="${colour}"/>` +
    `<circle r="${n(r * 0.58)}" fill="#fff"/>` +
    `<circle cx="${n(-r * 0.45)}" cy="${n(-r * 0.5)}" r="${n(r * 0.2)}" fill="#ffffff66"/>` +
    `<text y="${n(r * 0.22)}" text-anchor="middle" font-family="Arial,sans-serif" font-size="${n(r * 0.62)}" font-weight="700" fill="#1c1c28">${label}</text>` +
    `</g>`
  );
}

/** A five-pointed star of outer radius `r`. */
export function star(x: number, y: number, r: number, fill: string): string {
  const points: string[] = [];
  for (let index = 0; index < 10; index += 1) {
    const radius = index % 2 === 0 ? r : r * 0.45;
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    points.push(`${n(x + radius * Math.cos(angle))},${n(y + radius * Math.sin(angle))}`);
  }
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

/** A cut gem of width about `2r`. */
export function gem(x: number, y: number, r: number, fill: string): string {
  const s = r / 48;
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">` +
    `<polygon points="-48,-20 -24,-44 24,-44 48,-20 0,46" fill="${fill}" stroke="#ffffffcc" stroke-width="3"/>` +
    `<path d="M-48-20H48M-24-44L-12-20L0 46L12-20L24-44" fill="none" stroke="#00000040" stroke-width="2"/>` +
    `</g>`
  );
}

/** Two cherries on a stem. */
export function cherries(x: number, y: number, r: number): string {
  return (
    `<g transform="translate(${n(x)} ${n(y)})">` +
    `<path d="M${n(-r)} ${n(-r * 0.2)}Q${n(-r * 0.2)} ${n(-r * 2.2)} ${n(r * 0.6)} ${n(-r * 2.4)}Q${n(r * 0.6)} ${n(-r * 1.2)} ${n(r * 1.1)} 0" fill="none" stroke="#3f8f3a" stroke-width="${n(r * 0.22)}" stroke-linecap="round"/>` +
    `<circle cx="${n(-r)}" cy="${n(r * 0.3)}" r="${n(r)}" fill="#d8213b"/><circle cx="${n(r * 1.1)}" cy="${n(r * 0.5)}" r="${n(r)}" fill="#e8344c"/>` +
    `<circle cx="${n(-r * 1.35)}" cy="${n(-r * 0.05)}" r="${n(r * 0.25)}" fill="#ffffff88"/>` +
    `</g>`
  );
}

/** A slot symbol that fits a reel window of height about `size`. */
export function reelSymbol(kind: number, x: number, y: number, size: number, palette: ArtPalette): string {
  switch (kind % 6) {
    case 0:
      return `<text x="${n(x)}" y="${n(y + size * 0.34)}" text-anchor="middle" font-family="Georgia,serif" font-size="${n(size)}" font-weight="900" fill="#e0263a" stroke="#fff" stroke-width="2">7</text>`;
    case 1:
      return cherries(x, y + size * 0.05, size * 0.2);
    case 2:
      return star(x, y, size * 0.45, palette.accent);
    case 3:
      return gem(x, y, size * 0.42, palette.second);
    case 4:
      return `<g><rect x="${n(x - size * 0.42)}" y="${n(y - size * 0.2)}" width="${n(size * 0.84)}" height="${n(size * 0.4)}" rx="5" fill="#1c1c28"/><rect x="${n(x - size * 0.34)}" y="${n(y - size * 0.1)}" width="${n(size * 0.68)}" height="${n(size * 0.2)}" fill="${palette.accent}"/></g>`;
    default:
      return `<path transform="translate(${n(x)} ${n(y)}) scale(${n(size / 100)})" d="M0-42C-26-42-30-18-30 4L-42 26H42L30 4C30-18 26-42 0-42ZM-12 30A12 12 0 0 0 12 30Z" fill="#f4c430" stroke="#8a6508" stroke-width="3"/>`;
  }
}

/** Three numbers from the dice, each of 1-6 (pip counts, ranks). */
export function draws(dice: ArtDice, count: number, min: number, max: number): number[] {
  return Array.from({ length: count }, () => dice.int(min, max));
}

function fish(x: number, y: number, size: number, colour: string, fin: string, flip: boolean): string {
  const scale = `${n((flip ? -1 : 1) * size)} ${n(size)}`;
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${scale})">` +
    `<path d="M-40 0L-62-22V22Z" fill="${fin}"/>` +
    `<path d="M-45 0C-20-38 30-38 50 0C30 38-20 38-45 0Z" fill="${colour}"/>` +
    `<path d="M-5-26Q8-44 24-26Z" fill="${fin}"/>` +
    `<path d="M10-22Q0 0 10 22" fill="none" stroke="#00000033" stroke-width="3"/>` +
    `<circle cx="32" cy="-6" r="6" fill="#fff"/><circle cx="33" cy="-6" r="3" fill="#1c1c28"/></g>`
  );
}

/** One to three fish among bubbles over a sea bed: the fishing motif (and a koi slot's). */
export function fishSchool(dice: ArtDice, palette: ArtPalette): string {
  const count = dice.int(1, 3);
  const school = [
    fish(200, 150, 1.7, palette.accent, palette.second, dice.next() < 0.5),
    fish(110, 215, 0.8, palette.second, palette.light, dice.next() < 0.5),
    fish(300, 80, 0.7, '#f4c430', palette.accent, dice.next() < 0.5),
  ].slice(0, count);
  const bubbles = draws(dice, 5, 0, 100)
    .map(
      (value, index) =>
        `<circle cx="${n(60 + index * 70 + (value % 30))}" cy="${n(40 + value)}" r="${n(5 + (value % 8))}" fill="none" stroke="${palette.light}" stroke-width="2" opacity=".5"/>`,
    )
    .join('');
  return (
    `<path d="M0 255Q60 235 120 255T240 255T360 255T480 255V300H0Z" fill="${palette.dark}" opacity=".7"/>` +
    bubbles +
    school.join('')
  );
}

/** A motif: the picture of a kind, from the dice, the palette and the words of the code. */
export type Motif = (dice: ArtDice, palette: ArtPalette, words: ReadonlySet<string>) => string;

/** Whether the code holds any of the words. */
export const has = (words: ReadonlySet<string>, ...any: string[]) => any.some((word) => words.has(word));

/** Card ranks a drawn card may show. */
export const ranks = ['A', 'K', 'Q', 'J', '10', '9', '8', '7'] as const;
