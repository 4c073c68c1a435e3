import { createThemeContract } from '@vanilla-extract/css';

/**
 * The token contract every theme fills in. Components read only these variables, so a brand
 * re-skin is a new theme object, never a component change.
 */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    border: null,
    text: null,
    textMuted: null,
    textInverse: null,
    primary: null,
    primaryHover: null,
    onPrimary: null,
    accent: null,
    success: null,
    warning: null,
    danger: null,
    info: null,
    focusRing: null,
    overlay: null,
    skeleton: null,
    skeletonShine: null,
  },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  font: { body: null, heading: null, mono: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  fontWeight: { regular: null, medium: null, bold: null },
  lineHeight: { tight: null, normal: null },
  shadow: { sm: null, md: null, lg: null },
  zIndex: { header: null, overlay: null, dialog: null, toast: null },
  motion: { fast: null, normal: null },
});
