import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

/** The operator's text as written: its line breaks kept, long words wrapped at 360 px. */
export const content = style({
  margin: 0,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  lineHeight: vars.lineHeight.normal,
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
});

export const counter = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
