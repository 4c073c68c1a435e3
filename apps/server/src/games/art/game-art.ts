import { gameTypes } from '@lotus/contract/values';
import type { GameType } from '@lotus/contract/values';
import { motifOf } from './motifs.ts';
import { artDice, paletteOf } from './palette.ts';
import type { ArtDice, ArtPalette } from './palette.ts';
import { n } from './shapes.ts';

/**
 * A game's generated tile art: an SVG (400 × 300, the tiles' 4:3) drawn from the game's code and
 * kind alone, the same on every call. The code seeds a palette, a background pattern and the
 * motif's details; the kind chooses the motif (motifs.ts). No words: the tile shows the game's name
 * in the reader's language beside the picture. docs/games-catalog.md, "Images".
 */

/** Where a game's generated art is served: the catalog stores this path when no image is set. */
export function gameArtPath(kind: GameType, code: string): string {
  return `/media/games/art/${kind}/${code}.svg`;
}

export const isGameKind = (kind: string): kind is GameType => (gameTypes as readonly string[]).includes(kind);

/** The words of a code ("dragon-tiger-vip" → dragon, tiger, vip) that choose among a kind's motifs. */
const wordsOf = (code: string) => new Set(code.split(/[-_]+/).filter(Boolean));

type Pattern = (dice: ArtDice, palette: ArtPalette) => string;

/** Background patterns, drawn faintly over the gradient: the second thing (after colour) that tells tiles apart. */
const patterns: readonly Pattern[] = [
  (dice, palette) =>
    `<pattern id="p" width="${dice.int(18, 30)}" height="${dice.int(18, 30)}" patternUnits="userSpaceOnUse"><circle cx="6" cy="6" r="${dice.int(2, 4)}" fill="${palette.pattern}"/></pattern><rect width="400" height="300" fill="url(#p)"/>`,
  (dice, palette) => {
    const width = dice.int(16, 32);
    return `<pattern id="p" width="${width}" height="${width}" patternUnits="userSpaceOnUse" patternTransform="rotate(${dice.pick([30, 45, -45, 60, -30])})"><rect width="${Math.round(width / 3)}" height="${width}" fill="${palette.pattern}"/></pattern><rect width="400" height="300" fill="url(#p)"/>`;
  },
  (dice, palette) => {
    const size = dice.int(28, 44);
    return `<pattern id="p" width="${size}" height="${size}" patternUnits="userSpaceOnUse"><path d="M${size / 2} 0L${size} ${size / 2}L${size / 2} ${size}L0 ${size / 2}Z" fill="none" stroke="${palette.pattern}" stroke-width="2"/></pattern><rect width="400" height="300" fill="url(#p)"/>`;
  },
  (dice, palette) => {
    const x = dice.int(0, 400);
    const y = dice.int(0, 300);
    const step = dice.int(22, 36);
    return `<g fill="none" stroke="${palette.pattern}" stroke-width="${dice.int(3, 6)}">${Array.from({ length: 12 }, (_, index) => `<circle cx="${x}" cy="${y}" r="${(index + 1) * step}"/>`).join('')}</g>`;
  },
  (dice, palette) => {
    const rays = dice.pick([12, 16, 20]);
    const turn = dice.next() * Math.PI;
    const wedges = Array.from({ length: rays }, (_, index) => {
      const a = turn + (index * 2 * Math.PI) / rays;
      const b = a + Math.PI / rays;
      return `M200 150L${n(200 + 500 * Math.cos(a))} ${n(150 + 500 * Math.sin(a))}L${n(200 + 500 * Math.cos(b))} ${n(150 + 500 * Math.sin(b))}Z`;
    }).join('');
    return `<path d="${wedges}" fill="${palette.pattern}"/>`;
  },
  (dice, palette) => {
    const height = dice.int(18, 30);
    return `<pattern id="p" width="80" height="${height}" patternUnits="userSpaceOnUse"><path d="M0 ${height / 2}Q20 0 40 ${height / 2}T80 ${height / 2}" fill="none" stroke="${palette.pattern}" stroke-width="3"/></pattern><rect width="400" height="300" fill="url(#p)"/>`;
  },
];

/** The SVG document of a game's art. Deterministic: the same kind and code give the same bytes. */
export function gameArtSvg(kind: GameType, code: string): string {
  const dice = artDice(`${kind}/${code}`);
  const palette = paletteOf(dice);
  const pattern = dice.pick(patterns)(dice, palette);
  const glowX = dice.int(150, 250);
  const motif = motifOf(kind, dice, palette, wordsOf(code));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">` +
    `<defs><linearGradient id="b" x1="0" y1="0" x2="${dice.pick(['0', '1'])}" y2="1"><stop offset="0" stop-color="${palette.backgroundTop}"/><stop offset="1" stop-color="${palette.backgroundBottom}"/></linearGradient>` +
    `<radialGradient id="g"><stop offset="0" stop-color="${palette.accent}" stop-opacity=".45"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="400" height="300" fill="url(#b)"/>` +
    `<g opacity=".16">${pattern}</g>` +
    `<ellipse cx="${glowX}" cy="150" rx="190" ry="150" fill="url(#g)"/>` +
    motif +
    `</svg>`
  );
}
