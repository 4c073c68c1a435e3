import { style, styleVariants } from '@vanilla-extract/css';
import type { StyleRule } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css.ts';
import type { BadgeTone } from './Badge.tsx';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '100%',
  paddingBlock: '0.125rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  border: '1px solid currentColor',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
  letterSpacing: '0.02em',
  whiteSpace: 'nowrap',
});

// A faint tint of the tone over the surface: the tone colour itself stays the text colour,
// so contrast is the tone-on-background ratio the themes already guarantee.
const tint = (color: string): StyleRule => ({
  color,
  backgroundColor: `color-mix(in srgb, ${color} 12%, transparent)`,
});

export const tone = styleVariants({
  neutral: tint(vars.color.textMuted),
  success: tint(vars.color.success),
  warning: tint(vars.color.warning),
  danger: tint(vars.color.danger),
  info: tint(vars.color.info),
  primary: tint(vars.color.primary),
} satisfies Record<BadgeTone, StyleRule>);
