/**
 * The numbers a game's art is drawn from: a hash of its code and a small generator seeded by it, so
 * the same code always draws the same picture (on every instance, after every restart) and two
 * codes almost never draw the same one.
 */

/** FNV-1a, 32 bits: tiny, stable across platforms, and spreads short codes well. */
export function hashCode(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** Draws from a code: each call the next number of a mulberry32 sequence seeded by the code's hash. */
export interface ArtDice {
  /** 0 ≤ n < 1. */
  next(): number;
  /** An integer from `min` to `max`, both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

export function artDice(code: string): ArtDice {
  let state = hashCode(code);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
  };
}

/** `hsl` as `#rrggbb` (SVG presentation attributes are safest with hex everywhere). */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (offset: number) => {
    const k = (offset + h * 12) % 12;
    const a = s * Math.min(l, 1 - l);
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** A game's colours: a dark two-stop background, a bright accent, a second accent and a light ink. */
export interface ArtPalette {
  backgroundTop: string;
  backgroundBottom: string;
  pattern: string;
  accent: string;
  second: string;
  light: string;
  dark: string;
}

export function paletteOf(dice: ArtDice): ArtPalette {
  const hue = dice.int(0, 359);
  const shift = dice.pick([30, 45, 60, -40]);
  const accentHue = hue + dice.pick([150, 180, 210, 40]);
  return {
    backgroundTop: hsl(hue, dice.int(45, 70), dice.int(24, 32)),
    backgroundBottom: hsl(hue + shift, dice.int(50, 75), dice.int(8, 14)),
    pattern: hsl(hue + shift / 2, 60, dice.int(45, 60)),
    accent: hsl(accentHue, dice.int(75, 95), dice.int(58, 66)),
    second: hsl(accentHue + dice.pick([60, 120, -90]), dice.int(70, 90), dice.int(55, 65)),
    light: hsl(hue, 60, 95),
    dark: hsl(hue + shift, 55, 12),
  };
}
