/**
 * Raw theme values. They live in a plain module (not a `.css.ts` file) so tests can check
 * contrast ratios on the very numbers the themes ship with.
 */

export type ThemeColors = {
  background: string;
  surface: string;
  surfaceRaised: string;
  surfaceSunken: string;
  border: string;
  text: string;
  textMuted: string;
  textInverse: string;
  primary: string;
  primaryHover: string;
  onPrimary: string;
  accent: string;
  success: string;
  warning: string;
  danger: string;
  info: string;
  focusRing: string;
  overlay: string;
  skeleton: string;
  skeletonShine: string;
};

/** Everything but colour and shadow is shared, so both themes keep the same rhythm and type. */
const shared = {
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
  },
  radius: { sm: '0.375rem', md: '0.625rem', lg: '1rem', pill: '999px' },
  font: {
    body: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    heading: '"Playfair Display", Georgia, "Times New Roman", serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.5rem',
    xxl: '2rem',
  },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  zIndex: { header: '100', overlay: '1000', dialog: '1010', toast: '1100' },
  motion: { fast: '120ms', normal: '220ms' },
};

const darkColors: ThemeColors = {
  background: '#0b0f1a',
  surface: '#131a2a',
  surfaceRaised: '#1b2438',
  surfaceSunken: '#070a12',
  border: '#2c3852',
  text: '#f2f3f7',
  textMuted: '#a6aec4',
  textInverse: '#0b0f1a',
  primary: '#d4a74a',
  primaryHover: '#e3bc68',
  onPrimary: '#1a1204',
  accent: '#3fb8af',
  success: '#3ecf8e',
  warning: '#f5b544',
  danger: '#f26d78',
  info: '#62aefc',
  focusRing: '#f7d98b',
  overlay: 'rgba(3, 5, 10, 0.72)',
  skeleton: '#1b2438',
  skeletonShine: '#27324b',
};

const lightColors: ThemeColors = {
  background: '#f7f5f1',
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#eeeae3',
  border: '#d6cfc2',
  text: '#1d1a16',
  textMuted: '#5c564d',
  textInverse: '#ffffff',
  primary: '#805b11',
  primaryHover: '#684a0d',
  onPrimary: '#ffffff',
  accent: '#0f766e',
  success: '#1a7045',
  warning: '#94560a',
  danger: '#b8322a',
  info: '#1d63b0',
  focusRing: '#805b11',
  overlay: 'rgba(29, 26, 22, 0.55)',
  skeleton: '#e8e3da',
  skeletonShine: '#f5f2ec',
};

export const darkTokens = {
  ...shared,
  color: darkColors,
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
    md: '0 6px 16px rgba(0, 0, 0, 0.45)',
    lg: '0 18px 48px rgba(0, 0, 0, 0.6)',
  },
};

export const lightTokens = {
  ...shared,
  color: lightColors,
  shadow: {
    sm: '0 1px 2px rgba(29, 26, 22, 0.08)',
    md: '0 6px 16px rgba(29, 26, 22, 0.12)',
    lg: '0 18px 48px rgba(29, 26, 22, 0.18)',
  },
};
