import { describe, expect, it } from 'vitest';

import { themeClassName, themeNames } from './theme-names.ts';
import { darkTheme, lightTheme } from './themes.css.ts';
import { darkTokens, lightTokens } from './tokens.ts';

// WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours.
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe.each([
  ['dark', darkTokens],
  ['light', lightTokens],
] as const)('%s theme contrast (WCAG AA)', (_name, { color }) => {
  const backgrounds = [color.background, color.surface, color.surfaceRaised, color.surfaceSunken];

  it('text and muted text are readable on every background', () => {
    for (const bg of backgrounds) {
      expect(contrast(color.text, bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(color.textMuted, bg)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('status and brand colours used as text are readable', () => {
    for (const bg of backgrounds) {
      for (const fg of [color.primary, color.success, color.warning, color.danger, color.info]) {
        expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('button labels are readable on their fills', () => {
    expect(contrast(color.onPrimary, color.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color.onPrimary, color.primaryHover)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color.textInverse, color.danger)).toBeGreaterThanOrEqual(4.5);
  });

  it('the focus ring stands out (3:1) against the page', () => {
    expect(contrast(color.focusRing, color.background)).toBeGreaterThanOrEqual(3);
  });
});

describe('themeClassName', () => {
  it('maps every theme name to its class', () => {
    expect(themeNames).toEqual(['dark', 'light']);
    expect(themeClassName('dark')).toBe(darkTheme);
    expect(themeClassName('light')).toBe(lightTheme);
  });
});
