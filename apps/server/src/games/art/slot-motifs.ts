import type { ArtDice, ArtPalette } from './palette.ts';
import { cherries, draws, fishSchool, gem, has, n, reelSymbol, star } from './shapes.ts';
import type { Motif } from './shapes.ts';

/**
 * The slots' pictures: reels, fruit, a crown, a lotus, gold ingots, gems or a star over coins, or
 * koi; the code's words choose ("fruit", "lotus", "queen", "gold", "koi"...), else the dice.
 */

function reels(dice: ArtDice, palette: ArtPalette, words: ReadonlySet<string>): string {
  const sevens = has(words, 'sevens', 'seven', '7');
  const frame =
    `<rect x="70" y="70" width="260" height="150" rx="18" fill="${palette.dark}" stroke="${palette.accent}" stroke-width="6"/>` +
    [0, 1, 2]
      .map(
        (column) => `<rect x="${86 + column * 80}" y="86" width="68" height="118" rx="10" fill="#fffdf7"/>`,
      )
      .join('');
  const symbols = [0, 1, 2]
    .map((column) => reelSymbol(sevens ? 0 : dice.int(0, 5), 120 + column * 80, 145, 56, palette))
    .join('');
  const lever = `<path d="M330 120h18v-46" fill="none" stroke="${palette.light}" stroke-width="6" stroke-linecap="round"/><circle cx="348" cy="68" r="11" fill="${palette.second}"/>`;
  return (
    frame +
    symbols +
    lever +
    `<rect x="70" y="141" width="260" height="6" fill="${palette.accent}" opacity=".55"/>`
  );
}

function fruit(dice: ArtDice): string {
  const lemon = `<ellipse cx="${n(265 + dice.int(-10, 10))}" cy="165" rx="46" ry="34" fill="#f6d33c" stroke="#c9a20f" stroke-width="3" transform="rotate(${dice.int(-30, 30)} 265 165)"/>`;
  const melon =
    `<g transform="translate(150 190) rotate(${dice.int(-20, 20)})">` +
    `<path d="M-70 0A70 70 0 0 0 70 0Z" fill="#3fa34d"/><path d="M-60 0A60 60 0 0 0 60 0Z" fill="#f2445a"/>` +
    [-30, 0, 30].map((x) => `<ellipse cx="${x}" cy="22" rx="4" ry="7" fill="#1c1c28"/>`).join('') +
    `</g>`;
  return melon + lemon + cherries(205, 110, 26);
}

function symbols(dice: ArtDice, palette: ArtPalette, words: ReadonlySet<string>): string {
  if (has(words, 'gems', 'gem', 'pearl', 'jade', 'treasure')) {
    return (
      gem(200, 140, 72, palette.second) + gem(115, 190, 34, palette.accent) + gem(290, 195, 30, palette.light)
    );
  }
  const coins = draws(dice, 5, 0, 60)
    .map(
      (offset, index) =>
        `<ellipse cx="${n(110 + index * 45)}" cy="${n(220 - (index % 2) * 12)}" rx="26" ry="10" fill="#f4c430" stroke="#8a6508" stroke-width="3"/>` +
        (offset > 30
          ? `<ellipse cx="${n(110 + index * 45)}" cy="${n(208 - (index % 2) * 12)}" rx="26" ry="10" fill="#f8d55a" stroke="#8a6508" stroke-width="3"/>`
          : ''),
    )
    .join('');
  return star(200, 125, 78, palette.accent) + star(200, 125, 40, palette.light) + coins;
}

function crown(dice: ArtDice, palette: ArtPalette): string {
  const jewels = [palette.second, '#e0263a', palette.accent];
  return (
    `<ellipse cx="200" cy="228" rx="120" ry="14" fill="#00000055"/>` +
    `<path d="M110 200L95 95L150 140L200 70L250 140L305 95L290 200Z" fill="#f4c430" stroke="#fff0c2" stroke-width="5" stroke-linejoin="round"/>` +
    `<rect x="105" y="196" width="190" height="26" rx="6" fill="#d4941f"/>` +
    jewels
      .map(
        (colour, index) =>
          `<circle cx="${150 + index * 50}" cy="209" r="${index === 1 ? 10 : 8}" fill="${colour}"/>`,
      )
      .join('') +
    `<circle cx="200" cy="${dice.int(66, 70)}" r="12" fill="${palette.second}" stroke="#fff0c2" stroke-width="3"/>`
  );
}

function lotus(dice: ArtDice, palette: ArtPalette): string {
  const petal = (angle: number, length: number, fill: string) =>
    `<path transform="translate(200 200) rotate(${angle})" d="M0 0C-34 -${length * 0.45} -20 -${length * 0.85} 0 -${length}C20 -${length * 0.85} 34 -${length * 0.45} 0 0Z" fill="${fill}" stroke="#ffffffaa" stroke-width="2"/>`;
  const pink = dice.pick(['#f472b6', '#fb7185', '#f9a8d4']);
  return (
    `<ellipse cx="200" cy="214" rx="140" ry="22" fill="#1f7a4d"/>` +
    [-70, 70].map((angle) => petal(angle, 110, '#ec4899')).join('') +
    [-38, 38].map((angle) => petal(angle, 130, pink)).join('') +
    petal(0, 150, '#fdf2f8') +
    `<circle cx="200" cy="192" r="14" fill="${palette.accent}"/>`
  );
}

function ingots(dice: ArtDice): string {
  const ingot = (x: number, y: number, size: number) =>
    `<g transform="translate(${x} ${y}) scale(${n(size)})"><path d="M-60 0Q-70-30-40-26Q-30-8 0-10Q30-8 40-26Q70-30 60 0Q40 28 0 28Q-40 28-60 0Z" fill="#f4c430" stroke="#8a6508" stroke-width="3"/><ellipse cy="-16" rx="24" ry="14" fill="#f8d55a" stroke="#8a6508" stroke-width="3"/></g>`;
  return (
    `<ellipse cx="200" cy="230" rx="130" ry="14" fill="#00000055"/>` +
    ingot(140, 200, 1) +
    ingot(262, 204, 0.9) +
    ingot(200, 140, 1.2 + dice.int(0, 2) / 10)
  );
}

export const slots: Motif = (dice, palette, words) => {
  if (has(words, 'fruit', 'sweet', 'candy')) return fruit(dice);
  if (has(words, 'sevens', 'neon', 'classic')) return reels(dice, palette, words);
  if (has(words, 'lotus')) return lotus(dice, palette);
  if (has(words, 'gems', 'gem', 'pearl', 'jade')) return symbols(dice, palette, words);
  if (has(words, 'queen', 'king', 'empire')) return crown(dice, palette);
  if (has(words, 'koi', 'fish', 'carp')) return fishSchool(dice, palette);
  if (has(words, 'gold', 'fortune', 'ox', 'treasure'))
    return dice.pick([ingots, (d: ArtDice) => symbols(d, palette, words)])(dice);
  return dice.pick([reels, symbols, (d: ArtDice, p: ArtPalette) => crown(d, p), (d: ArtDice) => ingots(d)])(
    dice,
    palette,
    words,
  );
};
