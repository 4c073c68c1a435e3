import { darkTheme, lightTheme } from './themes.css.ts';

/** Dark is first: it is the default look of every Lotus site. */
export const themeNames = ['dark', 'light'] as const;
export type ThemeName = (typeof themeNames)[number];

const classNames: Record<ThemeName, string> = { dark: darkTheme, light: lightTheme };

/** The class to put on `<html>` (or any wrapper) to switch that subtree to a theme. */
export function themeClassName(name: ThemeName): string {
  return classNames[name];
}
