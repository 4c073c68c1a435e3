import { style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css.ts';

export const input = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  // The surrounding box draws the focus ring (via :focus-within) so prefix and suffix sit inside it.
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});
