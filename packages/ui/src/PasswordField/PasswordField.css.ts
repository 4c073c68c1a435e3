import { style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focus.ts';

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // 44 px square hit area, pulled into the box's padding so the field does not grow.
  width: '2.75rem',
  height: '2.75rem',
  marginInlineEnd: `calc(-1 * ${vars.space.sm})`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { ...focusRing, outlineOffset: '-2px' },
    '&:disabled': { cursor: 'not-allowed' },
  },
});
