import { style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focus.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const row = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  // The whole row is the label, so it is the click target; keep it at least 44 px tall.
  minHeight: '2.75rem',
  paddingBlock: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
});

export const rowDisabled = style({
  opacity: 0.55,
  cursor: 'not-allowed',
});

export const input = style({
  appearance: 'none',
  flexShrink: 0,
  display: 'grid',
  placeContent: 'center',
  width: '1.25rem',
  height: '1.25rem',
  margin: 0,
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.textMuted}`,
  backgroundColor: vars.color.surfaceSunken,
  cursor: 'inherit',
  transition: `background-color ${vars.motion.fast} ease, border-color ${vars.motion.fast} ease`,
  selectors: {
    // The tick: a rotated L drawn with borders, in the colour that sits on the primary fill.
    '&::after': {
      content: '""',
      width: '0.35rem',
      height: '0.65rem',
      marginTop: '-0.15rem',
      borderRight: `2px solid ${vars.color.onPrimary}`,
      borderBottom: `2px solid ${vars.color.onPrimary}`,
      transform: 'rotate(45deg) scale(0)',
      transition: `transform ${vars.motion.fast} ease`,
    },
    '&:checked': { backgroundColor: vars.color.primary, borderColor: vars.color.primary },
    '&:checked::after': { transform: 'rotate(45deg) scale(1)' },
    '&:focus-visible': focusRing,
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const error = style({
  margin: 0,
  paddingInlineStart: `calc(1.25rem + ${vars.space.xs})`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger,
});
