import { style } from '@vanilla-extract/css';

import { focusRing } from '../theme/focus.ts';
import { vars } from '../theme/contract.css.ts';

/** The shared field box, grown to hold lines: the ring follows the text area's focus. */
export const box = style({
  alignItems: 'stretch',
  paddingBlock: vars.space.xs,
  selectors: {
    '&:has(textarea:focus)': focusRing,
  },
});

export const textarea = style({
  flex: 1,
  minWidth: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  // Taller by hand only: a sideways resize would break the form's column.
  resize: 'vertical',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const counter = style({
  margin: 0,
  alignSelf: 'flex-end',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
