import type { StyleRule } from '@vanilla-extract/css';
import { style, styleVariants } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css.ts';
import type { EmptyStateHeadingLevel } from './EmptyState.tsx';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  textAlign: 'center',
  color: vars.color.text,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '4rem',
  height: '4rem',
  marginBottom: vars.space.xs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.primary,
  fontSize: vars.fontSize.xxl,
});

// The title says what is missing: it is text, not a page title, so it takes the body font like the
// words around it (the decorative heading font is for page titles). Its size follows its level, so
// an empty state inside a section (3, 4) never outgrows the section's own heading.
export const title = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const titleSize = styleVariants({
  2: { fontSize: vars.fontSize.lg },
  3: { fontSize: vars.fontSize.md },
  4: { fontSize: vars.fontSize.md },
} satisfies Record<EmptyStateHeadingLevel, StyleRule>);

export const description = style({
  margin: 0,
  maxWidth: '32rem',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
});

export const action = style({
  marginTop: vars.space.sm,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});
