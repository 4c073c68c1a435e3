import type { GameType } from '@lotus/contract/values';
import type { ArtDice, ArtPalette } from './palette.ts';
import { slots } from './slot-motifs.ts';
import { ball, card, chip, die, draws, fishSchool, has, n, ranks, suit, suits } from './shapes.ts';
import type { Motif } from './shapes.ts';

/**
 * The picture in the middle of a game's art, by kind: slots draw reels, fruit or symbols; live
 * casino cards, chips, a roulette wheel or sic bo dice; sports a ball on a pitch; lottery numbered
 * balls; cock-fighting a rooster; fishing fish; card games a hand of cards; mini games dice or a
 * wheel. Words in the code choose among them ("roulette", "sicbo", "fruit", "tennis"...), the dice
 * (seeded by the code) do the rest: the number of things, their turn, their colours, their numbers.
 */

function roulette(dice: ArtDice, palette: ArtPalette): string {
  const r = 78;
  const around = 2 * Math.PI * r;
  const pocket = around / 18;
  return (
    `<g transform="rotate(${dice.int(0, 19)} 200 150)">` +
    `<circle cx="200" cy="150" r="104" fill="#5b3416" stroke="${palette.accent}" stroke-width="6"/>` +
    `<circle cx="200" cy="150" r="${r}" fill="none" stroke="#1c1c28" stroke-width="40"/>` +
    `<circle cx="200" cy="150" r="${r}" fill="none" stroke="#c8202f" stroke-width="40" stroke-dasharray="${n(pocket)} ${n(pocket)}"/>` +
    `<circle cx="200" cy="150" r="${r}" fill="none" stroke="#18a058" stroke-width="40" stroke-dasharray="${n(pocket / 2)} ${n(around)}"/>` +
    `<circle cx="200" cy="150" r="52" fill="${palette.dark}" stroke="#f4c430" stroke-width="4"/>` +
    `<path d="M200 112V188M162 150H238" stroke="#f4c430" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="200" cy="150" r="10" fill="#f4c430"/></g>` +
    `<circle cx="${n(200 + 78 * Math.cos(dice.next() * 6.28))}" cy="${n(150 + 78 * Math.sin(dice.next() * 6.28))}" r="8" fill="#fff"/>`
  );
}

function sicbo(dice: ArtDice, palette: ArtPalette): string {
  const values = draws(dice, 3, 1, 6);
  return (
    `<ellipse cx="200" cy="200" rx="140" ry="40" fill="${palette.dark}" stroke="${palette.accent}" stroke-width="5"/>` +
    die(150, 170, 70, values[0] ?? 1, dice.int(-20, 20), '#fffdf7', '#c8202f') +
    die(250, 170, 70, values[1] ?? 2, dice.int(-20, 20), '#fffdf7', '#1c1c28') +
    die(200, 108, 70, values[2] ?? 3, dice.int(-20, 20), '#fffdf7', '#1c1c28')
  );
}

function tableCards(dice: ArtDice, palette: ArtPalette, words: ReadonlySet<string>): string {
  const count = has(words, 'dragon', 'tiger') ? 2 : dice.int(2, 3);
  const spread = count === 2 ? 60 : 50;
  const hand = Array.from({ length: count }, (_, index) => {
    const offset = index - (count - 1) / 2;
    return card(
      200 + offset * spread * 1.6,
      135 + Math.abs(offset) * 10,
      offset * 14,
      dice.pick(ranks),
      dice.pick(suits),
    );
  }).join('');
  return (
    `<ellipse cx="200" cy="225" rx="165" ry="40" fill="${palette.dark}" opacity=".7"/>` +
    hand +
    chip(95, 225, 26, palette.accent) +
    chip(305, 228, 26, palette.second) +
    chip(300, 214, 26, '#c8202f')
  );
}

const liveCasino: Motif = (dice, palette, words) => {
  if (has(words, 'roulette')) return roulette(dice, palette);
  if (has(words, 'sicbo', 'sic')) return sicbo(dice, palette);
  if (has(words, 'baccarat', 'blackjack', 'dragon', 'tiger', 'poker'))
    return tableCards(dice, palette, words);
  return dice.pick([roulette, sicbo, (d: ArtDice, p: ArtPalette) => tableCards(d, p, words)])(dice, palette);
};

function pitch(palette: ArtPalette): string {
  return (
    `<g fill="none" stroke="${palette.light}" stroke-width="4" opacity=".35">` +
    `<rect x="30" y="40" width="340" height="220" rx="6"/><path d="M200 40V260"/><circle cx="200" cy="150" r="46"/>` +
    `<rect x="30" y="100" width="48" height="100"/><rect x="322" y="100" width="48" height="100"/></g>`
  );
}

function football(x: number, y: number, r: number): string {
  const patch = (px: number, py: number, size: number) => {
    const points = Array.from({ length: 5 }, (_, index) => {
      const angle = -Math.PI / 2 + (index * 2 * Math.PI) / 5;
      return `${n(px + size * Math.cos(angle))},${n(py + size * Math.sin(angle))}`;
    });
    return `<polygon points="${points.join(' ')}" fill="#1c1c28"/>`;
  };
  return (
    `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" stroke="#1c1c28" stroke-width="3"/>` +
    patch(x, y, r * 0.3) +
    [0, 1, 2, 3, 4]
      .map((index) => {
        const angle = -Math.PI / 2 + (index * 2 * Math.PI) / 5;
        return patch(x + r * 0.78 * Math.cos(angle), y + r * 0.78 * Math.sin(angle), r * 0.2);
      })
      .join('')
  );
}

function basketball(x: number, y: number, r: number): string {
  return (
    `<circle cx="${x}" cy="${y}" r="${r}" fill="#e8772e" stroke="#5a2a0c" stroke-width="4"/>` +
    `<path d="M${x - r} ${y}H${x + r}M${x} ${y - r}V${y + r}M${n(x - r * 0.7)} ${n(y - r * 0.7)}Q${n(x - r * 0.2)} ${y} ${n(x - r * 0.7)} ${n(y + r * 0.7)}M${n(x + r * 0.7)} ${n(y - r * 0.7)}Q${n(x + r * 0.2)} ${y} ${n(x + r * 0.7)} ${n(y + r * 0.7)}" fill="none" stroke="#5a2a0c" stroke-width="4"/>`
  );
}

function tennis(x: number, y: number, r: number): string {
  return (
    `<circle cx="${x}" cy="${y}" r="${r}" fill="#d5e83a" stroke="#8a9a10" stroke-width="3"/>` +
    `<path d="M${n(x - r * 0.9)} ${n(y - r * 0.45)}Q${x} ${y} ${n(x - r * 0.9)} ${n(y + r * 0.45)}M${n(x + r * 0.9)} ${n(y - r * 0.45)}Q${x} ${y} ${n(x + r * 0.9)} ${n(y + r * 0.45)}" fill="none" stroke="#fff" stroke-width="5"/>`
  );
}

const sports: Motif = (dice, palette, words) => {
  const x = dice.int(170, 230);
  const y = dice.int(130, 165);
  const drawBall = has(words, 'basketball')
    ? basketball
    : has(words, 'tennis')
      ? tennis
      : has(words, 'football', 'soccer')
        ? football
        : dice.pick([football, basketball, tennis]);
  return (
    pitch(palette) +
    `<ellipse cx="${x}" cy="${y + 78}" rx="50" ry="9" fill="#00000055"/>` +
    drawBall(x, y, 62)
  );
};

const esports: Motif = (dice, palette) => {
  const tilt = dice.int(-12, 12);
  return (
    `<g transform="rotate(${tilt} 200 150)">` +
    `<path d="M120 110H280C320 110 340 200 320 222C305 238 282 226 262 196H138C118 226 95 238 80 222C60 200 80 110 120 110Z" fill="${palette.dark}" stroke="${palette.accent}" stroke-width="6"/>` +
    `<path d="M140 140V180M120 160H160" stroke="${palette.light}" stroke-width="12" stroke-linecap="round"/>` +
    `<circle cx="255" cy="145" r="10" fill="${palette.second}"/><circle cx="280" cy="165" r="10" fill="${palette.accent}"/>` +
    `<circle cx="230" cy="165" r="10" fill="#f4c430"/><circle cx="255" cy="185" r="10" fill="#e0263a"/></g>`
  );
};

const lottery: Motif = (dice, palette) => {
  const count = dice.int(3, 5);
  const colours = [palette.accent, palette.second, '#e0263a', '#f4c430', '#2f80ed'];
  const numbers = new Set<number>();
  while (numbers.size < count) numbers.add(dice.int(1, 99));
  const spacing = count === 5 ? 64 : 78;
  const start = 200 - ((count - 1) * spacing) / 2;
  return (
    `<path d="M60 230Q200 270 340 230" fill="none" stroke="${palette.light}" stroke-width="4" opacity=".3"/>` +
    [...numbers]
      .map((number, index) =>
        ball(
          start + index * spacing,
          150 + (index % 2 === 0 ? -18 : 18),
          count === 5 ? 34 : 40,
          String(number).padStart(2, '0'),
          colours[index % colours.length] ?? palette.accent,
        ),
      )
      .join('')
  );
};

const cockfighting: Motif = (dice, palette) => {
  const facing = dice.next() < 0.5 ? 1 : -1;
  const tail = [palette.accent, palette.second, '#1f6f4a', '#2b2b6e'];
  const feathers = tail
    .map(
      (colour, index) =>
        `<path d="M-40 0C-110 ${-70 + index * 18} -120 ${-10 + index * 20} -70 ${40 + index * 6}" fill="none" stroke="${colour}" stroke-width="16" stroke-linecap="round"/>`,
    )
    .join('');
  const body = dice.pick(['#b33a1d', '#c2571a', '#7a2a1a', '#d9a441']);
  return (
    `<ellipse cx="200" cy="250" rx="120" ry="18" fill="#00000055"/>` +
    `<g transform="translate(200 150) scale(${facing} 1)">` +
    feathers +
    `<path d="M-20 70L-25 100M-32 100H-14M25 70L30 100M22 100H40" stroke="#e0a526" stroke-width="7" stroke-linecap="round"/>` +
    `<ellipse cx="0" cy="20" rx="62" ry="52" fill="${body}"/>` +
    `<path d="M-10 10C10 40 40 40 52 10" fill="none" stroke="#00000033" stroke-width="8"/>` +
    `<path d="M30 -10C40 -50 50 -70 62 -78L80 -60C76 -40 66 -20 50 0Z" fill="${body}"/>` +
    `<circle cx="70" cy="-72" r="24" fill="${body}"/>` +
    `<g fill="#e0263a"><circle cx="60" cy="-98" r="9"/><circle cx="73" cy="-102" r="10"/><circle cx="86" cy="-96" r="8"/><ellipse cx="88" cy="-52" rx="7" ry="12"/></g>` +
    `<path d="M92 -76L112 -68L92 -62Z" fill="#f4c430"/>` +
    `<circle cx="78" cy="-76" r="5" fill="#fff"/><circle cx="79" cy="-76" r="2.5" fill="#1c1c28"/>` +
    `</g>`
  );
};

function xocDia(dice: ArtDice, palette: ArtPalette): string {
  const faces = draws(dice, 4, 0, 1);
  const coins = faces
    .map((face, index) => {
      const x = 160 + (index % 2) * 80;
      const y = 150 + Math.floor(index / 2) * 44;
      return `<circle cx="${x}" cy="${y}" r="22" fill="${face === 1 ? '#e0263a' : '#fffdf7'}" stroke="#8a6508" stroke-width="3"/>`;
    })
    .join('');
  return (
    `<ellipse cx="200" cy="172" rx="130" ry="70" fill="#fffdf7" stroke="${palette.accent}" stroke-width="6"/>` +
    coins +
    `<path d="M250 60A70 46 0 0 1 370 70L360 100H258Z" fill="${palette.second}" stroke="${palette.light}" stroke-width="3"/>`
  );
}

function hand(dice: ArtDice, count: number): string {
  return Array.from({ length: count }, (_, index) => {
    const offset = index - (count - 1) / 2;
    return card(
      200 + offset * 46,
      150 + Math.abs(offset) * 8,
      offset * 12,
      dice.pick(ranks),
      dice.pick(suits),
    );
  }).join('');
}

const cards: Motif = (dice, palette, words) => {
  if (has(words, 'xoc', 'dia')) return xocDia(dice, palette);
  const count = has(words, 'three') ? 3 : has(words, 'holdem', 'texas') ? 2 : dice.int(3, 5);
  return hand(dice, count) + chip(95, 230, 24, palette.accent) + chip(305, 230, 24, palette.second);
};

function wheel(dice: ArtDice, palette: ArtPalette): string {
  const r = 50;
  const around = 2 * Math.PI * r;
  const slice = around / 8;
  const colours = [palette.accent, palette.second, '#f4c430', '#e0263a'];
  return (
    `<g transform="rotate(${dice.int(0, 44)} 200 150)">` +
    colours
      .map(
        (colour, index) =>
          `<circle cx="200" cy="150" r="${r}" fill="none" stroke="${colour}" stroke-width="96" stroke-dasharray="${n(slice)} ${n(slice * 3)}" stroke-dashoffset="${n(-index * slice)}"/>`,
      )
      .join('') +
    `</g><circle cx="200" cy="150" r="100" fill="none" stroke="${palette.light}" stroke-width="8"/>` +
    `<circle cx="200" cy="150" r="16" fill="${palette.light}"/><path d="M184 34H216L200 64Z" fill="${palette.light}" stroke="${palette.dark}" stroke-width="3"/>`
  );
}

function hiLo(dice: ArtDice, palette: ArtPalette): string {
  return (
    card(200, 150, dice.int(-8, 8), dice.pick(ranks), dice.pick(suits)) +
    `<path d="M300 130L330 90L360 130Z" fill="${palette.accent}"/><path d="M40 170L70 210L100 170Z" fill="${palette.second}"/>`
  );
}

function keno(dice: ArtDice, palette: ArtPalette): string {
  const chosen = new Set(draws(dice, 6, 0, 19));
  return Array.from({ length: 20 }, (_, index) => {
    const x = 95 + (index % 5) * 52;
    const y = 66 + Math.floor(index / 5) * 56;
    return chosen.has(index)
      ? ball(x, y, 22, String(index + 1), palette.accent)
      : `<circle cx="${x}" cy="${y}" r="18" fill="${palette.light}" opacity=".18"/>`;
  }).join('');
}

function twoDice(dice: ArtDice, palette: ArtPalette): string {
  const [first, second] = draws(dice, 2, 1, 6);
  return (
    `<ellipse cx="200" cy="232" rx="120" ry="16" fill="#00000055"/>` +
    die(160, 150, 96, first ?? 6, dice.int(-25, -5), palette.light, palette.dark) +
    die(255, 170, 84, second ?? 5, dice.int(5, 25), palette.accent, palette.dark)
  );
}

const miniGames: Motif = (dice, palette, words) => {
  if (has(words, 'wheel', 'spin')) return wheel(dice, palette);
  if (has(words, 'hi', 'lo', 'hilo')) return hiLo(dice, palette);
  if (has(words, 'keno', 'bingo')) return keno(dice, palette);
  return twoDice(dice, palette);
};

/** An unknown kind (a category added later) still gets a picture: a suit in a ring. */
const fallback: Motif = (dice, palette) =>
  `<circle cx="200" cy="150" r="80" fill="none" stroke="${palette.accent}" stroke-width="10"/>` +
  suit(dice.pick(suits), 200, 150, 90, palette.light);

const motifs: Record<GameType, Motif> = {
  slots,
  live_casino: liveCasino,
  sports,
  esports,
  lottery,
  cockfighting,
  fishing: fishSchool,
  cards,
  mini_games: miniGames,
};

export function motifOf(
  kind: GameType,
  dice: ArtDice,
  palette: ArtPalette,
  words: ReadonlySet<string>,
): string {
  return (motifs[kind] ?? fallback)(dice, palette, words);
}
